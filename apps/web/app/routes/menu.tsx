import { CateringAddParam } from "../features/menu/catering-add-param.tsx";
import { loadPublicMenu } from "../features/menu/load-menu.ts";
import { MenuView } from "../features/menu/menu-view.tsx";
import { useTranslation } from "../lib/i18n-react.tsx";
import { pageHeadingMeta } from "../lib/meta.ts";
import { productPath, routePaths } from "../lib/route-names.ts";
import type { Route } from "./+types/menu";

// `/menu` (route id menu) and `/menu/:mid` (route id menu-category): the public menu,
// rendered on the server for search engines. `/menu` shows the default menu (no
// restaurant); `/menu/{mid}` the menu of that id. A product opens the product screen,
// which asks for a restaurant first when none is chosen (`frame.product-needs-location`).

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const mid = (params as { mid?: string }).mid;
  return { menu: await loadPublicMenu(request, context, mid) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageHeadingMeta(
    matches[0].loaderData?.language,
    matches[2].id === "menu-category" ? "menu-category" : "menu",
  );
}

export default function MenuPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("menu");
  const { menu } = loaderData;
  return (
    <article className="menu-page" aria-labelledby="page-heading">
      <header className="menu-page__header">
        <h1 id="page-heading" className="menu-page__heading">
          {menu.kind === "catering" ? menu.name : t("publicTitle")}
        </h1>
        <p className="menu-page__lead">{t("publicLead")}</p>
      </header>
      {menu.kind === "catering" && <CateringAddParam />}
      <MenuView
        categories={menu.categories}
        hrefFor={(p) =>
          // `catering-order.pending-cart`: a catering product opens its public page, where it is
          // added to the catering cart before a restaurant is chosen.
          menu.kind === "catering"
            ? `${routePaths["menu-product"]}?${new URLSearchParams({ id: p.sku }).toString()}`
            : productPath({ sku: p.sku })
        }
      />
    </article>
  );
}
