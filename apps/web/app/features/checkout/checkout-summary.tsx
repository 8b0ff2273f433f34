import "./strings.ts";

import type { ReactNode } from "react";

import { useTranslation } from "../../lib/i18n-react.tsx";
import type { CartLine } from "../../lib/order/order-model.ts";
import { productDisplayName } from "../../lib/product-name.ts";

/**
 * The order beside the form: its lines, the cart's totals, promo field and wallet offers,
 * the validation's messages, and Place Order (disabled and busy while a call runs).
 */
export function CheckoutSummary(props: {
  lines: CartLine[];
  totals: ReactNode;
  promo: ReactNode;
  offers: ReactNode;
  messages: { code: string; message: string }[];
  validationError: string | null;
  error: string | null;
  disabled: boolean;
  busy: boolean;
  onPlaceOrder: () => void;
}) {
  const { t } = useTranslation("checkout");
  return (
    <aside className="checkout__summary" aria-labelledby="checkout-summary-heading">
      <h2 id="checkout-summary-heading" className="checkout-section__heading">
        {t("summary.heading")}
      </h2>
      <ul className="checkout-lines">
        {props.lines.map((line) => (
          <li key={line.id}>
            <span>
              {line.quantity > 1
                ? `${line.quantity} × ${productDisplayName(line.name)}`
                : productDisplayName(line.name)}
            </span>
          </li>
        ))}
      </ul>
      {props.totals}
      {props.promo}
      {props.offers}
      <div id="checkout-messages" tabIndex={-1} className="checkout-messages" role="status">
        {props.messages.length > 0 && (
          <ul>
            {props.messages.map((m) => (
              <li key={m.code}>{m.message}</li>
            ))}
          </ul>
        )}
        {props.validationError && <p>{props.validationError}</p>}
      </div>
      {props.error && (
        <p className="checkout-error" role="alert" id="checkout-place-error">
          {props.error}
        </p>
      )}
      <button
        type="button"
        className="button button--primary checkout__place"
        disabled={props.disabled}
        aria-busy={props.busy || undefined}
        aria-describedby={props.error ? "checkout-place-error" : undefined}
        onClick={props.onPlaceOrder}
      >
        {props.busy ? t("placing") : t("placeOrder")}
      </button>
    </aside>
  );
}
