import { useId } from "react";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import type { Series } from "./analytics-data.ts";

const COLORS = ["#8f0b21", "#1f5fa8", "#2d7a3a", "#8a5a00", "#5b3f8c"];
const WIDTH = 640;
const HEIGHT = 180;
const LEFT = 44;
const BOTTOM = 22;
const TOP = 8;

/**
 * `engagement-authoring.analytics-charts`: a small bar chart in inline SVG (a group of bars per
 * day, one bar per series) with its numbers in a table below, for screen readers and anyone
 * who wants the exact figures; the drawing itself is hidden from assistive technology.
 */
export function BarChart({
  title,
  days,
  series,
}: {
  title: string;
  days: readonly string[];
  series: readonly Series[];
}) {
  const { t, i18n } = useTranslation("opsEngagement");
  const id = useId();
  const label = (iso: string) =>
    iso
      ? new Date(iso).toLocaleDateString(i18n.language, {
          month: "short",
          day: "numeric",
          timeZone: "UTC",
        })
      : "";
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const plot = HEIGHT - BOTTOM - TOP;
  const group = (WIDTH - LEFT) / Math.max(1, days.length);
  const bar = (group * 0.8) / Math.max(1, series.length);
  const n = (v: number) => v.toLocaleString(i18n.language);
  return (
    <figure className="oe-chart" aria-labelledby={id}>
      <figcaption id={id}>
        <strong>{title}</strong>
      </figcaption>
      {series.length > 1 && (
        <div className="oe-chart-legend" aria-hidden="true">
          {series.map((s, i) => (
            <span key={s.name}>
              <span className="oe-swatch" style={{ background: COLORS[i % COLORS.length] }} />
              {s.name}
            </span>
          ))}
        </div>
      )}
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
        <line x1={LEFT} x2={WIDTH} y1={TOP + plot} y2={TOP + plot} stroke="#4a423c" />
        <text x={LEFT - 4} y={TOP + 8} textAnchor="end" fontSize="11">
          {n(max)}
        </text>
        <text x={LEFT - 4} y={TOP + plot} textAnchor="end" fontSize="11">
          0
        </text>
        {days.map((day, d) => (
          <g key={`${day}-${d}`}>
            {series.map((s, i) => {
              const value = s.values[d] ?? 0;
              const h = (value / max) * plot;
              return (
                <rect
                  key={s.name}
                  x={LEFT + d * group + group * 0.1 + i * bar}
                  y={TOP + plot - h}
                  width={Math.max(1, bar - 1)}
                  height={h}
                  fill={COLORS[i % COLORS.length]}
                />
              );
            })}
            <text x={LEFT + d * group + group / 2} y={HEIGHT - 6} textAnchor="middle" fontSize="11">
              {label(day)}
            </text>
          </g>
        ))}
      </svg>
      <details>
        <summary>{t("analytics.showTable")}</summary>
        <div className="oe-table-wrap">
          <table className="oe-table">
            <caption>{t("analytics.tableCaption", { metric: title })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("analytics.day")}</th>
                {series.map((s) => (
                  <th key={s.name} scope="col">
                    {s.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day, d) => (
                <tr key={`${day}-${d}`}>
                  <th scope="row">{label(day)}</th>
                  {series.map((s) => (
                    <td key={s.name}>{n(s.values[d] ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
