import { type KeyboardEvent, useRef, useState } from "react";

import { useTranslation } from "../../lib/i18n-react.tsx";
import {
  type Availability,
  DAY_PARTS,
  DAYS,
  isAvailable,
  moveInGrid,
  toggleAvailability,
} from "./careers-rules.ts";

/**
 * When the applicant can work (`careers-web.availability-grid`): a fieldset of 7 days × 4 parts
 * of the day, one checkbox each, named by its day and part. One box is in the tab order; the
 * arrow keys (and Home/End) move between boxes, Space ticks one.
 */
export function AvailabilityGrid({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: Availability;
  onChange: (next: Availability) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation("careers");
  const [active, setActive] = useState({ day: 0, part: 0 });
  const table = useRef<HTMLTableElement>(null);
  const hint = `${id}-hint`;
  const errorId = `${id}-error`;

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const next = moveInGrid(active, event.key);
    if (!next) return;
    event.preventDefault();
    setActive(next);
    table.current
      ?.querySelector<HTMLInputElement>(`input[data-cell="${next.day}-${next.part}"]`)
      ?.focus();
  }

  return (
    <fieldset
      className="availability"
      id={id}
      aria-describedby={[hint, error ? errorId : ""].filter(Boolean).join(" ")}
      aria-invalid={error ? true : undefined}
    >
      <legend className="careers-field__label">{t("apply.availability")}</legend>
      <p id={hint} className="careers-field__hint">
        {t("apply.availabilityHint")}
      </p>
      <table className="availability__grid" ref={table} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            <td />
            {DAY_PARTS.map((part) => (
              <th key={part} scope="col">
                {/* Short names on a phone, where four long ones do not fit. */}
                <span className="availability__short">{t(`partsShort.${part}`)}</span>
                <span className="availability__long">{t(`parts.${part}`)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {DAYS.map((day, d) => (
            <tr key={day}>
              <th scope="row">{t(`days.${day}`)}</th>
              {DAY_PARTS.map((part, p) => (
                <td key={part}>
                  <input
                    type="checkbox"
                    className="availability__box"
                    data-cell={`${d}-${p}`}
                    name={`availability.${day}`}
                    value={part}
                    tabIndex={active.day === d && active.part === p ? 0 : -1}
                    aria-label={t("apply.cell", {
                      day: t(`days.${day}`),
                      part: t(`parts.${part}`),
                    })}
                    checked={isAvailable(value, day, part)}
                    onFocus={() => setActive({ day: d, part: p })}
                    onChange={() => onChange(toggleAvailability(value, day, part))}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {error && (
        <p className="careers-field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
