import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The signed session token both members and staff use: `<code>.<sessionId>.<expires>.<mac>`,
 * `expires` in seconds (base 36) and `mac` an HMAC-SHA256 of the rest under `key`. The codec
 * only signs and checks the text; whether the session is still open is the caller's lookup.
 */
export type SessionTokenCodec = {
  sign(code: string, sessionId: string, expiresAt: Date): string;
  /** The session of a well-signed, unexpired token of this code; null otherwise. */
  read(token: string, code: string, now: Date): { sessionId: string } | null;
};

export function createSessionTokenCodec(key: string | Buffer): SessionTokenCodec {
  const mac = (payload: string) => createHmac("sha256", key).update(payload).digest("base64url");
  return {
    sign(code, sessionId, expiresAt) {
      const payload = `${code}.${sessionId}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}`;
      return `${payload}.${mac(payload)}`;
    },
    read(token, code, now) {
      const parts = token.split(".");
      if (parts.length !== 4 || parts[0] !== code) return null;
      const [, sessionId, exp36, given] = parts as [string, string, string, string];
      const expected = Buffer.from(mac(`${code}.${sessionId}.${exp36}`));
      const actual = Buffer.from(given);
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
      const exp = Number.parseInt(exp36, 36) * 1000;
      if (!Number.isFinite(exp) || exp <= now.getTime()) return null;
      return { sessionId };
    },
  };
}
