import "./strings.ts";

import { Link } from "react-router";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { routePaths } from "../../lib/route-names.ts";
import { clientStore, useClientState } from "../../lib/store/client-store.ts";
import {
  type ContactFields,
  type FieldErrors,
  maskPhone,
  type PasswordCheck,
  passwordChecks,
} from "./checkout-rules.ts";
import { checkoutSession, useCheckoutSession } from "./checkout-session.ts";
import { Field } from "./field.tsx";

/**
 * Contact: a form for guests (phone mask ###-###-####), with the option to create an account
 * with these details (`checkout.create-account`); a member's name and email, no form.
 */
export function ContactSection(props: {
  member: { name: string; email: string } | null;
  contact: ContactFields;
  onContact: (c: ContactFields) => void;
  errors: FieldErrors;
}) {
  const { t } = useTranslation("checkout");
  const { contact, errors } = props;
  const set = (name: keyof ContactFields) => (value: string) =>
    props.onContact({ ...contact, [name]: name === "phone" ? maskPhone(value) : value });
  return (
    <section className="checkout-section" aria-labelledby="checkout-contact-heading">
      <h2 id="checkout-contact-heading" className="checkout-section__heading">
        {t("contact.heading")}
      </h2>
      {props.member ? (
        <p className="checkout-member">
          <strong>{props.member.name}</strong>
          <br />
          {props.member.email}
        </p>
      ) : (
        <div className="checkout-grid">
          <Field
            name="first_name"
            label={t("contact.firstName")}
            value={contact.first_name}
            error={errors.first_name}
            onValue={set("first_name")}
            autoComplete="given-name"
            required
            maxLength={40}
          />
          <Field
            name="last_name"
            label={t("contact.lastName")}
            value={contact.last_name}
            error={errors.last_name}
            onValue={set("last_name")}
            autoComplete="family-name"
            required
            maxLength={40}
          />
          <Field
            name="email"
            type="email"
            label={t("contact.email")}
            value={contact.email}
            error={errors.email}
            onValue={set("email")}
            autoComplete="email"
            required
            maxLength={120}
          />
          <Field
            name="phone"
            type="tel"
            label={t("contact.phone")}
            hint={t("contact.phoneHint")}
            value={contact.phone}
            error={errors.phone}
            onValue={set("phone")}
            autoComplete="tel-national"
            inputMode="numeric"
            required
          />
          <CreateAccountOption contact={contact} errors={errors} />
        </div>
      )}
    </section>
  );
}

const CHECKS: PasswordCheck[] = ["length", "personal", "repeated"];

/**
 * `checkout.create-account`: "Create an account with these details" (the client state's
 * `createAccount`); ticked, it asks for a password, with its rules checked as the customer
 * types, and for the terms. The password stays in the checkout session's memory.
 */
function CreateAccountOption({ contact, errors }: { contact: ContactFields; errors: FieldErrors }) {
  const { t } = useTranslation("checkout");
  const create = useClientState((s) => s.createAccount);
  const { account } = useCheckoutSession();
  const setAccount = (patch: Partial<typeof account>) =>
    checkoutSession.set({ account: { ...account, ...patch } });
  const checks = passwordChecks(account.password, contact);
  const termsError = errors.account_terms;
  return (
    <div className="checkout-account checkout-grid__full">
      <label className="checkout-toggle">
        <input
          id="checkout-create-account"
          type="checkbox"
          checked={create}
          aria-controls="checkout-account-fields"
          aria-expanded={create}
          onChange={(e) => clientStore.setState({ createAccount: e.currentTarget.checked })}
        />
        <span>{t("account.create")}</span>
      </label>
      <div id="checkout-account-fields" className="checkout-account__fields" hidden={!create}>
        {create && (
          <>
            <Field
              name="account_password"
              type="password"
              label={t("account.password")}
              hint={t("account.passwordHint")}
              value={account.password}
              error={errors.account_password}
              onValue={(password) => setAccount({ password })}
              autoComplete="new-password"
              maxLength={128}
              required
            />
            <ul className="checkout-account__checks" aria-live="polite">
              {CHECKS.map((check) => (
                <li
                  key={check}
                  className={checks[check] ? "checkout-account__check--met" : undefined}
                >
                  <span aria-hidden="true">{checks[check] ? "✓ " : "• "}</span>
                  {t(`account.checks.${check}`)}
                  <span className="visually-hidden">
                    {checks[check] ? t("account.met") : t("account.notMet")}
                  </span>
                </li>
              ))}
            </ul>
            <div className="checkout-account__terms">
              <label className="checkout-toggle" htmlFor="checkout-account-terms">
                <input
                  id="checkout-account-terms"
                  type="checkbox"
                  checked={account.terms}
                  aria-invalid={termsError ? true : undefined}
                  aria-describedby={termsError ? "checkout-account-terms-error" : undefined}
                  onChange={(e) => setAccount({ terms: e.currentTarget.checked })}
                />
                <span>{t("account.terms")}</span>
              </label>
              <p className="checkout-field__hint">
                <Link to={routePaths["terms-of-use"]}>{t("account.termsLink")}</Link>
                {" · "}
                <Link to={routePaths["privacy-policy"]}>{t("account.privacyLink")}</Link>
              </p>
              {termsError && (
                <p className="checkout-field__error" id="checkout-account-terms-error">
                  {t(`errors.${termsError}` as "errors.generic")}
                </p>
              )}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
