/** The brand colours and type of the menu's product pictures, and the markup helpers they share. */
export const RED = "#c8102e";
export const GOLD = "#ffc72c";
export const CREAM = "#fff8ef";
export const DARK = "#2b1d14";
export const RAY = "#ffdb6e";
export const CRUST = "#d98a2b";
export const CRUST_DARK = "#a3541a";
export const CRUST_LIGHT = "#f0b557";
export const BISCUIT = "#e9b25f";
export const BONE = "#fffaf2";
export const LEAF = "#7cc243";
export const LEAF_DARK = "#4f9a3a";
export const TOMATO = "#e2452f";
export const FONT = 'font-family="sans-serif" font-weight="700"';

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** One decimal, no "-0": keeps the markup short and stable. */
export const n = (value: number): string => {
  const r = Math.round(value * 10) / 10;
  return String(Object.is(r, -0) ? 0 : r);
};
