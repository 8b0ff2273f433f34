import type { TodayReport } from "@coop/contract/ops-reports";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { formatMoney } from "../../../lib/money.ts";
import { barPercent, hourText, LATE_GRACE_MINUTES, reportDateText } from "./today-rules.ts";

type Figures = TodayReport["totals"];

/** The totals as cards, then the accessible tables by hour and by handoff. */
export function TodayTables({ report }: { report: TodayReport }) {
  const { t, i18n } = useTranslation("controls");
  const minutes = (m: number | null) =>
    m === null ? t("today.none") : t("today.minutes", { minutes: Math.round(m) });
  const dateText = reportDateText(report.date, i18n.language);
  const maxOrders = Math.max(0, ...report.hours.map((h) => h.orders));

  const cells = (f: Figures) => (
    <>
      <td>{f.orders}</td>
      <td>{formatMoney(f.sales)}</td>
      <td>{minutes(f.average_ready_minutes)}</td>
      <td>{f.late}</td>
      <td>{f.canceled}</td>
    </>
  );
  const headings = (first: string) => (
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
  );

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
      <section aria-labelledby="today-hours">
        <h2 id="today-hours">{t("today.byHour")}</h2>
        <div className="ctl-table-wrap" tabIndex={0} role="region" aria-labelledby="today-hours">
          <table className="ctl-table">
            <caption>{t("today.byHourCaption", { date: dateText })}</caption>
            {headings(t("today.hour"))}
            <tbody>
              {report.hours.map((h) => (
                <tr key={h.hour}>
                  <th scope="row">
                    {hourText(h.hour, i18n.language)}
                    <span
                      className="ctl-bar"
                      aria-hidden="true"
                      style={{ inlineSize: `${barPercent(h.orders, maxOrders)}%` }}
                    />
                  </th>
                  {cells(h)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="today-handoffs">
        <h2 id="today-handoffs">{t("today.byHandoff")}</h2>
        <div className="ctl-table-wrap" tabIndex={0} role="region" aria-labelledby="today-handoffs">
          <table className="ctl-table">
            <caption>{t("today.byHandoffCaption", { date: dateText })}</caption>
            {headings(t("today.handoff"))}
            <tbody>
              {report.by_handoff.map((h) => (
                <tr key={h.handoff}>
                  <th scope="row">{t(`settings.handoffs.${h.handoff}`)}</th>
                  {cells(h)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
