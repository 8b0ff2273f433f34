import "./strings.ts";

import type { ReactNode } from "react";
import { Link } from "react-router";

import type { StaffMember, StaffRole } from "@coop/contract/staff";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { opsPaths } from "../ops-paths.ts";
import { useRequireStaff } from "../staff-session.ts";
import { useHeadingFocus } from "./use-heading-focus.ts";

/** A staff page's heading: focused when the page shows (`ops-shell.focus-heading`). */
export function OpsHeading({ view, children }: { view: string | null; children: ReactNode }) {
  const ref = useHeadingFocus(view);
  return (
    <h1 ref={ref} tabIndex={-1} className="ops-title">
      {children}
    </h1>
  );
}

/**
 * `ops-shell.not-allowed`: a page for signed-in staff of some roles: while the session is read it says so; signed out,
 * useRequireStaff sends the tablet to sign-in (with the page to come back to); a role that may
 * not open the page is told so in words with a way back. Otherwise renders the page.
 */
export function StaffGate({
  roles,
  title,
  refusal,
  children,
}: {
  roles?: readonly StaffRole[];
  title: string;
  refusal: string;
  children: (staff: StaffMember) => ReactNode;
}) {
  const { t } = useTranslation("ops");
  const { state, allowed } = useRequireStaff(roles);
  if (state.status !== "signed-in") {
    return (
      <p className="ops-status" role="status" data-testid="ops-checking">
        {t("shell.checking")}
      </p>
    );
  }
  if (!allowed) {
    return (
      <section className="ops-page">
        <OpsHeading view="refused">{title}</OpsHeading>
        <p className="ops-notice">{refusal}</p>
        <p>
          <Link to={opsPaths.home} className="ops-button">
            {t("shell.backHome")}
          </Link>
        </p>
      </section>
    );
  }
  return children(state.session.staff);
}
