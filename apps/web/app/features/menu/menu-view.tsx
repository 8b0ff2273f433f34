import "./strings.ts";
import "./menu.css";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { AllergenFilter, AllergenFilterEmpty } from "./allergen-filter.tsx";
import { CategoryNav } from "./category-nav.tsx";
import { categoryAnchor, type MenuCategory, type MenuProduct } from "./menu-rules.ts";
import { ProductCard } from "./product-card.tsx";
import { useAllergenFilter } from "./use-allergen-filter.ts";

/**
 * A whole menu: the category bar that follows the scroll, then a section per category
 * with its product cards. Used by /order (the chosen restaurant's menu) and by the public
 * /menu pages (the default menu, server-rendered). The allergen filter (`menu.allergen-filter`)
 * applies after hydration, the server showing the whole menu.
 */
export function MenuView({
  categories,
  hrefFor,
}: {
  categories: readonly MenuCategory[];
  hrefFor: (product: MenuProduct) => string;
}) {
  const { t } = useTranslation("menu");
  const filter = useAllergenFilter(categories);
  if (categories.length === 0) return <p className="menu-empty">{t("empty")}</p>;
  return (
    <div className="menu-view">
      <AllergenFilter filter={filter} />
      {filter.shown.length === 0 && <AllergenFilterEmpty filter={filter} />}
      <CategoryNav categories={filter.shown} />
      {filter.shown.map((category) => (
        <section
          key={category.id}
          id={categoryAnchor(category.id)}
          className="menu-section"
          aria-labelledby={`${categoryAnchor(category.id)}-heading`}
        >
          <h2 id={`${categoryAnchor(category.id)}-heading`} className="menu-section__heading">
            {category.name}
          </h2>
          {category.description && (
            <p className="menu-section__description">{category.description}</p>
          )}
          <ul className="menu-section__grid">
            {category.products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} href={hrefFor(product)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
