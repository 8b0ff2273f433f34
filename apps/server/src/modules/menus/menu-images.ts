import type { ProductSeed } from "../../domain/catalog-types.ts";
import { drawingFor, drawings } from "./menu-image-drawings.ts";
import { CREAM, DARK, escapeXml, FONT, GOLD, n, RAY, RED } from "./menu-image-palette.ts";

/**
 * The menu's product pictures: original SVG illustrations drawn from the product's category
 * (a box of drumsticks, tenders in a paper boat, a sandwich, a biscuit…) in the brand colours,
 * with the product's name. Self-contained: no external references, scripts or web fonts.
 * `<sku>-card.svg` is the mobile card (480×360), `<sku>-hero.svg` the desktop hero (1200×675).
 */

export type ImageVariant = "card" | "hero";

/** FNV-1a: a small stable number per SKU for the backdrop's angle. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function sunburst(cx: number, cy: number, radius: number, turn: number): string {
  const rays: string[] = [];
  for (let k = 0; k < 12; k++) {
    const a0 = ((k * 30 + turn) * Math.PI) / 180;
    const a1 = ((k * 30 + 15 + turn) * Math.PI) / 180;
    rays.push(
      `M${cx} ${cy} L${n(cx + radius * Math.cos(a0))} ${n(cy + radius * Math.sin(a0))} L${n(cx + radius * Math.cos(a1))} ${n(cy + radius * Math.sin(a1))} Z`,
    );
  }
  return (
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${GOLD}"/>` +
    `<path d="${rays.join(" ")}" fill="${RAY}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="${CREAM}" stroke-width="${n(radius / 22)}" stroke-dasharray="2 ${n(radius / 14)}" stroke-linecap="round"/>`
  );
}

/** Greedy word wrap into at most `maxLines` lines of `maxChars`; the last line ends in "…" if cut. */
function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= maxChars || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines.map((l) => clip(l, maxChars));
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = clip(`${kept[maxLines - 1]}…`, maxChars);
  return kept;
}

const clip = (line: string, maxChars: number): string =>
  line.length <= maxChars ? line : `${line.slice(0, maxChars - 1)}…`;

/** The largest font size whose wrap fits in `maxLines` (sans-serif bold ≈ 0.58 em per char). */
function fitText(text: string, width: number, sizes: number[], maxLines: number) {
  for (const size of sizes) {
    const maxChars = Math.floor(width / (size * 0.58));
    const lines = text.split(/\s+/).filter(Boolean);
    if (wrap(text, maxChars, 99).length <= maxLines && lines.every((w) => w.length <= maxChars)) {
      return { size, lines: wrap(text, maxChars, maxLines) };
    }
  }
  const size = sizes.at(-1) ?? 20;
  return { size, lines: wrap(text, Math.floor(width / (size * 0.58)), maxLines) };
}

function textLines(
  lines: string[],
  x: number,
  firstBaseline: number,
  size: number,
  attributes: string,
): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${n(firstBaseline + i * size * 1.15)}" font-size="${size}" ${attributes}>${escapeXml(line)}</text>`,
    )
    .join("");
}

function svg(width: number, height: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="title">` +
    `<title id="title">${escapeXml(title)}</title>` +
    body +
    `</svg>`
  );
}

export function renderMenuImage(
  product: Pick<ProductSeed, "sku" | "name">,
  categoryName: string,
  variant: ImageVariant,
): string {
  const drawing = drawings[drawingFor(categoryName)]();
  const turn = hash(product.sku) % 30;

  if (variant === "card") {
    const { size, lines } = fitText(product.name, 440, [28, 24, 20], 2);
    const top = lines.length === 1 ? 318 : 302;
    return svg(
      480,
      360,
      product.name,
      `<rect width="480" height="360" fill="${CREAM}"/>` +
        sunburst(240, 138, 118, turn) +
        `<g transform="translate(240 134) scale(1.12)">${drawing}</g>` +
        `<rect y="268" width="480" height="92" fill="${RED}"/>` +
        `<rect y="268" width="480" height="6" fill="${GOLD}"/>` +
        textLines(
          lines,
          240,
          top + size * 0.35,
          size,
          `${FONT} fill="${CREAM}" text-anchor="middle"`,
        ),
    );
  }

  const { size, lines } = fitText(product.name, 520, [68, 58, 48], 3);
  const nameTop = 262 + size * 0.8;
  const barY = n(nameTop + (lines.length - 1) * size * 1.15 + 34);
  return svg(
    1200,
    675,
    product.name,
    `<rect width="1200" height="675" fill="${CREAM}"/>` +
      sunburst(880, 330, 262, turn) +
      `<g transform="translate(880 322) scale(2.35)">${drawing}</g>` +
      `<rect x="80" y="96" width="228" height="46" rx="23" fill="${RED}"/>` +
      `<text x="194" y="127" font-size="20" ${FONT} fill="${CREAM}" text-anchor="middle" letter-spacing="3">COOP CHICKEN</text>` +
      textLines(
        [categoryName.toUpperCase()],
        80,
        216,
        24,
        `${FONT} fill="${RED}" letter-spacing="2"`,
      ) +
      textLines(lines, 80, nameTop, size, `${FONT} fill="${DARK}"`) +
      `<rect x="80" y="${barY}" width="120" height="10" rx="5" fill="${GOLD}"/>` +
      `<rect y="651" width="1200" height="24" fill="${RED}"/>`,
  );
}

// ── lookup by file name ────────────────────────────────────────────────────────────────

export type ImageSubject = { product: Pick<ProductSeed, "sku" | "name">; categoryName: string };

const IMAGE_FILE = /^([A-Za-z0-9-]+)-(card|hero)\.svg$/;

/**
 * The SVG for "<sku>-card.svg" or "<sku>-hero.svg", or null when the file name is not a
 * menu image or `lookup` knows no such SKU.
 */
export function findMenuImage(
  filename: string,
  lookup: (sku: string) => ImageSubject | undefined,
): string | null {
  const match = IMAGE_FILE.exec(filename);
  if (!match) return null;
  const entry = lookup(match[1]!);
  if (!entry) return null;
  return renderMenuImage(entry.product, entry.categoryName, match[2] as ImageVariant);
}
