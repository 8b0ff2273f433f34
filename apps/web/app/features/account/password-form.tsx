import "./strings.ts";

import { type FormEvent, useState } from "react";

import { api } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { fieldErrorsOf, firstWithError, passwordChecks } from "./account-rules.ts";
import { focusSoon, FormField } from "./form-field.tsx";

type Field = "current" | "new";
const FIELDS: readonly Field[] = ["current", "new"];
const inputId = (field: Field) => `password-${field}`;

type Outcome =
  { kind: "idle" } | { kind: "saving" } | { kind: "saved" } | { kind: "error"; message: string };

/**
 * The password change of the settings page (`password.change`): the current and the new
 * password → POST members/password. The new one's rules show as the member types
 * (`member.settings-password-rules`); a show/hide switch shows both. On success it says that
 * the other sessions were signed out. Members without a password (single sign-on only) are
 * told how to set one instead.
 */
export function PasswordForm({ hasPassword, email }: { hasPassword: boolean; email: string }) {
  const { t } = useTranslation("account");
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [shown, setShown] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  const checks = passwordChecks(next, current);
  const labels: Record<Field, string> = {
    current: t("settings.password.current"),
    new: t("settings.password.new"),
  };

  const showErrors = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = firstWithError(FIELDS, found);
    if (first) focusSoon(inputId(first));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (current === "") found.current = t("settings.problems.required", { field: labels.current });
    if (!checks.every((c) => c.met)) found.new = t("settings.password.needsRules");
    if (Object.keys(found).length > 0) {
      setOutcome({ kind: "idle" });
      showErrors(found);
      return;
    }
    setErrors({});
    setOutcome({ kind: "saving" });
    const result = await api.call("membersPassword", { body: { current, new: next } });
    if (!result.ok) {
      const server = fieldErrorsOf(result.body, FIELDS);
      const mapped: Partial<Record<Field, string>> = {};
      for (const [field, message] of Object.entries(server.fields) as [Field, string][]) {
        mapped[field] = t("settings.problems.server", { field: labels[field], message });
      }
      const general = server.other.length > 0 ? server.other.join(" ") : result.errors.join(" ");
      setOutcome({ kind: "error", message: t("settings.password.error", { message: general }) });
      showErrors(mapped);
      return;
    }
    setCurrent("");
    setNext("");
    setOutcome({ kind: "saved" });
  }

  return (
    <section className="account-panel" aria-labelledby="password-heading">
      <h2 id="password-heading" className="account-card__heading">
        {t("settings.password.heading")}
      </h2>
      {!hasPassword ? (
        <p>{t("settings.password.noPassword")}</p>
      ) : (
        <form className="account-form" noValidate onSubmit={(e) => void submit(e)}>
          {/* The account's email, hidden: password managers file the change under it. */}
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={email}
            readOnly
            hidden
          />
          <FormField
            id={inputId("current")}
            name="current"
            label={labels.current}
            type={shown ? "text" : "password"}
            value={current}
            error={errors.current}
            autoComplete="current-password"
            maxLength={128}
            required
            onValue={(v) => {
              setCurrent(v);
              setErrors(({ current: _dropped, ...rest }) => rest);
            }}
          />
          <FormField
            id={inputId("new")}
            name="new"
            label={labels.new}
            type={shown ? "text" : "password"}
            value={next}
            error={errors.new}
            hint={t("settings.password.rules")}
            autoComplete="new-password"
            maxLength={128}
            required
            onValue={(v) => {
              setNext(v);
              setErrors(({ new: _dropped, ...rest }) => rest);
            }}
          />
          <ul className="account-rules" aria-label={t("settings.password.rules")}>
            {checks.map((c) => (
              <li
                key={c.rule}
                className={`account-rules__item${c.met ? " account-rules__item--met" : ""}`}
                data-met={c.met}
              >
                <span aria-hidden="true">{c.met ? "✓" : "•"}</span>{" "}
                {c.rule === "length"
                  ? t("settings.password.ruleLength")
                  : t("settings.password.ruleDiffers")}
                <span className="visually-hidden">
                  {" "}
                  ({c.met ? t("settings.password.met") : t("settings.password.unmet")})
                </span>
              </li>
            ))}
          </ul>
          <div className="account-check">
            <input
              id="password-show"
              type="checkbox"
              checked={shown}
              onChange={(e) => setShown(e.currentTarget.checked)}
            />
            <label htmlFor="password-show">{t("settings.password.show")}</label>
          </div>
          <button
            type="submit"
            className="button button--primary"
            disabled={outcome.kind === "saving"}
          >
            {outcome.kind === "saving" ? t("settings.saving") : t("settings.password.save")}
          </button>
          <p
            className={`account-form__result${outcome.kind === "error" ? " account-form__result--error" : ""}`}
            role="status"
            data-testid="password-result"
          >
            {outcome.kind === "saved" && t("settings.password.saved")}
            {outcome.kind === "error" && outcome.message}
          </p>
        </form>
      )}
    </section>
  );
}
