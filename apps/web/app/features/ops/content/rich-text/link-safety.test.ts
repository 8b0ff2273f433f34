import { describe, expect, it } from "vitest";

import { checkLinkHref, isSafeHref, isSafeLinkMark } from "./link-safety.ts";

describe("checkLinkHref", () => {
  it("content-authoring.link-safety: keeps web, email, phone, site paths and anchors", () => {
    expect(checkLinkHref("https://coop.example/news")).toEqual({
      ok: true,
      href: "https://coop.example/news",
    });
    expect(checkLinkHref(" http://x.example ")).toEqual({ ok: true, href: "http://x.example" });
    expect(checkLinkHref("mailto:hello@coop.example")).toMatchObject({ ok: true });
    expect(checkLinkHref("tel:+15555550100")).toMatchObject({ ok: true });
    expect(checkLinkHref("/menu")).toEqual({ ok: true, href: "/menu" });
    expect(checkLinkHref("#faq")).toEqual({ ok: true, href: "#faq" });
    expect(checkLinkHref("coop.example/news")).toEqual({
      ok: true,
      href: "https://coop.example/news",
    });
  });

  it("content-authoring.link-safety: refuses javascript:, data: and other schemes, however written", () => {
    for (const bad of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      " java\tscript:alert(1)",
      "java\nscript:alert(1)",
      "\u0001javascript:alert(1)",
      "data:text/html;base64,PHNjcmlwdD4=",
      "vbscript:msgbox",
      "file:///etc/passwd",
      "//evil.example",
      "/\\evil.example",
      "https:evil",
      "not a link",
    ])
      expect(checkLinkHref(bad), bad).toEqual({ ok: false, reason: "unsafe" });
    expect(checkLinkHref("   ")).toEqual({ ok: false, reason: "empty" });
    expect(isSafeHref("javascript:alert(1)")).toBe(false);
    expect(isSafeHref("https://coop.example")).toBe(true);
  });

  it("content-authoring.link-safety: a story link of loaded content may be a full slug; nothing else bare", () => {
    expect(isSafeLinkMark({ href: "about/our-story", linktype: "story" })).toBe(true);
    expect(isSafeLinkMark({ href: "about/our-story", linktype: "url" })).toBe(false);
    expect(isSafeLinkMark({ href: "javascript:alert(1)", linktype: "story" })).toBe(false);
    expect(isSafeLinkMark({ href: "/menu" })).toBe(true);
  });
});
