import { describe, expect, it } from "vitest";

import { customMediaPlugin, rewriteCustomMedia } from "./custom-media.ts";

describe("rewriteCustomMedia", () => {
  it.each([
    ["(--sm)", "(min-width: 600px)"],
    ["(--md)", "(min-width: 900px)"],
    ["(--lg)", "(min-width: 1200px)"],
    ["(--xl)", "(min-width: 1600px)"],
    ["(--below-sm)", "(max-width: 599.98px)"],
    ["(--below-md)", "(max-width: 899.98px)"],
    ["(--below-lg)", "(max-width: 1199.98px)"],
    ["(--below-xl)", "(max-width: 1599.98px)"],
  ])("rewrites %s", (token, query) => {
    expect(rewriteCustomMedia(token)).toBe(query);
  });

  it("rewrites tokens inside a longer query and keeps the rest", () => {
    expect(rewriteCustomMedia("screen and ( --md ) and (--below-xl)")).toBe(
      "screen and (min-width: 900px) and (max-width: 1599.98px)",
    );
    expect(rewriteCustomMedia("(prefers-reduced-motion: reduce)")).toBe(
      "(prefers-reduced-motion: reduce)",
    );
  });

  it("throws on an unknown token, naming it", () => {
    expect(() => rewriteCustomMedia("(--tablet)")).toThrow(/Unknown custom media \(--tablet\)/);
    expect(() => rewriteCustomMedia("(--below-hd)")).toThrow(/--below-hd/);
  });
});

describe("customMediaPlugin", () => {
  it("rewrites @media params and reports errors through PostCSS", () => {
    const plugin = customMediaPlugin();
    const rule = { params: "(--md)", error: (message: string) => new Error(`css: ${message}`) };
    plugin.AtRule.media(rule);
    expect(rule.params).toBe("(min-width: 900px)");
    expect(() => plugin.AtRule.media({ ...rule, params: "(--huge)" })).toThrow(/^css: Unknown/);
  });
});
