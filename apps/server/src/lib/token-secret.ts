import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

export type KeptSecret = {
  secret: string;
  source: "environment" | "generated" | "data-dir";
  file?: string;
};
export type TokenSecret = KeptSecret;

/**
 * The configured secret when set; otherwise the one kept in `DATA_DIR/<fileName>`, generated on
 * first start (32 random bytes, the file readable only by its owner). Two processes starting
 * together agree: the file is created exclusively and the loser reads the winner's. `what` names
 * the secret in the error about a damaged file.
 */
export async function resolveKeptSecret(
  configured: string | undefined,
  dataDir: string,
  fileName: string,
  what: string,
): Promise<KeptSecret> {
  if (configured) return { secret: configured, source: "environment" };
  const file = join(dataDir, fileName);
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
      `${file} holds ${what} shorter than 32 characters; delete it to have a new one generated.`,
    );
  }
  return { secret: stored, source: "data-dir", file };
}

/** TOKEN_SECRET when set; otherwise the secret kept in DATA_DIR/token-secret. */
export function resolveTokenSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<TokenSecret> {
  return resolveKeptSecret(configured, dataDir, "token-secret", "a token secret");
}

/** `engagement.key-file`: ENGAGEMENT_API_KEY when set; otherwise the key kept in DATA_DIR/engagement-api-key. */
export function resolveEngagementApiKey(
  configured: string | undefined,
  dataDir: string,
): Promise<KeptSecret> {
  return resolveKeptSecret(configured, dataDir, "engagement-api-key", "an engagement API key");
}
