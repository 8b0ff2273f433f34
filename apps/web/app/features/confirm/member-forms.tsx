import "./strings.ts";

import { type FormEvent, useId, useRef, useState } from "react";
import { Link } from "react-router";

import type { StoredUser } from "@coop/contract/entities";
import type { MemberUser } from "@coop/contract/members";

import { api } from "../../lib/api-client.ts";
import { identifyMember } from "../../lib/engagement.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { routePaths } from "../../lib/route-names.ts";
import { clientStore } from "../../lib/store/client-store.ts";

type Sent = { kind: "idle" } | { kind: "sending" } | { kind: "error"; message: string };

/** Members: save the order as a favorite with a name (POST orders/faves, `order.history`). */
export function FavoriteForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation("confirm");
  const id = useId();
  const [name, setName] = useState(() => t("fave.default"));
  const [sent, setSent] = useState<Sent>({ kind: "idle" });
  const [saved, setSaved] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSent({ kind: "sending" });
    const result = await api.call("ordersFavesAdd", {
      body: { id: orderId, description: name.trim() },
    });
    if (!result.ok) {
      setSent({ kind: "error", message: result.errors.join(" ") });
      return;
    }
    setSent({ kind: "idle" });
    setSaved(name.trim());
  }

  return (
    <section className="confirm-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="confirm-card__heading">
        {t("fave.heading")}
      </h2>
      {saved !== null ? (
        <p className="confirm-form__success" role="status" data-testid="fave-saved">
          {t("fave.saved", { name: saved })}
        </p>
      ) : (
        <form className="confirm-form" onSubmit={(e) => void submit(e)} noValidate>
          <p className="confirm-card__lead">{t("fave.lead")}</p>
          <label className="confirm-form__field" htmlFor={`${id}-name`}>
            <span>{t("fave.label")}</span>
            <input
              id={`${id}-name`}
              value={name}
              maxLength={60}
              required
              aria-invalid={sent.kind === "error" ? true : undefined}
              aria-describedby={sent.kind === "error" ? `${id}-error` : undefined}
              onChange={(e) => setName(e.target.value)}
            />
          </label>
          <button
            type="submit"
            className="button button--primary"
            disabled={sent.kind === "sending" || name.trim() === ""}
          >
            {sent.kind === "sending" ? t("fave.sending") : t("fave.submit")}
          </button>
          {sent.kind === "error" && (
            <p id={`${id}-error`} className="confirm-form__error" role="alert">
              {t("fave.error", { message: sent.message })}
            </p>
          )}
        </form>
      )}
    </section>
  );
}

type Created = { name: string; inHistory: boolean };

/** The member as the client keeps it: a phone the member has not given is left out, not null. */
function storedUserOf({ phone, ...user }: MemberUser): StoredUser {
  return phone === null ? user : { ...user, phone };
}

async function orderInHistory(orderId: string): Promise<boolean> {
  const recent = await api.call("ordersRecent");
  return recent.ok && recent.data.orders.some((o) => o.id === orderId);
}

/**
 * Guests: createAccount from the confirmation (`order.claim-on-sign-up`). members/create with the
 * order id: the server attaches the order when it was placed with the same email. Then the visitor
 * is signed in like after a sign-in (user and token in the store, kept in local storage), and
 * the page says whether the order is in their history, as GET orders/recent shows it.
 */
export function CreateAccountForm({
  orderId,
  onCreated,
}: {
  orderId: string;
  /** Called once the account exists (the visitor is then signed in). */
  onCreated: () => void;
}) {
  const { t } = useTranslation("confirm");
  const id = useId();
  const [fields, setFields] = useState({ email: "", first_name: "", last_name: "", password: "" });
  // `member.accept-terms`: the account is created only with the terms accepted.
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [termsMissing, setTermsMissing] = useState(false);
  const [sent, setSent] = useState<Sent>({ kind: "idle" });
  const [created, setCreated] = useState<Created | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  const labels = {
    email: t("account.email"),
    first_name: t("account.firstName"),
    last_name: t("account.lastName"),
    password: t("account.password"),
  } as const;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = (Object.keys(labels) as (keyof typeof labels)[]).find(
      (k) => fields[k].trim() === "",
    );
    if (missing) {
      setSent({ kind: "error", message: t("account.required", { field: labels[missing] }) });
      document.getElementById(`${id}-${missing}`)?.focus();
      return;
    }
    if (!acceptTerms) {
      setTermsMissing(true);
      setSent({ kind: "error", message: t("account.termsRequired") });
      document.getElementById(`${id}-terms`)?.focus();
      return;
    }
    setSent({ kind: "sending" });
    const result = await api.call("membersCreate", {
      body: { ...fields, accept_terms: true, order_id: orderId },
    });
    if (!result.ok) {
      setSent({ kind: "error", message: result.errors.join(" ") });
      return;
    }
    const { tokens, user } = result.data.data;
    onCreated();
    clientStore.setState({
      user: storedUserOf(user),
      token: tokens,
      guestUser: false,
      createAccount: false,
    });
    // `engagement.identify-on-sign-in`: the new member takes this device's history.
    identifyMember(tokens.id);
    const inHistory = result.data.data.order_claimed === true && (await orderInHistory(orderId));
    setSent({ kind: "idle" });
    setCreated({ name: user.first_name, inHistory });
    requestAnimationFrame(() => doneRef.current?.focus());
  }

  if (created) {
    return (
      <section className="confirm-card" aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className="confirm-card__heading">
          {t("account.heading")}
        </h2>
        <div ref={doneRef} tabIndex={-1} role="status" data-testid="account-created">
          <p className="confirm-form__success">{t("account.created", { name: created.name })}</p>
          <p>{created.inHistory ? t("account.inHistory") : t("account.notClaimed")}</p>
          <Link to={routePaths["account-order-history"]}>{t("account.historyLink")}</Link>
        </div>
      </section>
    );
  }

  const field = (key: keyof typeof labels, type: string, autoComplete: string, hint?: string) => (
    <div className="confirm-form__field">
      <label htmlFor={`${id}-${key}`}>{labels[key]}</label>
      <input
        id={`${id}-${key}`}
        name={key}
        type={type}
        autoComplete={autoComplete}
        required
        value={fields[key]}
        aria-describedby={hint ? `${id}-${key}-hint` : undefined}
        onChange={(e) => setFields((f) => ({ ...f, [key]: e.target.value }))}
      />
      {hint && (
        <small id={`${id}-${key}-hint`} className="confirm-form__hint">
          {hint}
        </small>
      )}
    </div>
  );

  return (
    <section className="confirm-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="confirm-card__heading">
        {t("account.heading")}
      </h2>
      <p className="confirm-card__lead">{t("account.lead")}</p>
      <form className="confirm-form" onSubmit={(e) => void submit(e)} noValidate>
        {field("email", "email", "email")}
        <div className="confirm-form__row">
          {field("first_name", "text", "given-name")}
          {field("last_name", "text", "family-name")}
        </div>
        {field("password", "password", "new-password", t("account.passwordHint"))}
        <div style={{ display: "flex", alignItems: "center", gap: "0.5rem", minHeight: "2.75rem" }}>
          <input
            id={`${id}-terms`}
            name="accept_terms"
            type="checkbox"
            required
            checked={acceptTerms}
            aria-invalid={termsMissing || undefined}
            aria-describedby={termsMissing ? `${id}-error` : undefined}
            style={{ width: "1.5rem", height: "1.5rem", margin: 0, flex: "none" }}
            onChange={(e) => {
              setAcceptTerms(e.currentTarget.checked);
              if (e.currentTarget.checked) setTermsMissing(false);
            }}
          />
          <label htmlFor={`${id}-terms`}>
            {t("account.termsBefore")}
            <Link to={routePaths["terms-of-use"]}>{t("account.termsLink")}</Link>
            {t("account.termsBetween")}
            <Link to={routePaths["privacy-policy"]}>{t("account.privacyLink")}</Link>
            {t("account.termsAfter")}
          </label>
        </div>
        <button type="submit" className="button button--primary" disabled={sent.kind === "sending"}>
          {sent.kind === "sending" ? t("account.sending") : t("account.submit")}
        </button>
        {sent.kind === "error" && (
          <p id={`${id}-error`} className="confirm-form__error" role="alert">
            {t("account.error", { message: sent.message })}
          </p>
        )}
      </form>
    </section>
  );
}
