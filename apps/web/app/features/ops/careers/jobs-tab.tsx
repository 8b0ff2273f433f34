import { type FormEvent, useRef, useState } from "react";

import type { ResponseOf } from "@coop/contract/api-types";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { pageCount } from "../forms/forms-rules.ts";
import { ListStates } from "../forms/load-states.tsx";
import { Pager, RestaurantSelect, useWhen } from "../forms/shared.tsx";
import { useOpsRead } from "../forms/use-ops-read.ts";
import { useOpsRestaurants } from "../shell/use-ops-restaurants.ts";
import { opsApi } from "../staff-session.ts";
import { centsToDollars, type OpsJob } from "./careers-rules.ts";
import { ImportPanel } from "./import-panel.tsx";
import { JobEditor } from "./job-editor.tsx";

export const JOBS_PER_PAGE = 50;

type Filters = { restaurant: string; status: "open" | "closed" | "all"; q: string; page: number };
type Loaded = ResponseOf<"opsCareersJobs">;
type Panel = { kind: "create" } | { kind: "edit"; job: OpsJob } | { kind: "import" } | null;

/**
 * The Jobs tab: the jobs (filters restaurant, open/closed, title), the spreadsheet's last pull
 * when one is configured, "New job", editing a job, and "Import CSV" for admins
 * (`ops-careers.import-admin`).
 */
export function JobsTab({ mayImport }: { mayImport: boolean }) {
  const { t } = useTranslation("opsCareers");
  const when = useWhen();
  const restaurants = useOpsRestaurants();
  const [filters, setFilters] = useState<Filters>({
    restaurant: "",
    status: "open",
    q: "",
    page: 1,
  });
  const [typed, setTyped] = useState("");
  const [panel, setPanel] = useState<Panel>(null);
  const [notice, setNotice] = useState("");
  const opener = useRef<HTMLElement | null>(null);

  const {
    data: loaded,
    setData: setLoaded,
    error,
    retry,
  } = useOpsRead(
    () => {
      const query = {
        ...(filters.restaurant ? { restaurant_id: Number(filters.restaurant) } : {}),
        status: filters.status,
        ...(filters.q ? { q: filters.q } : {}),
        page: filters.page,
        per_page: JOBS_PER_PAGE,
      };
      return opsApi.call("opsCareersJobs", { query });
    },
    (answer): Loaded => answer,
    [filters],
  );

  const change = (next: Partial<Filters>) => setFilters({ ...filters, ...next, page: 1 });
  const search = (event: FormEvent) => {
    event.preventDefault();
    change({ q: typed.trim() });
  };
  const openPanel = (next: Panel, from: HTMLElement) => {
    opener.current = from;
    setNotice("");
    setPanel(next);
  };
  const closePanel = (message = "") => {
    setPanel(null);
    setNotice(message);
    const back = opener.current;
    requestAnimationFrame(() => back?.isConnected && back.focus());
  };
  const saved = (job: OpsJob, created: boolean) => {
    closePanel(created ? t("jobForm.created") : t("jobForm.saved"));
    if (created) retry();
    else
      setLoaded((old) => old && { ...old, jobs: old.jobs.map((j) => (j.id === job.id ? job : j)) });
  };
  const pay = (job: OpsJob) => {
    const min = centsToDollars(job.pay_min_cents);
    const max = centsToDollars(job.pay_max_cents);
    if (min && max) return t("pay.range", { min, max });
    if (min) return t("pay.from", { min });
    if (max) return t("pay.upTo", { max });
    return t("pay.none");
  };
  const filtered = Boolean(filters.restaurant || filters.q || filters.status !== "open");
  const sheet = loaded?.sheet;

  return (
    <>
      <form className="of-filters" role="search" aria-label={t("jobs.filters")} onSubmit={search}>
        <RestaurantSelect
          label={t("jobs.restaurant")}
          allLabel={t("jobs.allRestaurants")}
          state={restaurants}
          value={filters.restaurant}
          onChange={(restaurant) => change({ restaurant })}
        />
        <label>
          {t("jobs.status")}
          <select
            value={filters.status}
            onChange={(e) => change({ status: e.target.value as Filters["status"] })}
          >
            <option value="open">{t("jobStatus.open")}</option>
            <option value="closed">{t("jobStatus.closed")}</option>
            <option value="all">{t("jobs.all")}</option>
          </select>
        </label>
        <label className="of-filters__search">
          {t("jobs.search")}
          <input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </label>
        <button type="submit" className="of-button">
          {t("jobs.searchButton")}
        </button>
      </form>
      <div className="of-actions">
        <button
          type="button"
          className="of-button of-button--primary"
          onClick={(e) => openPanel({ kind: "create" }, e.currentTarget)}
        >
          {t("jobs.newJob")}
        </button>
        {mayImport && (
          <button
            type="button"
            className="of-button"
            onClick={(e) => openPanel({ kind: "import" }, e.currentTarget)}
          >
            {t("jobs.import")}
          </button>
        )}
      </div>
      {sheet && (
        <p className="of-muted" data-testid="jobs-sheet">
          <strong>{t("sheet.title")}</strong>:{" "}
          {sheet.last_run_at
            ? t("sheet.lastRun", {
                when: when(sheet.last_run_at),
                outcome: sheet.outcome === "failed" ? t("sheet.failed") : t("sheet.ok"),
              })
            : t("sheet.never")}
          {sheet.summary ? ` ${sheet.summary}` : ""}
        </p>
      )}
      <p className="of-status" role="status">
        {notice}
      </p>
      {panel?.kind === "import" && (
        <ImportPanel onClose={() => closePanel()} onImported={() => retry()} />
      )}
      {(panel?.kind === "create" || panel?.kind === "edit") && (
        <JobEditor
          key={panel.kind === "edit" ? panel.job.id : "new"}
          job={panel.kind === "edit" ? panel.job : null}
          restaurants={restaurants}
          onSaved={saved}
          onCancel={() => closePanel()}
        />
      )}
      <ListStates
        error={error}
        rows={loaded?.jobs ?? null}
        onRetry={retry}
        text={{
          loadError: t("jobs.loadError", { message: error ?? "" }),
          retry: t("common.retry"),
          loading: t("common.loading"),
          empty: filtered ? t("jobs.noMatch") : t("jobs.empty"),
          caption: t("jobs.caption", { count: loaded?.total ?? 0 }),
        }}
        columns={[
          t("jobs.title"),
          t("jobs.restaurant"),
          t("jobs.type"),
          t("jobs.pay"),
          t("jobs.status"),
          t("jobs.applications"),
          t("jobs.updated"),
        ]}
        row={(job) => (
          <tr key={job.id}>
            <th scope="row">
              <button
                type="button"
                className="of-row-button"
                aria-label={t("jobs.edit", { title: job.title })}
                onClick={(e) => openPanel({ kind: "edit", job }, e.currentTarget)}
              >
                {job.title}
              </button>
              <span className="of-muted of-block">
                {job.position_slug} · {t(`sources.${job.source}`)}
              </span>
            </th>
            <td>
              {job.restaurant.name}
              <span className="of-muted of-block">
                {job.restaurant.city}, {job.restaurant.state}
              </span>
            </td>
            <td>{t(`types.${job.employment_type}`)}</td>
            <td>{pay(job)}</td>
            <td>
              <span className={`of-badge of-badge--${job.status}`}>
                {t(`jobStatus.${job.status}`)}
              </span>
            </td>
            <td>{job.applications}</td>
            <td>{when(job.updated_at)}</td>
          </tr>
        )}
      />
      {loaded && (
        <Pager
          page={loaded.page}
          pages={pageCount(loaded.total, loaded.per_page)}
          onPage={(page) => setFilters({ ...filters, page })}
          t={t}
        />
      )}
    </>
  );
}
