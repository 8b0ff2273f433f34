/**
 * The find-a-restaurant map's tiles (`locations.map-tiles`): MAP_TILE_URL is a Leaflet URL
 * template such as `https://tile.openstreetmap.org/{z}/{x}/{y}.png`; the page CSP must allow
 * images from its host, so the origin is derived here, once at start.
 */

export const DEFAULT_MAP_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
export const DEFAULT_MAP_TILE_ATTRIBUTION = "© OpenStreetMap contributors";

export type MapTiles = {
  /** The tile URL template; "" means no tiles (the map is drawn without them). */
  url: string;
  attribution: string;
};

/** Why `template` is not a usable tile URL template, or null when it is (or is "", no tiles). */
export function tileTemplateProblem(template: string): string | null {
  if (template === "") return null;
  const missing = ["{z}", "{x}", "{y}"].filter((p) => !template.includes(p));
  const origin = tileOrigin(template);
  if (origin === null || missing.length > 0) {
    return `must be an https:// (or http://) tile URL template with {z}, {x} and {y} (for example ${DEFAULT_MAP_TILE_URL}), or empty for no tiles${missing.length > 0 ? `; ${missing.join(", ")} missing` : ""}`;
  }
  return null;
}

/**
 * The CSP source of the template's host (`https://tile.example.org`; a `{s}` subdomain
 * becomes `*`), or null when the template is not an http(s) URL.
 */
export function tileOrigin(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template);
  if (!match) return null;
  const scheme = match[1]!.toLowerCase();
  const host = match[2]!.replace(/^\{s\}\./, "*.");
  // Placeholders other than a leading {s}. have no place in a host.
  if (/[{}]/.test(host) || host.includes("@")) return null;
  try {
    const url = new URL(`${scheme}://${host.replace(/^\*\./, "s.")}/`);
    if (url.hostname === "") return null;
    return host.startsWith("*.") ? `${scheme}://*.${url.host.slice(2)}` : url.origin;
  } catch {
    return null;
  }
}
