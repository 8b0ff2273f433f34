import "../shell/shell.css";
import "../shell/strings.ts";

import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { opsPaths } from "../ops-paths.ts";
import { OpsHeading } from "../shell/staff-gate.tsx";
import { useFocusOnMessage } from "../shell/use-heading-focus.ts";
import { forgetOpsRestaurants } from "../shell/use-ops-restaurants.ts";
import { opsApi, saveStaffSession } from "../staff-session.ts";
import { acceptChecks, type AcceptFailure, acceptFailure } from "./accept-rules.ts";

/**
 * /ops/accept?token=…: the invited person picks a name and a password (its rules shown live,
 * `ops-shell.accept-form`); accepting creates the account, signs in and goes to /ops.
 */
export function AcceptForm({ token }: { token: string | null }) {
  const { t } = useTranslation("ops");
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [failure, setFailure] = useState<AcceptFailure | null>(null);
  const checks = acceptChecks(password, name);
  const alert =
    failure === null || failure.key === "field"
      ? null
      : failure.key === "failed"
        ? t("accept.errors.failed", { reason: failure.reason })
        : t(`accept.errors.${failure.key}`);
  const alertRef = useFocusOnMessage<HTMLDivElement>(alert);

  if (!token) {
    return (
      <section className="ops-page ops-page--narrow">
        <OpsHeading view="accept-no-token">{t("accept.title")}</OpsHeading>
        <p className="ops-notice">{t("accept.missingToken")}</p>
        <p>
          <Link to={opsPaths.home} className="ops-button">
            {t("accept.signIn")}
          </Link>
        </p>
      </section>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const noName = name.trim() === "" ? t("accept.errors.nameRequired") : null;
    const weak = checks.every((c) => c.met) ? null : t("accept.errors.passwordRules");
    setNameError(noName);
    setPasswordError(weak);
    setFailure(null);
    if (noName || weak) {
      document.getElementById(noName ? "ops-accept-name" : "ops-accept-password")?.focus();
      return;
    }
    setBusy(true);
    const result = await opsApi.call("opsInviteAccept", {
      body: { token: token ?? "", name: name.trim(), password },
    });
    setBusy(false);
    if (result.ok) {
      const { token: sessionToken, expires, staff } = result.data.data;
      forgetOpsRestaurants();
      saveStaffSession({ token: sessionToken, expires, staff });
      void navigate(opsPaths.home, { replace: true });
      return;
    }
    const failed = acceptFailure(result);
    if (failed.key === "field") {
      // The server's words name no subject ("is one of the most common passwords…"): the
      // common-password refusal is said in the page's language, anything else after its label.
      if (failed.field === "password")
        setPasswordError(
          /common/i.test(failed.message)
            ? t("accept.errors.common")
            : `${t("accept.password")}: ${failed.message}`,
        );
      else setNameError(`${t("accept.name")}: ${failed.message}`);
      document.getElementById(`ops-accept-${failed.field}`)?.focus();
      return;
    }
    setFailure(failed);
  }

  const linkDead = failure && ["expired", "used", "invalid", "exists"].includes(failure.key);

  return (
    <section className="ops-page ops-page--narrow">
      <OpsHeading view="accept">{t("accept.title")}</OpsHeading>
      <p className="ops-lead">{t("accept.lead")}</p>
      {alert && (
        <div ref={alertRef} className="ops-alert" role="alert" tabIndex={-1}>
          <p data-testid="ops-accept-error">{alert}</p>
          {linkDead && (
            <p>
              <Link to={opsPaths.home}>{t("accept.signIn")}</Link>
            </p>
          )}
        </div>
      )}
      <form className="ops-form" noValidate onSubmit={(e) => void submit(e)}>
        <div className="ops-field">
          <label htmlFor="ops-accept-name">{t("accept.name")}</label>
          <input
            id="ops-accept-name"
            name="name"
            autoComplete="name"
            value={name}
            maxLength={80}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? "ops-accept-name-error" : undefined}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          {nameError && (
            <p id="ops-accept-name-error" className="ops-field__error">
              {nameError}
            </p>
          )}
        </div>
        <div className="ops-field">
          <label htmlFor="ops-accept-password">{t("accept.password")}</label>
          <div className="ops-field__row">
            <input
              id="ops-accept-password"
              type={shown ? "text" : "password"}
              name="new-password"
              autoComplete="new-password"
              autoCapitalize="none"
              spellCheck={false}
              value={password}
              aria-invalid={passwordError ? true : undefined}
              aria-describedby={`ops-accept-rules${passwordError ? " ops-accept-password-error" : ""}`}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <button
              type="button"
              className="ops-button ops-button--quiet"
              aria-pressed={shown}
              aria-controls="ops-accept-password"
              onClick={() => setShown((s) => !s)}
            >
              {t("accept.show")}
            </button>
          </div>
          <div id="ops-accept-rules" className="ops-rules">
            <p className="ops-rules__label">{t("accept.rulesLabel")}</p>
            <ul data-testid="ops-password-rules">
              {checks.map((check) => (
                <li key={check.id} data-met={check.met}>
                  <span aria-hidden="true">{check.met ? "✓ " : "• "}</span>
                  {t(`accept.rules.${check.id}`)}
                  <span className="visually-hidden">
                    {" "}
                    ({check.met ? t("accept.met") : t("accept.notMet")})
                  </span>
                </li>
              ))}
              <li>
                <span aria-hidden="true">• </span>
                {t("accept.rules.notCommon")}
              </li>
            </ul>
          </div>
          {passwordError && (
            <p id="ops-accept-password-error" className="ops-field__error">
              {passwordError}
            </p>
          )}
        </div>
        <button type="submit" className="ops-button ops-button--primary" disabled={busy}>
          {busy ? t("accept.submitting") : t("accept.submit")}
        </button>
      </form>
    </section>
  );
}
