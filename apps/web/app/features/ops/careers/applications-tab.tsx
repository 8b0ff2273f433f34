import { useCallback, useEffect, useRef, useState } from "react";

import type { ResponseOf } from "@coop/contract/api-types";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { pageCount } from "../forms/forms-rules.ts";
import { ListStates } from "../forms/load-states.tsx";
import { Pager, RestaurantSelect, useWhen } from "../forms/shared.tsx";
import { useOpsRead } from "../forms/use-ops-read.ts";
import { useOpsRestaurants } from "../shell/use-ops-restaurants.ts";
import { opsApi } from "../staff-session.ts";
import { ApplicationDetail } from "./application-detail.tsx";
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type OpsApplication,
} from "./careers-rules.ts";

export const APPLICATIONS_PER_PAGE = 25;

type Filters = { restaurant: string; job: string; status: ApplicationStatus | "all"; page: number };
type Loaded = ResponseOf<"opsCareersApplications">;
type JobOption = { id: number; title: string; restaurant: string };

/**
 * The Applications tab: the applications (filters restaurant, job, status), newest first, and
 * the one `selected` (`?application=<id>`, `ops-careers.deep-link`) beside or above the list.
 */
export function ApplicationsTab({
  selected,
  onSelect,
}: {
  selected: string | null;
  onSelect: (id: string | null) => void;
}) {
  const { t } = useTranslation("opsCareers");
  const when = useWhen();
  const restaurants = useOpsRestaurants();
  const [filters, setFilters] = useState<Filters>({
    restaurant: "",
    job: "",
    status: "all",
    page: 1,
  });
  const [jobs, setJobs] = useState<JobOption[]>([]);
  const openers = useRef(new Map<string, HTMLButtonElement>());
  const top = useRef<HTMLDivElement>(null);

  const {
    data: loaded,
    setData: setLoaded,
    error,
    retry,
  } = useOpsRead(
    () => {
      const query = {
        ...(filters.restaurant ? { restaurant_id: Number(filters.restaurant) } : {}),
        ...(filters.job ? { job_id: Number(filters.job) } : {}),
        status: filters.status,
        page: filters.page,
        per_page: APPLICATIONS_PER_PAGE,
      };
      return opsApi.call("opsCareersApplications", { query });
    },
    (answer): Loaded => answer,
    [filters],
  );

  // The job picker: the jobs (open and closed) of the picked restaurant, or of every one.
  useEffect(() => {
    let cancelled = false;
    const query = {
      ...(filters.restaurant ? { restaurant_id: Number(filters.restaurant) } : {}),
      status: "all" as const,
      per_page: 100,
    };
    void opsApi.call("opsCareersJobs", { query }).then((result) => {
      if (cancelled || !result.ok) return;
      setJobs(
        result.data.jobs.map((j) => ({ id: j.id, title: j.title, restaurant: j.restaurant.name })),
      );
    });
    return () => {
      cancelled = true;
    };
  }, [filters.restaurant]);

  const change = (next: Partial<Filters>) => setFilters({ ...filters, ...next, page: 1 });
  const close = () => {
    const id = selected;
    onSelect(null);
    const opener = id ? openers.current.get(id) : undefined;
    requestAnimationFrame(() => {
      if (opener?.isConnected) opener.focus();
      else top.current?.querySelector<HTMLElement>("select")?.focus();
    });
  };
  const changed = useCallback(
    (application: OpsApplication) => {
      setLoaded(
        (old) =>
          old && {
            ...old,
            applications: old.applications.map((a) => (a.id === application.id ? application : a)),
          },
      );
    },
    [setLoaded],
  );
  const filtered = Boolean(filters.restaurant || filters.job || filters.status !== "all");

  return (
    <div className={`of-layout${selected ? " of-layout--detail" : ""}`}>
      <div className="of-main" ref={top}>
        <form
          className="of-filters"
          role="search"
          aria-label={t("apps.filters")}
          onSubmit={(e) => e.preventDefault()}
        >
          <RestaurantSelect
            label={t("apps.restaurant")}
            allLabel={t("apps.allRestaurants")}
            state={restaurants}
            value={filters.restaurant}
            onChange={(restaurant) => change({ restaurant, job: "" })}
          />
          <label>
            {t("apps.job")}
            <select value={filters.job} onChange={(e) => change({ job: e.target.value })}>
              <option value="">{t("apps.allJobs")}</option>
              {jobs.map((j) => (
                <option key={j.id} value={String(j.id)}>
                  {j.title} · {j.restaurant}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t("apps.status")}
            <select
              value={filters.status}
              onChange={(e) => change({ status: e.target.value as Filters["status"] })}
            >
              <option value="all">{t("apps.allStatuses")}</option>
              {APPLICATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`appStatus.${s}`)}
                </option>
              ))}
            </select>
          </label>
        </form>
        <ListStates
          error={error}
          rows={loaded?.applications ?? null}
          onRetry={retry}
          text={{
            loadError: t("apps.loadError", { message: error ?? "" }),
            retry: t("common.retry"),
            loading: t("common.loading"),
            empty: filtered ? t("apps.noMatch") : t("apps.empty"),
            caption: t("apps.caption", { count: loaded?.total ?? 0 }),
          }}
          columns={[
            t("apps.applicant"),
            t("apps.job"),
            t("apps.restaurant"),
            t("apps.status"),
            t("apps.received"),
            t("apps.resume"),
          ]}
          row={(a) => {
            const name = `${a.first_name} ${a.last_name}`.trim();
            return (
              <tr key={a.id} aria-current={a.id === selected ? "true" : undefined}>
                <th scope="row">
                  <button
                    type="button"
                    className="of-row-button"
                    ref={(el) => {
                      if (el) openers.current.set(a.id, el);
                      else openers.current.delete(a.id);
                    }}
                    aria-label={t("apps.open", { name })}
                    onClick={() => onSelect(a.id)}
                  >
                    {name}
                  </button>
                </th>
                <td>{a.job.title}</td>
                <td>{a.restaurant.name}</td>
                <td>
                  <span className={`of-badge of-badge--${a.status}`}>
                    {t(`appStatus.${a.status}`)}
                  </span>
                </td>
                <td>{when(a.created_at)}</td>
                <td>{a.resume ? t("apps.hasResume") : t("apps.noResume")}</td>
              </tr>
            );
          }}
        />
        {loaded && (
          <Pager
            page={loaded.page}
            pages={pageCount(loaded.total, loaded.per_page)}
            onPage={(page) => setFilters({ ...filters, page })}
            t={t}
          />
        )}
      </div>
      {selected && (
        <ApplicationDetail key={selected} id={selected} onChanged={changed} onClose={close} />
      )}
    </div>
  );
}
