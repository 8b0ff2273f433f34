import "../features/locations/locations.css";
import "../features/order-steps/order-steps.css";

import { Link, useSearchParams } from "react-router";

import { PageShell } from "../features/content/page-shell.tsx";
import { DeliveryForm } from "../features/locations/delivery-form.tsx";
import { FindRestaurant } from "../features/locations/find-restaurant.tsx";
import {
  afterLocation,
  type LocationStepMode,
  locationStepModeOf,
  locationStepPath,
  safeNext,
} from "../features/order-steps/order-steps-rules.ts";
import { StepIndicator } from "../features/order-steps/step-indicator.tsx";
import { useTranslation } from "../lib/i18n-react.tsx";
import { NO_MAP_TILES } from "../lib/map-tiles.ts";
import { pageHeadingMeta } from "../lib/meta.ts";
import { useClientState } from "../lib/store/client-store.ts";
import type { Route } from "./+types/order-location";

// `/order/location` (route name order-location): the order flow's restaurant step, on both
// channels. The find-a-restaurant parts (search, "Use my location", favorites, the delivery
// address form) in a compact step, without the results' map; choosing goes on to the
// handoff step, or straight on when a delivery address chose the handoff too
// (`order-steps.after-location`), carrying `?next=` (`order-steps.next-intent`).

export function meta({ matches }: Route.MetaArgs) {
  return pageHeadingMeta(matches[0].loaderData?.language, "order-location");
}

function ModeSwitch({ mode, next }: { mode: LocationStepMode; next: string | null }) {
  const { t } = useTranslation("orderSteps");
  const modes: LocationStepMode[] = ["pickup", "delivery"];
  return (
    <nav className="locations-modes" aria-label={t("location.modesLabel")}>
      {modes.map((m) => (
        <Link
          key={m}
          to={locationStepPath(next, m)}
          replace
          className="locations-modes__link"
          aria-current={m === mode ? "page" : undefined}
        >
          {t(`location.${m}`)}
        </Link>
      ))}
    </nav>
  );
}

/** The restaurant already chosen (after hydration): keep it and go on. */
function CurrentRestaurant({ next }: { next: string | null }) {
  const { t } = useTranslation("orderSteps");
  const location = useClientState((s) => s.location);
  if (!location) return null;
  return (
    <p className="order-step__from">
      {t("location.current", {
        name: location.name,
        address: `${location.address}, ${location.city}, ${location.state}`,
      })}{" "}
      <Link className="order-step__change" to={afterLocation("pickup", next)}>
        {t("location.keep")}
      </Link>
    </p>
  );
}

export default function OrderLocation() {
  const [search] = useSearchParams();
  const next = safeNext(search.get("next"));
  const mode = locationStepModeOf(search);
  return (
    <PageShell page="order-location">
      <div className="order-step">
        <StepIndicator current="restaurant" />
        <CurrentRestaurant next={next} />
        <ModeSwitch mode={mode} next={next} />
        {mode === "delivery" ? (
          <DeliveryForm
            key="delivery"
            next={afterLocation("delivery", next)}
            pickupHref={locationStepPath(next)}
          />
        ) : (
          <FindRestaurant
            key="pickup"
            mapTiles={NO_MAP_TILES}
            next={afterLocation("pickup", next)}
            compact
          />
        )}
      </div>
    </PageShell>
  );
}
