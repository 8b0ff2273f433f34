import "./strings.ts";
import "./cart.css";

import { type FormEvent, useEffect, useReducer, useState } from "react";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { useClientState } from "../../lib/store/client-store.ts";
import { applyPromo, removePromo } from "./cart-flow.ts";
import { appliedCouponCode, emptyPromo, promoReducer } from "./cart-rules.ts";

/**
 * The promo field (`promo.field-states`): empty, approved or failed. Apply sets approved or
 * failed (with the message of `promo.error-rewrites`); Remove clears the code and the state; when
 * the order's first discount is a coupon it shows that code approved and locked. `idPrefix` keeps
 * the ids unique when a second one is on the page (the checkout, beside the closed cart panel).
 */
export function PromoField({ idPrefix = "" }: { idPrefix?: string } = {}) {
  const { t } = useTranslation("cart");
  const order = useClientState((s) => s.order);
  const couponCode = appliedCouponCode(order);
  const [state, dispatch] = useReducer(promoReducer, emptyPromo);
  const [busy, setBusy] = useState(false);

  useEffect(() => dispatch({ type: "loaded", couponCode }), [couponCode]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      if (state.locked) {
        const result = await removePromo();
        if (result.ok) dispatch({ type: "removed" });
        else dispatch({ type: "rejected", messages: [result.message.replace(/^Error: /, "")] });
      } else {
        const result = await applyPromo(state.code);
        if (result.ok) dispatch({ type: "applied", code: state.code.trim().toUpperCase() });
        else if (result.message === "") dispatch({ type: "threw" });
        else dispatch({ type: "rejected", messages: [result.message.replace(/^Error: /, "")] });
      }
    } catch {
      dispatch({ type: "threw" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="promo" onSubmit={(e) => void submit(e)} noValidate data-status={state.status}>
      <label className="promo__label" htmlFor={`${idPrefix}promo-code`}>
        {t("promo.label")}
      </label>
      <div className="promo__row">
        <input
          id={`${idPrefix}promo-code`}
          className="promo__input"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          value={state.code}
          readOnly={state.locked}
          aria-invalid={state.status === "failed" || undefined}
          aria-describedby={`${idPrefix}promo-message`}
          onChange={(e) => dispatch({ type: "input", code: e.currentTarget.value })}
        />
        <button className="button promo__button" type="submit" disabled={busy}>
          {state.locked ? t("promo.remove") : t("promo.apply")}
        </button>
      </div>
      <p id={`${idPrefix}promo-message`} className="promo__message" role="status">
        {state.status === "approved" && t("promo.approved")}
        {state.status === "failed" && state.message}
      </p>
    </form>
  );
}
