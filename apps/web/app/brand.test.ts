import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import type { BrandColor } from "./brand.ts";
import { brand } from "./brand.ts";

const css = readFileSync(join(import.meta.dirname, "styles/global.css"), "utf8");

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const c = (name: BrandColor) => brand.colors[name];
const white = "#ffffff";

describe("brand", () => {
  it("mirrors every colour as a CSS variable in styles/global.css", () => {
    for (const [name, value] of Object.entries(brand.colors)) {
      const variable = `--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
      expect(css, variable).toContain(`${variable}: ${value};`);
    }
  });

  it.each([
    ["text on background", c("text"), c("background")],
    ["text on surface", c("text"), c("surface")],
    ["muted text on background", c("muted"), c("background")],
    ["links (primary dark) on background", c("primaryDark"), c("background")],
    ["primary on background", c("primary"), c("background")],
    ["white on primary (header, buttons)", white, c("primary")],
    ["white on primary dark (button hover)", white, c("primaryDark")],
    ["text on accent (skip link)", c("text"), c("accent")],
    ["background on text (footer)", c("background"), c("text")],
  ])("has AA contrast for %s", (_label, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it("keeps focus rings visible (3:1): accent on the primary header", () => {
    expect(contrast(c("accent"), c("primary"))).toBeGreaterThanOrEqual(3);
  });
});
