import { describe, expect, it } from "vitest";

import { cateringMenu, defaultMenu } from "../../db/seed/demo-data.ts";
import type { ProductSeed } from "../../domain/catalog-types.ts";
import { drawingFor } from "./menu-image-drawings.ts";
import { escapeXml } from "./menu-image-palette.ts";
import { findMenuImage as findWith, type ImageSubject, renderMenuImage } from "./menu-images.ts";

const product = (overrides: Partial<ProductSeed> = {}): ProductSeed => ({
  id: 1,
  sku: "TEST-1",
  name: "Test Box",
  description: "A test.",
  priceCents: 100,
  baseCalories: 0,
  maxCalories: 0,
  allergens: [],
  images: [],
  availability: [],
  optionGroups: [],
  maxQuantity: 1,
  serves: null,
  ...overrides,
});

/**
 * A small XML well-formedness check: every tag closes in order, attribute values are quoted,
 * and text holds no bare "<" or unescaped "&".
 */
function wellFormed(svg: string): string | null {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
  let i = 0;
  while (i < svg.length) {
    const lt = svg.indexOf("<", i);
    const text = svg.slice(i, lt === -1 ? svg.length : lt);
    if (/&(?!(?:amp|lt|gt|quot|apos);)/.test(text)) return `bad entity in ${text}`;
    if (text.includes(">")) return `stray > in ${text}`;
    if (lt === -1) break;
    tag.lastIndex = lt;
    const m = tag.exec(svg);
    if (!m) return `malformed tag at ${svg.slice(lt, lt + 60)}`;
    const [, closing, name, , selfClosing] = m;
    if (closing) {
      if (stack.pop() !== name) return `unexpected </${name}>`;
    } else if (!selfClosing) stack.push(name!);
    i = tag.lastIndex;
  }
  return stack.length === 0 ? null : `unclosed <${stack.join(", ")}>`;
}

/** The drawing alone, without the name, title or backdrop angle. */
const drawingOf = (svg: string): string =>
  /<g transform="translate\(240 134\)[^>]*>(.*?)<\/g><rect y="268"/.exec(svg)?.[1] ?? "";

const subjects = new Map<string, ImageSubject>(
  [defaultMenu, cateringMenu].flatMap((menu) =>
    menu.categories.flatMap((category) =>
      category.products.map(
        (product) => [product.sku, { product, categoryName: category.name }] as const,
      ),
    ),
  ),
);
const findMenuImage = (filename: string) => findWith(filename, (sku) => subjects.get(sku));

describe("menu.images: menu images", () => {
  it("renders a card of 480×360 and a hero of 1200×675, titled with the product name", () => {
    const card = renderMenuImage(product(), "Chicken Boxes & Combos", "card");
    expect(card).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="480" height="360" viewBox="0 0 480 360"/,
    );
    expect(card).toContain('<title id="title">Test Box</title>');
    expect(card.endsWith("</svg>")).toBe(true);
    const hero = renderMenuImage(product(), "Chicken Boxes & Combos", "hero");
    expect(hero).toMatch(/width="1200" height="675" viewBox="0 0 1200 675"/);
    expect(hero).toContain(">Test Box</text>");
    expect(wellFormed(card)).toBeNull();
    expect(wellFormed(hero)).toBeNull();
  });

  it("escapes the name and the category", () => {
    const name = `Tom & Jerry's <Big> "Box"`;
    for (const variant of ["card", "hero"] as const) {
      const svg = renderMenuImage(product({ name }), "Sauces & <Paper> Goods", variant);
      expect(wellFormed(svg), variant).toBeNull();
      expect(svg).toContain(
        '<title id="title">Tom &amp; Jerry&apos;s &lt;Big&gt; &quot;Box&quot;</title>',
      );
      expect(svg).not.toContain("<Big>");
      expect(svg).not.toContain("<Paper>");
      expect(svg).not.toContain('"Box"');
    }
    expect(escapeXml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&apos;");
  });

  it("has no scripts, external references or named fonts", () => {
    for (const variant of ["card", "hero"] as const) {
      const svg = renderMenuImage(product(), "Tenders", variant);
      expect(svg).not.toMatch(/<script|href=|url\(|@import|<image|<foreignObject|on\w+=/i);
      for (const [, family] of svg.matchAll(/font-family="([^"]*)"/g)) {
        expect(["serif", "sans-serif", "monospace"]).toContain(family);
      }
    }
  });

  it("draws each kind of category differently, and the same product the same way every time", () => {
    const categories = [
      "Chicken Boxes & Combos",
      "Tenders",
      "Sandwiches",
      "Biscuits",
      "Breakfast",
      "After 10:30",
      "Family Meals",
      "Sides",
      "Salads",
      "Kids' Meals",
      "Desserts",
      "Drinks",
      "Sauces",
      "Drinks by the Gallon",
    ];
    const drawings = categories.map((c) => drawingOf(renderMenuImage(product(), c, "card")));
    for (const d of drawings) expect(d.length).toBeGreaterThan(100);
    expect(new Set(drawings).size).toBe(categories.length);
    expect(new Set(categories.map(drawingFor)).size).toBe(categories.length);
    expect(renderMenuImage(product(), "Tenders", "card")).toBe(
      renderMenuImage(product(), "Tenders", "card"),
    );
  });

  it("wraps long names so they stay inside the image", () => {
    const name =
      "After 10:30 Spicy Sandwich Combo With Extra Pickles, Pepper Jack, Bacon And A Name Far Too Long To Fit";
    const card = renderMenuImage(product({ name }), "After 10:30", "card");
    const lines = [...card.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);
    expect(lines.length).toBeLessThanOrEqual(2);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(440 / (20 * 0.58));
    expect(lines.at(-1)).toMatch(/…$/);
  });

  it("finds the card and hero of every product of both menus by file name", () => {
    for (const menu of [defaultMenu, cateringMenu]) {
      for (const category of menu.categories) {
        for (const p of category.products) {
          for (const image of p.images) {
            const svg = findMenuImage(image.filename);
            expect(svg, image.filename).not.toBeNull();
            expect(wellFormed(svg!), image.filename).toBeNull();
            expect(svg).toContain(`<title id="title">${escapeXml(p.name)}</title>`);
          }
        }
      }
    }
    expect(findMenuImage("CB-3PC-card.svg")).toContain('width="480"');
    expect(findMenuImage("CB-3PC-hero.svg")).toContain('width="1200"');
  });

  it("returns null for an unknown SKU or a file name that is not a menu image", () => {
    expect(findMenuImage("NOPE-99-card.svg")).toBeNull();
    expect(findMenuImage("CB-3PC-thumb.svg")).toBeNull();
    expect(findMenuImage("CB-3PC-card.png")).toBeNull();
    expect(findMenuImage("../CB-3PC-card.svg")).toBeNull();
    expect(findMenuImage("")).toBeNull();
  });
});
