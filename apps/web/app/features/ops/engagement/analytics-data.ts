// The vendor-shaped analytics answers (campaigns/data_series, segments/data_series), read from
// `unknown`: the browser parses nothing with zod, and a missing number counts as 0.

export const METRICS = ["sent", "impressions", "clicks", "conversions"] as const;
export type Metric = (typeof METRICS)[number];

/** One line of a chart: a name (a variant) and a value per day. */
export type Series = { name: string; values: number[] };
export type CampaignSeries = { days: string[]; byMetric: Record<Metric, Series[]> };
export type SegmentSeries = { days: string[]; sizes: number[] };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : 0);
const rows = (body: unknown): Record<string, unknown>[] =>
  isRecord(body) && Array.isArray(body.data) ? body.data.filter(isRecord) : [];

/**
 * `engagement-authoring.analytics-charts`: a campaign's days with, per metric, one series per
 * variant (summed over the message channels; an email's opens are its impressions).
 */
export function campaignSeries(body: unknown, noVariant: string): CampaignSeries {
  const data = rows(body);
  const days = data.map((d) => (typeof d.time === "string" ? d.time : ""));
  const byMetric = {} as Record<Metric, Series[]>;
  const index = new Map<string, number>();
  const names: string[] = [];
  for (const metric of METRICS) byMetric[metric] = [];
  const add = (metric: Metric, name: string, day: number, value: number) => {
    let i = index.get(name);
    if (i === undefined) {
      i = names.length;
      index.set(name, i);
      names.push(name);
      for (const m of METRICS) byMetric[m].push({ name, values: days.map(() => 0) });
    }
    const series = byMetric[metric][i];
    if (series) series.values[day] = (series.values[day] ?? 0) + value;
  };
  data.forEach((d, day) => {
    const messages = isRecord(d.messages) ? d.messages : {};
    for (const [channel, list] of Object.entries(messages)) {
      if (!Array.isArray(list)) continue;
      for (const entry of list.filter(isRecord)) {
        const name = typeof entry.variation_name === "string" ? entry.variation_name : noVariant;
        add("sent", name, day, num(entry.sent));
        add(
          "impressions",
          name,
          day,
          // The vendor's names per channel: content cards count total_impressions and
          // total_clicks, in-app messages impressions and clicks, emails opens and clicks.
          num(
            channel === "email"
              ? (entry.opens ?? entry.impressions)
              : (entry.total_impressions ?? entry.impressions),
          ),
        );
        add("clicks", name, day, num(entry.total_clicks ?? entry.clicks));
        add("conversions", name, day, num(entry.conversions));
      }
    }
  });
  return { days, byMetric };
}

/** A segment's size per day. */
export function segmentSeries(body: unknown): SegmentSeries {
  const data = rows(body);
  return {
    days: data.map((d) => (typeof d.time === "string" ? d.time : "")),
    sizes: data.map((d) => num(d.size)),
  };
}
