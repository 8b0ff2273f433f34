import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";

import { landingPath } from "../features/ops/shell/ops-nav.ts";
import { RestaurantList } from "../features/ops/signin/restaurant-list.tsx";
import { SignInForm } from "../features/ops/signin/signin-form.tsx";
import { safeOpsRedirect, useStaffSession } from "../features/ops/staff-session.ts";
import { useTranslation } from "../lib/i18n-react.tsx";

/**
 * /ops: signed out, the staff sign-in; signed in, "Your restaurants" (a crew member with one
 * restaurant goes straight to its board, `ops-shell.crew-straight-to-board`; a `?next=` staff page
 * is followed, `ops-shell.next-redirect`).
 */
export default function OpsHome() {
  const { t } = useTranslation("ops");
  const session = useStaffSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const staff = session.status === "signed-in" ? session.session.staff : null;
  const next = safeOpsRedirect(params.get("next"));
  const board = staff ? landingPath(staff) : null;
  const goTo = staff ? (next ?? board) : null;

  useEffect(() => {
    if (goTo) void navigate(goTo, { replace: true });
  }, [goTo, navigate]);

  if (session.status === "loading" || goTo) {
    return (
      <p className="ops-status" role="status" data-testid="ops-checking">
        {goTo && goTo === board ? t("home.goingToBoard") : t("shell.checking")}
      </p>
    );
  }
  if (!staff) return <SignInForm />;
  return <RestaurantList staff={staff} />;
}
