import "./strings.ts";
import "./password.css";

import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { routePaths } from "../../lib/route-names.ts";
import { getBotCheckToken } from "./bot-check.ts";
import { requestResetLink } from "./password-api.ts";
import { PasswordPageField } from "./password-field.tsx";
import { type EmailProblem, emailProblem, retryMinutes } from "./password-rules.ts";

type Phase =
  | { kind: "form" }
  | { kind: "sending" }
  | { kind: "sent" }
  /** A refusal of the whole request (429, bot check, connection), in words. */
  | { kind: "refused"; message: string };

/**
 * `/account/password-reset`: the email address, then always the same confirmation
 * (`member.reset-same-answer`): whether or not an account uses that email, the page says the
 * same, as the server does. A 429 says when to try again (`member.reset-retry-after`).
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation("password");
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<EmailProblem | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: "form" });
  const emailRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const refusedRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (phase.kind === "sent") sentRef.current?.focus();
    if (phase.kind === "refused") refusedRef.current?.focus();
  }, [phase.kind]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (phase.kind === "sending") return;
    const found = emailProblem(email);
    setProblem(found);
    if (found) {
      emailRef.current?.focus();
      return;
    }
    setPhase({ kind: "sending" });
    const verify = await getBotCheckToken("forgot_password");
    const { result, retryAfter } = await requestResetLink(email, verify);
    if (result.ok) {
      setPhase({ kind: "sent" });
      return;
    }
    if (result.status === 400) {
      // The server found the address malformed where this page did not: say it at the field.
      setPhase({ kind: "form" });
      setProblem("emailInvalid");
      emailRef.current?.focus();
      return;
    }
    let message: string;
    if (result.status === 0) message = t("forgot.connection");
    else if (result.status === 429) {
      const minutes = retryMinutes(retryAfter);
      message =
        minutes === null ? t("forgot.tooManyLater") : t("forgot.tooMany", { count: minutes });
    } else message = t("forgot.failed", { message: result.errors.join(" ") });
    setPhase({ kind: "refused", message });
  }

  if (phase.kind === "sent") {
    return (
      <div className="password-panel">
        <div
          className="password-done"
          ref={sentRef}
          tabIndex={-1}
          role="status"
          aria-labelledby="forgot-sent-heading"
          data-testid="forgot-sent"
        >
          <h2 id="forgot-sent-heading" className="password-done__heading">
            {t("forgot.sentHeading")}
          </h2>
          <p>{t("forgot.sent")}</p>
          <p className="password-note">{t("forgot.spam")}</p>
        </div>
        <div className="password-actions">
          <button
            type="button"
            className="button password-button--secondary"
            onClick={() => setPhase({ kind: "form" })}
          >
            {t("forgot.again")}
          </button>
          <Link className="password-link" to={routePaths["account-login"]}>
            {t("forgot.backToSignIn")}
          </Link>
        </div>
      </div>
    );
  }

  const sending = phase.kind === "sending";
  return (
    <form className="password-panel" noValidate onSubmit={(e) => void submit(e)}>
      <p
        className="password-alert"
        ref={refusedRef}
        tabIndex={-1}
        role="alert"
        hidden={phase.kind !== "refused"}
      >
        {phase.kind === "refused" ? phase.message : null}
      </p>
      <PasswordPageField
        id="forgot-email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        required
        label={t("forgot.email")}
        hint={t("forgot.emailHint")}
        value={email}
        error={problem ? t(`forgot.errors.${problem}`) : null}
        inputRef={emailRef}
        onValue={(value) => {
          setEmail(value);
          if (problem) setProblem(emailProblem(value));
        }}
      />
      <div className="password-actions">
        <button type="submit" className="button button--primary" aria-disabled={sending}>
          {sending ? t("forgot.sending") : t("forgot.submit")}
        </button>
        <Link className="password-link" to={routePaths["account-login"]}>
          {t("forgot.backToSignIn")}
        </Link>
      </div>
    </form>
  );
}
