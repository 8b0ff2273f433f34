import "./strings.ts";
import "./expansion-menu.css";

import { Link } from "react-router";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { routePaths } from "../../lib/route-names.ts";
import type { ExpansionItem, ExpansionSection, ExpansionStore } from "./expansion-rules.ts";

export function itemPath(item: string): string {
  return routePaths["expansion-menu-item"].replace(":item", encodeURIComponent(item));
}

/** `/expansion-menu`: the restaurants opening soon, and the way to their menu. */
export function ExpansionStoresView({ stores }: { stores: readonly ExpansionStore[] }) {
  const { t } = useTranslation("expansionMenu");
  return (
    <div className="expansion">
      <section aria-labelledby="expansion-stores">
        <h2 id="expansion-stores">{t("storesHeading")}</h2>
        {stores.length === 0 ? (
          <p>{t("noStores")}</p>
        ) : (
          <ul className="expansion__stores">
            {stores.map((store) => (
              <li key={store.id} className="expansion-card">
                <h3>{store.name}</h3>
                {(store.city || store.state) && (
                  <p>{[store.city, store.state].filter(Boolean).join(", ")}</p>
                )}
                {store.opening && <p>{t("opening", { opening: store.opening })}</p>}
                {store.text && <p>{store.text}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <p>
        <Link className="button button--primary" to={routePaths["expansion-menu-items"]}>
          {t("seeItems")}
        </Link>
      </p>
    </div>
  );
}

function ItemCard({ item }: { item: ExpansionItem }) {
  return (
    <li className="expansion-card">
      {item.image && (
        <img src={item.image.src} alt="" width="320" height="240" loading="lazy" decoding="async" />
      )}
      <h3>
        <Link to={itemPath(item.item)}>{item.name}</Link>
      </h3>
      {item.description && <p>{item.description}</p>}
    </li>
  );
}

/** `/expansion-menu/items` (`expansion.sections`): every item, by category. */
export function ExpansionItemsView({ sections }: { sections: readonly ExpansionSection[] }) {
  const { t } = useTranslation("expansionMenu");
  return (
    <div className="expansion">
      {sections.length === 0 ? (
        <p>{t("noItems")}</p>
      ) : (
        sections.map(({ category, items }) => {
          const id = `expansion-category-${category.slug || category.name}`;
          return (
            <section key={id} aria-labelledby={id}>
              <h2 id={id} className="expansion__section-heading">
                {category.name}
              </h2>
              {category.description && <p>{category.description}</p>}
              <ul className="expansion__items">
                {items.map((item) => (
                  <ItemCard key={item.id} item={item} />
                ))}
              </ul>
            </section>
          );
        })
      )}
      <p>
        <Link to={routePaths["expansion-menu"]}>{t("backToStores")}</Link>
      </p>
    </div>
  );
}

/** `/expansion-menu/items/{item}`: one item with its calories and allergens. */
export function ExpansionItemView({
  item,
  categoryName,
}: {
  item: ExpansionItem;
  categoryName: string;
}) {
  const { t } = useTranslation("expansionMenu");
  return (
    <article className="expansion" aria-labelledby="page-heading">
      <p>
        <Link to={routePaths["expansion-menu-items"]}>{t("backToItems")}</Link>
      </p>
      <div className="expansion-item">
        <div>
          {item.image && (
            <img
              src={item.image.src}
              alt={item.image.alt}
              width="640"
              height="480"
              decoding="async"
            />
          )}
        </div>
        <div>
          {categoryName && <p>{categoryName}</p>}
          <h1 id="page-heading">{item.name}</h1>
          {item.description && <p>{item.description}</p>}
          <dl className="expansion-item__facts">
            <dt>{t("calories")}</dt>
            <dd>
              {!item.calories
                ? "—"
                : /cal/i.test(item.calories)
                  ? item.calories
                  : t("caloriesValue", { calories: item.calories })}
            </dd>
            <dt>{t("allergens")}</dt>
            <dd>{item.allergens || t("noAllergens")}</dd>
          </dl>
        </div>
      </div>
    </article>
  );
}
