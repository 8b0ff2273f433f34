import type { MapTileSettings } from "@coop/contract/load-context";

/** The find-a-restaurant map's tiles, from the server's config (MAP_TILE_URL). */
export type MapTiles = MapTileSettings;

export const NO_MAP_TILES: MapTiles = { url: "", attribution: "" };

const templateShape = /^https?:\/\/[^/?#{}\s]+(?:\{s\}[^/?#{}\s]*)?\/.*\{z\}.*$/i;

/**
 * The tile settings the server hands the page (the page context's `mapTiles`) when they
 * make a usable tile template; anything else means no tiles: the map is drawn without them.
 */
export function usableMapTiles(tiles: MapTiles): MapTiles {
  const { url, attribution } = tiles;
  const usable =
    url.startsWith("http") &&
    ["{z}", "{x}", "{y}"].every((p) => url.includes(p)) &&
    templateShape.test(url.replace(/^(https?:\/\/)\{s\}\./i, "$1s."));
  return usable ? { url, attribution } : NO_MAP_TILES;
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
