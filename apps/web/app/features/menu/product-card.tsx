import "./strings.ts";

import { Link } from "react-router";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { formatMoney } from "../../lib/money.ts";
import { productDisplayName } from "../../lib/product-name.ts";
import { calorieRange, imageUrl, type MenuProduct, productState } from "./menu-rules.ts";

/**
 * A product of a menu: image (group mobile-webapp-menu), name, description, price and
 * calories, with the sold-out and not-available-now states. The card is one link to the
 * product screen; a sold-out product is shown but cannot be opened.
 */
export function ProductCard({ product, href }: { product: MenuProduct; href: string }) {
  const { t } = useTranslation("menu");
  const state = productState(product);
  const src = imageUrl(product.images);
  const body = (
    <>
      <span className="product-card__media">
        {src && <img src={src} alt="" width="320" height="240" loading="lazy" decoding="async" />}
        {state !== "available" && (
          <span className={`product-card__flag product-card__flag--${state}`}>
            {t(state === "sold-out" ? "soldOut" : "notNow")}
          </span>
        )}
      </span>
      <span className="product-card__body">
        <span className="product-card__name">{productDisplayName(product.name)}</span>
        <span className="product-card__description">{product.description}</span>
        <span className="product-card__meta">
          <span className="product-card__price">{formatMoney(product.cost)}</span>
          <span className="product-card__calories">
            {t("calories", { range: calorieRange(product) })}
          </span>
        </span>
      </span>
    </>
  );
  if (state === "sold-out") {
    return (
      <div className="product-card product-card--sold-out" aria-disabled="true">
        {body}
      </div>
    );
  }
  return (
    <Link className="product-card" to={href} data-state={state}>
      {body}
    </Link>
  );
}
