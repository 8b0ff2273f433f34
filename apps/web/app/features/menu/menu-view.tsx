import "./strings.ts";
import "./menu.css";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { CategoryNav } from "./category-nav.tsx";
import { categoryAnchor, type MenuCategory, type MenuProduct } from "./menu-rules.ts";
import { ProductCard } from "./product-card.tsx";

/**
 * A whole menu: the category bar that follows the scroll, then a section per category
 * with its product cards. Used by /order (the chosen restaurant's menu) and by the public
 * /menu pages (the default menu, server-rendered).
 */
export function MenuView({
  categories,
  hrefFor,
}: {
  categories: readonly MenuCategory[];
  hrefFor: (product: MenuProduct) => string;
}) {
  const { t } = useTranslation("menu");
  if (categories.length === 0) return <p className="menu-empty">{t("empty")}</p>;
  return (
    <div className="menu-view">
      <CategoryNav categories={categories} />
      {categories.map((category) => (
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
