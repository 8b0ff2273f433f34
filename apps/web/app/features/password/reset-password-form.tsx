import "./strings.ts";
import "./password.css";

import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { refreshMember } from "../../lib/member/session.ts";
import { routePaths } from "../../lib/route-names.ts";
import { resetPassword } from "./password-api.ts";
import { PasswordPageField } from "./password-field.tsx";
import {
  type ConfirmProblem,
  confirmProblem,
  newPasswordProblem,
  type PasswordProblem,
  resetRefusalOf,
} from "./password-rules.ts";

type Errors = {
  password: { key: PasswordProblem } | { server: string } | null;
  confirm: ConfirmProblem | null;
};
const noErrors: Errors = { password: null, confirm: null };

type Phase =
  | { kind: "form" }
  | { kind: "saving" }
  | { kind: "done" }
  | { kind: "invalidLink" }
  | { kind: "refused"; message: string };

/** The sign-in page with the email filled in (the login page reads `email` from its query). */
export function signInWithEmail(email: string): string {
  return `${routePaths["account-login"]}?${new URLSearchParams({ email }).toString()}`;
}

/**
 * `/account/reset-password?token=…&email=…`: a new password for the account of the emailed
 * link (`member.reset-link`). The live rules (`member.reset-password-rules`) show at the field
 * before anything is sent; the server's refusal shows in its words. A hidden username field
 * carries the email so a password manager stores the new password for the right account.
 * Success ends every session (docs/decisions/009-members-passwords-tokens-sso-bot-check.md):
 * the member is offered sign-in with the email filled in, and a session this browser held is
 * dropped.
 */
export function ResetPasswordForm({ link }: { link: { token: string; email: string } | null }) {
  const { t } = useTranslation("password");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [show, setShow] = useState(false);
  const [errors, setErrors] = useState<Errors>(noErrors);
  const [checked, setChecked] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: "form" });
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (phase.kind === "done") doneRef.current?.focus();
    if (phase.kind === "invalidLink" || phase.kind === "refused") alertRef.current?.focus();
  }, [phase.kind]);

  if (link === null || phase.kind === "invalidLink") {
    return (
      <div className="password-panel">
        <div className="password-alert" role="alert" ref={alertRef} tabIndex={-1}>
          <p>{link === null ? t("reset.missingLink") : t("reset.invalidLink")}</p>
        </div>
        <div className="password-actions">
          <Link className="button button--primary" to={routePaths["account-password-reset"]}>
            {t("reset.askNew")}
          </Link>
        </div>
      </div>
    );
  }

  if (phase.kind === "done") {
    return (
      <div className="password-panel">
        <div
          className="password-done"
          ref={doneRef}
          tabIndex={-1}
          role="status"
          aria-labelledby="reset-done-heading"
          data-testid="reset-done"
        >
          <h2 id="reset-done-heading" className="password-done__heading">
            {t("reset.doneHeading")}
          </h2>
          <p>{t("reset.done")}</p>
        </div>
        <div className="password-actions">
          <Link className="button button--primary" to={signInWithEmail(link.email)}>
            {t("reset.signIn")}
          </Link>
        </div>
      </div>
    );
  }

  const { token, email } = link;
  const check = (next: { password: string; confirm: string }): Errors => {
    const key = newPasswordProblem(next.password, email);
    return {
      password: key ? { key } : null,
      confirm: key ? null : confirmProblem(next.password, next.confirm),
    };
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (phase.kind === "saving") return;
    const found = check({ password, confirm });
    setChecked(true);
    setErrors(found);
    if (found.password) {
      passwordRef.current?.focus();
      return;
    }
    if (found.confirm) {
      confirmRef.current?.focus();
      return;
    }
    setPhase({ kind: "saving" });
    const result = await resetPassword({ token, email, password });
    if (result.ok) {
      setPhase({ kind: "done" });
      // The reset ended every session: a member this browser had signed in is signed out here.
      void refreshMember();
      return;
    }
    const refusal = resetRefusalOf(result.status, result.body, result.errors);
    switch (refusal.kind) {
      case "invalidLink":
        setPhase({ kind: "invalidLink" });
        return;
      case "password":
        setPhase({ kind: "form" });
        setErrors({ password: { server: refusal.message }, confirm: null });
        passwordRef.current?.focus();
        return;
      case "connection":
        setPhase({ kind: "refused", message: t("reset.connection") });
        return;
      case "other":
        setPhase({ kind: "refused", message: t("reset.failed", { message: refusal.message }) });
    }
  }

  const passwordError = errors.password
    ? "key" in errors.password
      ? t(`reset.errors.${errors.password.key}`)
      : t("reset.errors.server", { message: errors.password.server })
    : null;
  const saving = phase.kind === "saving";

  return (
    <form className="password-panel" noValidate onSubmit={(e) => void submit(e)}>
      <div
        className="password-alert"
        role="alert"
        ref={alertRef}
        tabIndex={-1}
        hidden={phase.kind !== "refused"}
      >
        <p>{phase.kind === "refused" ? phase.message : null}</p>
      </div>
      <p className="password-for">{t("reset.forEmail", { email })}</p>
      {/* For password managers: the account the new password belongs to. */}
      <input
        type="email"
        name="username"
        autoComplete="username"
        value={email}
        readOnly
        hidden
        aria-label={t("reset.username")}
      />
      <PasswordPageField
        id="reset-password"
        name="new-password"
        type={show ? "text" : "password"}
        autoComplete="new-password"
        spellCheck={false}
        autoCapitalize="none"
        required
        label={t("reset.password")}
        hint={t("reset.passwordHint")}
        value={password}
        error={passwordError}
        inputRef={passwordRef}
        onValue={(value) => {
          setPassword(value);
          if (checked) setErrors(check({ password: value, confirm }));
        }}
      />
      <PasswordPageField
        id="reset-confirm"
        name="confirm-password"
        type={show ? "text" : "password"}
        autoComplete="new-password"
        spellCheck={false}
        autoCapitalize="none"
        required
        label={t("reset.confirm")}
        value={confirm}
        error={errors.confirm ? t(`reset.errors.${errors.confirm}`) : null}
        inputRef={confirmRef}
        onValue={(value) => {
          setConfirm(value);
          if (checked) setErrors(check({ password, confirm: value }));
        }}
      />
      <label className="password-show">
        <input type="checkbox" checked={show} onChange={(e) => setShow(e.currentTarget.checked)} />
        {t("reset.show")}
      </label>
      <div className="password-actions">
        <button type="submit" className="button button--primary" aria-disabled={saving}>
          {saving ? t("reset.saving") : t("reset.submit")}
        </button>
      </div>
    </form>
  );
}
