import {
  BISCUIT,
  BONE,
  CREAM,
  CRUST,
  CRUST_DARK,
  CRUST_LIGHT,
  DARK,
  GOLD,
  LEAF,
  LEAF_DARK,
  n,
  RED,
  TOMATO,
} from "./menu-image-palette.ts";

/**
 * The illustrations of the menu's product pictures, one per kind of category (a box of
 * drumsticks, tenders in a paper boat, a sandwich, a biscuit…), drawn in a 200×200 box
 * around 0,0 from a few shared parts.
 */

// ── drawing parts (a 200×200 box around 0,0) ───────────────────────────────────────────

const crumbs = (points: [number, number, number][]): string =>
  points
    .map(
      ([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${CRUST_DARK}" opacity="0.45"/>`,
    )
    .join("");

function drumstick(x: number, y: number, angle: number, scale = 1): string {
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})">` +
    `<rect x="-5" y="20" width="10" height="32" rx="4" fill="${BONE}" stroke="#e2cfb4" stroke-width="2"/>` +
    `<circle cx="-7" cy="54" r="8" fill="${BONE}" stroke="#e2cfb4" stroke-width="2"/>` +
    `<circle cx="7" cy="54" r="8" fill="${BONE}" stroke="#e2cfb4" stroke-width="2"/>` +
    `<path d="M0 -42 C28 -42 36 -12 26 8 C20 20 10 24 6 30 L-6 30 C-10 24 -20 20 -26 8 C-36 -12 -28 -42 0 -42 Z" fill="${CRUST}" stroke="${CRUST_DARK}" stroke-width="3"/>` +
    `<path d="M-14 -27 C-8 -33 4 -35 12 -29" fill="none" stroke="${CRUST_LIGHT}" stroke-width="4" stroke-linecap="round"/>` +
    crumbs([
      [-10, -8, 3],
      [8, -16, 2.5],
      [12, 4, 3],
      [-4, 12, 2],
      [-16, 4, 2],
    ]) +
    `</g>`
  );
}

function tender(x: number, y: number, angle: number): string {
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle})">` +
    `<path d="M-12 -44 C6 -50 18 -36 15 -12 C13 10 17 30 6 42 C-5 50 -17 42 -15 20 C-13 0 -28 -38 -12 -44 Z" fill="${CRUST}" stroke="${CRUST_DARK}" stroke-width="3"/>` +
    `<path d="M-8 -36 C0 -40 8 -34 8 -24" fill="none" stroke="${CRUST_LIGHT}" stroke-width="3" stroke-linecap="round"/>` +
    crumbs([
      [-4, -14, 2.5],
      [6, 2, 2],
      [-2, 22, 2.5],
      [4, -30, 1.5],
    ]) +
    `</g>`
  );
}

function biscuitShape(x: number, y: number, scale: number): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})">` +
    `<path d="M-70 10 Q-72 60 -50 66 L50 66 Q72 60 70 10 Z" fill="${BISCUIT}" stroke="${CRUST_DARK}" stroke-width="3"/>` +
    `<path d="M-68 32 Q0 46 68 32" fill="none" stroke="#c98a3c" stroke-width="2.5"/>` +
    `<path d="M-64 50 Q0 62 64 50" fill="none" stroke="#c98a3c" stroke-width="2.5"/>` +
    `<ellipse cx="0" cy="10" rx="70" ry="22" fill="${CRUST_LIGHT}" stroke="${CRUST_DARK}" stroke-width="3"/>` +
    `<ellipse cx="0" cy="6" rx="50" ry="13" fill="#e59a3a" opacity="0.55"/>` +
    `</g>`
  );
}

function star(cx: number, cy: number, outer: number, inner: number, fill: string): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    points.push(`${n(cx + r * Math.cos(a))},${n(cy + r * Math.sin(a))}`);
  }
  return `<polygon points="${points.join(" ")}" fill="${fill}"/>`;
}

// ── the illustrations, one per kind of category ────────────────────────────────────────

export const drawings = {
  box: () =>
    drumstick(-34, -34, -20) +
    drumstick(30, -40, 16) +
    tender(2, -46, 4) +
    `<path d="M-74 -8 L74 -8 L60 84 L-60 84 Z" fill="${RED}"/>` +
    `<path d="M-74 -8 L74 -8 L71 12 L-71 12 Z" fill="#a00d25"/>` +
    `<path d="M-67 32 L67 32 L64.5 52 L-64.5 52 Z" fill="${GOLD}"/>` +
    `<circle cx="0" cy="42" r="17" fill="${CREAM}" stroke="${GOLD}" stroke-width="3"/>` +
    star(0, 42, 11, 4.5, RED),

  bucket: () => {
    const stripes: string[] = [];
    for (let i = 0; i < 7; i += 2) {
      const t0 = -70 + i * 20;
      const b0 = -54 + i * (108 / 7);
      stripes.push(
        `<path d="M${n(t0)} -14 L${n(t0 + 20)} -14 L${n(b0 + 108 / 7)} 86 L${n(b0)} 86 Z" fill="${RED}"/>`,
      );
    }
    return (
      drumstick(-40, -46, -24) +
      drumstick(40, -46, 24) +
      drumstick(0, -58, 0) +
      `<path d="M-70 -14 L70 -14 L54 86 L-54 86 Z" fill="${CREAM}" stroke="#e2cfb4" stroke-width="2"/>` +
      stripes.join("") +
      `<rect x="-78" y="-24" width="156" height="16" rx="5" fill="${RED}" stroke="#a00d25" stroke-width="2"/>` +
      `<circle cx="0" cy="36" r="24" fill="${GOLD}" stroke="${CREAM}" stroke-width="4"/>` +
      star(0, 36, 15, 6, RED)
    );
  },

  tenders: () =>
    tender(-32, -24, -16) +
    tender(2, -30, 4) +
    tender(34, -22, 20) +
    `<path d="M-80 8 L80 8 L64 70 L-64 70 Z" fill="${RED}"/>` +
    `<path d="M-77 20 L77 20" stroke="${GOLD}" stroke-width="6"/>` +
    `<path d="M-73 34 L73 34" stroke="${CREAM}" stroke-width="2" stroke-dasharray="8 6"/>` +
    `<path d="M52 50 L92 50 L87 82 L57 82 Z" fill="${CREAM}" stroke="#d9c7ae" stroke-width="3"/>` +
    `<ellipse cx="72" cy="50" rx="20" ry="6" fill="#e8a33d" stroke="#c97f1f" stroke-width="2"/>`,

  sandwich: () =>
    `<path d="M-80 44 L80 44 Q80 70 58 70 L-58 70 Q-80 70 -80 44 Z" fill="${BISCUIT}" stroke="${CRUST_DARK}" stroke-width="3"/>` +
    `<rect x="-92" y="6" width="184" height="36" rx="18" fill="${CRUST}" stroke="${CRUST_DARK}" stroke-width="3"/>` +
    crumbs([
      [-60, 20, 3],
      [-30, 28, 2.5],
      [0, 18, 3],
      [34, 26, 2.5],
      [64, 18, 3],
    ]) +
    `<ellipse cx="-40" cy="42" rx="17" ry="5" fill="#6aa84f" stroke="#3d7a2a" stroke-width="2"/>` +
    `<ellipse cx="2" cy="43" rx="17" ry="5" fill="#6aa84f" stroke="#3d7a2a" stroke-width="2"/>` +
    `<ellipse cx="44" cy="42" rx="17" ry="5" fill="#6aa84f" stroke="#3d7a2a" stroke-width="2"/>` +
    `<path d="M-88 2 Q-76 14 -64 4 Q-52 14 -40 4 Q-28 14 -16 4 Q-4 14 8 4 Q20 14 32 4 Q44 14 56 4 Q68 14 88 2 L86 -4 L-86 -4 Z" fill="${LEAF}" stroke="${LEAF_DARK}" stroke-width="2"/>` +
    `<path d="M-82 -4 C-82 -66 82 -66 82 -4 Z" fill="${BISCUIT}" stroke="${CRUST_DARK}" stroke-width="3"/>` +
    `<path d="M-50 -36 C-34 -50 -10 -54 10 -52" fill="none" stroke="#f6d28f" stroke-width="6" stroke-linecap="round"/>` +
    `<ellipse cx="-30" cy="-26" rx="4" ry="2.5" fill="${BONE}"/>` +
    `<ellipse cx="4" cy="-34" rx="4" ry="2.5" fill="${BONE}"/>` +
    `<ellipse cx="34" cy="-24" rx="4" ry="2.5" fill="${BONE}"/>` +
    `<ellipse cx="50" cy="-36" rx="4" ry="2.5" fill="${BONE}"/>`,

  biscuit: () =>
    biscuitShape(-38, 8, 0.7) +
    biscuitShape(24, -6, 0.95) +
    `<rect x="10" y="-10" width="28" height="12" rx="3" fill="#fff3b0" stroke="#e6c34d" stroke-width="2"/>` +
    `<path d="M-4 -2 Q6 14 2 30 Q8 40 14 28 Q14 12 26 2 Z" fill="${GOLD}" opacity="0.9"/>`,

  breakfast: () =>
    `<ellipse cx="0" cy="22" rx="94" ry="46" fill="#ffffff" stroke="#e6d6c0" stroke-width="4"/>` +
    `<ellipse cx="0" cy="22" rx="72" ry="33" fill="none" stroke="#efe3d2" stroke-width="3"/>` +
    `<path d="M-66 14 C-76 -8 -44 -18 -28 -6 C-10 -14 8 4 -6 22 C-14 40 -56 40 -66 14 Z" fill="#ffffff" stroke="#eadfcd" stroke-width="2"/>` +
    `<circle cx="-34" cy="10" r="12" fill="${GOLD}" stroke="#f0a500" stroke-width="2"/>` +
    `<circle cx="-38" cy="6" r="3.5" fill="#fff1b8"/>` +
    `<path d="M-2 40 Q12 32 26 40 T54 40" fill="none" stroke="#b5452b" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M2 52 Q16 44 30 52 T58 52" fill="none" stroke="#c9603f" stroke-width="8" stroke-linecap="round"/>` +
    biscuitShape(40, -12, 0.5),

  lunch: () => {
    const ticks: string[] = [];
    for (let i = 0; i < 12; i++) {
      const a = (Math.PI / 6) * i;
      const r0 = i % 3 === 0 ? 42 : 47;
      ticks.push(
        `<line x1="${n(52 * Math.sin(a))}" y1="${n(-18 - 52 * Math.cos(a))}" x2="${n(r0 * Math.sin(a))}" y2="${n(-18 - r0 * Math.cos(a))}" stroke="${DARK}" stroke-width="${i % 3 === 0 ? 4 : 2}" stroke-linecap="round"/>`,
      );
    }
    // 10:30: the hour hand halfway between 10 and 11 (315°), the minute hand on the 6.
    return (
      `<circle cx="0" cy="-18" r="64" fill="${CREAM}" stroke="${RED}" stroke-width="9"/>` +
      ticks.join("") +
      `<line x1="0" y1="-18" x2="${n(-30 * Math.SQRT1_2)}" y2="${n(-18 - 30 * Math.SQRT1_2)}" stroke="${DARK}" stroke-width="7" stroke-linecap="round"/>` +
      `<line x1="0" y1="-18" x2="0" y2="26" stroke="${DARK}" stroke-width="4" stroke-linecap="round"/>` +
      `<circle cx="0" cy="-18" r="5" fill="${RED}"/>` +
      drumstick(62, 40, 34, 0.9) +
      biscuitShape(-58, 52, 0.45)
    );
  },

  sides: () => {
    const fries: string[] = [];
    for (let i = -3; i <= 3; i++) {
      fries.push(
        `<rect x="${i * 13 - 5}" y="${-62 + (Math.abs(i) % 2) * 10}" width="11" height="70" rx="2" fill="#f7c548" stroke="#d9962b" stroke-width="2" transform="rotate(${i * 4})"/>`,
      );
    }
    return (
      fries.join("") +
      `<path d="M-58 -10 L58 -10 L45 78 L-45 78 Z" fill="${RED}"/>` +
      `<path d="M-54 14 Q-27 4 0 14 T54 14 L51 36 Q26 26 0 36 T-51 36 Z" fill="${GOLD}"/>` +
      star(0, 58, 10, 4, CREAM)
    );
  },

  salad: () =>
    `<ellipse cx="-48" cy="-14" rx="34" ry="22" fill="${LEAF}" stroke="${LEAF_DARK}" stroke-width="2"/>` +
    `<ellipse cx="44" cy="-16" rx="36" ry="22" fill="${LEAF}" stroke="${LEAF_DARK}" stroke-width="2"/>` +
    `<ellipse cx="0" cy="-26" rx="38" ry="24" fill="#9bd35a" stroke="${LEAF_DARK}" stroke-width="2"/>` +
    `<rect x="-44" y="-38" width="44" height="14" rx="7" fill="${CRUST}" stroke="${CRUST_DARK}" stroke-width="2" transform="rotate(-12)"/>` +
    `<rect x="6" y="-42" width="46" height="14" rx="7" fill="${CRUST}" stroke="${CRUST_DARK}" stroke-width="2" transform="rotate(10)"/>` +
    `<circle cx="-20" cy="-10" r="10" fill="${TOMATO}"/>` +
    `<circle cx="28" cy="-8" r="10" fill="${TOMATO}"/>` +
    `<circle cx="-23" cy="-13" r="3" fill="#ff9a8a"/>` +
    `<circle cx="25" cy="-11" r="3" fill="#ff9a8a"/>` +
    `<rect x="58" y="-18" width="9" height="9" fill="${GOLD}" transform="rotate(20 62 -14)"/>` +
    `<rect x="-74" y="-14" width="9" height="9" fill="${GOLD}" transform="rotate(-15 -70 -10)"/>` +
    `<path d="M-92 0 L92 0 Q86 74 0 76 Q-86 74 -92 0 Z" fill="${CREAM}" stroke="${RED}" stroke-width="6"/>` +
    `<path d="M-80 18 Q0 30 80 18" fill="none" stroke="${GOLD}" stroke-width="5"/>`,

  dessert: () =>
    `<rect x="-52" y="-34" width="104" height="108" rx="18" fill="#ffffff" fill-opacity="0.9" stroke="#d8c7b0" stroke-width="4"/>` +
    `<rect x="-46" y="34" width="92" height="34" rx="10" fill="#f7e1a1"/>` +
    `<rect x="-46" y="24" width="92" height="10" fill="#d9a05b"/>` +
    `<rect x="-46" y="-4" width="92" height="28" fill="#f7e1a1"/>` +
    `<rect x="-46" y="-12" width="92" height="8" fill="#d9a05b"/>` +
    `<circle cx="-24" cy="10" r="8" fill="#fbe38d" stroke="#e2c25a" stroke-width="2"/>` +
    `<circle cx="18" cy="48" r="8" fill="#fbe38d" stroke="#e2c25a" stroke-width="2"/>` +
    `<circle cx="-30" cy="-40" r="18" fill="${BONE}"/>` +
    `<circle cx="0" cy="-50" r="22" fill="${BONE}"/>` +
    `<circle cx="30" cy="-40" r="18" fill="${BONE}"/>` +
    `<rect x="-50" y="-44" width="100" height="16" fill="${BONE}"/>` +
    `<circle cx="0" cy="-70" r="9" fill="${RED}"/>` +
    `<ellipse cx="58" cy="44" rx="26" ry="26" fill="#c98a3c" stroke="#8a5a22" stroke-width="3"/>` +
    `<circle cx="50" cy="38" r="4" fill="#4a2a14"/><circle cx="64" cy="50" r="4" fill="#4a2a14"/><circle cx="62" cy="32" r="3" fill="#4a2a14"/>`,

  cup: () =>
    `<g transform="rotate(12 14 -60)"><rect x="8" y="-96" width="12" height="64" rx="3" fill="${RED}"/>` +
    `<rect x="8" y="-84" width="12" height="7" fill="${CREAM}"/><rect x="8" y="-66" width="12" height="7" fill="${CREAM}"/></g>` +
    `<path d="M-50 -40 Q0 -62 50 -40 Z" fill="#3d2b1f"/>` +
    `<rect x="-60" y="-42" width="120" height="16" rx="7" fill="${DARK}"/>` +
    `<path d="M-54 -26 L54 -26 L42 80 L-42 80 Z" fill="${CREAM}" stroke="#e6d6c0" stroke-width="3"/>` +
    `<path d="M-50 6 L50 6 L46 42 L-46 42 Z" fill="${RED}"/>` +
    `<circle cx="0" cy="24" r="13" fill="${GOLD}"/>` +
    star(0, 24, 8, 3.5, RED) +
    `<ellipse cx="-30" cy="56" rx="3" ry="5" fill="#ffffff" opacity="0.8"/>` +
    `<ellipse cx="26" cy="-8" rx="3" ry="5" fill="#ffffff" opacity="0.8"/>`,

  jug: () =>
    `<path d="M60 -12 Q96 -8 92 28 Q90 52 60 54" fill="none" stroke="#f2e6d6" stroke-width="11" stroke-linecap="round"/>` +
    `<path d="M-50 -40 Q-62 -40 -62 -26 L-62 70 Q-62 84 -46 84 L46 84 Q62 84 62 70 L62 -26 Q62 -40 50 -40 Z" fill="#c8782a" fill-opacity="0.9" stroke="#8a4b14" stroke-width="3"/>` +
    `<path d="M-56 -20 L-56 60" stroke="#e7a75c" stroke-width="6" stroke-linecap="round"/>` +
    `<rect x="-22" y="-64" width="44" height="26" rx="4" fill="#f2e6d6" stroke="#cbb89c" stroke-width="2"/>` +
    `<rect x="-27" y="-74" width="54" height="13" rx="4" fill="${RED}"/>` +
    `<rect x="-42" y="4" width="84" height="46" rx="7" fill="${CREAM}"/>` +
    `<rect x="-42" y="18" width="84" height="9" fill="${GOLD}"/>` +
    `<rect x="-42" y="30" width="84" height="4" fill="${RED}"/>` +
    `<circle cx="60" cy="-46" r="20" fill="${GOLD}" stroke="#e0a800" stroke-width="3"/>` +
    `<path d="M60 -46 L60 -64 M60 -46 L76 -38 M60 -46 L44 -38 M60 -46 L74 -56 M60 -46 L46 -56" stroke="#fff3b0" stroke-width="2"/>`,

  kids: () =>
    `<path d="M-36 -40 Q0 -112 36 -40" fill="none" stroke="${RED}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M-72 -30 L-48 -54 L48 -54 L72 -30 Z" fill="#ffd75e" stroke="#e0a800" stroke-width="3"/>` +
    `<path d="M-72 -30 L72 -30 L62 76 L-62 76 Z" fill="${GOLD}" stroke="#e0a800" stroke-width="3"/>` +
    star(0, 22, 34, 14, RED) +
    `<circle cx="-7" cy="18" r="3" fill="${CREAM}"/><circle cx="7" cy="18" r="3" fill="${CREAM}"/>` +
    `<path d="M-7 28 Q0 34 7 28" fill="none" stroke="${CREAM}" stroke-width="2.5" stroke-linecap="round"/>` +
    `<circle cx="-50" cy="56" r="6" fill="${RED}"/><circle cx="50" cy="56" r="6" fill="${RED}"/>`,

  sauces: () =>
    [
      [-56, 24, "#e8a33d"],
      [0, 6, GOLD],
      [56, 24, "#8b3a1a"],
    ]
      .map(
        ([x, y, colour]) =>
          `<g transform="translate(${x} ${y})">` +
          `<path d="M-30 0 L30 0 L23 44 L-23 44 Z" fill="${CREAM}" stroke="#d9c7ae" stroke-width="3"/>` +
          `<ellipse cx="0" cy="0" rx="30" ry="9" fill="${colour}" stroke="#00000033" stroke-width="2"/>` +
          `<ellipse cx="-10" cy="-2" rx="8" ry="2.5" fill="#ffffff" opacity="0.5"/>` +
          `<rect x="-23" y="20" width="46" height="8" fill="${RED}"/>` +
          `</g>`,
      )
      .join("") + tender(-6, -44, 58),

  chicken: () => drumstick(-20, -4, -14, 1.3) + drumstick(44, 10, 22, 0.9),
};

export type DrawingKind = keyof typeof drawings;

/** The drawing for a category, from words in its name (first match wins). */
export function drawingFor(categoryName: string): DrawingKind {
  const name = categoryName.toLowerCase();
  const rules: [string[], DrawingKind][] = [
    [["10:30", "lunch"], "lunch"],
    [["breakfast"], "breakfast"],
    [["kid"], "kids"],
    [["family", "pack", "bucket"], "bucket"],
    [["tender"], "tenders"],
    [["sandwich", "wrap"], "sandwich"],
    [["biscuit"], "biscuit"],
    [["salad"], "salad"],
    [["side"], "sides"],
    [["dessert", "sweet"], "dessert"],
    [["gallon"], "jug"],
    [["drink", "beverage"], "cup"],
    [["sauce", "paper"], "sauces"],
    [["box", "combo"], "box"],
  ];
  return rules.find(([words]) => words.some((w) => name.includes(w)))?.[1] ?? "chicken";
}
