import "./leaflet-map.css";

import type * as LeafletModule from "leaflet";
import { useEffect, useRef, useState } from "react";

import { type MapTiles, tileUrl } from "../../lib/map-tiles.ts";
import { project } from "./map-projection.ts";
import { type MapMarker, StaticMap, type StaticMapProps } from "./static-map.tsx";

// A type only: the library itself is imported with import() below.
type Leaflet = typeof LeafletModule;

export type LeafletMapProps = StaticMapProps & {
  /** The tile settings from the server (MAP_TILE_URL); url "" = no tiles, the static map. */
  tiles: MapTiles;
  /** A marker's title (tooltip, and the name assistive technology may read). */
  markerTitle?: (marker: MapMarker) => string;
};

const PROBE_TIMEOUT_MS = 5000;

// One look per page view and template: leaflet (and its CSS) loaded, and one tile fetched.
const ready = new Map<string, Promise<Leaflet | null>>();

/** Leaflet and its stylesheet, imported only here (so only on the pages that draw this map). */
async function loadLeaflet(): Promise<Leaflet> {
  const [mod] = await Promise.all([import("leaflet"), import("leaflet/dist/leaflet.css")]);
  // leaflet 1.9 is a UMD bundle: the namespace arrives as the default export.
  return (mod as Leaflet & { default?: Leaflet }).default ?? mod;
}

/**
 * Whether the tile host answers: one image of the area to be shown. Checked before Leaflet
 * requests tiles, so that a network without the tile host (or a blocked one) shows the
 * static map instead of a grey box and a console full of failed images.
 */
function probeTile(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    const timer = window.setTimeout(() => done(false), PROBE_TIMEOUT_MS);
    function done(ok: boolean) {
      window.clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
      resolve(ok);
    }
    image.onload = () => done(true);
    image.onerror = () => done(false);
    image.src = url;
  });
}

function prepare(tiles: MapTiles, probe: string): Promise<Leaflet | null> {
  let pending = ready.get(tiles.url);
  if (!pending) {
    pending = probeTile(probe)
      .then((ok) => (ok ? loadLeaflet() : null))
      .catch(() => null);
    ready.set(tiles.url, pending);
  }
  return pending;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

/**
 * The find-a-restaurant map with tiles (Leaflet, `locations.map-tiles`): the same numbered markers
 * as the list and the searched point, fitted to the results. Leaflet is imported in the
 * browser only, after one probe tile has loaded; until then, with no tiles configured, or
 * when tiles fail, the tile-less `StaticMap` is shown. The list stays the accessible way to
 * choose; the map is a labelled region whose markers carry titles.
 */
export function LeafletMap({ tiles, markerTitle, ...props }: LeafletMapProps) {
  const { view, markers, origin, label, className } = props;
  const [leaflet, setLeaflet] = useState<Leaflet | null>(null);
  const [failed, setFailed] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);

  const centre = project(view.center, view.zoom);
  const probe = tiles.url
    ? tileUrl(tiles.url, {
        z: view.zoom,
        x: Math.floor(centre.x / 256),
        y: Math.floor(centre.y / 256),
      })
    : "";

  useEffect(() => {
    if (!probe || failed) return;
    let cancelled = false;
    void prepare(tiles, probe).then((L) => {
      if (!cancelled && L) setLeaflet(() => L);
    });
    return () => {
      cancelled = true;
    };
    // Probed once per template; later views reuse the answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tiles.url, failed]);

  // Redrawn when the results change (a new search); nothing else changes the map.
  const drawing = JSON.stringify({ markers, origin, tiles });
  useEffect(() => {
    const container = containerRef.current;
    if (!leaflet || failed || !container) return;
    const L = leaflet;
    const map = L.map(container, { scrollWheelZoom: false, zoomSnap: 1 });
    map.attributionControl.setPrefix(false);
    const layer = L.tileLayer(tiles.url, {
      attribution: escapeHtml(tiles.attribution),
      maxZoom: 19,
    });
    layer.once("tileerror", () => setFailed(true));
    layer.addTo(map);
    const points: [number, number][] = [];
    if (origin) {
      L.circleMarker([origin.lat, origin.lng], {
        radius: 10,
        className: "leaflet-map__origin",
        interactive: false,
      }).addTo(map);
      points.push([origin.lat, origin.lng]);
    }
    for (const marker of markers) {
      const icon = L.divIcon({
        className: `leaflet-map__pin${marker.active ? " leaflet-map__pin--active" : ""}`,
        html: `<span class="leaflet-map__pin-body"></span><span class="leaflet-map__pin-number" aria-hidden="true">${marker.number ?? ""}</span>`,
        // A 28 px square turned 45°: its point is 14√2 ≈ 20 px below the centre.
        iconSize: [28, 34],
        iconAnchor: [14, 34],
      });
      L.marker([marker.lat, marker.lng], {
        icon,
        title: markerTitle?.(marker) ?? marker.label ?? String(marker.number ?? ""),
        alt: markerTitle?.(marker) ?? marker.label ?? "",
        keyboard: false,
        zIndexOffset: marker.active ? 1000 : 0,
      }).addTo(map);
      points.push([marker.lat, marker.lng]);
    }
    if (points.length > 0) map.fitBounds(points, { padding: [40, 40], maxZoom: 14 });
    else map.setView([view.center.lat, view.center.lng], view.zoom);
    return () => {
      map.remove();
    };
    // `drawing` stands for markers, origin and tiles.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [leaflet, failed, drawing]);

  if (!leaflet || failed || !tiles.url) return <StaticMap {...props} />;
  return (
    <div
      ref={containerRef}
      className={`leaflet-map ${className ?? ""}`}
      role="region"
      aria-label={label}
    />
  );
}
