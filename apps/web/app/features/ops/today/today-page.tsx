import "./today.css";

import { useCallback, useEffect, useId, useState } from "react";

import type { TodayReport } from "@coop/contract/ops-reports";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { failureText, ManagerPage } from "../controls/manager-page.tsx";
import { clearStaffSession, opsApi, staffToken } from "../staff-session.ts";
import { fetchTodayCsv, saveBlob } from "./today-csv.ts";
import { reportDateText } from "./today-rules.ts";
import { TodayTables } from "./today-tables.tsx";

/**
 * /ops/restaurants/{id}/today: the day's report (today on the restaurant's clock unless a date
 * is picked): totals, by hour, by handoff, and the same as a CSV file.
 */
export function TodayPage({ restaurantId }: { restaurantId: number }) {
  const { t } = useTranslation("controls");
  return (
    <ManagerPage restaurantId={restaurantId} title={t("today.title")}>
      <TodayBody restaurantId={restaurantId} />
    </ManagerPage>
  );
}

type Load =
  { kind: "loading" } | { kind: "error"; message: string } | { kind: "ready"; report: TodayReport };

function TodayBody({ restaurantId }: { restaurantId: number }) {
  const { t, i18n } = useTranslation("controls");
  const id = useId();
  // The date asked for; null: the restaurant's today, which the report's answer names.
  const [date, setDate] = useState<string | null>(null);
  const [load, setLoad] = useState<Load>({ kind: "loading" });
  const [download, setDownload] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });

  const fetchReport = useCallback(
    async (signal?: AbortSignal) => {
      setLoad({ kind: "loading" });
      const result = await opsApi.call("opsToday", {
        params: { id: restaurantId },
        ...(date ? { query: { date } } : {}),
        signal,
      });
      if (signal?.aborted) return;
      if (result.ok) {
        setLoad({ kind: "ready", report: result.data.data });
      } else setLoad({ kind: "error", message: failureText(result.errors) });
    },
    [restaurantId, date],
  );

  useEffect(() => {
    const controller = new AbortController();
    fetchReport(controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, [fetchReport]);

  const downloadCsv = async () => {
    const day = load.kind === "ready" ? load.report.date : date;
    if (!day) return;
    setDownload({ busy: true, error: null });
    const result = await fetchTodayCsv(restaurantId, day, staffToken());
    if (result.ok) {
      saveBlob(result.blob, result.fileName);
      setDownload({ busy: false, error: null });
      return;
    }
    if (result.status === 401) clearStaffSession();
    setDownload({
      busy: false,
      error: t("today.downloadFailed", { message: failureText(result.errors) }),
    });
  };

  return (
    <>
      <div className="ctl-toolbar">
        <div className="ctl-field">
          <label htmlFor={`${id}-date`}>{t("today.date")}</label>
          <input
            id={`${id}-date`}
            type="date"
            value={date ?? (load.kind === "ready" ? load.report.date : "")}
            onChange={(e) => {
              if (/^\d{4}-\d{2}-\d{2}$/.test(e.target.value)) setDate(e.target.value);
            }}
          />
        </div>
        <button
          type="button"
          className="ctl-button"
          disabled={download.busy || load.kind !== "ready"}
          onClick={() => void downloadCsv()}
        >
          {download.busy ? t("today.downloading") : t("today.download")}
        </button>
      </div>
      {download.error ? (
        <p className="ctl-error" role="alert">
          {download.error}
        </p>
      ) : null}
      {load.kind === "loading" ? (
        <p className="ctl-controls__status" role="status">
          {t("today.loading")}
        </p>
      ) : load.kind === "error" ? (
        <div role="alert" className="ctl-error-box">
          <p>{t("common.loadError", { message: load.message })}</p>
          <button type="button" className="ctl-button" onClick={() => void fetchReport()}>
            {t("common.retry")}
          </button>
        </div>
      ) : load.report.totals.orders === 0 ? (
        <div className="ctl-empty" role="status">
          <p>{t("today.empty", { date: reportDateText(load.report.date, i18n.language) })}</p>
          <p className="ctl-hint">{t("today.emptyHelp")}</p>
        </div>
      ) : (
        <TodayTables report={load.report} />
      )}
    </>
  );
}
