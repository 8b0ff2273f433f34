import { useEffect, useState } from "react";

import {
  CAMPAIGN_ANALYTICS_LENGTH_DAYS,
  SEGMENT_ANALYTICS_LENGTH_DAYS,
} from "@coop/contract/constants";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { opsApi } from "../staff-session.ts";
import { campaignSeries, METRICS, segmentSeries } from "./analytics-data.ts";
import { BarChart } from "./bar-chart.tsx";

type State<T> =
  { state: "loading" } | { state: "failed"; message: string } | { state: "done"; data: T };

function useSeries<T>(load: () => Promise<State<T>>, key: string): State<T> {
  const [state, setState] = useState<State<T>>({ state: "loading" });
  useEffect(() => {
    let live = true;
    setState({ state: "loading" });
    void load().then((s) => {
      if (live) setState(s);
    });
    return () => {
      live = false;
    };
    // `load` is rebuilt every render; the key says when the data changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}

function Status({ state }: { state: State<unknown> }) {
  const { t } = useTranslation("opsEngagement");
  if (state.state === "loading")
    return (
      <p className="oe-status" role="status">
        {t("common.loading")}
      </p>
    );
  if (state.state === "failed")
    return (
      <p className="oe-error" role="alert">
        {t("analytics.loadError", { message: state.message })}
      </p>
    );
  return null;
}

/**
 * A campaign's last CAMPAIGN_ANALYTICS_LENGTH_DAYS days (campaigns/data_series with the staff
 * token): sends, impressions, clicks and conversions per day, by variant.
 */
export function CampaignAnalytics({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation("opsEngagement");
  const state = useSeries(async () => {
    const r = await opsApi.call("brazeCampaignsDataSeries", {
      query: { campaign_id: campaignId, length: String(CAMPAIGN_ANALYTICS_LENGTH_DAYS) },
    });
    return r.ok
      ? { state: "done", data: campaignSeries(r.data, t("analytics.noVariant")) }
      : { state: "failed", message: r.errors.join(" ") };
  }, campaignId);
  return (
    <section aria-labelledby="oe-campaign-analytics">
      <h2 id="oe-campaign-analytics">
        {t("analytics.campaignTitle", { days: CAMPAIGN_ANALYTICS_LENGTH_DAYS })}
      </h2>
      <Status state={state} />
      {state.state === "done" && state.data.days.length === 0 && <p>{t("analytics.empty")}</p>}
      {state.state === "done" &&
        state.data.days.length > 0 &&
        METRICS.map((metric) => (
          <BarChart
            key={metric}
            title={t(`analytics.${metric}`)}
            days={state.data.days}
            series={state.data.byMetric[metric]}
          />
        ))}
    </section>
  );
}

/** A segment's size over the last SEGMENT_ANALYTICS_LENGTH_DAYS days (segments/data_series). */
export function SegmentAnalytics({ segmentId }: { segmentId: string }) {
  const { t } = useTranslation("opsEngagement");
  const state = useSeries(async () => {
    const r = await opsApi.call("brazeSegmentsDataSeries", {
      query: { segment_id: segmentId, length: String(SEGMENT_ANALYTICS_LENGTH_DAYS) },
    });
    return r.ok
      ? { state: "done", data: segmentSeries(r.data) }
      : { state: "failed", message: r.errors.join(" ") };
  }, segmentId);
  return (
    <section aria-labelledby="oe-segment-analytics">
      <h2 id="oe-segment-analytics">
        {t("analytics.segmentTitle", { days: SEGMENT_ANALYTICS_LENGTH_DAYS })}
      </h2>
      <Status state={state} />
      {state.state === "done" && state.data.days.length === 0 && <p>{t("analytics.empty")}</p>}
      {state.state === "done" && state.data.days.length > 0 && (
        <BarChart
          title={t("analytics.size")}
          days={state.data.days}
          series={[{ name: t("analytics.size"), values: state.data.sizes }]}
        />
      )}
    </section>
  );
}
