import "./strings.ts";
import "./controls.css";

import type { ReactNode } from "react";
import { Link } from "react-router";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { restaurantPath } from "../ops-paths.ts";
import { RoleFrame } from "../shell/role-frame.tsx";

/**
 * The frame of a manager's page of one restaurant (`store-controls.managers-only`): signed-out
 * visitors go to sign-in (useRequireStaff); crew see "Managers only" with a link to the board;
 * managers and admins see the page. The heading takes focus when the page opens, so a screen
 * reader starts there. The links between a restaurant's pages are the staff header's (the ops
 * layout), by role.
 */
export function ManagerPage({
  restaurantId,
  title,
  children,
}: {
  restaurantId: number;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("controls");
  return (
    <RoleFrame
      roles={["manager", "admin"]}
      title={title}
      className="ctl-controls"
      statusClassName="ctl-controls__status"
      loading={t("gate.loading")}
      denied={{
        title: t("gate.managersOnly"),
        text: t("gate.managersOnlyText"),
        extra: (
          <p>
            <Link to={restaurantPath("board", restaurantId)}>{t("gate.toBoard")}</Link>
          </p>
        ),
      }}
    >
      {children}
    </RoleFrame>
  );
}

/** A call's failure as one sentence (the server's messages, or the connection issue). */
export function failureText(errors: readonly string[]): string {
  return errors.join(" ");
}
