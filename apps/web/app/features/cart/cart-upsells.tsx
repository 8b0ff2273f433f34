import "./strings.ts";

import { useEffect, useState } from "react";

import { track } from "../../lib/analytics.ts";
import { trackAddProductToCart } from "../../lib/engagement.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { formatMoney } from "../../lib/money.ts";
import { ecommercePayload } from "../../lib/order/ecommerce.ts";
import { addToOrder, getUpsellsForCart, type Upsell } from "../../lib/order/order-actions.ts";
import { productDisplayName } from "../../lib/product-name.ts";
import { clientStore } from "../../lib/store/client-store.ts";
import { truncate } from "../../lib/truncate.ts";

/**
 * 'Complete Your Order' (`cart.upsells`): tiles with image, name, price and an add
 * button; reloaded whenever the number of cart products changes. Opening a tile goes to
 * the product after 100 ms (`onOpen`); add sends the product with choices [] and isupsell.
 */
export function CartUpsells({
  orderId,
  productCount,
  onOpen,
}: {
  orderId: string;
  productCount: number;
  onOpen: (sku: string) => void;
}) {
  const { t } = useTranslation("cart");
  const [upsells, setUpsells] = useState<Upsell[]>([]);
  const [adding, setAdding] = useState<number | null>(null);
  const [error, setError] = useState(false);

  useEffect(() => {
    let live = true;
    void getUpsellsForCart(orderId).then((r) => {
      if (live) setUpsells(r.ok ? r.data : []);
    });
    return () => {
      live = false;
    };
  }, [orderId, productCount]);

  if (upsells.length === 0) return null;

  const add = async (u: Upsell) => {
    setAdding(u.id);
    setError(false);
    const result = await addToOrder([{ id: u.id, quantity: 1, choices: [], isupsell: true }]);
    setAdding(null);
    if (!result.ok) {
      setError(true);
      return;
    }
    trackAddProductToCart(u.name);
    const { channel, location } = clientStore.getState();
    track(
      "add_to_cart",
      ecommercePayload(
        [{ item_id: u.sku, item_name: u.name, price: u.cost, quantity: 1 }],
        channel,
        location,
      ),
    );
  };

  return (
    <section className="cart-upsells" aria-labelledby="cart-upsells-heading">
      <h3 id="cart-upsells-heading" className="cart-section-heading">
        {t("upsells.heading")}
      </h3>
      <ul className="cart-upsells__list">
        {upsells.map((u) => (
          <li className="upsell" key={u.id}>
            <button type="button" className="upsell__open" onClick={() => onOpen(u.sku)}>
              {u.image && <img src={u.image} alt="" width="96" height="72" loading="lazy" />}
              <UpsellName name={u.name} />
              <span className="upsell__price">{formatMoney(u.cost)}</span>
            </button>
            <button
              type="button"
              className="upsell__add"
              aria-label={t("upsells.add", { name: productDisplayName(u.name) })}
              disabled={adding !== null}
              onClick={() => void add(u)}
            >
              +
            </button>
          </li>
        ))}
      </ul>
      {error && (
        <p className="cart-error" role="alert">
          {t("addError")}
        </p>
      )}
    </section>
  );
}

/**
 * An upsell tile's name (`menu.product-display-name`, `frame.truncate-default`): the display
 * name cut at the default 30 characters on the small tile; the whole name stays readable by
 * screen readers and on hover.
 */
export function UpsellName({ name }: { name: string }) {
  const shown = productDisplayName(name);
  const short = truncate(shown);
  if (short === shown) return <span className="upsell__name">{shown}</span>;
  return (
    <span className="upsell__name" title={shown}>
      <span aria-hidden="true">{short}</span>
      <span className="visually-hidden">{shown}</span>
    </span>
  );
}
