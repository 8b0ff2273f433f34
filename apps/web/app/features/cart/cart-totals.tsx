import "./strings.ts";
import "./cart.css";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { formatMoney } from "../../lib/money.ts";
import type { CartTotals as Totals } from "../../lib/order/order-model.ts";
import { deliveryFeeIsFree } from "./cart-rules.ts";

/**
 * The totals block (`totals.formula`, `cart.delivery-fee-free`): Subtotal, Discount (negative),
 * Delivery Fee (delivery only, 'FREE' at 0.00), Fees, Tax, Tip, Donation, Total.
 */
export function CartTotals({ totals, delivery }: { totals: Totals; delivery: boolean }) {
  const { t } = useTranslation("cart");
  const rows: [string, string][] = [[t("totals.subtotal"), formatMoney(totals.subtotal)]];
  rows.push([t("totals.discount"), `-${formatMoney(Math.abs(totals.discount))}`]);
  if (delivery)
    rows.push([
      t("totals.delivery"),
      deliveryFeeIsFree(totals.handoff) ? t("totals.free") : formatMoney(totals.handoff),
    ]);
  rows.push([t("totals.fees"), formatMoney(totals.fees)]);
  rows.push([t("totals.tax"), formatMoney(totals.tax)]);
  rows.push([t("totals.tip"), formatMoney(totals.tip)]);
  rows.push([t("totals.donation"), formatMoney(totals.donations)]);
  return (
    <dl className="cart-totals" data-testid="cart-totals">
      {rows.map(([label, value]) => (
        <div className="cart-totals__row" key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="cart-totals__row cart-totals__row--total">
        <dt>{t("totals.total")}</dt>
        <dd>{formatMoney(totals.total)}</dd>
      </div>
    </dl>
  );
}
