import "./strings.ts";

import type { ReactNode } from "react";

import type { Location } from "@coop/contract/locations";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { formatClock, formatMiles, telHref, todaysRanges } from "./location-rules.ts";

export type LocationWithDistance = Location & { distance?: number };

/** Today's business hours of a restaurant, in its own time zone, in the page's language. */
export function TodayHours({ location, now }: { location: Location; now: Date }) {
  const { t, i18n } = useTranslation("locations");
  const ranges = todaysRanges(location.hours.business, location.timezone, now);
  if (ranges.length === 0) return <>{t("result.closedToday")}</>;
  const text = ranges
    .map((r) =>
      t("result.hoursRange", {
        open: formatClock(r.open, i18n.language),
        close: formatClock(r.close, i18n.language),
      }),
    )
    .join(", ");
  return <>{t("result.todayHours", { hours: text })}</>;
}

/**
 * One restaurant of the results (what a customer needs to
 * choose): its number on the map, name, address, distance, today's hours (`hours.today`), open-now,
 * handoff modes, phone and message, and the button that chooses it; `favorite` is the heart
 * beside its name (`member.favorite-restaurants`), when the page offers one.
 */
export function LocationCard({
  location,
  number,
  now,
  busy,
  disabled,
  isRecent,
  onChoose,
  favorite,
}: {
  location: LocationWithDistance;
  number: number;
  now: Date;
  busy: boolean;
  disabled: boolean;
  isRecent: boolean;
  onChoose: (location: LocationWithDistance) => void;
  favorite?: ReactNode;
}) {
  const { t, i18n } = useTranslation("locations");
  const headingId = `location-${location.id}-name`;
  return (
    <article className="location-card" aria-labelledby={headingId} data-location-id={location.id}>
      <div className="location-card__top">
        <span className="location-card__number" aria-hidden="true">
          {number}
        </span>
        <div className="location-card__title">
          <h3 id={headingId} className="location-card__name">
            {location.name}
          </h3>
          {isRecent && <span className="location-card__recent">{t("result.recent")}</span>}
        </div>
        {location.distance !== undefined && (
          <span className="location-card__distance">
            <span aria-hidden="true">
              {t("result.distance", { miles: formatMiles(location.distance, i18n.language) })}
            </span>
            <span className="visually-hidden">
              {t("result.distanceLong", { miles: formatMiles(location.distance, i18n.language) })}
            </span>
          </span>
        )}
        {favorite}
      </div>
      <p className="location-card__address">
        {location.address}
        <br />
        {location.city}, {location.state} {location.zip}
      </p>
      <p className="location-card__hours">
        <span
          className={`location-card__badge location-card__badge--${location.is_open ? "open" : "closed"}`}
        >
          {location.is_open ? t("result.open") : t("result.closed")}
        </span>{" "}
        <TodayHours location={location} now={now} />
      </p>
      <ul className="location-card__handoffs" aria-label={t("result.handoffs")}>
        {location.handoff_modes.map((mode) => (
          <li key={mode}>{t(`handoff.${mode}`)}</li>
        ))}
      </ul>
      {location.message && <p className="location-card__message">{location.message}</p>}
      <div className="location-card__actions">
        <a className="location-card__phone" href={telHref(location.phone)}>
          <span aria-hidden="true">{location.phone}</span>
          <span className="visually-hidden">{t("result.phone", { phone: location.phone })}</span>
        </a>
        <button
          type="button"
          className="button button--primary location-card__choose"
          aria-label={busy ? undefined : t("result.chooseLabel", { name: location.name })}
          aria-disabled={disabled || undefined}
          onClick={() => {
            if (!disabled) onChoose(location);
          }}
        >
          {busy ? t("result.choosing") : t("result.choose")}
        </button>
      </div>
    </article>
  );
}
