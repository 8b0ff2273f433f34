import "./strings.ts";

import { type FormEvent, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";

import { api } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { safeRedirect, storedUserOf, useMember } from "../../lib/member/session.ts";
import { routePaths } from "../../lib/route-names.ts";
import { clientStore } from "../../lib/store/client-store.ts";
import { fieldErrorsOf, refusalText } from "./auth-errors.ts";
import {
  CheckboxField,
  ErrorSummary,
  type Problem,
  TextField,
  useFocusOnProblems,
} from "./form-parts.tsx";
import { maskPhone, phoneProblem } from "./phone-mask.ts";

const FORM_ID = "complete";

/**
 * `member.complete-profile`: `/account/complete`, for a member single sign-on created without
 * a name or a phone: first and last name, phone (masked), opt-ins → members/update; then on
 * to the `?redirect=` path (`completionPath`), the saved redirect path or /account. Rendered inside the account shell (signed in only).
 */
export function CompleteForm() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user } = useMember();
  const [fields, setFields] = useState(() => ({
    first_name: user?.first_name ?? "",
    last_name: user?.last_name ?? "",
    phone: user?.phone ? maskPhone(user.phone) : "",
    optin: user?.optin ?? false,
    optin_sms: user?.optin_sms ?? false,
  }));
  const [sending, setSending] = useState(false);
  const [problems, setProblems] = useState<Problem[]>([]);
  const summaryRef = useRef<HTMLDivElement>(null);
  useFocusOnProblems(problems, summaryRef);
  const error = (name: string) => problems.find((p) => p.field === name)?.message;
  const phoneGiven = fields.phone !== "" && phoneProblem(fields.phone) === null;
  const labels = {
    first_name: t("fields.firstName"),
    last_name: t("fields.lastName"),
    phone: t("fields.phone"),
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const found: Problem[] = [];
    for (const name of ["first_name", "last_name"] as const)
      if (fields[name].trim() === "")
        found.push({ field: name, message: t("errors.required", { field: labels[name] }) });
    if (phoneProblem(fields.phone)) found.push({ field: "phone", message: t("errors.phone") });
    if (found.length > 0) return setProblems(found);
    setSending(true);
    setProblems([]);
    const result = await api.call("membersUpdate", {
      body: {
        first_name: fields.first_name.trim(),
        last_name: fields.last_name.trim(),
        phone: fields.phone === "" ? null : fields.phone,
        optin: fields.optin,
        optin_sms: phoneGiven && fields.optin_sms,
      },
    });
    if (!result.ok) {
      setSending(false);
      const byField = fieldErrorsOf(result.body);
      const named = (Object.keys(labels) as (keyof typeof labels)[])
        .filter((name) => byField[name])
        .map((name) => ({ field: name, message: `${labels[name]} ${byField[name]}.` }));
      if (result.status === 400 && named.length > 0) return setProblems(named);
      const text = refusalText(result);
      return setProblems([{ message: t(text.key, text.values) }]);
    }
    // The path given by the sign-in (`completionPath`), else the saved one, else /account.
    const target =
      safeRedirect(params.get("redirect")) ??
      safeRedirect(clientStore.getState().redirect) ??
      routePaths.account;
    clientStore.setState({ user: storedUserOf(result.data), redirect: null });
    void navigate(target, { replace: true });
  }

  return (
    <section className="auth-card auth-card--inline" aria-labelledby={`${FORM_ID}-lead`}>
      <p id={`${FORM_ID}-lead`} className="auth-card__lead">
        {t("complete.lead")}
      </p>
      <ErrorSummary formId={FORM_ID} problems={problems} summaryRef={summaryRef} />
      <form id={FORM_ID} className="auth-form" noValidate onSubmit={(e) => void submit(e)}>
        <div className="auth-form__row">
          <TextField
            formId={FORM_ID}
            name="first_name"
            autoComplete="given-name"
            label={labels.first_name}
            value={fields.first_name}
            onValue={(v) => setFields((f) => ({ ...f, first_name: v }))}
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
            onValue={(v) => setFields((f) => ({ ...f, last_name: v }))}
            error={error("last_name")}
            maxLength={50}
            required
          />
        </div>
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
        <div className="auth-form__choices">
          <CheckboxField
            formId={FORM_ID}
            name="optin"
            label={t("fields.optin")}
            checked={fields.optin}
            onChecked={(v) => setFields((f) => ({ ...f, optin: v }))}
          />
          <CheckboxField
            formId={FORM_ID}
            name="optin_sms"
            label={t("fields.optinSms")}
            checked={phoneGiven && fields.optin_sms}
            disabled={!phoneGiven}
            hint={phoneGiven ? undefined : t("fields.optinSmsHint")}
            onChecked={(v) => setFields((f) => ({ ...f, optin_sms: v }))}
          />
        </div>
        <button
          type="submit"
          className="button button--primary auth-form__submit"
          disabled={sending}
        >
          {sending ? t("complete.submitting") : t("complete.submit")}
        </button>
      </form>
    </section>
  );
}
