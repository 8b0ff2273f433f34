import "./strings.ts";

import { type FormEvent, useState } from "react";

import type { MemberUser } from "@coop/contract/members";

import { api } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { storedUserOf } from "../../lib/member/session.ts";
import { clientStore } from "../../lib/store/client-store.ts";
import {
  displayPhone,
  fieldErrorsOf,
  firstWithError,
  maskPhone,
  profileChanges,
  type ProfileField,
  profileProblems,
  profileValuesOf,
  sameEmail,
} from "./account-rules.ts";
import { focusSoon, FormField } from "./form-field.tsx";

/** The inputs in page order: focus goes to the first with an error. */
const FIELDS: readonly ProfileField[] = [
  "first_name",
  "last_name",
  "email",
  "current_password",
  "phone",
  "optin",
  "optin_sms",
];

const inputId = (field: ProfileField) => `profile-${field.replace(/_/g, "-")}`;

type Outcome =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; emailChanged: string | null }
  | { kind: "unchanged" }
  | { kind: "error"; message: string };

/**
 * The profile form of the settings page (`member.profile-form`): names, email, phone in the
 * mask ###-###-#### (`member.settings-phone-mask`) and the two opt-ins → PUT members/update with only
 * what changed. A new email asks for the current password (`member.update-email`) and says a
 * verification link goes to the new address. The server's field errors land on their inputs
 * (`member.form-field-errors`), and focus moves to the first field in error.
 */
export function ProfileForm({
  member,
  onSaved,
}: {
  member: MemberUser;
  onSaved: (member: MemberUser) => void;
}) {
  const { t } = useTranslation("account");
  const original = profileValuesOf(member);
  const [values, setValues] = useState(original);
  const [currentPassword, setCurrentPassword] = useState("");
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  const emailChanging = !sameEmail(values.email, member.email);

  const labels: Record<ProfileField, string> = {
    first_name: t("settings.profile.firstName"),
    last_name: t("settings.profile.lastName"),
    email: t("settings.profile.email"),
    phone: t("settings.profile.phone"),
    current_password: t("settings.profile.currentPassword"),
    optin: t("settings.profile.optin"),
    optin_sms: t("settings.profile.optinSms"),
  };

  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _dropped, ...rest }) => rest);
  };

  const showErrors = (found: Partial<Record<ProfileField, string>>) => {
    setErrors(found);
    const first = firstWithError(FIELDS, found);
    if (first) focusSoon(inputId(first));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = profileProblems(values, member.email, currentPassword);
    if (Object.keys(problems).length > 0) {
      const found: Partial<Record<ProfileField, string>> = {};
      for (const [field, problem] of Object.entries(problems) as [ProfileField, string][]) {
        found[field] = t(`settings.problems.${problem}` as "settings.problems.required", {
          field: labels[field],
        });
      }
      setOutcome({ kind: "error", message: t("settings.profile.fixFields") });
      showErrors(found);
      return;
    }
    const body = profileChanges(values, original, currentPassword);
    if (!body) {
      setErrors({});
      setOutcome({ kind: "unchanged" });
      return;
    }
    setErrors({});
    setOutcome({ kind: "saving" });
    const result = await api.call("membersUpdate", { body });
    if (!result.ok) {
      const server = fieldErrorsOf(result.body, FIELDS);
      const found: Partial<Record<ProfileField, string>> = {};
      for (const [field, message] of Object.entries(server.fields) as [ProfileField, string][]) {
        found[field] = t("settings.problems.server", { field: labels[field], message });
      }
      const general = server.other.length > 0 ? server.other.join(" ") : result.errors.join(" ");
      setOutcome({
        kind: "error",
        message:
          Object.keys(found).length > 0 && server.other.length === 0
            ? t("settings.profile.fixFields")
            : t("settings.profile.error", { message: general }),
      });
      showErrors(found);
      return;
    }
    clientStore.setState({ user: storedUserOf(result.data) });
    setValues(profileValuesOf(result.data));
    setCurrentPassword("");
    setOutcome({ kind: "saved", emailChanged: body.email ? result.data.email : null });
    onSaved(result.data);
  }

  const text = (
    field: "first_name" | "last_name" | "email",
    autoComplete: string,
    type = "text",
  ) => (
    <FormField
      id={inputId(field)}
      name={field}
      label={labels[field]}
      type={type}
      value={values[field]}
      error={errors[field]}
      autoComplete={autoComplete}
      maxLength={field === "email" ? 254 : 50}
      required
      onValue={(v) => set(field, v)}
    />
  );

  return (
    <section className="account-panel" aria-labelledby="profile-heading">
      <h2 id="profile-heading" className="account-card__heading">
        {t("settings.profile.heading")}
      </h2>
      <dl className="account-summary" aria-label={t("settings.profile.summary")}>
        <div>
          <dt>{t("settings.profile.name")}</dt>
          <dd>
            {member.first_name} {member.last_name}
          </dd>
        </div>
        <div>
          <dt>{labels.email}</dt>
          <dd>{member.email}</dd>
        </div>
        <div>
          <dt>{labels.phone}</dt>
          <dd data-testid="profile-phone">
            {member.phone_display ??
              (displayPhone(member.phone) || t("settings.profile.phoneNone"))}
          </dd>
        </div>
      </dl>
      <form className="account-form" noValidate onSubmit={(e) => void submit(e)}>
        <div className="account-form__row">
          {text("first_name", "given-name")}
          {text("last_name", "family-name")}
        </div>
        {text("email", "email", "email")}
        {emailChanging && (
          <FormField
            id={inputId("current_password")}
            name="current_password"
            label={labels.current_password}
            type="password"
            value={currentPassword}
            error={errors.current_password}
            hint={t("settings.profile.emailChangeHint")}
            autoComplete="current-password"
            maxLength={128}
            required
            onValue={(v) => {
              setCurrentPassword(v);
              setErrors(({ current_password: _dropped, ...rest }) => rest);
            }}
          />
        )}
        <FormField
          id={inputId("phone")}
          name="phone"
          label={labels.phone}
          type="tel"
          inputMode="numeric"
          value={values.phone}
          error={errors.phone}
          hint={t("settings.profile.phoneHint")}
          autoComplete="tel-national"
          placeholder="###-###-####"
          onValue={(v) => set("phone", maskPhone(v))}
        />
        {(["optin", "optin_sms"] as const).map((field) => (
          <div className="account-check" key={field}>
            <input
              id={inputId(field)}
              type="checkbox"
              checked={values[field]}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `${inputId(field)}-error` : undefined}
              onChange={(e) => set(field, e.currentTarget.checked)}
            />
            <label htmlFor={inputId(field)}>{labels[field]}</label>
            {errors[field] && (
              <p className="account-field__error" id={`${inputId(field)}-error`}>
                {errors[field]}
              </p>
            )}
          </div>
        ))}
        <button
          type="submit"
          className="button button--primary"
          disabled={outcome.kind === "saving"}
        >
          {outcome.kind === "saving" ? t("settings.saving") : t("settings.profile.save")}
        </button>
        <p
          className={`account-form__result${outcome.kind === "error" ? " account-form__result--error" : ""}`}
          role="status"
          data-testid="profile-result"
        >
          {outcome.kind === "saved" &&
            (outcome.emailChanged
              ? t("settings.profile.savedEmail", { email: outcome.emailChanged })
              : t("settings.profile.saved"))}
          {outcome.kind === "unchanged" && t("settings.profile.unchanged")}
          {outcome.kind === "error" && outcome.message}
        </p>
      </form>
    </section>
  );
}
