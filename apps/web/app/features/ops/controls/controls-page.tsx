import { useCallback, useEffect, useState } from "react";

import type { Controls } from "@coop/contract/ops-controls";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { opsApi } from "../staff-session.ts";
import { AvailabilitySection } from "./availability-section.tsx";
import { BusySection } from "./busy-section.tsx";
import { CloseEarlySection } from "./close-early-section.tsx";
import { failureText, ManagerPage } from "./manager-page.tsx";
import { PauseSection } from "./pause-section.tsx";
import type { SectionProps } from "./section-props.ts";
import type { UntilContext } from "./until-rules.ts";
import { deviceTimeZone, formatLocalTime, zoneDiffers } from "./zone-time.ts";

type Load = { kind: "loading" } | { kind: "error"; message: string } | { kind: "ready" };

/** The clock of the page, moving every 30 seconds (remaining times, "end of today"). */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * /ops/restaurants/{id}/controls: what a manager changes during service: 86 items, pause
 * online ordering, busy mode, close early today. Each answer of the server is the whole set of
 * controls, which replaces the page's.
 */
export function ControlsPage({ restaurantId }: { restaurantId: number }) {
  const { t } = useTranslation("controls");
  return (
    <ManagerPage restaurantId={restaurantId} title={t("controls.title")}>
      <ControlsBody restaurantId={restaurantId} />
    </ManagerPage>
  );
}

function ControlsBody({ restaurantId }: { restaurantId: number }) {
  const { t, i18n } = useTranslation("controls");
  const [controls, setControls] = useState<Controls | null>(null);
  const [load, setLoad] = useState<Load>({ kind: "loading" });
  const now = useNow();

  const fetchControls = useCallback(async () => {
    setLoad({ kind: "loading" });
    const result = await opsApi.call("opsControls", { params: { id: restaurantId } });
    if (result.ok) {
      setControls(result.data.data);
      setLoad({ kind: "ready" });
    } else {
      setLoad({ kind: "error", message: failureText(result.errors) });
    }
  }, [restaurantId]);

  useEffect(() => {
    void fetchControls();
  }, [fetchControls]);

  // Another tablet may change the controls, and an 86 or a pause ends by itself: the page reads
  // them again every minute and when the tablet wakes, without a loading state in between.
  useEffect(() => {
    const refresh = async () => {
      if (document.visibilityState === "hidden") return;
      const result = await opsApi.call("opsControls", { params: { id: restaurantId } });
      if (result.ok) setControls(result.data.data);
    };
    const timer = setInterval(() => void refresh(), 60_000);
    const onVisible = () => void refresh();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [restaurantId]);

  if (load.kind === "error") {
    return (
      <div role="alert" className="ctl-error-box">
        <p>{t("common.loadError", { message: load.message })}</p>
        <button type="button" className="ctl-button" onClick={() => void fetchControls()}>
          {t("common.retry")}
        </button>
      </div>
    );
  }
  if (!controls) {
    return (
      <p className="ctl-controls__status" role="status">
        {t("gate.loading")}
      </p>
    );
  }

  const ctx: UntilContext = {
    now,
    timeZone: controls.time_zone,
    hoursToday: controls.hours_today,
    closesEarly: controls.closes_early,
  };
  const props: SectionProps = {
    restaurantId,
    controls,
    ctx,
    onSaved: setControls,
    update: (change) => setControls((c) => (c ? change(c) : c)),
  };
  return (
    <>
      <p>{t("controls.intro")}</p>
      {zoneDiffers(controls.time_zone, deviceTimeZone(), now) ? (
        <p className="ctl-note">{t("common.zoneNote", { zone: controls.time_zone })}</p>
      ) : null}
      {controls.pause ? (
        <p className="ctl-banner" role="status">
          {t("pause.banner", {
            time: formatLocalTime(controls.pause.until, controls.time_zone, i18n.language, now),
            reason: controls.pause.reason,
          })}
        </p>
      ) : null}
      <div className="ctl-controls__grid">
        <PauseSection {...props} />
        <BusySection {...props} />
        <CloseEarlySection {...props} />
        <AvailabilitySection {...props} />
      </div>
    </>
  );
}
