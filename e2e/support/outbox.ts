// The server's email outbox (no SMTP_URL: one .eml file per message in DATA_DIR/outbox), read the
// way a person reads their mail: the newest message to an address that matches, waited for.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

/** Quoted-printable (how nodemailer writes long lines) back to text. */
export const unQuote = (text: string) =>
  text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The outbox's file names now (to tell later messages from earlier ones). */
export const outboxFiles = async (dataDir: string) =>
  new Set(await readdir(join(dataDir, "outbox")).catch(() => [] as string[]));

/**
 * Waits for an email to `to` (one not in `after`) whose text `pick` finds something in, and
 * answers what it found; fails naming the address after `timeoutMs`.
 */
export async function waitForEmail<T>(
  dataDir: string,
  to: string,
  pick: (eml: string) => T | null | undefined,
  options: { after?: Set<string>; timeoutMs?: number } = {},
): Promise<T> {
  const outbox = join(dataDir, "outbox");
  const addressed = new RegExp(`^To: .*${to.replace(/[.+]/g, "\\$&")}`, "mi");
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  while (Date.now() < deadline) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    for (const file of files.filter((f) => f.endsWith(".eml") && !options.after?.has(f))) {
      const eml = unQuote(await readFile(join(outbox, file), "utf8"));
      if (!addressed.test(eml)) continue;
      const found = pick(eml);
      if (found !== null && found !== undefined) return found;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No matching email to ${to} reached ${outbox}`);
}

/** The first link of an email whose path starts with `path` (HTML entities undone). */
export function linkIn(eml: string, path: string): string | null {
  const escaped = path.replace(/[/.?]/g, "\\$&");
  const link = new RegExp(`https?://[^\\s"<>]+${escaped}[^\\s"<>]*`).exec(eml)?.[0];
  return link ? link.replace(/&amp;|&#38;/g, "&") : null;
}
