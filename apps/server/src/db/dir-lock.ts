import { readFile, unlink, writeFile } from "node:fs/promises";

export type DirLock = { file: string; release(): Promise<void> };

export class DirLockedError extends Error {
  constructor(file: string, pid: number) {
    super(
      `Another Coop process (pid ${pid}) is using this data directory (${file}). ` +
        "The embedded database serves one process; stop the other one, use another DATA_DIR, " +
        "or set DATABASE_URL to a PostgreSQL server to run several processes.",
    );
    this.name = "DirLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * An exclusive lock file holding the owner's pid. A lock left by a process that
 * died is taken over; a live owner makes this throw DirLockedError.
 */
export async function acquireDirLock(file: string): Promise<DirLock> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await writeFile(file, String(process.pid), { flag: "wx" });
      return {
        file,
        async release() {
          await unlink(file).catch(() => undefined);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = Number.parseInt(await readFile(file, "utf8").catch(() => ""), 10);
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
      throw new DirLockedError(file, owner);
    }
    // Stale: its owner is gone (or the file is unreadable). Remove and try again.
    await unlink(file).catch(() => undefined);
  }
  throw new Error(`Could not take the lock ${file}; remove it if no Coop process is running.`);
}
