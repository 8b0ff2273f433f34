import { Link } from "react-router";

import { CateringAddParam } from "../features/menu/catering-add-param.tsx";
import { MenuView } from "../features/menu/menu-view.tsx";
import { useLocationMenu } from "../features/menu/use-location-menu.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { pageHeadingMeta } from "../lib/meta.ts";
import { locationsPath, productPath } from "../lib/route-names.ts";
import { useClientState } from "../lib/store/client-store.ts";
import type { Route } from "./+types/order-items";

// `/order` (route name order-items): the chosen restaurant's menu. The restaurant lives in
// the browser's storage, so the menu comes after hydration; the order itself is created
// on the first add (product screen, upsells).

export function meta({ matches }: Route.MetaArgs) {
  return pageHeadingMeta(matches[0].loaderData?.language, "order-items");
}

export default function OrderItems() {
  const { t } = useTranslation("menu");
  const location = useClientState((s) => s.location);
  const state = useLocationMenu();

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
      {(state.status === "waiting" || state.status === "loading") && (
        <p role="status" className="menu-status">
          {t("loading")}
        </p>
      )}
      {state.status === "no-location" && (
        <div className="menu-status">
          <p>{t("noLocation")}</p>
          <Link className="button button--primary" to={locationsPath("pickup")}>
            {t("findRestaurant")}
          </Link>
        </div>
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
