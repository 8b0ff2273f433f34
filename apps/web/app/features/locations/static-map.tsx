import "./static-map.css";

import { useId } from "react";

import { type LatLng, toViewport, type Viewport } from "./map-projection.ts";
import { useMapLabels } from "./use-map-labels.ts";

export type MapMarker = LatLng & {
  id: string;
  /** The number shown in the pin (the result's place in the list), or none. */
  number?: number;
  /** A short label drawn beside the pin (the dialog's restaurant name). */
  label?: string;
  active?: boolean;
};

export type StaticMapProps = {
  view: Viewport;
  markers: readonly MapMarker[];
  /** The searched point (a zip centroid or the device position), drawn as a ring. */
  origin?: LatLng | null;
  /** What the map shows, for screen readers (the list beside it says the rest). */
  label: string;
  className?: string;
  /**
   * Whether the markers' labels are wanted; they appear 2000 ms after the map shows them or
   * its markers change (`timing.map-label-delay`).
   */
  showLabels?: boolean;
  /** Pins drawn larger on a map shown smaller than its view box. */
  markerScale?: number;
};

/**
 * A map without tiles: the restaurants' markers placed by their position (Web Mercator,
 * the projection of tiled maps, so zoom levels mean the same), on a plain grid. It does
 * not pretend to show streets; the list beside it is the way to choose, and the map is
 * one image with a text alternative.
 */
export function StaticMap({
  view,
  markers,
  origin,
  label,
  className,
  showLabels = false,
  markerScale = 1,
}: StaticMapProps) {
  const titleId = useId();
  const labelled = useMapLabels(
    showLabels,
    markers.map((m) => `${m.id}@${m.lat},${m.lng}:${m.label ?? ""}`).join("|"),
  );
  const { width, height } = view;
  const grid = 48;
  const lines: number[] = [];
  for (let x = grid; x < Math.max(width, height); x += grid) lines.push(x);
  const o = origin ? toViewport(origin, view) : null;
  // Draw the active marker last so it sits on top.
  const ordered = markers.toSorted((a, b) => Number(a.active ?? false) - Number(b.active ?? false));
  return (
    <svg
      className={`static-map ${className ?? ""}`}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="xMidYMid meet"
      role="img"
      aria-labelledby={titleId}
    >
      <title id={titleId}>{label}</title>
      <rect width={width} height={height} className="static-map__land" />
      <g className="static-map__grid" aria-hidden="true">
        {lines.map((v) => (
          <g key={v}>
            {v < width && <line x1={v} y1={0} x2={v} y2={height} />}
            {v < height && <line x1={0} y1={v} x2={width} y2={v} />}
          </g>
        ))}
      </g>
      {o && (
        <g className="static-map__origin" aria-hidden="true">
          <circle cx={o.x} cy={o.y} r={14} />
          <circle cx={o.x} cy={o.y} r={4} />
        </g>
      )}
      {ordered.map((marker) => {
        const p = toViewport(marker, view);
        return (
          <g
            key={marker.id}
            className={`static-map__marker${marker.active ? " static-map__marker--active" : ""}`}
            transform={`translate(${p.x.toFixed(1)} ${p.y.toFixed(1)}) scale(${markerScale})`}
            aria-hidden="true"
          >
            <path d="M0 0 C -4 -10 -14 -14 -14 -24 A 14 14 0 1 1 14 -24 C 14 -14 4 -10 0 0 Z" />
            {marker.number !== undefined && (
              <text x={0} y={-19} textAnchor="middle">
                {marker.number}
              </text>
            )}
            {marker.number === undefined && <circle cx={0} cy={-24} r={5} />}
            {labelled && marker.label && (
              <g className="static-map__label">
                <rect x={20} y={-40} width={marker.label.length * 8.6 + 20} height={28} rx={6} />
                <text x={28} y={-21}>
                  {marker.label}
                </text>
              </g>
            )}
          </g>
        );
      })}
    </svg>
  );
}
