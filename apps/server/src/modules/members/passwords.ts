import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";

import {
  isPersonalPassword,
  isRepeatedCharacter,
  type PasswordAbout,
} from "@coop/contract/password-rules";

/**
 * Passwords (`password.hashing`; docs/decisions/009-members-passwords-tokens-sso-bot-check.md):
 * scrypt from node:crypto with the OWASP parameters
 * N = 2^17, r = 8, p = 1 (128 MiB and a few hundred milliseconds per hash), stored as a
 * PHC-style string `$scrypt$ln=17,r=8,p=1$<salt>$<hash>` so that parameters can be raised
 * later: a hash with weaker parameters is re-hashed at the next sign-in.
 *
 * Each hash holds 128 MiB, so at most `concurrency` run at once (the rest queue): a burst
 * of sign-ins cannot exhaust memory or the libuv thread pool.
 */
export const SCRYPT_LOG_N = 17;
export const SCRYPT_R = 8;
export const SCRYPT_P = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
const PREFIX = "$scrypt$";

export type PasswordCheck = { ok: boolean; needsRehash: boolean };

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  /** Constant work whether or not `stored` is a hash: pass null for an unknown account. */
  verify(password: string, stored: string | null): Promise<PasswordCheck>;
};

/** Limits how many tasks run at once; the others wait their turn in order. */
export function createSemaphore(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const paramsOf = (logN: number, r: number, p: number): ScryptOptions => ({
  N: 2 ** logN,
  r,
  p,
  // scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is below that.
  maxmem: 256 * 2 ** logN * r + 1024 * 1024,
});

type Parsed = { logN: number; r: number; p: number; salt: Buffer; key: Buffer };

function parse(stored: string): Parsed | null {
  if (!stored.startsWith(PREFIX)) return null;
  const [params, salt, key] = stored.slice(PREFIX.length).split("$");
  const match = /^ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})$/.exec(params ?? "");
  if (!match || !salt || !key) return null;
  const [logN, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (logN < 10 || logN > 20) return null;
  return {
    logN,
    r,
    p,
    salt: Buffer.from(salt, "base64url"),
    key: Buffer.from(key, "base64url"),
  };
}

export function createPasswordHasher(options: { concurrency?: number } = {}): PasswordHasher {
  const limit = createSemaphore(options.concurrency ?? 2);
  const current = paramsOf(SCRYPT_LOG_N, SCRYPT_R, SCRYPT_P);

  const hash = async (password: string) => {
    const salt = randomBytes(SALT_BYTES);
    const key = await limit(() => scryptAsync(password, salt, current));
    return `${PREFIX}ln=${SCRYPT_LOG_N},r=${SCRYPT_R},p=${SCRYPT_P}$${salt.toString("base64url")}$${key.toString("base64url")}`;
  };

  // Unknown accounts and accounts without a password cost the same as a wrong password.
  let decoy: Promise<string> | undefined;

  return {
    hash,
    async verify(password, stored) {
      const parsed = stored ? parse(stored) : null;
      if (!parsed) {
        decoy ??= hash(randomBytes(12).toString("base64url"));
        const fake = parse(await decoy)!;
        await limit(() => scryptAsync(password, fake.salt, current));
        return { ok: false, needsRehash: false };
      }
      const key = await limit(() =>
        scryptAsync(password, parsed.salt, paramsOf(parsed.logN, parsed.r, parsed.p)),
      );
      const ok = key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
      const needsRehash = parsed.logN < SCRYPT_LOG_N || parsed.r < SCRYPT_R || parsed.p < SCRYPT_P;
      return { ok, needsRehash: ok && needsRehash };
    },
  };
}

// ── Which passwords are refused ────────────────────────────────────────────────────────────

const COMMON: ReadonlySet<string> = new Set(
  readFileSync(join(import.meta.dirname, "data", "common-passwords.txt"), "utf8")
    .split("\n")
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line !== "" && !line.startsWith("#")),
);

/** Words everyone would guess for this site (NIST SP 800-63B: context-specific words). */
const CONTEXT_WORDS = ["coop", "coopchicken", "friedchicken", "chicken", "biscuit", "biscuits"];

/** The password lower-cased, and without the digits and symbols people add at the end. */
function stems(password: string): string[] {
  const lower = password.toLowerCase();
  const stem = lower.replace(/[^a-z]+$/, "");
  return stem.length >= 4 && stem !== lower ? [lower, stem] : [lower];
}

export function isCommonPassword(password: string): boolean {
  return stems(password).some((s) => COMMON.has(s) || CONTEXT_WORDS.includes(s));
}

/**
 * Why a new password is refused, in words for the member; null when it is acceptable.
 * Length is checked by the request schema (8 to 128 characters).
 */
export function passwordProblem(password: string, about: PasswordAbout = {}): string | null {
  if (isCommonPassword(password))
    return "is one of the most common passwords, which are guessed first; choose another";
  // Refused when it is little more than the email or the name (the browser checks the same).
  if (isPersonalPassword(password, about)) return "must not be your email address or your name";
  if (isRepeatedCharacter(password)) return "must not be one character repeated";
  return null;
}
