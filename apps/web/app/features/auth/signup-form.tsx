import "./strings.ts";

import { type FormEvent, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";

import type { AuthSettings } from "@coop/contract/load-context";
import type { MemberUser } from "@coop/contract/members";
import { formatPhone } from "@coop/contract/phone";

import { api } from "../../lib/api-client.ts";
import { getBotCheckToken, useBotCheck } from "../../lib/bot-check.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { completeSignIn } from "../../lib/member/session.ts";
import { routePaths } from "../../lib/route-names.ts";
import { fieldErrorsOf, refusalText } from "./auth-errors.ts";
import {
  CheckboxField,
  ErrorSummary,
  PasswordField,
  type Problem,
  TextField,
  useFocusOnProblems,
} from "./form-parts.tsx";
import { useRedirectParam } from "./login-form.tsx";
import { passwordAcceptable, passwordChecks } from "./password-checks.ts";
import { PasswordRules } from "./password-rules-list.tsx";
import { maskPhone, phoneProblem } from "./phone-mask.ts";
import { EMAIL_SHAPE, useSignedInRedirect } from "./use-signed-in-redirect.ts";

const FORM_ID = "signup";

type Fields = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
  optin: boolean;
  optin_sms: boolean;
  accept_terms: boolean;
};

const empty: Fields = {
  first_name: "",
  last_name: "",
  email: "",
  phone: "",
  password: "",
  optin: false,
  optin_sms: false,
  accept_terms: false,
};

/**
 * `/account/signup`: name, email, phone (masked ###-###-####, `member.phone-mask`), password
 * with its rules shown as the member types (`member.password-rules-live`), email and SMS
 * opt-ins (SMS only with a phone), the terms (required, sent as `accept_terms: true`) and
 * the bot check (action `signup`). Created, the member is signed in and asked to check their
 * email for the verification link, then goes on to the saved redirect path or /account.
 */
export function SignupForm({ settings }: { settings: AuthSettings }) {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const done = useSignedInRedirect();
  useBotCheck(settings.botCheck);
  useRedirectParam();
  const [fields, setFields] = useState<Fields>(empty);
  const [sending, setSending] = useState(false);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [created, setCreated] = useState<{ user: MemberUser; target: string } | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const createdRef = useRef<HTMLHeadingElement>(null);
  useFocusOnProblems(problems, summaryRef);

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) =>
    setFields((f) => ({ ...f, [key]: value }));
  const phoneGiven = fields.phone !== "" && phoneProblem(fields.phone) === null;
  const checks = passwordChecks(fields.password, {
    email: fields.email,
    firstName: fields.first_name,
    lastName: fields.last_name,
  });
  const error = (name: string) => problems.find((p) => p.field === name)?.message;

  const labels = {
    first_name: t("fields.firstName"),
    last_name: t("fields.lastName"),
    email: t("fields.email"),
    phone: t("fields.phone"),
    password: t("fields.password"),
  };

  function check(): Problem[] {
    const found: Problem[] = [];
    const required = (name: keyof typeof labels) => {
      if (fields[name].trim() !== "") return false;
      found.push({ field: name, message: t("errors.required", { field: labels[name] }) });
      return true;
    };
    required("first_name");
    required("last_name");
    if (!required("email") && !EMAIL_SHAPE.test(fields.email.trim()))
      found.push({ field: "email", message: t("errors.email") });
    if (phoneProblem(fields.phone)) found.push({ field: "phone", message: t("errors.phone") });
    if (!required("password") && !passwordAcceptable(checks))
      found.push({ field: "password", message: t("errors.passwordRules") });
    if (!fields.accept_terms) found.push({ field: "accept_terms", message: t("errors.terms") });
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const found = check();
    if (found.length > 0) return setProblems(found);
    setSending(true);
    setProblems([]);
    const bot = await getBotCheckToken("signup");
    if (!bot.ok) {
      setSending(false);
      return setProblems([{ message: t("errors.botCheckLoad") }]);
    }
    const result = await api.call("membersCreate", {
      body: {
        first_name: fields.first_name.trim(),
        last_name: fields.last_name.trim(),
        email: fields.email.trim(),
        password: fields.password,
        ...(fields.phone === "" ? {} : { phone: fields.phone }),
        optin: fields.optin,
        optin_sms: phoneGiven && fields.optin_sms,
        accept_terms: true,
      },
      ...(bot.token === undefined ? {} : { verify: bot.token }),
    });
    setSending(false);
    if (!result.ok) {
      if (result.status === 409) {
        return setProblems([
          {
            field: "email",
            message: (
              <>
                {t("errors.emailTaken")}{" "}
                <Link to={routePaths["account-login"]}>{t("errors.emailTakenLink")}</Link>
              </>
            ),
          },
        ]);
      }
      const byField = fieldErrorsOf(result.body);
      const named = (Object.keys(labels) as (keyof typeof labels)[])
        .filter((name) => byField[name])
        .map((name) => ({ field: name, message: `${labels[name]} ${byField[name]}.` }));
      if (result.status === 400 && named.length > 0) return setProblems(named);
      const text = refusalText(result);
      return setProblems([{ message: t(text.key, text.values) }]);
    }
    done.current = true;
    const target = completeSignIn(result.data.data);
    setCreated({ user: result.data.data.user, target });
    requestAnimationFrame(() => createdRef.current?.focus());
  }

  if (created) {
    const { user, target } = created;
    const phone = user.phone_display ?? (user.phone ? formatPhone(user.phone) : null);
    return (
      <div className="auth-created" data-testid="signup-created">
        <h2 ref={createdRef} tabIndex={-1} className="auth-card__heading">
          {t("signup.createdHeading", { name: user.first_name })}
        </h2>
        <p role="status">{t("signup.checkEmail", { email: user.email })}</p>
        {phone && <p>{t("signup.phoneSaved", { phone })}</p>}
        <button
          type="button"
          className="button button--primary auth-form__submit"
          onClick={() => void navigate(target, { replace: true })}
        >
          {t("signup.continue")}
        </button>
      </div>
    );
  }

  return (
    <>
      <h2 className="auth-card__heading">{t("signup.heading")}</h2>
      <ErrorSummary formId={FORM_ID} problems={problems} summaryRef={summaryRef} />
      <form
        id={FORM_ID}
        className="auth-form"
        method="post"
        action={routePaths["account-signup"]}
        noValidate
        onSubmit={(e) => void submit(e)}
      >
        <div className="auth-form__row">
          <TextField
            formId={FORM_ID}
            name="first_name"
            autoComplete="given-name"
            label={labels.first_name}
            value={fields.first_name}
            onValue={(v) => set("first_name", v)}
            error={error("first_name")}
            maxLength={50}
            required
          />
          <TextField
            formId={FORM_ID}
            name="last_name"
            autoComplete="family-name"
            label={labels.last_name}
            value={fields.last_name}
            onValue={(v) => set("last_name", v)}
            error={error("last_name")}
            maxLength={50}
            required
          />
        </div>
        <TextField
          formId={FORM_ID}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          label={labels.email}
          value={fields.email}
          onValue={(v) => set("email", v)}
          error={error("email")}
          required
        />
        <TextField
          formId={FORM_ID}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          label={labels.phone}
          hint={t("fields.phoneHint")}
          value={fields.phone}
          onValue={(v) => {
            const masked = maskPhone(v);
            setFields((f) => ({
              ...f,
              phone: masked,
              optin_sms: phoneProblem(masked) === null && masked !== "" ? f.optin_sms : false,
            }));
          }}
          error={error("phone")}
        />
        <PasswordField
          formId={FORM_ID}
          name="password"
          autoComplete="new-password"
          label={labels.password}
          hint={<PasswordRules checks={checks} />}
          value={fields.password}
          onValue={(v) => set("password", v)}
          error={error("password")}
          maxLength={128}
          required
        />
        <div className="auth-form__choices">
          <CheckboxField
            formId={FORM_ID}
            name="optin"
            label={t("fields.optin")}
            checked={fields.optin}
            onChecked={(v) => set("optin", v)}
          />
          <CheckboxField
            formId={FORM_ID}
            name="optin_sms"
            label={t("fields.optinSms")}
            checked={phoneGiven && fields.optin_sms}
            disabled={!phoneGiven}
            hint={phoneGiven ? undefined : t("fields.optinSmsHint")}
            onChecked={(v) => set("optin_sms", v)}
          />
          <CheckboxField
            formId={FORM_ID}
            name="accept_terms"
            label={t("signup.termsLabel")}
            checked={fields.accept_terms}
            onChecked={(v) => set("accept_terms", v)}
            error={error("accept_terms")}
            hint={
              <>
                {t("signup.termsRead")}{" "}
                <Link to={routePaths["terms-of-use"]}>{t("signup.termsOfUse")}</Link>
                {" · "}
                <Link to={routePaths["privacy-policy"]}>{t("signup.privacyPolicy")}</Link>
              </>
            }
          />
        </div>
        <button
          type="submit"
          className="button button--primary auth-form__submit"
          disabled={sending}
        >
          {sending ? t("signup.submitting") : t("signup.submit")}
        </button>
      </form>
      <p className="auth-switch">
        {t("signup.haveAccount")} <Link to={routePaths["account-login"]}>{t("signup.signIn")}</Link>
      </p>
    </>
  );
}
