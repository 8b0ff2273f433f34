import "./strings.ts";
import "./cart.css";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { formatMoney } from "../../lib/money.ts";
import type { CartTotals as Totals } from "../../lib/order/order-model.ts";
import { type TotalsRow, totalsRows } from "./cart-rules.ts";

/**
 * The totals block of the cart, the checkout and the confirmation (`totals.formula`,
 * `cart.totals-rows`, `cart.delivery-fee-free`): Subtotal, Discount (negative), Delivery Fee
 * (delivery only, 'FREE' at 0.00), Fees, Tax, Tip, Donation, Total, each optional row only
 * when it has something to say. `tip="always"` where the tip is chosen (the checkout).
 */
export function CartTotals({
  totals,
  delivery,
  tip = "when-set",
}: {
  totals: Totals;
  delivery: boolean;
  tip?: "always" | "when-set";
}) {
  const { t } = useTranslation("cart");
  const value = (row: TotalsRow) =>
    row.shown === "free"
      ? t("totals.free")
      : row.shown === "negative"
        ? `-${formatMoney(row.amount)}`
        : formatMoney(row.amount);
  return (
    <dl className="cart-totals" data-testid="cart-totals">
      {totalsRows(totals, { delivery, tip }).map((row) => (
        <div
          className={`cart-totals__row${row.key === "total" ? " cart-totals__row--total" : ""}`}
          key={row.key}
          data-row={row.key}
        >
          <dt>{t(`totals.${row.key}`)}</dt>
          <dd>{value(row)}</dd>
        </div>
      ))}
    </dl>
  );
}
