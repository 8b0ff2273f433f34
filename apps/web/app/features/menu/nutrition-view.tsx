import "./strings.ts";
import "./menu.css";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { productDisplayName } from "../../lib/product-name.ts";
import { AllergenFilter, AllergenFilterEmpty } from "./allergen-filter.tsx";
import { calorieRange, type MenuCategory } from "./menu-rules.ts";
import { useAllergenFilter } from "./use-allergen-filter.ts";

/**
 * `/menu/nutrition`: calories and allergens of every item, per category, with a filter
 * that hides the items containing any allergen the customer ticks (`menu.allergen-filter`, the
 * same filter and session choice as the menu pages, open here).
 */
export function NutritionView({ categories }: { categories: readonly MenuCategory[] }) {
  const { t } = useTranslation("menu");
  const filter = useAllergenFilter(categories);

  return (
    <div className="nutrition">
      <AllergenFilter filter={filter} defaultOpen />
      {filter.shown.length === 0 && <AllergenFilterEmpty filter={filter} />}
      {filter.shown.map((category) => (
        <section key={category.id} className="nutrition__section">
          <h2 className="menu-section__heading">{category.name}</h2>
          <div className="nutrition__table-wrap">
            <table className="nutrition__table">
              <thead>
                <tr>
                  <th scope="col">{t("nutrition.item")}</th>
                  <th scope="col">{t("nutrition.calories")}</th>
                  <th scope="col">{t("nutrition.allergens")}</th>
                </tr>
              </thead>
              <tbody>
                {category.products.map((p) => (
                  <tr key={p.id}>
                    <th scope="row">{productDisplayName(p.name)}</th>
                    <td>{calorieRange(p)}</td>
                    <td>
                      {p.allergens.length === 0
                        ? t("nutrition.none")
                        : p.allergens
                            .map((a) => t(`allergen.${a}`, { defaultValue: a }))
                            .join(", ")}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
