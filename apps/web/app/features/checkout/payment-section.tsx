import "./strings.ts";

import type { MemberPayment } from "@coop/contract/members";

import { useTranslation } from "../../lib/i18n-react.tsx";
import {
  type CardFields,
  type FieldErrors,
  maskCardNumber,
  maskExpiry,
  maskZip,
} from "./checkout-rules.ts";
import { Field } from "./field.tsx";

export const NEW_CARD = "new";

/**
 * Payment: a member's saved cards or a new card (number with spaces, MM/YY, CVV, billing
 * zip, and for members 'Save this card'). The card data goes only to the token endpoint.
 */
export function PaymentSection(props: {
  /** The member's saved cards that have not expired. */
  savedCards: MemberPayment["account"][];
  cardChoice: string;
  onCardChoice: (id: string) => void;
  card: CardFields;
  onCard: (card: CardFields) => void;
  saveCard: boolean;
  onSaveCard: (save: boolean) => void;
  member: boolean;
  errors: FieldErrors;
  failure: string | null;
}) {
  const { t } = useTranslation("checkout");
  const { card, errors } = props;
  const set = (name: keyof CardFields) => (value: string) =>
    props.onCard({
      ...card,
      [name]:
        name === "number"
          ? maskCardNumber(value)
          : name === "expiry"
            ? maskExpiry(value)
            : name === "zip"
              ? maskZip(value)
              : value.replace(/\D/g, "").slice(0, 4),
    });
  const newCard = props.cardChoice === NEW_CARD;

  return (
    <section className="checkout-section" aria-labelledby="checkout-payment-heading">
      <h2 id="checkout-payment-heading" className="checkout-section__heading">
        {t("payment.heading")}
      </h2>
      {props.failure && (
        <p className="checkout-error" role="alert" id="checkout-payment-failure" tabIndex={-1}>
          {props.failure}
        </p>
      )}
      {props.savedCards.length > 0 && (
        <fieldset className="checkout-choices">
          <legend className="checkout-field__label">{t("payment.savedCards")}</legend>
          {props.savedCards.map((c) => (
            <label className="checkout-choice" key={c.id}>
              <input
                type="radio"
                name="card"
                checked={props.cardChoice === c.id}
                onChange={() => props.onCardChoice(c.id)}
              />
              <span>
                {t("payment.savedCard", {
                  brand: t(`brands.${c.brand}` as "brands.visa", { defaultValue: c.brand }),
                  last4: c.last4,
                  month: String(c.exp_month).padStart(2, "0"),
                  year: c.exp_year,
                })}
              </span>
            </label>
          ))}
          <label className="checkout-choice">
            <input
              type="radio"
              name="card"
              checked={newCard}
              onChange={() => props.onCardChoice(NEW_CARD)}
            />
            <span>{t("payment.newCard")}</span>
          </label>
        </fieldset>
      )}
      {newCard && (
        <div className="checkout-grid">
          <Field
            className="checkout-grid__full"
            name="card_number"
            label={t("payment.number")}
            value={card.number}
            error={errors.card_number}
            onValue={set("number")}
            autoComplete="cc-number"
            inputMode="numeric"
            required
          />
          <Field
            name="card_expiry"
            label={t("payment.expiry")}
            hint={t("payment.expiryHint")}
            value={card.expiry}
            error={errors.card_expiry}
            onValue={set("expiry")}
            autoComplete="cc-exp"
            inputMode="numeric"
            maxLength={5}
            required
          />
          <Field
            name="card_cvv"
            label={t("payment.cvv")}
            value={card.cvv}
            error={errors.card_cvv}
            onValue={set("cvv")}
            autoComplete="cc-csc"
            inputMode="numeric"
            maxLength={4}
            required
          />
          <Field
            name="card_zip"
            label={t("payment.zip")}
            value={card.zip}
            error={errors.card_zip}
            onValue={set("zip")}
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={5}
            required
          />
          {props.member && (
            <label className="checkout-toggle checkout-grid__full">
              <input
                type="checkbox"
                checked={props.saveCard}
                onChange={(e) => props.onSaveCard(e.currentTarget.checked)}
              />
              <span>{t("payment.save")}</span>
            </label>
          )}
        </div>
      )}
    </section>
  );
}
