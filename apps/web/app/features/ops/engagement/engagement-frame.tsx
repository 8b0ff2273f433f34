import "./strings.ts";
import "./engagement.css";

import { type ReactNode, useEffect, useRef } from "react";
import { NavLink } from "react-router";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { type EngagementKind, engagementListPath } from "../ops-paths.ts";
import { useRequireStaff } from "../staff-session.ts";

export const ENGAGEMENT_KINDS: readonly EngagementKind[] = ["segments", "campaigns", "canvases"];

/**
 * `engagement-authoring.marketing-and-admins`: the frame of the engagement screens. Signed-out
 * visitors go to sign-in; crew and managers see a clear "not allowed" message and nothing is
 * fetched; marketing and admins see the tabs (Segments, Campaigns, Canvases) and the screen.
 * The heading takes focus when the screen opens.
 */
export function EngagementFrame({ title, children }: { title: ReactNode; children: ReactNode }) {
  const { t } = useTranslation("opsEngagement");
  const { state, allowed } = useRequireStaff(["marketing", "admin"]);
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = state.status === "signed-in";
  useEffect(() => {
    if (ready) heading.current?.focus();
  }, [ready, allowed]);

  if (!ready) {
    return (
      <p className="oe-status" role="status">
        {t("common.loading")}
      </p>
    );
  }
  if (!allowed) {
    return (
      <section className="oe-page">
        <h1 ref={heading} tabIndex={-1}>
          {t("gate.notAllowed")}
        </h1>
        <p>{t("gate.notAllowedText")}</p>
      </section>
    );
  }
  return (
    <div className="oe-page">
      <nav aria-label={t("tabs.label")} className="oe-tabs">
        {ENGAGEMENT_KINDS.map((kind) => (
          <NavLink key={kind} to={engagementListPath(kind)}>
            {t(`tabs.${kind}`)}
          </NavLink>
        ))}
      </nav>
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </div>
  );
}
