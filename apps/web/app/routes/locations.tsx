import "../features/locations/locations.css";

import { lazy } from "react";
import { Link, useSearchParams } from "react-router";

import { PageShell } from "../features/content/page-shell.tsx";
import { FindRestaurant } from "../features/locations/find-restaurant.tsx";
import { useTranslation } from "../lib/i18n-react.tsx";
import { usableMapTiles } from "../lib/map-tiles.ts";
import { pageHeadingMeta } from "../lib/meta.ts";
import { pageContextOf } from "../lib/page-context.ts";
import { type LocationsMode, locationsModeOf, locationsPath } from "../lib/route-names.ts";
import type { Route } from "./+types/locations";

// `/locations?mode=pickup|delivery` (`frame.locations-mode`): find a restaurant to
// pick up from, or enter a delivery address. The mode is in the URL, so the server renders
// the right heading and switching mode needs no loader round trip.

// The map's tile settings (MAP_TILE_URL), handed over by the server in the page context.
export function loader({ context }: Route.LoaderArgs) {
  return { mapTiles: usableMapTiles(pageContextOf(context).mapTiles) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const mode = locationsModeOf(new URLSearchParams(location.search));
  return pageHeadingMeta(matches[0].loaderData?.language, `locations-${mode}`);
}

// The delivery form (with the state search field) loads only in delivery mode: the finder is
// the default, and the idle prefetch of /locations from the home fetches only what it shows.
// No Suspense boundary of its own: the server waits for it inside the page's shell (the HTML
// is unchanged), and switching mode keeps the finder on screen until it has arrived.
const DeliveryForm = lazy(() =>
  import("../features/locations/delivery-form.tsx").then((m) => ({ default: m.DeliveryForm })),
);

function ModeSwitch({ mode }: { mode: LocationsMode }) {
  const { t } = useTranslation("locations");
  const modes: LocationsMode[] = ["pickup", "delivery"];
  return (
    <nav className="locations-modes" aria-label={t("modes.label")}>
      {modes.map((m) => (
        <Link
          key={m}
          to={locationsPath(m)}
          replace
          className="locations-modes__link"
          aria-current={m === mode ? "page" : undefined}
        >
          {t(`modes.${m}`)}
        </Link>
      ))}
    </nav>
  );
}

export default function Locations({ loaderData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const mode = locationsModeOf(search);
  return (
    <PageShell page={`locations-${mode}`}>
      <div className="locations-page">
        <ModeSwitch mode={mode} />
        {mode === "delivery" ? (
          <DeliveryForm key="delivery" />
        ) : (
          <FindRestaurant key="pickup" mapTiles={loaderData.mapTiles} />
        )}
      </div>
    </PageShell>
  );
}
