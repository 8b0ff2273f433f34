import { useEffect } from "react";

import { opsApi, readStaffSession, saveStaffSession, useStaffSession } from "../staff-session.ts";

/**
 * `ops-shell.session-refresh`: when a staff page opens with a stored session, opsMe is asked once, so
 * a role or restaurants changed by an admin show at once; a 401 (revoked, disabled, expired)
 * ends the session here (opsApi forgets it and the page goes to sign-in).
 */
export function useStaffRefresh(): void {
  const session = useStaffSession();
  const token = session.status === "signed-in" ? session.session.token : null;
  useEffect(() => {
    if (token === null) return;
    let cancelled = false;
    void opsApi.call("opsMe").then((result) => {
      const now = readStaffSession();
      if (cancelled || !result.ok || now.status !== "signed-in" || now.session.token !== token)
        return;
      const staff = result.data.data;
      if (JSON.stringify(staff) !== JSON.stringify(now.session.staff))
        saveStaffSession({ ...now.session, staff });
    });
    return () => {
      cancelled = true;
    };
  }, [token]);
}
