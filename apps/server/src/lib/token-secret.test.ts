import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { resolveEngagementApiKey, resolveTokenSecret } from "./token-secret.ts";

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});
const tempDir = async () => {
  const d = await mkdtemp(join(tmpdir(), "coop-secret-"));
  dirs.push(d);
  return d;
};

describe("token.secret: TOKEN_SECRET", () => {
  it("uses the configured secret and writes nothing", async () => {
    const dir = await tempDir();
    const s = await resolveTokenSecret("x".repeat(40), dir);
    expect(s).toEqual({ secret: "x".repeat(40), source: "environment" });
    await expect(stat(join(dir, "token-secret"))).rejects.toThrow();
  });

  it("when unset, generates one, keeps it in DATA_DIR readable only by the owner, and reuses it on the next start", async () => {
    const dir = await tempDir();
    const first = await resolveTokenSecret(undefined, dir);
    expect(first.source).toBe("generated");
    expect(first.secret.length).toBeGreaterThanOrEqual(43);
    expect((await stat(join(dir, "token-secret"))).mode & 0o777).toBe(0o600);
    const second = await resolveTokenSecret(undefined, dir);
    expect(second).toMatchObject({ secret: first.secret, source: "data-dir" });
    expect((await readFile(join(dir, "token-secret"), "utf8")).trim()).toBe(first.secret);
  });

  it("two processes starting together agree on one secret", async () => {
    const dir = await tempDir();
    const results = await Promise.all([
      resolveTokenSecret(undefined, dir),
      resolveTokenSecret(undefined, dir),
    ]);
    expect(results[0].secret).toBe(results[1].secret);
  });
});

describe("engagement.key-file: ENGAGEMENT_API_KEY", () => {
  it("engagement.key-file: when unset, one is generated into DATA_DIR/engagement-api-key (owner only) and kept; when set, nothing is written", async () => {
    const dir = await tempDir();
    const first = await resolveEngagementApiKey(undefined, dir);
    expect(first).toMatchObject({ source: "generated", file: join(dir, "engagement-api-key") });
    expect((await stat(join(dir, "engagement-api-key"))).mode & 0o777).toBe(0o600);
    const again = await resolveEngagementApiKey(undefined, dir);
    expect(again).toMatchObject({ secret: first.secret, source: "data-dir" });
    expect(again.secret).not.toBe((await resolveTokenSecret(undefined, dir)).secret);
    const other = await tempDir();
    expect(await resolveEngagementApiKey("k".repeat(40), other)).toEqual({
      secret: "k".repeat(40),
      source: "environment",
    });
    await expect(stat(join(other, "engagement-api-key"))).rejects.toThrow();
  });
});
