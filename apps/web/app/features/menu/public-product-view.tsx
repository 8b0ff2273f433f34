import "./strings.ts";
import "./public-product-strings.ts";
import "./menu.css";
import "./public-product.css";

import { Link } from "react-router";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { formatMoney } from "../../lib/money.ts";
import { routePaths } from "../../lib/route-names.ts";
import { useClientState } from "../../lib/store/client-store.ts";
import { CateringAddToCart } from "./catering-add-to-cart.tsx";
import { calorieRange, imageUrl, type MenuCategory, type MenuProduct } from "./menu-rules.ts";
import { publicProductOrderPath } from "./public-product-rules.ts";

/**
 * `/menu/product?id=` (`menu.public-product`): one product of the public menu without a chosen
 * restaurant: its image, description, price, calories and allergens, rendered on the server,
 * and an order button (`menu.public-product-order`) that goes through the restaurant choice.
 */
export function PublicProductView({
  product,
  category,
}: {
  product: MenuProduct;
  category: MenuCategory;
}) {
  const { t } = useTranslation("publicProduct");
  const { t: tMenu } = useTranslation("menu");
  // Known after hydration only (the chosen restaurant is in the browser's storage): the server
  // renders the finder link, which a chosen restaurant then turns into the product screen's.
  const hasLocation = useClientState((s) => s.hydrated && s.location !== null);
  // `catering-order.pending-cart`: on the catering channel, before a restaurant is chosen, the
  // product goes into the catering cart from here (after hydration: the cart is the browser's).
  const addsToCateringCart = useClientState(
    (s) => s.hydrated && s.channel === "catering" && s.location === null,
  );
  const src = imageUrl(product.images);
  return (
    <article className="public-product" aria-labelledby="page-heading">
      <p className="public-product__back">
        <Link to={routePaths.menu}>{t("backToMenu")}</Link>
      </p>
      <div className="public-product__grid">
        <div className="public-product__media">
          {src && <img src={src} alt="" width="640" height="480" decoding="async" />}
        </div>
        <div className="public-product__body">
          <p className="public-product__category">{category.name}</p>
          <h1 id="page-heading" className="public-product__name">
            {product.name}
          </h1>
          <p className="public-product__description">{product.description}</p>
          <p className="public-product__price">
            {t(product.has_options ? "priceFrom" : "price", { price: formatMoney(product.cost) })}
          </p>
          {addsToCateringCart ? (
            <CateringAddToCart sku={product.sku} />
          ) : (
            <>
              <Link
                className="button button--accent public-product__order"
                to={publicProductOrderPath(product.sku, hasLocation)}
              >
                {t("order")}
              </Link>
              {!hasLocation && <p className="public-product__hint">{t("orderHint")}</p>}
            </>
          )}
          <section className="public-product__facts" aria-labelledby="public-product-nutrition">
            <h2 id="public-product-nutrition" className="public-product__facts-heading">
              {t("nutrition")}
            </h2>
            <dl className="public-product__list">
              <dt>{t("calories")}</dt>
              <dd>{tMenu("calories", { range: calorieRange(product) })}</dd>
              <dt>{t("allergens")}</dt>
              <dd>
                {product.allergens.length === 0
                  ? t("noAllergens")
                  : product.allergens
                      .map((a) => tMenu(`allergen.${a}`, { defaultValue: a }))
                      .join(", ")}
              </dd>
            </dl>
            <p className="public-product__note">
              <Link to={routePaths["menu-nutrition"]}>{t("allNutrition")}</Link>
            </p>
          </section>
        </div>
      </div>
    </article>
  );
}
