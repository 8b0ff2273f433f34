import "../shell/shell.css";
import "../shell/strings.ts";

import { useCallback, useEffect, useRef, useState } from "react";

import type { StaffMember } from "@coop/contract/staff";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { OpsHeading } from "../shell/staff-gate.tsx";
import { useOpsRestaurants } from "../shell/use-ops-restaurants.ts";
import { opsApi } from "../staff-session.ts";
import { InviteForm } from "./invite-form.tsx";
import { StaffEditor } from "./staff-editor.tsx";
import { canEdit } from "./staff-rules.ts";

type ListState =
  | { status: "loading" }
  | { status: "ready"; staff: StaffMember[] }
  | { status: "error"; reason: string };

/**
 * /ops/staff (`staff.list-scope`): an admin sees everyone and edits others' role, restaurants
 * and active state; a manager sees their restaurants' staff. Both invite (`ops-shell.invite-offer`).
 */
export function StaffPage({ me }: { me: StaffMember }) {
  const { t } = useTranslation("ops");
  const restaurants = useOpsRestaurants();
  const [list, setList] = useState<ListState>({ status: "loading" });
  const [editing, setEditing] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  // After an edit closes, focus goes back to its Edit button (once it is on screen again).
  const returnFocus = useRef<string | null>(null);
  useEffect(() => {
    if (editing !== null || returnFocus.current === null) return;
    editButtons.current.get(returnFocus.current)?.focus();
    returnFocus.current = null;
  }, [editing]);

  const load = useCallback(async () => {
    const result = await opsApi.call("opsStaffList");
    setList(
      result.ok
        ? { status: "ready", staff: result.data.data }
        : { status: "error", reason: result.errors.join(" ") },
    );
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const names = new Map<number, string>(
    restaurants.status === "ready" ? restaurants.restaurants.map((r) => [r.id, r.name]) : [],
  );
  const all = restaurants.status === "ready" ? restaurants.restaurants.map((r) => r.id) : null;

  function finishEdit(member: StaffMember, updated: StaffMember | null) {
    setEditing(null);
    if (updated && list.status === "ready") {
      setList({
        status: "ready",
        staff: list.staff.map((s) => (s.id === updated.id ? updated : s)),
      });
      setSaved(t("staff.editor.saved", { name: updated.name }));
    }
    returnFocus.current = member.id;
  }

  return (
    <section className="ops-page">
      <OpsHeading view="staff">{t("staff.title")}</OpsHeading>
      <p className="ops-lead">
        {me.role === "admin" ? t("staff.leadAdmin") : t("staff.leadManager")}
      </p>
      <div className="ops-columns">
        <div className="ops-columns__main">
          <p className="ops-success" role="status">
            {saved}
          </p>
          {list.status === "loading" && (
            <p className="ops-status" role="status">
              {t("staff.loading")}
            </p>
          )}
          {list.status === "error" && (
            <div className="ops-alert" role="alert">
              <p>{t("staff.errors.loadFailed", { reason: list.reason })}</p>
              <button type="button" className="ops-button" onClick={() => void load()}>
                {t("staff.errors.retry")}
              </button>
            </div>
          )}
          {list.status === "ready" && list.staff.length === 0 && (
            <p className="ops-notice">{t("staff.empty")}</p>
          )}
          {list.status === "ready" && list.staff.length > 0 && (
            <ul className="ops-people" data-testid="ops-staff-list">
              {list.staff.map((member) => (
                <li key={member.id} className="ops-person">
                  <h2 className="ops-person__name">
                    {member.name} {member.id === me.id && <span>{t("staff.you")}</span>}
                  </h2>
                  <dl className="ops-person__facts">
                    <dt>{t("staff.email")}</dt>
                    <dd>{member.email}</dd>
                    <dt>{t("staff.role")}</dt>
                    <dd>{t(`shell.roles.${member.role}`)}</dd>
                    <dt>{t("staff.restaurants")}</dt>
                    <dd>
                      {member.restaurants.length === 0
                        ? t("staff.wholeChain")
                        : member.restaurants.map((id) => names.get(id) ?? String(id)).join(", ")}
                    </dd>
                    <dt>{t("staff.status")}</dt>
                    <dd>{member.active ? t("staff.active") : t("staff.disabled")}</dd>
                  </dl>
                  {canEdit(me, member) && editing !== member.id && (
                    <button
                      type="button"
                      className="ops-button"
                      ref={(el) => {
                        if (el) editButtons.current.set(member.id, el);
                        else editButtons.current.delete(member.id);
                      }}
                      onClick={() => {
                        setSaved(null);
                        setEditing(member.id);
                      }}
                    >
                      {t("staff.edit", { name: member.name })}
                    </button>
                  )}
                  {editing === member.id && (
                    <StaffEditor
                      member={member}
                      choices={all}
                      names={names}
                      onDone={(updated) => finishEdit(member, updated)}
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="ops-columns__side">
          <InviteForm inviter={me} allRestaurants={all} names={names} />
        </div>
      </div>
    </section>
  );
}
