import { describe, expect, it } from "vitest";

import {
  createPasswordHasher,
  createSemaphore,
  isCommonPassword,
  passwordProblem,
  SCRYPT_LOG_N,
  SCRYPT_P,
  SCRYPT_R,
} from "./passwords.ts";

describe("password.hashing: password hashing (scrypt, OWASP parameters)", () => {
  const hasher = createPasswordHasher();

  it("uses N=2^17, r=8, p=1 with a random salt, in a self-describing string", async () => {
    expect([SCRYPT_LOG_N, SCRYPT_R, SCRYPT_P]).toEqual([17, 8, 1]);
    const [a, b] = await Promise.all([
      hasher.hash("Same-Password-1"),
      hasher.hash("Same-Password-1"),
    ]);
    expect(a).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
  });

  it("verifies the right password only", async () => {
    const stored = await hasher.hash("Right-Password-1");
    expect(await hasher.verify("Right-Password-1", stored)).toEqual({
      ok: true,
      needsRehash: false,
    });
    expect(await hasher.verify("right-password-1", stored)).toEqual({
      ok: false,
      needsRehash: false,
    });
    expect(await hasher.verify("Right-Password-1", null)).toEqual({
      ok: false,
      needsRehash: false,
    });
    expect(await hasher.verify("Right-Password-1", "not-a-hash")).toEqual({
      ok: false,
      needsRehash: false,
    });
  });

  it("asks for a re-hash of a hash made with weaker parameters", async () => {
    // ln=14 with this salt and key: scrypt("Old-Password-1", salt, 32, N=2^14, r=8, p=1).
    const { scryptSync } = await import("node:crypto");
    const salt = Buffer.from("0123456789abcdef");
    const key = scryptSync("Old-Password-1", salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const weak = `$scrypt$ln=14,r=8,p=1$${salt.toString("base64url")}$${key.toString("base64url")}`;
    expect(await hasher.verify("Old-Password-1", weak)).toEqual({ ok: true, needsRehash: true });
  });

  it("treats Unicode forms alike (NFKC)", async () => {
    const stored = await hasher.hash("Caf\u00e9-au-lait-1");
    expect((await hasher.verify("Cafe\u0301-au-lait-1", stored)).ok).toBe(true);
  });
});

describe("password.hashing: bounded hashing concurrency", () => {
  it("runs at most `size` tasks at once, the rest in order", async () => {
    const run = createSemaphore(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        run(async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 10));
          order.push(i);
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("a failing task frees its place", async () => {
    const run = createSemaphore(1);
    await expect(run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(run(async () => "next")).resolves.toBe("next");
  });
});

describe("password.rules: refused passwords", () => {
  it.each([
    "123456789",
    "password",
    "PASSWORD1",
    "Password!",
    "qwerty123",
    "letmein!!",
    "iloveyou2",
    "coopchicken",
    "Biscuits99",
  ])("%s is common", (password) => expect(isCommonPassword(password)).toBe(true));

  it.each(["Gravy-Boat-Sailing-77", "Zq7!vB2m", "correct horse battery staple"])(
    "%s is not",
    (password) => expect(isCommonPassword(password)).toBe(false),
  );

  it("names the problem, or null", () => {
    expect(passwordProblem("Gravy-Boat-Sailing-77")).toBeNull();
    expect(passwordProblem("dragon2020")).toMatch(/most common passwords/);
    expect(passwordProblem("ada.lovelace@x.io", { email: "ada.lovelace@x.io" })).toMatch(
      /email address or your name/,
    );
    expect(passwordProblem("Lovelace1815", { names: ["Ada", "Lovelace"] })).toMatch(/your name/);
    expect(passwordProblem("Lemonade-Stand-22", { names: ["Ada", "Lovelace"] })).toBeNull();
    expect(passwordProblem("zzzzzzzzzz")).toMatch(/repeated/);
  });
});
