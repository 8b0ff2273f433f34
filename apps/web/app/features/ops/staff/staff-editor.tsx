import "../shell/strings.ts";

import { type FormEvent, useEffect, useState } from "react";

import type { StaffMember, StaffRole } from "@coop/contract/staff";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { opsApi } from "../staff-session.ts";
import { RestaurantsField } from "./restaurants-field.tsx";
import { focusField, staffCallFailure } from "./staff-form-errors.ts";
import { restaurantsProblem, ROLES } from "./staff-rules.ts";

/**
 * An admin changes another account's role, restaurants and whether it is active
 * (`staff.role-change`; the page never offers it on the admin's own account).
 */
export function StaffEditor({
  member,
  choices,
  names,
  onDone,
}: {
  member: StaffMember;
  choices: readonly number[] | null;
  names: ReadonlyMap<number, string>;
  onDone: (updated: StaffMember | null) => void;
}) {
  const { t } = useTranslation("ops");
  const [role, setRole] = useState<StaffRole>(member.role);
  const [restaurants, setRestaurants] = useState<number[] | null>(member.restaurants);
  const [active, setActive] = useState(member.active);
  const [restaurantsError, setRestaurantsError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const prefix = `ops-edit-${member.id}`;
  // Opened from its Edit button: the keyboard starts in the form.
  useEffect(() => {
    document.getElementById(`${prefix}-role`)?.focus();
  }, [prefix]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const problem =
      restaurants === null ? "restaurantsFormat" : restaurantsProblem(role, restaurants);
    setRestaurantsError(problem ? t(`staff.errors.${problem}`) : null);
    if (problem || restaurants === null) {
      focusField(`${prefix}-restaurants`);
      return;
    }
    setBusy(true);
    const result = await opsApi.call("opsStaffUpdate", {
      params: { id: member.id },
      body: { role, restaurants, active },
    });
    setBusy(false);
    if (result.ok) {
      onDone(result.data.data);
      return;
    }
    const failed = staffCallFailure(result);
    setFailure(
      failed.key === "failed"
        ? t("staff.errors.failed", { reason: failed.reason })
        : t(`staff.errors.${failed.key}`),
    );
  }

  return (
    <form
      className="ops-form ops-editor"
      noValidate
      aria-labelledby={`${prefix}-title`}
      onSubmit={(e) => void submit(e)}
    >
      <h3 id={`${prefix}-title`} className="ops-subtitle">
        {t("staff.editor.title", { name: member.name })}
      </h3>
      {failure && (
        <p className="ops-alert" role="alert">
          {failure}
        </p>
      )}
      <div className="ops-field">
        <label htmlFor={`${prefix}-role`}>{t("staff.role")}</label>
        <select
          id={`${prefix}-role`}
          value={role}
          onChange={(e) => {
            const next = e.currentTarget.value as StaffRole;
            setRole(next);
            setRestaurantsError(null);
            if (next === "admin" || next === "marketing") setRestaurants([]);
          }}
        >
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`shell.roles.${r}`)}
            </option>
          ))}
        </select>
      </div>
      <RestaurantsField
        key={role}
        id={`${prefix}-restaurants`}
        role={role}
        value={restaurants ?? []}
        onChange={setRestaurants}
        choices={choices}
        names={names}
        error={restaurantsError}
      />
      <label className="ops-choice">
        <input
          type="checkbox"
          checked={active}
          onChange={(e) => setActive(e.currentTarget.checked)}
        />{" "}
        {t("staff.editor.activeLabel")}
      </label>
      <div className="ops-actions">
        <button type="submit" className="ops-button ops-button--primary" disabled={busy}>
          {busy ? t("staff.editor.saving") : t("staff.editor.save")}
        </button>
        <button type="button" className="ops-button" onClick={() => onDone(null)}>
          {t("staff.editor.cancel")}
        </button>
      </div>
    </form>
  );
}
