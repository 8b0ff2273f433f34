import type { ReactNode } from "react";

import type { TodayReport } from "@coop/contract/ops-reports";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { formatMoney } from "../../../lib/money.ts";
import { barPercent, hourText, LATE_GRACE_MINUTES, reportDateText } from "./today-rules.ts";

type Figures = TodayReport["totals"];

/** A figures table's row: its key, its heading cell's content, and its figures. */
type FiguresRow = { key: string | number; head: ReactNode; figures: Figures };

/** "12 min", or "—" with no figure. */
function useMinutesText() {
  const { t } = useTranslation("controls");
  return (m: number | null) =>
    m === null ? t("today.none") : t("today.minutes", { minutes: Math.round(m) });
}

/**
 * A section with an accessible table of figures (orders, sales, average ready, late, canceled):
 * one row per entry, headed by `first`, scrollable and focusable as a labelled region.
 */
function FiguresTable({
  id,
  heading,
  caption,
  first,
  rows,
}: {
  id: string;
  heading: string;
  caption: string;
  first: string;
  rows: readonly FiguresRow[];
}) {
  const { t } = useTranslation("controls");
  const minutes = useMinutesText();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <div className="ctl-table-wrap" tabIndex={0} role="region" aria-labelledby={id}>
        <table className="ctl-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{first}</th>
              <th scope="col">{t("today.orders")}</th>
              <th scope="col">{t("today.sales")}</th>
              <th scope="col">{t("today.averageReady")}</th>
              <th scope="col">{t("today.late")}</th>
              <th scope="col">{t("today.canceled")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, head, figures: f }) => (
              <tr key={key}>
                <th scope="row">{head}</th>
                <td>{f.orders}</td>
                <td>{formatMoney(f.sales)}</td>
                <td>{minutes(f.average_ready_minutes)}</td>
                <td>{f.late}</td>
                <td>{f.canceled}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The totals as cards, then the accessible tables by hour and by handoff. */
export function TodayTables({ report }: { report: TodayReport }) {
  const { t, i18n } = useTranslation("controls");
  const minutes = useMinutesText();
  const dateText = reportDateText(report.date, i18n.language);
  const maxOrders = Math.max(0, ...report.hours.map((h) => h.orders));

  return (
    <>
      <section aria-labelledby="today-totals">
        <h2 id="today-totals">{t("today.totals")}</h2>
        <dl className="ctl-totals">
          <div className="ctl-total">
            <dt>{t("today.orders")}</dt>
            <dd>{report.totals.orders}</dd>
          </div>
          <div className="ctl-total">
            <dt>{t("today.sales")}</dt>
            <dd>{formatMoney(report.totals.sales)}</dd>
          </div>
          <div className="ctl-total">
            <dt>{t("today.averageReady")}</dt>
            <dd>{minutes(report.totals.average_ready_minutes)}</dd>
          </div>
          <div className="ctl-total">
            <dt>{t("today.late")}</dt>
            <dd>{report.totals.late}</dd>
            <dd className="ctl-hint">{t("today.lateHelp", { minutes: LATE_GRACE_MINUTES })}</dd>
          </div>
          <div className="ctl-total">
            <dt>{t("today.canceled")}</dt>
            <dd>{report.totals.canceled}</dd>
          </div>
        </dl>
      </section>
      <FiguresTable
        id="today-hours"
        heading={t("today.byHour")}
        caption={t("today.byHourCaption", { date: dateText })}
        first={t("today.hour")}
        rows={report.hours.map((h) => ({
          key: h.hour,
          head: (
            <>
              {hourText(h.hour, i18n.language)}
              <span
                className="ctl-bar"
                aria-hidden="true"
                style={{ inlineSize: `${barPercent(h.orders, maxOrders)}%` }}
              />
            </>
          ),
          figures: h,
        }))}
      />
      <FiguresTable
        id="today-handoffs"
        heading={t("today.byHandoff")}
        caption={t("today.byHandoffCaption", { date: dateText })}
        first={t("today.handoff")}
        rows={report.by_handoff.map((h) => ({
          key: h.handoff,
          head: t(`settings.handoffs.${h.handoff}`),
          figures: h,
        }))}
      />
    </>
  );
}
