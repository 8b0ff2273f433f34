// Where markers go on the static map: the Web Mercator projection that tiled maps use, so
// that a zoom level here means what it means on a tiled map (zoom 11 shows a city).

/** A tile is 256 px; the world is 256 × 2^zoom px wide. */
const TILE = 256;

/** `locations.confirm-map`: the marker is drawn at zoom 11. */
export const CONFIRM_MAP_ZOOM = 11;

/**
 * `locations.confirm-map`: on desktop only, the map's centre is shifted by this many
 * degrees of longitude (default 0.05), west of the restaurant, so that the marker sits to
 * the right of the centre, clear of the dialog's options. On mobile the marker is centred.
 */
export const DESKTOP_LONGITUDE_OFFSET = 0.05;

/** `locations.confirm-map`: the label next to the map marker appears after 2000 ms. */
export const MAP_LABEL_DELAY_MS = 2000;

export type LatLng = { lat: number; lng: number };
export type Point = { x: number; y: number };

/** World pixel coordinates of a position at a zoom level. */
export function project({ lat, lng }: LatLng, zoom: number): Point {
  const size = TILE * 2 ** zoom;
  const clamped = Math.max(-85.05112878, Math.min(85.05112878, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

export type Viewport = { center: LatLng; zoom: number; width: number; height: number };

/** Where `position` lands in a `width` × `height` view centred on `center` at `zoom`. */
export function toViewport(position: LatLng, view: Viewport): Point {
  const p = project(position, view.zoom);
  const c = project(view.center, view.zoom);
  return { x: p.x - c.x + view.width / 2, y: p.y - c.y + view.height / 2 };
}

/** The centre of the dialog's map: the restaurant, shifted west by the offset on desktop. */
export function confirmMapCenter(
  position: LatLng,
  isDesktop: boolean,
  offset = DESKTOP_LONGITUDE_OFFSET,
): LatLng {
  return isDesktop ? { lat: position.lat, lng: position.lng - offset } : position;
}

/**
 * The view that shows every position with `padding` px to spare: centred on their bounds,
 * at the largest whole zoom (at most `maxZoom`) where they fit.
 */
export function fitView(
  positions: readonly LatLng[],
  width: number,
  height: number,
  { padding = 32, maxZoom = 14, minZoom = 3 } = {},
): Viewport {
  if (positions.length === 0) {
    // The chain's home region, as a neutral view with nothing on it.
    return { center: { lat: 35.5, lng: -80 }, zoom: 6, width, height };
  }
  const lats = positions.map((p) => p.lat);
  const lngs = positions.map((p) => p.lng);
  const north = Math.max(...lats);
  const south = Math.min(...lats);
  const east = Math.max(...lngs);
  const west = Math.min(...lngs);
  let zoom = maxZoom;
  for (; zoom > minZoom; zoom--) {
    const ne = project({ lat: north, lng: east }, zoom);
    const sw = project({ lat: south, lng: west }, zoom);
    if (ne.x - sw.x <= width - 2 * padding && sw.y - ne.y <= height - 2 * padding) break;
  }
  const ne = project({ lat: north, lng: east }, zoom);
  const sw = project({ lat: south, lng: west }, zoom);
  const size = TILE * 2 ** zoom;
  const cx = (ne.x + sw.x) / 2;
  const cy = (ne.y + sw.y) / 2;
  const lng = (cx / size) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * cy) / size;
  const lat = (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n)));
  return { center: { lat, lng }, zoom, width, height };
}
