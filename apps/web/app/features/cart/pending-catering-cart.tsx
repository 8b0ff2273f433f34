import "./strings.ts";

import { Link } from "react-router";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { formatMoney } from "../../lib/money.ts";
import { setPendingLineQuantity } from "../../lib/order/catering-cart.ts";
import {
  PENDING_MAX_QUANTITY,
  type PendingCart,
  pendingSubtotal,
  unitCents,
} from "../../lib/order/catering-cart-rules.ts";
import { locationsPath } from "../../lib/route-names.ts";
import type { HandoffToggle } from "../../lib/store/state.ts";

/**
 * `catering-order.pending-cart`: the catering lines added before a restaurant is chosen, in the cart
 * panel: each with its choices, estimated price and quantity (change or remove), the estimated
 * subtotal, and Choose a restaurant, which carries them onto the restaurant's order.
 */
export function PendingCateringCart({
  cart,
  handoff,
  onLeave,
}: {
  cart: PendingCart;
  handoff: HandoffToggle;
  onLeave: () => void;
}) {
  const { t } = useTranslation("cart");
  return (
    <>
      <div className="cart-panel__content">
        <p className="cart-notice" role="note">
          {t("catering.lead")}
        </p>
        <ul className="cart-lines">
          {cart.lines.map((line) => {
            const unit = unitCents(line) / 100;
            const choices = line.choices.map((c) => c.option).join(", ");
            return (
              <li key={line.id} className="cart-line cart-line--pending">
                <span className="cart-line__media">
                  {line.image && (
                    <img src={line.image} alt="" width="96" height="72" loading="lazy" />
                  )}
                </span>
                <div className="cart-line__body">
                  <p className="cart-line__name">{line.name}</p>
                  {choices && <p className="cart-line__description">{choices}</p>}
                  <p className="cart-line__description">
                    {t("catering.each", { price: formatMoney(unit) })}
                  </p>
                  <div className="cart-line__actions">
                    <div
                      className="cart-counter"
                      role="group"
                      aria-label={t("catering.quantityOf", {
                        name: line.name,
                        count: line.quantity,
                      })}
                    >
                      <button
                        type="button"
                        className="cart-counter__button"
                        aria-label={t(
                          line.quantity === 1 ? "catering.remove" : "catering.decrease",
                          {
                            name: line.name,
                          },
                        )}
                        onClick={() => setPendingLineQuantity(line.id, line.quantity - 1)}
                      >
                        {line.quantity === 1 ? "×" : "−"}
                      </button>
                      <output className="cart-counter__value">{line.quantity}</output>
                      <button
                        type="button"
                        className="cart-counter__button"
                        aria-label={t("catering.increase", { name: line.name })}
                        disabled={line.quantity >= PENDING_MAX_QUANTITY}
                        onClick={() => setPendingLineQuantity(line.id, line.quantity + 1)}
                      >
                        +
                      </button>
                    </div>
                  </div>
                </div>
                <p className="cart-line__price">{formatMoney(unit * line.quantity)}</p>
              </li>
            );
          })}
        </ul>
        <dl className="cart-pending__totals">
          <dt>{t("catering.estimatedSubtotal")}</dt>
          <dd>{formatMoney(pendingSubtotal(cart))}</dd>
        </dl>
      </div>
      <footer className="cart-panel__footer">
        <p className="cart-pending__hint">{t("catering.chooseHint")}</p>
        <Link
          className="button button--primary cart-panel__checkout"
          to={locationsPath(handoff)}
          onClick={onLeave}
        >
          {t("catering.chooseRestaurant")}
        </Link>
      </footer>
    </>
  );
}
