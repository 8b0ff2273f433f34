import { describe, expect, it } from "vitest";

import { readCookie } from "./cookies.ts";
import { languageCookieHeader, resolveLanguage, toLanguage } from "./language.ts";

function request(url: string, cookie?: string): Request {
  return new Request(url, { headers: cookie ? { cookie } : {} });
}

describe("i18n.languages: toLanguage", () => {
  it("accepts en-US, en and es in any case", () => {
    expect(toLanguage("en-US")).toBe("en-US");
    expect(toLanguage("en")).toBe("en-US");
    expect(toLanguage("EN-us")).toBe("en-US");
    expect(toLanguage("es")).toBe("es");
  });

  it("rejects anything else", () => {
    expect(toLanguage("fr")).toBeUndefined();
    expect(toLanguage("es-MX")).toBeUndefined();
    expect(toLanguage("")).toBeUndefined();
    expect(toLanguage(null)).toBeUndefined();
  });
});

describe("readCookie", () => {
  it("finds one cookie among several", () => {
    expect(readCookie("a=1; lang=es; b=2", "lang")).toBe("es");
    expect(readCookie("xlang=es", "lang")).toBeUndefined();
    expect(readCookie(null, "lang")).toBeUndefined();
  });
});

describe("i18n.choice: resolveLanguage", () => {
  it("uses ?lang= first and remembers it in a cookie for a year", () => {
    expect(resolveLanguage(request("http://x/?lang=es", "lang=en-US"))).toEqual({
      language: "es",
      setCookie: "lang=es; Path=/; Max-Age=31536000; SameSite=Lax",
    });
    expect(resolveLanguage(request("http://x/menu?lang=en")).language).toBe("en-US");
  });

  it("then the lang cookie, without setting it again", () => {
    expect(resolveLanguage(request("http://x/", "lang=es"))).toEqual({ language: "es" });
  });

  it("ignores an unsupported ?lang= and Accept-Language", () => {
    expect(resolveLanguage(request("http://x/?lang=fr", "lang=es"))).toEqual({ language: "es" });
    const spanishBrowser = new Request("http://x/", { headers: { "accept-language": "es" } });
    expect(resolveLanguage(spanishBrowser)).toEqual({ language: "en-US" });
  });

  it("builds the cookie header", () => {
    expect(languageCookieHeader("en-US")).toBe(
      "lang=en-US; Path=/; Max-Age=31536000; SameSite=Lax",
    );
  });
});
