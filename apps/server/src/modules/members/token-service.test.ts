import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "../../db/client.ts";
import { members } from "../../db/schema/members.ts";
import { openTestDatabase } from "../../test-support/test-app.ts";
import { createTokenService, type TokenService } from "./token-service.ts";

let database: Database;
let drop: () => Promise<void>;
let tokens: TokenService;
const DAY = 86_400_000;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.migrate();
  await database.db
    .insert(members)
    .values({ id: "m1", email: "ada@example.com", firstName: "Ada", lastName: "L" });
  tokens = createTokenService({ db: database.db, secret: "s".repeat(40), ttlMs: DAY });
});
afterAll(async () => drop());

describe("token.sessions: member tokens", () => {
  it("a fresh session's access and ordering tokens each verify for their own kind only", async () => {
    const issued = await tokens.issue("m1", "password");
    expect(await tokens.verify(issued.access, "access")).toEqual({
      memberId: "m1",
      sessionId: issued.sessionId,
    });
    expect(await tokens.verify(issued.ordering, "ordering")).toMatchObject({ memberId: "m1" });
    expect(await tokens.verify(issued.access, "ordering")).toBeNull();
    expect(await tokens.verify(issued.ordering, "access")).toBeNull();
  });

  it("carry at least 128 random bits of session id; every sign-in makes a new session", async () => {
    const a = await tokens.issue("m1", "password");
    const b = await tokens.issue("m1", "password");
    expect(Buffer.from(a.sessionId, "base64url").length * 8).toBeGreaterThanOrEqual(128);
    expect(a.sessionId).not.toBe(b.sessionId);
  });

  it("token.sign-out: sign-out revokes every token of the session, and only that session", async () => {
    const a = await tokens.issue("m1", "password");
    const b = await tokens.issue("m1", "password");
    await tokens.revoke(a.sessionId);
    expect(await tokens.verify(a.access, "access")).toBeNull();
    expect(await tokens.verify(a.ordering, "ordering")).toBeNull();
    expect(await tokens.verify(b.access, "access")).not.toBeNull();
  });

  it("expire", async () => {
    const issued = await tokens.issue("m1", "password");
    expect(
      await tokens.verify(issued.access, "access", new Date(Date.now() + DAY + 1000)),
    ).toBeNull();
  });

  it("a forged or altered token is refused; another secret's token too", async () => {
    const issued = await tokens.issue("m1", "password");
    const [k, s, e, m] = issued.access.split(".");
    expect(
      await tokens.verify(
        `${k}.${s}.${(Number.parseInt(e!, 36) + 999).toString(36)}.${m}`,
        "access",
      ),
    ).toBeNull();
    // The signature's first character always carries six bits of it (the last may carry padding).
    const altered = `${m![0] === "A" ? "B" : "A"}${m!.slice(1)}`;
    expect(await tokens.verify(`${k}.${s}.${e}.${altered}`, "access")).toBeNull();
    expect(await tokens.verify("garbage", "access")).toBeNull();
    const other = createTokenService({ db: database.db, secret: "x".repeat(40), ttlMs: DAY });
    expect(await other.verify(issued.access, "access")).toBeNull();
  });
});
