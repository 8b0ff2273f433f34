import "./strings.ts";

import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";

import { api } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { signOut } from "../../lib/member/session.ts";
import { ModalDialog } from "../../ui/modal-dialog.tsx";
import { fieldErrorsOf, sameEmail } from "./account-rules.ts";
import { focusSoon, FormField } from "./form-field.tsx";

/**
 * `member.sign-out`: the settings page's Sign out button. The browser goes home first (the
 * member page would otherwise send a signed-out visitor to sign-in and remember the page),
 * then the session is revoked, user and token cleared and the order abandoned (signOut).
 */
export function SignOutSection() {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const leave = async () => {
    setBusy(true);
    await navigate("/");
    await signOut();
  };
  return (
    <section className="account-panel" aria-labelledby="sign-out-heading">
      <h2 id="sign-out-heading" className="account-card__heading">
        {t("settings.signOut.heading")}
      </h2>
      <p>{t("settings.signOut.text")}</p>
      <button
        type="button"
        className="button button--outline"
        disabled={busy}
        onClick={() => void leave()}
      >
        {busy ? t("settings.signOut.busy") : t("settings.signOut.button")}
      </button>
    </section>
  );
}

type Outcome = { kind: "idle" } | { kind: "busy" } | { kind: "error"; message: string };

/**
 * `member.delete-account-page`: the danger zone. It says what is erased and what is kept (past
 * orders, anonymised, for accounting); the confirmation dialog asks for the password, or for
 * the account's email when the member has no password (single sign-on only), then calls
 * members/delete. On success the browser forgets the member and the order as on sign-out,
 * and `onDeleted` shows the goodbye page.
 */
export function DeleteAccount({
  email,
  hasPassword,
  onDeleted,
}: {
  email: string;
  hasPassword: boolean;
  onDeleted: () => void;
}) {
  const { t } = useTranslation("account");
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  const opener = useRef<HTMLButtonElement>(null);
  const field = hasPassword ? "password" : "email";
  const inputId = `delete-${field}`;
  const label = hasPassword ? t("settings.delete.password") : t("settings.delete.email");
  const close = useCallback(() => {
    setOpen(false);
    setValue("");
    setError(undefined);
    setOutcome({ kind: "idle" });
  }, []);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (value === "" || (!hasPassword && !sameEmail(value, email))) {
      setError(
        value === ""
          ? t("settings.problems.required", { field: label })
          : t("settings.delete.emailMismatch", { email }),
      );
      focusSoon(inputId);
      return;
    }
    setError(undefined);
    setOutcome({ kind: "busy" });
    const body = hasPassword ? { password: value } : { email: value.trim() };
    const result = await api.call("membersDelete", { body });
    if (!result.ok) {
      const server = fieldErrorsOf(result.body, [field] as const);
      const atField = server.fields[field];
      if (atField) {
        setError(t("settings.problems.server", { field: label, message: atField }));
        focusSoon(inputId);
      }
      const general = server.other.length > 0 ? server.other.join(" ") : result.errors.join(" ");
      setOutcome({ kind: "error", message: t("settings.delete.error", { message: general }) });
      return;
    }
    onDeleted();
    // The session is gone with the account; this forgets it here and abandons the order.
    await signOut();
  }

  return (
    <section className="account-panel account-danger" aria-labelledby="delete-heading">
      <h2 id="delete-heading" className="account-card__heading">
        {t("settings.delete.heading")}
      </h2>
      <p>{t("settings.delete.erased")}</p>
      <p>{t("settings.delete.kept")}</p>
      <p className="account-danger__final">{t("settings.delete.final")}</p>
      <button
        ref={opener}
        type="button"
        className="button account-danger__button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t("settings.delete.button")}
      </button>
      <ModalDialog
        id="delete-account-dialog"
        open={open}
        onClose={close}
        returnFocusRef={opener}
        className="account-dialog"
        aria-labelledby="delete-dialog-heading"
      >
        {open && (
          <form className="account-dialog__inner" noValidate onSubmit={(e) => void confirm(e)}>
            <h2 id="delete-dialog-heading" className="account-card__heading">
              {t("settings.delete.dialogTitle")}
            </h2>
            <p>{t("settings.delete.dialogText")}</p>
            <FormField
              id={inputId}
              name={field}
              label={label}
              type={hasPassword ? "password" : "email"}
              autoComplete={hasPassword ? "current-password" : "off"}
              value={value}
              error={error}
              maxLength={hasPassword ? 128 : 254}
              required
              onValue={(v) => {
                setValue(v);
                setError(undefined);
              }}
            />
            <p className="account-form__result account-form__result--error" role="status">
              {outcome.kind === "error" && outcome.message}
            </p>
            <div className="account-dialog__actions">
              <button
                type="submit"
                className="button account-danger__button"
                disabled={outcome.kind === "busy"}
              >
                {outcome.kind === "busy" ? t("settings.delete.busy") : t("settings.delete.confirm")}
              </button>
              <button
                type="button"
                className="button button--outline"
                disabled={outcome.kind === "busy"}
                onClick={close}
              >
                {t("settings.delete.cancel")}
              </button>
            </div>
          </form>
        )}
      </ModalDialog>
    </section>
  );
}

/** After members/delete: the goodbye page, in place of the settings (the member is gone). */
export function Goodbye() {
  const { t } = useTranslation("account");
  const heading = useRef<HTMLHeadingElement>(null);
  // The dialog that had focus is gone: focus goes to the page's new heading.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="account-goodbye" aria-labelledby="goodbye-heading" data-testid="goodbye">
      <h1 id="goodbye-heading" className="account-shell__heading" ref={heading} tabIndex={-1}>
        {t("settings.goodbye.heading")}
      </h1>
      <p>{t("settings.goodbye.text")}</p>
      <Link to="/" className="button button--primary">
        {t("settings.goodbye.home")}
      </Link>
    </section>
  );
}
