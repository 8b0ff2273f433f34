import "./strings.ts";
import "./forms.css";

import { type FormEvent, type RefObject, useCallback, useRef, useState } from "react";
import { useSearchParams } from "react-router";

import { FORM_IDS, type FormId } from "@coop/contract/form-definitions";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { failureText } from "../controls/manager-page.tsx";
import { RoleFrame } from "../shell/role-frame.tsx";
import { useOpsRestaurants } from "../shell/use-ops-restaurants.ts";
import { opsApi } from "../staff-session.ts";
import {
  FORMS_ROLES,
  type FormsFilters,
  formsQuery,
  INITIAL_FILTERS,
  isContactTopic,
  type OpsSubmission,
  pageCount,
  type SubmissionState,
} from "./forms-rules.ts";
import { ListStates } from "./load-states.tsx";
import { Pager, RestaurantSelect, useWhen } from "./shared.tsx";
import { fetchStaffFile, saveBlob } from "./staff-file.ts";
import { SubmissionDetail } from "./submission-detail.tsx";
import { useOpsRead } from "./use-ops-read.ts";

type Loaded = { submissions: OpsSubmission[]; total: number; page: number; perPage: number };

/**
 * /ops/forms: the form submissions, newest first (`ops-forms.roles`): filters, a page at a time,
 * one submission's detail (`?submission=<id>`), "Mark handled" and the CSV export.
 */
export function FormsPage() {
  const { t } = useTranslation("opsForms");
  return (
    <RoleFrame
      roles={FORMS_ROLES}
      title={t("title")}
      className="of-page"
      statusClassName="of-status"
      loading={t("common.loading")}
      denied={{ title: t("gate.notAllowed"), text: t("gate.notAllowedText") }}
    >
      {(heading) => <FormsScreen heading={heading} />}
    </RoleFrame>
  );
}

function FormsScreen({ heading }: { heading: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useTranslation("opsForms");
  const when = useWhen();
  const [params, setParams] = useSearchParams();
  const selected = params.get("submission");
  const [filters, setFilters] = useState<FormsFilters>(INITIAL_FILTERS);
  const [typed, setTyped] = useState("");
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const restaurants = useOpsRestaurants();
  const openers = useRef(new Map<string, HTMLButtonElement>());

  const {
    data: loaded,
    setData: setLoaded,
    error,
    retry,
  } = useOpsRead(
    () => opsApi.call("opsFormsList", { query: formsQuery(filters) }),
    ({ submissions, total, page, per_page }): Loaded => ({
      submissions,
      total,
      page,
      perPage: per_page,
    }),
    [filters],
  );

  const change = (next: Partial<FormsFilters>) => setFilters({ ...filters, ...next, page: 1 });
  const search = (event: FormEvent) => {
    event.preventDefault();
    change({ q: typed });
  };
  const open = (id: string) => {
    const next = new URLSearchParams(params);
    next.set("submission", id);
    setParams(next);
  };
  const close = () => {
    const id = selected;
    const next = new URLSearchParams(params);
    next.delete("submission");
    setParams(next);
    // Back to the row that opened the detail, or to the page's heading.
    const opener = id ? openers.current.get(id) : undefined;
    requestAnimationFrame(() => (opener?.isConnected ? opener : heading.current)?.focus());
  };
  const changed = useCallback(
    (submission: OpsSubmission) => {
      setLoaded(
        (old) =>
          old && {
            ...old,
            submissions: old.submissions.map((s) => (s.id === submission.id ? submission : s)),
          },
      );
    },
    [setLoaded],
  );

  async function exportCsv() {
    setExporting(true);
    setExportError(null);
    const result = await fetchStaffFile(
      "opsFormsCsv",
      { query: formsQuery(filters, false) },
      "text/csv",
      "form-submissions.csv",
    );
    setExporting(false);
    if (!result.ok) return setExportError(failureText(result.errors));
    saveBlob(result.blob, result.fileName);
  }

  const filtered = Boolean(
    filters.form || filters.restaurant || filters.q || filters.state !== "open",
  );

  return (
    <div className={`of-layout${selected ? " of-layout--detail" : ""}`}>
      <div className="of-main">
        <form
          className="of-filters"
          role="search"
          aria-label={t("filters.label")}
          onSubmit={search}
        >
          <label>
            {t("filters.form")}
            <select
              value={filters.form}
              onChange={(e) => change({ form: e.target.value as FormId | "" })}
            >
              <option value="">{t("filters.allForms")}</option>
              {FORM_IDS.map((id) => (
                <option key={id} value={id}>
                  {t(`forms.${id}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t("filters.state")}
            <select
              value={filters.state}
              onChange={(e) => change({ state: e.target.value as SubmissionState })}
            >
              <option value="open">{t("states.open")}</option>
              <option value="handled">{t("states.handled")}</option>
              <option value="all">{t("states.all")}</option>
            </select>
          </label>
          <RestaurantSelect
            label={t("filters.restaurant")}
            allLabel={t("filters.allRestaurants")}
            state={restaurants}
            value={filters.restaurant}
            onChange={(restaurant) => change({ restaurant })}
          />
          <label className="of-filters__search">
            {t("filters.search")}
            <input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
          </label>
          <button type="submit" className="of-button">
            {t("filters.searchButton")}
          </button>
        </form>
        <div className="of-actions">
          <button
            type="button"
            className="of-button"
            onClick={() => void exportCsv()}
            disabled={exporting}
            aria-busy={exporting || undefined}
          >
            {exporting ? t("export.busy") : t("export.button")}
          </button>
        </div>
        {exportError && (
          <p role="alert" className="of-error">
            {t("export.failed", { message: exportError })}
          </p>
        )}
        <ListStates
          error={error}
          rows={loaded?.submissions ?? null}
          onRetry={retry}
          text={{
            loadError: t("common.loadError", { message: error ?? "" }),
            retry: t("common.retry"),
            loading: t("common.loading"),
            empty: filtered ? t("list.noMatch") : t("list.empty"),
            caption: t("list.caption", { count: loaded?.total ?? 0 }),
          }}
          columns={[
            t("list.sender"),
            t("list.form"),
            t("list.topic"),
            t("list.restaurant"),
            t("list.received"),
            t("list.delivery"),
          ]}
          row={(s) => {
            const name = s.sender_name || s.sender_email || t("list.anonymous");
            return (
              <tr key={s.id} aria-current={s.id === selected ? "true" : undefined}>
                <th scope="row">
                  <button
                    type="button"
                    className="of-row-button"
                    ref={(el) => {
                      if (el) openers.current.set(s.id, el);
                      else openers.current.delete(s.id);
                    }}
                    aria-label={t("list.open", { name })}
                    onClick={() => open(s.id)}
                  >
                    {name}
                  </button>
                  {s.sender_email && s.sender_name && (
                    <span className="of-muted of-block">{s.sender_email}</span>
                  )}
                </th>
                <td>{t(`forms.${s.form}`)}</td>
                <td>{isContactTopic(s.topic) ? t(`topics.${s.topic}`) : (s.topic ?? "")}</td>
                <td>{s.restaurant?.name ?? ""}</td>
                <td>{when(s.created_at)}</td>
                <td>
                  <span className={`of-badge of-badge--${s.delivery.state}`}>
                    {s.delivery.state === "failed" && <span aria-hidden="true">⚠ </span>}
                    {t(`delivery.${s.delivery.state}`)}
                  </span>
                  {s.handled_at && (
                    <span className="of-badge of-badge--handled">{t("list.handled")}</span>
                  )}
                </td>
              </tr>
            );
          }}
        />
        {loaded && (
          <Pager
            page={loaded.page}
            pages={pageCount(loaded.total, loaded.perPage)}
            onPage={(page) => setFilters({ ...filters, page })}
            t={t}
          />
        )}
      </div>
      {selected && (
        <SubmissionDetail key={selected} id={selected} onChanged={changed} onClose={close} />
      )}
    </div>
  );
}
