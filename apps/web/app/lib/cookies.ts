/** `store.cookies`: the cookies that carry choices the server must see, with their values. */
export const cookieNames = {
  /** 'true' once the visitor ticked "Don't show me this again" in the location-confirm dialog. */
  locationConfirmed: "location-confirmed",
  /** 'opened' once the catering-exit dialog has been closed. */
  exitCatering: "exit-catering",
  /** 'app' when the site runs inside the chain's app (in-app catering mode). */
  source: "source",
} as const;

/** The value of one cookie in a Cookie header (or `document.cookie`). */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

type CookieOptions = { maxAgeSeconds?: number; path?: string };

/** A Set-Cookie / document.cookie string (SameSite=Lax, Path=/ by default). */
function cookieString(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path ?? "/"}`,
    "SameSite=Lax",
  ];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  return parts.join("; ");
}

/** Reads a cookie in the browser; undefined on the server. */
export function getBrowserCookie(name: string): string | undefined {
  return typeof document === "undefined" ? undefined : readCookie(document.cookie, name);
}

export function setBrowserCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (typeof document !== "undefined") document.cookie = cookieString(name, value, options);
}
