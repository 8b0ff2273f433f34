import "./strings.ts";
import "./controls.css";

import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { restaurantPath } from "../ops-paths.ts";
import { useRequireStaff } from "../staff-session.ts";

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
  const { state, allowed } = useRequireStaff(["manager", "admin"]);
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = state.status === "signed-in";
  useEffect(() => {
    if (ready) heading.current?.focus();
  }, [ready, allowed]);

  if (!ready) {
    return (
      <p className="ctl-controls__status" role="status">
        {t("gate.loading")}
      </p>
    );
  }
  if (!allowed) {
    return (
      <section className="ctl-controls">
        <h1 ref={heading} tabIndex={-1}>
          {t("gate.managersOnly")}
        </h1>
        <p>{t("gate.managersOnlyText")}</p>
        <p>
          <Link to={restaurantPath("board", restaurantId)}>{t("gate.toBoard")}</Link>
        </p>
      </section>
    );
  }
  return (
    <div className="ctl-controls">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </div>
  );
}

/** A call's failure as one sentence (the server's messages, or the connection issue). */
export function failureText(errors: readonly string[]): string {
  return errors.join(" ");
}
