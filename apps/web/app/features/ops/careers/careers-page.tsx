import "./strings.ts";
import "../forms/forms.css";

import { type KeyboardEvent, useRef } from "react";
import { useSearchParams } from "react-router";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import type { CareersTab } from "../ops-paths.ts";
import { RoleFrame } from "../shell/role-frame.tsx";
import { useStaffSession } from "../staff-session.ts";
import { ApplicationsTab } from "./applications-tab.tsx";
import { CAREERS_ROLES } from "./careers-rules.ts";
import { JobsTab } from "./jobs-tab.tsx";

const TABS: readonly CareersTab[] = ["jobs", "applications"];

/**
 * /ops/careers (`ops-careers.roles`): two tabs, Jobs and Applications. The tab is in the URL
 * (`?tab=applications`); `?application=<id>` opens that application on its tab
 * (`ops-careers.deep-link`: the link of the managers' email).
 */
export function CareersPage() {
  const { t } = useTranslation("opsCareers");
  return (
    <RoleFrame
      roles={CAREERS_ROLES}
      title={t("title")}
      className="of-page"
      statusClassName="of-status"
      loading={t("common.loading")}
      denied={{ title: t("gate.notAllowed"), text: t("gate.notAllowedText") }}
    >
      <CareersTabs />
    </RoleFrame>
  );
}

function CareersTabs() {
  const { t } = useTranslation("opsCareers");
  const session = useStaffSession();
  const [params, setParams] = useSearchParams();
  const application = params.get("application");
  const tab: CareersTab =
    application || params.get("tab") === "applications" ? "applications" : "jobs";
  const buttons = useRef(new Map<CareersTab, HTMLButtonElement>());
  const role = session.status === "signed-in" ? session.session.staff.role : null;

  const select = (next: CareersTab, focus = false) => {
    setParams(next === "applications" ? { tab: "applications" } : {});
    if (focus) buttons.current.get(next)?.focus();
  };
  // Arrow keys, Home and End move between the tabs (the WAI-ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent) => {
    const at = TABS.indexOf(tab);
    const to =
      event.key === "ArrowRight"
        ? TABS[(at + 1) % TABS.length]
        : event.key === "ArrowLeft"
          ? TABS[(at + TABS.length - 1) % TABS.length]
          : event.key === "Home"
            ? TABS[0]
            : event.key === "End"
              ? TABS[TABS.length - 1]
              : undefined;
    if (!to) return;
    event.preventDefault();
    select(to, true);
  };

  return (
    <>
      <div className="of-tabs" role="tablist" aria-label={t("tabs.label")} onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(el) => {
              if (el) buttons.current.set(name, el);
            }}
            type="button"
            role="tab"
            id={`ocr-tab-${name}`}
            aria-controls={`ocr-panel-${name}`}
            aria-selected={tab === name}
            tabIndex={tab === name ? 0 : -1}
            className="of-tab"
            onClick={() => select(name)}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`ocr-panel-${tab}`}
        aria-labelledby={`ocr-tab-${tab}`}
        className="of-tabpanel"
      >
        {tab === "jobs" ? (
          <JobsTab mayImport={role === "admin"} />
        ) : (
          <ApplicationsTab
            selected={application}
            onSelect={(id) => setParams(id ? { application: id } : { tab: "applications" })}
          />
        )}
      </div>
    </>
  );
}
