import "../shell/shell.css";
import "../shell/strings.ts";

import { type FormEvent, useState } from "react";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { OpsHeading } from "../shell/staff-gate.tsx";
import { useFocusOnMessage } from "../shell/use-heading-focus.ts";
import { forgetOpsRestaurants } from "../shell/use-ops-restaurants.ts";
import { opsApi, saveStaffSession } from "../staff-session.ts";
import { type SignInError, signInError } from "./signin-errors.ts";

type FieldErrors = { email?: string; password?: string };

/**
 * Staff sign-in (`ops-shell.sign-in-errors`, `ops-shell.next-redirect`): email and password (with show /
 * hide) with autocomplete for password managers; failures in words. On success the session is
 * kept; the /ops page decides where to go.
 */
export function SignInForm() {
  const { t } = useTranslation("ops");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<SignInError | null>(null);
  // Each refusal is a new alert (announced and focused again when it says the same thing).
  const [attempts, setAttempts] = useState(0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing: FieldErrors = {};
    if (email.trim() === "") missing.email = t("signin.errors.emailRequired");
    if (password === "") missing.password = t("signin.errors.passwordRequired");
    setFields(missing);
    setFailure(null);
    if (missing.email || missing.password) {
      document.getElementById(missing.email ? "ops-email" : "ops-password")?.focus();
      return;
    }
    setBusy(true);
    const result = await opsApi.call("opsSignin", { body: { email: email.trim(), password } });
    setBusy(false);
    if (!result.ok) {
      setFailure(signInError(result));
      setAttempts((n) => n + 1);
      return;
    }
    const { token, expires, staff } = result.data.data;
    forgetOpsRestaurants();
    // routes/ops-home.tsx then follows `?next=` or the crew member's board, or lists restaurants.
    saveStaffSession({ token, expires, staff });
  }

  const message =
    failure === null
      ? null
      : failure.key === "tooMany"
        ? t("signin.errors.tooMany", { count: failure.minutes })
        : t(`signin.errors.${failure.key}`);
  const alertRef = useFocusOnMessage<HTMLParagraphElement>(
    message === null ? null : `${attempts}:${message}`,
  );

  return (
    <section className="ops-page ops-page--narrow">
      <OpsHeading view="signin">{t("signin.title")}</OpsHeading>
      <p className="ops-lead">{t("signin.lead")}</p>
      <form className="ops-form" noValidate onSubmit={(e) => void submit(e)}>
        {message && (
          <p
            key={attempts}
            ref={alertRef}
            className="ops-alert"
            role="alert"
            tabIndex={-1}
            data-testid="ops-signin-error"
          >
            {message}
          </p>
        )}
        <div className="ops-field">
          <label htmlFor="ops-email">{t("signin.email")}</label>
          <input
            id="ops-email"
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            value={email}
            aria-invalid={fields.email ? true : undefined}
            aria-describedby={fields.email ? "ops-email-error" : undefined}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          {fields.email && (
            <p id="ops-email-error" className="ops-field__error">
              {fields.email}
            </p>
          )}
        </div>
        <div className="ops-field">
          <label htmlFor="ops-password">{t("signin.password")}</label>
          <div className="ops-field__row">
            <input
              id="ops-password"
              type={shown ? "text" : "password"}
              name="password"
              autoComplete="current-password"
              autoCapitalize="none"
              spellCheck={false}
              value={password}
              aria-invalid={fields.password ? true : undefined}
              aria-describedby={fields.password ? "ops-password-error" : undefined}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <button
              type="button"
              className="ops-button ops-button--quiet"
              aria-pressed={shown}
              aria-controls="ops-password"
              onClick={() => setShown((s) => !s)}
            >
              {t("signin.show")}
            </button>
          </div>
          {fields.password && (
            <p id="ops-password-error" className="ops-field__error">
              {fields.password}
            </p>
          )}
        </div>
        <button type="submit" className="ops-button ops-button--primary" disabled={busy}>
          {busy ? t("signin.submitting") : t("signin.submit")}
        </button>
      </form>
    </section>
  );
}
