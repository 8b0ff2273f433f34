import { loadPublicMenu } from "../features/menu/load-menu.ts";
import { NutritionView } from "../features/menu/nutrition-view.tsx";
import { useTranslation } from "../lib/i18n-react.tsx";
import { pageHeadingMeta } from "../lib/meta.ts";
import type { Route } from "./+types/menu-nutrition";

// `/menu/nutrition`: calories and allergens of every item of the default menu, rendered
// on the server; the allergen filter works after hydration.

export async function loader({ request, context }: Route.LoaderArgs) {
  return { menu: await loadPublicMenu(request, context) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageHeadingMeta(matches[0].loaderData?.language, "menu-nutrition");
}

export default function MenuNutrition({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("pages");
  return (
    <article className="menu-page" aria-labelledby="page-heading">
      <header className="menu-page__header">
        <h1 id="page-heading" className="menu-page__heading">
          {t("menu-nutrition.title")}
        </h1>
        <p className="menu-page__lead">{t("menu-nutrition.lead")}</p>
      </header>
      <NutritionView categories={loaderData.menu.categories} />
    </article>
  );
}
