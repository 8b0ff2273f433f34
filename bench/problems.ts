// The bench's progress lines (stderr) and the problems that make it exit 1 at the end.

export const problems: string[] = [];

export function fail(message: string): void {
  problems.push(message);
  process.stderr.write(`\n!!! ${message}\n\n`);
}

export function progress(message: string): void {
  process.stderr.write(`${message}\n`);
}
