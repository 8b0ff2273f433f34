import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

export type TokenSecret = {
  secret: string;
  source: "environment" | "generated" | "data-dir";
  file?: string;
};

/**
 * TOKEN_SECRET when set; otherwise the secret kept in DATA_DIR/token-secret,
 * generated on first start (32 random bytes). Two processes starting together
 * agree: the file is created exclusively and the loser reads the winner's.
 */
export async function resolveTokenSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<TokenSecret> {
  if (configured) return { secret: configured, source: "environment" };
  const file = join(dataDir, "token-secret");
  await mkdir(dataDir, { recursive: true });
  const fresh = randomBytes(32).toString("base64url");
  try {
    await writeFile(file, `${fresh}\n`, { flag: "wx", mode: 0o600 });
    return { secret: fresh, source: "generated", file };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const stored = (await readFile(file, "utf8")).trim();
  if (stored.length < 32) {
    throw new Error(
      `${file} holds a token secret shorter than 32 characters; delete it to have a new one generated.`,
    );
  }
  return { secret: stored, source: "data-dir", file };
}
