import "../shell/strings.ts";

import { type FormEvent, useState } from "react";

import type { StaffMember, StaffRole } from "@coop/contract/staff";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { useFocusOnMessage } from "../shell/use-heading-focus.ts";
import { opsApi } from "../staff-session.ts";
import { RestaurantsField } from "./restaurants-field.tsx";
import { focusField, staffCallFailure } from "./staff-form-errors.ts";
import {
  invitableRestaurants,
  invitableRoles,
  type RestaurantsProblem,
  restaurantsProblem,
} from "./staff-rules.ts";

/**
 * The invitation form (`ops-shell.invite-offer`): an admin picks any role and restaurants; a manager
 * invites crew to one of their own restaurants (the only choices offered). The server emails
 * the link (`staff.invitation`).
 */
export function InviteForm({
  inviter,
  allRestaurants,
  names,
}: {
  inviter: StaffMember;
  /** Every restaurant an admin may pick (null: typed by number). */
  allRestaurants: readonly number[] | null;
  names: ReadonlyMap<number, string>;
}) {
  const { t } = useTranslation("ops");
  const roles = invitableRoles(inviter);
  const own = invitableRestaurants(inviter);
  const choices = own ?? allRestaurants;
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<StaffRole>(roles[0] ?? "crew");
  const [restaurants, setRestaurants] = useState<number[] | null>(
    own?.length === 1 ? [...own] : [],
  );
  const [emailError, setEmailError] = useState<string | null>(null);
  const [restaurantsError, setRestaurantsError] = useState<string | null>(null);
  const [message, setMessage] = useState<{ kind: "ok" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const statusRef = useFocusOnMessage<HTMLParagraphElement>(message?.text ?? null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const noEmail = email.trim() === "" ? t("staff.errors.emailRequired") : null;
    const problem: RestaurantsProblem | "restaurantsFormat" | null =
      restaurants === null ? "restaurantsFormat" : restaurantsProblem(role, restaurants);
    setEmailError(noEmail);
    setRestaurantsError(problem ? t(`staff.errors.${problem}`) : null);
    if (noEmail || problem || restaurants === null) {
      focusField(noEmail ? "ops-invite-email" : "ops-invite-restaurants");
      return;
    }
    setBusy(true);
    const result = await opsApi.call("opsInvite", {
      body: { email: email.trim(), role, restaurants },
    });
    setBusy(false);
    if (result.ok) {
      setMessage({ kind: "ok", text: t("staff.invite.sent", { email: result.data.data.email }) });
      setEmail("");
    } else {
      const failed = staffCallFailure(result);
      setMessage({
        kind: "error",
        text:
          failed.key === "failed"
            ? t("staff.errors.failed", { reason: failed.reason })
            : t(`staff.errors.${failed.key}`),
      });
    }
  }

  if (roles.length === 0) return null;
  return (
    <form className="ops-form ops-panel" noValidate onSubmit={(e) => void submit(e)}>
      <h2 className="ops-subtitle">{t("staff.invite.title")}</h2>
      {inviter.role === "manager" && <p className="ops-hint">{t("staff.invite.managerNote")}</p>}
      {message && (
        <p
          ref={statusRef}
          tabIndex={-1}
          className={message.kind === "ok" ? "ops-success" : "ops-alert"}
          role={message.kind === "ok" ? "status" : "alert"}
          data-testid="ops-invite-message"
        >
          {message.text}
        </p>
      )}
      <div className="ops-field">
        <label htmlFor="ops-invite-email">{t("staff.email")}</label>
        <input
          id="ops-invite-email"
          type="email"
          autoComplete="off"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? "ops-invite-email-error" : undefined}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        {emailError && (
          <p id="ops-invite-email-error" className="ops-field__error">
            {emailError}
          </p>
        )}
      </div>
      <div className="ops-field">
        <label htmlFor="ops-invite-role">{t("staff.role")}</label>
        <select
          id="ops-invite-role"
          value={role}
          onChange={(e) => {
            setRole(e.currentTarget.value as StaffRole);
            setRestaurantsError(null);
            if (e.currentTarget.value === "admin" || e.currentTarget.value === "marketing")
              setRestaurants([]);
          }}
        >
          {roles.map((r) => (
            <option key={r} value={r}>
              {t(`shell.roles.${r}`)}
            </option>
          ))}
        </select>
      </div>
      <RestaurantsField
        key={role}
        id="ops-invite-restaurants"
        role={role}
        value={restaurants ?? []}
        onChange={setRestaurants}
        choices={choices}
        names={names}
        error={restaurantsError}
      />
      <button type="submit" className="ops-button ops-button--primary" disabled={busy}>
        {busy ? t("staff.invite.submitting") : t("staff.invite.submit")}
      </button>
    </form>
  );
}
