import "./strings.ts";
import "../../ui/forms/strings.ts";
import "../../ui/forms/forms.css";
import "./eclub.css";

import { type FormEvent, useState } from "react";

import { type FormField, HONEYPOT_FIELD } from "@coop/contract/form-definitions";
import type { EclubBody } from "@coop/contract/members";

import { api } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { routePaths } from "../../lib/route-names.ts";
import {
  EmailField,
  PhoneField,
  RichCheckbox,
  SelectField,
  TextField,
  ZipField,
} from "../../ui/forms/fields/basic-fields.tsx";
import { FavoritesSelector } from "../../ui/forms/fields/favorites-selector.tsx";
import { StoreSelect } from "../../ui/forms/fields/store-select.tsx";
import { Confirmation, type Problem, ProblemSummary } from "../../ui/forms/form-renderer.tsx";
import { birthdayOf, checkField, daysInMonth } from "../../ui/forms/form-rules.ts";
import { HoneypotField } from "../../ui/forms/honeypot.tsx";
import { refusalWords, serverFieldErrors } from "../../ui/forms/submit-errors.ts";

const FORM_ID = "eclub";
const id = (name: string) => `${FORM_ID}-${name}`;

/** The e-club form's fields as the shared checks know them (`forms-web.browser-checks`). */
const fields: Record<string, FormField> = {
  first_name: { name: "first_name", type: "text", max: 50 },
  last_name: { name: "last_name", type: "text", max: 50 },
  email: { name: "email", type: "email", required: true },
  zip: { name: "zip", type: "zip" },
  phone: { name: "phone", type: "phone" },
  consent: { name: "consent", type: "rich-checkbox", required: true },
};

type Values = {
  first_name: string;
  last_name: string;
  email: string;
  zip: string;
  month: string;
  day: string;
  favorites: string[];
  location_id: string;
  phone: string;
  optin_sms: boolean;
  consent: boolean;
};

const empty: Values = {
  first_name: "",
  last_name: "",
  email: "",
  zip: "",
  month: "",
  day: "",
  favorites: [],
  location_id: "",
  phone: "",
  optin_sms: false,
  consent: false,
};

/**
 * `forms-web.eclub-signup`: the e-club sign-up (`/eclub`): name, email, ZIP, birthday (month
 * and day), favorite menu items, favorite restaurant, the consent box (required), and an
 * optional mobile phone with the text opt-in (which needs the phone). Sent to POST
 * eclub/subscribe; then "check your email": the subscription counts once the emailed link is
 * opened (double opt-in).
 */
export function EclubForm() {
  const { t, i18n } = useTranslation("eclub");
  const { t: tf } = useTranslation("forms");
  const [values, setValues] = useState<Values>(empty);
  const [honeypot, setHoneypot] = useState("");
  const [problems, setProblems] = useState<Problem[]>([]);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const set =
    <K extends keyof Values>(name: K) =>
    (value: Values[K]) =>
      setValues((v) => ({ ...v, [name]: value }));
  const label = (name: string) => t(`form.${name}` as "form.email");
  const fieldError = (name: string) => problems.find((p) => p.field === name)?.message;

  function check(): Problem[] {
    const found: Problem[] = [];
    for (const field of Object.values(fields)) {
      const value = values[field.name as keyof Values] as string | boolean;
      const required = field.name === "phone" ? values.optin_sms : field.required;
      const problem = checkField(field, value, required);
      if (problem)
        found.push({
          field: field.name,
          message:
            field.name === "phone" && problem.key === "errors.required"
              ? t("errors.phoneForTexts")
              : tf(problem.key, { field: label(field.name), ...problem.values }),
        });
    }
    if ((values.month || values.day) && !birthdayOf(values.month, values.day))
      found.push({ field: "month", message: t("errors.birthday") });
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const found = check();
    if (found.length > 0) return setProblems(found);
    setProblems([]);
    setSending(true);
    const email = values.email.trim();
    const birthday = birthdayOf(values.month, values.day);
    const body: EclubBody = {
      email,
      consent: true,
      language: i18n.language === "es" ? "es" : "en",
      ...(values.first_name.trim() ? { first_name: values.first_name.trim() } : {}),
      ...(values.last_name.trim() ? { last_name: values.last_name.trim() } : {}),
      ...(values.zip ? { zip: values.zip } : {}),
      ...(birthday ? { birthday } : {}),
      ...(values.location_id ? { location_id: Number(values.location_id) } : {}),
      ...(values.favorites.length > 0 ? { favorite_items: values.favorites } : {}),
      ...(values.phone ? { phone: values.phone } : {}),
      ...(values.optin_sms ? { optin_sms: true } : {}),
      ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}),
    };
    const result = await api.call("eclubSubscribe", { body });
    setSending(false);
    if (!result.ok) {
      const words = refusalWords(result, false);
      const byField = serverFieldErrors(result.body, [...Object.keys(fields), "location_id"]);
      return setProblems([
        { message: "key" in words ? tf(words.key) : words.text },
        ...Object.entries(byField).map(([field, text]) => ({
          field: field === "birthday" ? "month" : field,
          message: `${label(field === "location_id" ? "location" : field)}: ${text}`,
        })),
      ]);
    }
    setSentTo(email);
  }

  if (sentTo !== null)
    return (
      <section className="form-card" aria-label={t("check.heading")}>
        <Confirmation
          heading={t("check.heading")}
          next={
            <>
              {t("check.body", { email: sentTo })} {t("check.next")}
            </>
          }
          action={
            <button
              type="button"
              className="button button--outline"
              onClick={() => {
                setValues(empty);
                setSentTo(null);
              }}
            >
              {t("check.again")}
            </button>
          }
        />
      </section>
    );

  const month = Number(values.month);
  const days = Array.from({ length: month ? daysInMonth(month) : 31 }, (_, i) => String(i + 1));
  const birthdayParts = [
    [
      "month",
      Array.from({ length: 12 }, (_, i) => ({
        value: String(i + 1),
        label: t(`months.${i + 1}` as "months.1"),
      })),
    ],
    ["day", days.map((d) => ({ value: d, label: d }))],
  ] as const;
  return (
    <section className="form-card" aria-labelledby="eclub-heading">
      <h2 id="eclub-heading" className="form-card__heading">
        {t("form.heading")}
      </h2>
      <ProblemSummary formId={FORM_ID} problems={problems} />
      <form
        className="form-grid form-grid--two"
        noValidate
        aria-labelledby="eclub-heading"
        aria-busy={sending || undefined}
        onSubmit={(e) => void submit(e)}
      >
        <TextField
          id={id("first_name")}
          name="first_name"
          label={label("first_name")}
          autoComplete="given-name"
          maxLength={50}
          value={values.first_name}
          onValue={set("first_name")}
          error={fieldError("first_name")}
          disabled={sending}
        />
        <TextField
          id={id("last_name")}
          name="last_name"
          label={label("last_name")}
          autoComplete="family-name"
          maxLength={50}
          value={values.last_name}
          onValue={set("last_name")}
          error={fieldError("last_name")}
          disabled={sending}
        />
        <EmailField
          id={id("email")}
          name="email"
          label={label("email")}
          required
          value={values.email}
          onValue={set("email")}
          error={fieldError("email")}
          disabled={sending}
        />
        <ZipField
          id={id("zip")}
          name="zip"
          label={label("zip")}
          value={values.zip}
          onValue={set("zip")}
          error={fieldError("zip")}
          disabled={sending}
        />
        <fieldset
          className="form-fieldset form-wide"
          aria-describedby={[
            "eclub-birthday-hint",
            fieldError("month") ? `${id("month")}-error` : null,
          ]
            .filter(Boolean)
            .join(" ")}
        >
          <legend className="form-fieldset__legend">
            {label("birthday")} <span className="form-field__optional">({tf("optional")})</span>
          </legend>
          <p className="form-field__hint" id="eclub-birthday-hint">
            {t("form.birthdayHint")}
          </p>
          <div className="form-fieldset__row eclub-birthday">
            {birthdayParts.map(([part, options]) => (
              <SelectField
                key={part}
                id={id(part)}
                name={`birthday_${part}`}
                label={label(part)}
                value={values[part]}
                onValue={set(part)}
                disabled={sending}
                noOptionalMark
                options={options}
              />
            ))}
          </div>
          {fieldError("month") && (
            <p className="form-field__error" id={`${id("month")}-error`}>
              {fieldError("month")}
            </p>
          )}
        </fieldset>
        <div className="form-wide">
          <FavoritesSelector
            id={id("favorites")}
            name="favorite_items"
            label={label("favorites")}
            value={values.favorites}
            onValue={set("favorites")}
            disabled={sending}
          />
        </div>
        <div className="form-wide">
          <StoreSelect
            id={id("location_id")}
            name="location_id"
            label={label("location")}
            value={values.location_id}
            onValue={set("location_id")}
            error={fieldError("location_id")}
            disabled={sending}
          />
        </div>
        <PhoneField
          id={id("phone")}
          name="phone"
          label={label("phone")}
          required={values.optin_sms}
          value={values.phone}
          onValue={set("phone")}
          error={fieldError("phone")}
          disabled={sending}
        />
        <div className="form-check form-wide">
          <div className="form-check__row">
            <input
              id={id("optin_sms")}
              name="optin_sms"
              type="checkbox"
              className="form-check__input"
              checked={values.optin_sms}
              disabled={sending}
              onChange={(e) => set("optin_sms")(e.currentTarget.checked)}
            />
            <label htmlFor={id("optin_sms")} className="form-check__label">
              {t("form.optinSms")}
            </label>
          </div>
        </div>
        <div className="form-wide">
          <RichCheckbox
            id={id("consent")}
            name="consent"
            required
            checked={values.consent}
            onChecked={set("consent")}
            before={t("form.consentBefore")}
            link={{ to: routePaths["privacy-policy"], text: t("form.consentLink") }}
            after={t("form.consentAfter")}
            error={fieldError("consent")}
            disabled={sending}
          />
        </div>
        <HoneypotField id={id(HONEYPOT_FIELD)} value={honeypot} onValue={setHoneypot} />
        <div className="form-wide">
          <button
            type="submit"
            className="button button--primary form-submit"
            disabled={sending}
            aria-describedby={problems.length > 0 ? `${FORM_ID}-summary` : undefined}
          >
            {sending ? t("form.sending") : t("form.submit")}
          </button>
        </div>
      </form>
    </section>
  );
}
