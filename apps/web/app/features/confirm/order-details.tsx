import "./strings.ts";

import type { Location } from "@coop/contract/locations";
import type { OrderJson } from "@coop/contract/orders";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { useClientState } from "../../lib/store/client-store.ts";
import { displayPhone, mapLink, readyTimeWording } from "./confirm-rules.ts";

/** "Today at 12:45 PM" (or tomorrow, or a date) on the restaurant's clock. */
function ReadyTime({ readyAt, timeZone }: { readyAt: string; timeZone: string }) {
  const { t } = useTranslation("confirm");
  const language = useClientState((s) => s.language);
  const w = readyTimeWording(new Date(readyAt), new Date(), timeZone, language);
  const text =
    w.day === "today"
      ? t("ready.today", { time: w.time })
      : w.day === "tomorrow"
        ? t("ready.tomorrow", { time: w.time })
        : t("ready.date", { date: w.date, time: w.time });
  return (
    <time dateTime={readyAt} data-testid="ready-time">
      {text}
    </time>
  );
}

/** Handoff (with the delivery address or the vehicle), ready time and the restaurant. */
export function OrderDetails({
  order,
  location,
  readyAt,
}: {
  order: OrderJson;
  location: Location | null;
  readyAt: string | null;
}) {
  const { t } = useTranslation("confirm");
  const when = readyAt ?? order.ready_at;
  const vehicle = ["color", "make", "model"]
    .map((k) => order.customfields[k])
    .filter(Boolean)
    .join(" ");
  const address = order.address;

  return (
    <section className="confirm-card" aria-labelledby="confirm-handoff-heading">
      <h2 id="confirm-handoff-heading" className="confirm-card__heading">
        {t("handoff.heading")}
      </h2>
      <dl className="confirm-details">
        <div className="confirm-details__row">
          <dt className="visually-hidden">{t("handoff.heading")}</dt>
          <dd className="confirm-details__handoff">
            <span data-testid="handoff">{t(`handoff.${order.handoff}`)}</span>
            {order.handoff === "curbside" && vehicle && (
              <span className="confirm-details__vehicle">{t("handoff.vehicle", { vehicle })}</span>
            )}
          </dd>
        </div>
        {order.handoff === "dispatch" && address && (
          <div className="confirm-details__row">
            <dt>{t("handoff.deliverTo")}</dt>
            <dd>
              {address.address}
              {address.apt ? `, ${t("handoff.apt", { apt: address.apt })}` : ""}
              <br />
              {`${address.city}, ${address.state} ${address.zip}`}
            </dd>
          </div>
        )}
        <div className="confirm-details__row">
          <dt>{order.handoff === "dispatch" ? t("ready.dispatch") : t("ready.pickup")}</dt>
          <dd>
            {when && location ? (
              <ReadyTime readyAt={when} timeZone={location.timezone} />
            ) : (
              t("ready.unknown")
            )}
          </dd>
        </div>
      </dl>
      <h3 className="confirm-card__subheading">{t("restaurant.heading")}</h3>
      {location ? (
        <address className="confirm-restaurant" data-testid="restaurant">
          <strong>{location.name}</strong>
          <span>{location.address}</span>
          <span>{`${location.city}, ${location.state} ${location.zip}`}</span>
          {location.phone && (
            <a href={`tel:+1${location.phone.replace(/\D/g, "").slice(-10)}`}>
              {t("restaurant.call", { phone: displayPhone(location.phone) })}
            </a>
          )}
          <a
            href={mapLink(location.lat, location.lng)}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="map-link"
          >
            {t("restaurant.map", { name: location.name })}
          </a>
        </address>
      ) : (
        <p className="confirm-card__lead">{t("restaurant.loading")}</p>
      )}
    </section>
  );
}
