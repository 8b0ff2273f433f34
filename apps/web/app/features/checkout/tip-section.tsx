import "./strings.ts";

import { type FormEvent, useState } from "react";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { formatMoney } from "../../lib/money.ts";
import { parseTip, TIP_PERCENTS, tipChoice, tipFor } from "./checkout-rules.ts";

/** Tip presets (no tip, 15 %, 18 %, 20 % of the subtotal) and a custom amount; the round-up toggle. */
export function TipSection(props: {
  subtotal: number;
  tip: number;
  donation: number;
  roundUp: number;
  busy: boolean;
  error: string | null;
  onTip: (amount: number) => Promise<unknown>;
  onDonation: (on: boolean) => void;
}) {
  const { t } = useTranslation("checkout");
  // The preset follows the click at once; the order's answer confirms it.
  const [pending, setPending] = useState<number | null>(null);
  const choice = pending ?? tipChoice(props.subtotal, props.tip);
  const [custom, setCustom] = useState(choice === "custom" ? props.tip.toFixed(2) : "");
  const [customOpen, setCustomOpen] = useState(choice === "custom");
  const [customError, setCustomError] = useState(false);

  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseTip(custom);
    setCustomError(amount === null);
    if (amount !== null) void props.onTip(amount);
  };

  return (
    <section className="checkout-section" aria-labelledby="checkout-tip-heading">
      <h2 id="checkout-tip-heading" className="checkout-section__heading">
        {t("tip.heading")}
      </h2>
      <fieldset className="checkout-choices checkout-choices--row">
        <legend className="visually-hidden">{t("tip.legend")}</legend>
        {TIP_PERCENTS.map((p) => (
          <label className="checkout-chip" key={p}>
            <input
              type="radio"
              name="tip"
              checked={!customOpen && choice === p}
              disabled={props.busy}
              onChange={() => {
                setCustomOpen(false);
                setPending(p);
                void props.onTip(tipFor(props.subtotal, p)).finally(() => setPending(null));
              }}
            />
            <span>
              {p === 0
                ? t("tip.none")
                : t("tip.percent", { percent: p, amount: formatMoney(tipFor(props.subtotal, p)) })}
            </span>
          </label>
        ))}
        <label className="checkout-chip">
          <input
            type="radio"
            name="tip"
            checked={customOpen || choice === "custom"}
            disabled={props.busy}
            onChange={() => setCustomOpen(true)}
          />
          <span>{t("tip.custom")}</span>
        </label>
      </fieldset>
      {(customOpen || choice === "custom") && (
        <form className="checkout-inline" onSubmit={applyCustom} noValidate>
          <label className="checkout-field__label" htmlFor="checkout-tip-amount">
            {t("tip.amount")}
          </label>
          <div className="checkout-inline__row">
            <input
              id="checkout-tip-amount"
              className="checkout-field__input"
              inputMode="decimal"
              value={custom}
              aria-invalid={customError || undefined}
              aria-describedby={customError ? "checkout-tip-error" : undefined}
              onChange={(e) => setCustom(e.currentTarget.value)}
            />
            <button
              type="submit"
              className="button checkout-button--secondary"
              disabled={props.busy}
            >
              {t("tip.apply")}
            </button>
          </div>
          {customError && (
            <p className="checkout-field__error" id="checkout-tip-error" role="alert">
              {t("errors.tip")}
            </p>
          )}
        </form>
      )}
      <label className="checkout-toggle">
        <input
          type="checkbox"
          checked={props.donation > 0}
          disabled={props.busy}
          onChange={(e) => props.onDonation(e.currentTarget.checked)}
        />
        <span>
          {t("donation.label", {
            amount: formatMoney(props.donation > 0 ? props.donation : props.roundUp),
          })}
        </span>
      </label>
      {props.error && (
        <p className="checkout-error" role="alert">
          {props.error}
        </p>
      )}
    </section>
  );
}
