import { describe, expect, it } from "vitest";

import { classifyHref, fieldLink, markLink, sitePathOfSlug, storyLink } from "./link-safety.ts";

const origins = ["https://coop.example"];

describe("links of the content", () => {
  it("content-page.link-safety: paths and this site's URLs are router links; other sites open in a new tab", () => {
    expect(classifyHref("/menu?x=1#top", origins)).toEqual({
      kind: "internal",
      to: "/menu?x=1#top",
    });
    expect(classifyHref("#faq", origins)).toEqual({ kind: "internal", to: "#faq" });
    expect(classifyHref("https://coop.example/about/our-story", origins)).toEqual({
      kind: "internal",
      to: "/about/our-story",
    });
    expect(classifyHref("https://foodbank.example/give", origins)).toEqual({
      kind: "external",
      href: "https://foodbank.example/give",
    });
    expect(classifyHref("HTTP://Other.Example", origins)).toEqual({
      kind: "external",
      href: "http://other.example/",
    });
  });

  it("content-page.link-safety: mailto: and tel: are allowed as they are", () => {
    expect(classifyHref("mailto:hello@coop.example")).toEqual({
      kind: "contact",
      href: "mailto:hello@coop.example",
    });
    expect(classifyHref("tel:+15555550100")).toEqual({ kind: "contact", href: "tel:+15555550100" });
    expect(classifyHref("mailto:")).toEqual({ kind: "unsafe" });
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " java\nscript:alert(1)",
    "java\tscript:alert(1)",
    "\u0001javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "//evil.example/path",
    "/\\evil.example",
    "https://user:pass@evil.example/",
    "ftp://files.example/",
    "www.example.com",
    "",
    "   ",
  ])("content-page.link-safety: %j is refused", (href) => {
    expect(classifyHref(href, origins)).toEqual({ kind: "unsafe" });
  });

  it("content-page.story-path: a story's full slug shows at its site path; globals have none", () => {
    expect(sitePathOfSlug("home")).toBe("/");
    expect(sitePathOfSlug("about/")).toBe("/about");
    expect(sitePathOfSlug("/about/our-story")).toBe("/about/our-story");
    expect(sitePathOfSlug("news-and-community/fryers-for-food-banks-2026")).toBe(
      "/news-and-community/fryers-for-food-banks-2026",
    );
    expect(sitePathOfSlug("globals/top-banner")).toBeNull();
    expect(sitePathOfSlug("globals")).toBeNull();
    expect(sitePathOfSlug("a b")).toBeNull();
    expect(sitePathOfSlug("a//b")).toBeNull();
  });

  it("content-page.link-safety: story links, email links and URL fields of components", () => {
    expect(storyLink("about/our-story", "values")).toEqual({
      kind: "internal",
      to: "/about/our-story#values",
    });
    expect(storyLink("home", "x y")).toEqual({ kind: "internal", to: "/" });
    expect(fieldLink({ linktype: "story", url: "", cached_url: "about/" })).toEqual({
      kind: "internal",
      to: "/about",
    });
    expect(fieldLink({ linktype: "email", url: "hi@coop.example", cached_url: "" })).toEqual({
      kind: "contact",
      href: "mailto:hi@coop.example",
    });
    expect(fieldLink({ linktype: "email", url: "javascript:x", cached_url: "" })).toEqual({
      kind: "unsafe",
    });
    expect(fieldLink({ linktype: "url", url: "javascript:alert(1)", cached_url: "" })).toEqual({
      kind: "unsafe",
    });
    expect(fieldLink(undefined)).toEqual({ kind: "unsafe" });
    expect(markLink({ href: "/about/our-story", linktype: "story" })).toEqual({
      kind: "internal",
      to: "/about/our-story",
    });
    expect(markLink({ href: "https://x.example", linktype: "url" })).toEqual({
      kind: "external",
      href: "https://x.example/",
    });
  });
});
