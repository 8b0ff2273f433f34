import "./strings.ts";

import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";

import type { AuthSettings } from "@coop/contract/load-context";

import { api } from "../../lib/api-client.ts";
import { getBotCheckToken, useBotCheck } from "../../lib/bot-check.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { completeSignIn, rememberRedirect } from "../../lib/member/session.ts";
import { routePaths } from "../../lib/route-names.ts";
import { refusalText } from "./auth-errors.ts";
import {
  ErrorSummary,
  PasswordField,
  type Problem,
  TextField,
  useFocusOnProblems,
} from "./form-parts.tsx";
import { SsoButton } from "./sso-button.tsx";
import { EMAIL_SHAPE, useSignedInRedirect } from "./use-signed-in-redirect.ts";

const FORM_ID = "login";

/**
 * `member.redirect-after-sign-in`: a link to sign-in may name the page to come back to
 * (`?redirect=/account/settings`); only a path of this site is kept (`safeRedirect`).
 */
export function useRedirectParam() {
  const [params] = useSearchParams();
  const redirect = params.get("redirect");
  useEffect(() => {
    if (redirect) rememberRedirect(redirect);
  }, [redirect]);
}

/**
 * `/account/login`: email and password in a real form (names and autocomplete for password
 * managers), single sign-on when configured, links to sign-up and to the password reset.
 * A refusal shows in words (`member.sign-in-errors`) in the error summary, which takes the
 * focus. Signed in, the member goes to the saved redirect path or /account
 * (`member.redirect-after-sign-in`). Inside another flow (the mobile app's /app/signin) the
 * flow says what happens once signed in (`onSignedIn`), and the links that would leave it
 * (sign-up, password reset) are not shown.
 */
export function LoginForm({
  settings,
  onSignedIn,
}: {
  settings: AuthSettings;
  /** Called once the member is signed in and stored, instead of going to the redirect path. */
  onSignedIn?: () => void;
}) {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const done = useSignedInRedirect();
  useBotCheck(settings.botCheck);
  useRedirectParam();
  // `member.sign-in-email-param`: a link may fill the email in (after a password reset).
  const [params] = useSearchParams();
  const [email, setEmail] = useState(() => (params.get("email") ?? "").slice(0, 254));
  const [password, setPassword] = useState("");
  const [sending, setSending] = useState(false);
  const [problems, setProblems] = useState<Problem[]>([]);
  const summaryRef = useRef<HTMLDivElement>(null);
  useFocusOnProblems(problems, summaryRef);

  const fieldError = (name: string) => problems.find((p) => p.field === name)?.message;

  function check(): Problem[] {
    const found: Problem[] = [];
    if (email.trim() === "")
      found.push({ field: "email", message: t("errors.required", { field: t("fields.email") }) });
    else if (!EMAIL_SHAPE.test(email.trim()))
      found.push({ field: "email", message: t("errors.email") });
    if (password === "")
      found.push({
        field: "password",
        message: t("errors.required", { field: t("fields.password") }),
      });
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const found = check();
    if (found.length > 0) return setProblems(found);
    setSending(true);
    setProblems([]);
    const bot = await getBotCheckToken("login");
    if (!bot.ok) {
      setSending(false);
      return setProblems([{ message: t("errors.botCheckLoad") }]);
    }
    const result = await api.call("membersSignin", {
      body: { email: email.trim(), password },
      ...(bot.token === undefined ? {} : { verify: bot.token }),
    });
    if (!result.ok) {
      setSending(false);
      const text = refusalText(result);
      return setProblems([{ message: t(text.key, text.values) }]);
    }
    done.current = true;
    const target = completeSignIn(result.data.data);
    if (onSignedIn) return onSignedIn();
    void navigate(target, { replace: true });
  }

  return (
    <>
      <h2 className="auth-card__heading">{t("login.heading")}</h2>
      <ErrorSummary formId={FORM_ID} problems={problems} summaryRef={summaryRef} />
      <form
        id={FORM_ID}
        className="auth-form"
        method="post"
        action={routePaths["account-login"]}
        noValidate
        onSubmit={(e) => void submit(e)}
      >
        <TextField
          formId={FORM_ID}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          label={t("fields.email")}
          value={email}
          onValue={setEmail}
          error={fieldError("email")}
          required
        />
        <PasswordField
          formId={FORM_ID}
          name="password"
          autoComplete="current-password"
          label={t("fields.password")}
          value={password}
          onValue={setPassword}
          error={fieldError("password")}
          required
        />
        {!onSignedIn && (
          <p className="auth-form__aside">
            <Link to={routePaths["account-password-reset"]}>{t("login.forgot")}</Link>
          </p>
        )}
        <button
          type="submit"
          className="button button--primary auth-form__submit"
          disabled={sending}
          aria-describedby={problems.length > 0 ? `${FORM_ID}-summary` : undefined}
        >
          {sending ? t("login.submitting") : t("login.submit")}
        </button>
      </form>
      {settings.sso.enabled && (
        <div className="auth-or">
          <p className="auth-or__label">{t("login.or")}</p>
          <SsoButton sso={settings.sso} onError={(message) => setProblems([{ message }])} />
        </div>
      )}
      {!onSignedIn && (
        <p className="auth-switch">
          {t("login.newHere")}{" "}
          <Link to={routePaths["account-signup"]} data-testid="create-account-link">
            {t("login.createAccount")}
          </Link>
        </p>
      )}
    </>
  );
}
