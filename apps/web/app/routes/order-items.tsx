import { useSearchParams } from "react-router";

import { CateringAddParam } from "../features/menu/catering-add-param.tsx";
import { MenuView } from "../features/menu/menu-view.tsx";
import { useLocationMenu } from "../features/menu/use-location-menu.ts";
import { useSendToRestaurantStep } from "../features/order-steps/use-restaurant-gate.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { pageHeadingMeta } from "../lib/meta.ts";
import { productPath } from "../lib/route-names.ts";
import { useClientState } from "../lib/store/client-store.ts";
import { LoadingStatus } from "../ui/loading-status.tsx";
import type { Route } from "./+types/order-items";

// `/order` (route name order-items): the chosen restaurant's menu. The restaurant lives in
// the browser's storage, so the menu comes after hydration; the order itself is created
// on the first add (product screen, upsells). A visitor without a restaurant goes to the
// order flow's restaurant step (`order-steps.no-restaurant`); until that is known (and while a
// `?store=` link is being set up) the page shows its loading line, never an empty menu.

export function meta({ matches }: Route.MetaArgs) {
  return pageHeadingMeta(matches[0].loaderData?.language, "order-items");
}

export default function OrderItems() {
  const { t } = useTranslation("menu");
  const location = useClientState((s) => s.location);
  const state = useLocationMenu();
  const [search] = useSearchParams();
  const noRestaurant = state.status === "no-location" && !search.has("store");
  useSendToRestaurantStep(noRestaurant, null);

  return (
    <article className="menu-page" aria-labelledby="page-heading">
      <header className="menu-page__header">
        <h1 id="page-heading" className="menu-page__heading">
          {t("orderTitle")}
        </h1>
        <p className="menu-page__lead">
          {location
            ? t("orderingFrom", { name: location.name, address: location.address })
            : t("orderLead")}
        </p>
      </header>
      <CateringAddParam />
      {(state.status === "waiting" ||
        state.status === "loading" ||
        state.status === "no-location") && (
        <LoadingStatus className="menu-status">{t("loading")}</LoadingStatus>
      )}
      {state.status === "error" && (
        <p role="alert" className="menu-status">
          {t("loadError")}
        </p>
      )}
      {state.status === "ready" && (
        <MenuView categories={state.menu.categories} hrefFor={(p) => productPath({ sku: p.sku })} />
      )}
    </article>
  );
}
