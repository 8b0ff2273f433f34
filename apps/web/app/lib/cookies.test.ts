import { afterEach, describe, expect, it } from "vitest";

import { cookieNames, getBrowserCookie, readCookie, setBrowserCookie } from "./cookies.ts";

type Global = { document?: { cookie: string } };
const g = globalThis as Global;

describe("store.cookies: the cookies that carry choices the server must see", () => {
  afterEach(() => {
    delete g.document;
  });

  it("are location-confirmed, exit-catering and source", () => {
    expect(cookieNames).toEqual({
      locationConfirmed: "location-confirmed",
      exitCatering: "exit-catering",
      source: "source",
    });
  });

  it("are written SameSite=Lax with path /, and read back", () => {
    g.document = { cookie: "" };
    setBrowserCookie(cookieNames.locationConfirmed, "true");
    expect(g.document.cookie).toBe("location-confirmed=true; Path=/; SameSite=Lax");
    setBrowserCookie(cookieNames.exitCatering, "opened", { maxAgeSeconds: 60 });
    expect(g.document.cookie).toBe("exit-catering=opened; Path=/; SameSite=Lax; Max-Age=60");
    g.document.cookie = "source=app; location-confirmed=true";
    expect(getBrowserCookie(cookieNames.source)).toBe("app");
    expect(getBrowserCookie(cookieNames.locationConfirmed)).toBe("true");
  });

  it("do nothing on the server (no document)", () => {
    expect(() => setBrowserCookie(cookieNames.source, "app")).not.toThrow();
    expect(getBrowserCookie(cookieNames.source)).toBeUndefined();
  });

  it("read one cookie among several, decoding its value", () => {
    expect(readCookie("a=1; source=app; b=2", cookieNames.source)).toBe("app");
    expect(readCookie("xsource=app", cookieNames.source)).toBeUndefined();
    expect(readCookie("source=a%20b", cookieNames.source)).toBe("a b");
  });
});
