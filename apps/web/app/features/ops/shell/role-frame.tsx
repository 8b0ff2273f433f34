import "./role-frame.css";

import { type ReactNode, type RefObject, useEffect, useRef } from "react";

import type { StaffRole } from "@coop/contract/staff";

import { useRequireStaff } from "../staff-session.ts";

/**
 * The frame of a staff page open to some roles, the gate and the heading in one:
 * - while the session is read, a status line (`loading`, with `statusClassName`);
 * - signed out, useRequireStaff sends the tablet to sign-in (with the page to come back to);
 * - signed in with another role, a section (`className`) whose heading is `denied.title`,
 *   then `denied.text` and `denied.extra` (a way back, say); nothing of the page is rendered,
 *   so nothing is fetched;
 * - otherwise a wrapper (`className`) with the page's heading (`title`) and `children`.
 * Both wrappers also have the class `ops-role-frame` (role-frame.css: the column, the heading).
 * The heading (either one) takes focus when the page opens, so a screen reader starts there.
 * `children` may be a function of the heading's ref, for a page that moves focus back to it.
 *
 *   <RoleFrame roles={["marketing", "admin"]} title={t("list.title")} className="oc-page"
 *     statusClassName="oc-status" loading={t("common.loading")}
 *     denied={{ title: t("gate.notAllowed"), text: t("gate.notAllowedText") }}>
 *     <List />
 *   </RoleFrame>
 */
export function RoleFrame({
  roles,
  title,
  className,
  statusClassName,
  loading,
  denied,
  children,
}: {
  roles: readonly StaffRole[];
  title: ReactNode;
  className: string;
  statusClassName: string;
  loading: string;
  denied: { title: string; text: string; extra?: ReactNode };
  children: ReactNode | ((heading: RefObject<HTMLHeadingElement | null>) => ReactNode);
}) {
  const { state, allowed } = useRequireStaff(roles);
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = state.status === "signed-in";
  useEffect(() => {
    if (ready) heading.current?.focus();
  }, [ready, allowed]);

  if (!ready) {
    return (
      <p className={statusClassName} role="status">
        {loading}
      </p>
    );
  }
  if (!allowed) {
    return (
      <section className={`ops-role-frame ${className}`}>
        <h1 ref={heading} tabIndex={-1}>
          {denied.title}
        </h1>
        <p>{denied.text}</p>
        {denied.extra}
      </section>
    );
  }
  return (
    <div className={`ops-role-frame ${className}`}>
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {typeof children === "function" ? children(heading) : children}
    </div>
  );
}
