import "./strings.ts";
import "./menu.css";

import { useMemo, useState } from "react";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { productDisplayName } from "../../lib/product-name.ts";
import { allergensOf, calorieRange, type MenuCategory, withoutAllergens } from "./menu-rules.ts";

/**
 * `/menu/nutrition`: calories and allergens of every item, per category, with a filter
 * that hides the items containing any allergen the customer ticks.
 */
export function NutritionView({ categories }: { categories: readonly MenuCategory[] }) {
  const { t } = useTranslation("menu");
  const allergens = useMemo(() => allergensOf(categories), [categories]);
  const [avoid, setAvoid] = useState<ReadonlySet<string>>(new Set());
  const shown = useMemo(() => withoutAllergens(categories, avoid), [categories, avoid]);
  const count = shown.reduce((n, c) => n + c.products.length, 0);

  const toggle = (allergen: string, on: boolean) =>
    setAvoid((prev) => {
      const next = new Set(prev);
      if (on) next.add(allergen);
      else next.delete(allergen);
      return next;
    });

  return (
    <div className="nutrition">
      <fieldset className="nutrition__filter">
        <legend>{t("nutrition.filter")}</legend>
        <div className="nutrition__chips">
          {allergens.map((a) => (
            <label key={a} className="chip">
              <input
                type="checkbox"
                checked={avoid.has(a)}
                onChange={(e) => toggle(a, e.currentTarget.checked)}
              />
              <span>{t(`allergen.${a}`, { defaultValue: a })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="nutrition__count" role="status">
        {t("nutrition.count", { count })}
      </p>
      {shown.map((category) => (
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
