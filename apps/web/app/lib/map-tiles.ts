import { MAP_TILES_HEADER } from "@coop/contract/constants";

/** The find-a-restaurant map's tiles, from the server's config (MAP_TILE_URL). */
export type MapTiles = {
  /** A Leaflet URL template with {z}, {x}, {y} (maybe {s}); "" when tiles are off. */
  url: string;
  attribution: string;
};

export const NO_MAP_TILES: MapTiles = { url: "", attribution: "" };

const templateShape = /^https?:\/\/[^/?#{}\s]+(?:\{s\}[^/?#{}\s]*)?\/.*\{z\}.*$/i;

/**
 * The tile settings the server hands every page request (MAP_TILES_HEADER: URI-encoded JSON
 * `{ url, attribution }`, see apps/server/src/web/register-web.ts). Anything that is not
 * such a value (no server, a bad header) means no tiles: the map is drawn without them.
 */
export function mapTilesFromRequest(request: Request): MapTiles {
  return parseMapTiles(request.headers.get(MAP_TILES_HEADER));
}

export function parseMapTiles(value: string | null): MapTiles {
  if (!value) return NO_MAP_TILES;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value));
    if (typeof parsed !== "object" || parsed === null) return NO_MAP_TILES;
    const { url, attribution } = parsed as Record<string, unknown>;
    if (typeof url !== "string" || typeof attribution !== "string") return NO_MAP_TILES;
    const usable =
      url.startsWith("http") &&
      ["{z}", "{x}", "{y}"].every((p) => url.includes(p)) &&
      templateShape.test(url.replace(/^(https?:\/\/)\{s\}\./i, "$1s."));
    return usable ? { url, attribution } : NO_MAP_TILES;
  } catch {
    return NO_MAP_TILES;
  }
}

/** The URL of one tile of `template` (for the reachability probe before the map uses it). */
export function tileUrl(template: string, { z, x, y }: { z: number; x: number; y: number }) {
  return template
    .replaceAll("{s}", "a")
    .replaceAll("{z}", String(z))
    .replaceAll("{x}", String(x))
    .replaceAll("{y}", String(y))
    .replaceAll("{r}", "");
}
