import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";

import type { OpsStorySummary, StoryState } from "@coop/contract/ops-content";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { failureText } from "../controls/manager-page.tsx";
import { contentStoryPath } from "../ops-paths.ts";
import { opsApi } from "../staff-session.ts";
import { ContentFrame } from "./content-frame.tsx";
import { CreateDialog, type NewKind } from "./create-dialog.tsx";
import { folderOptions } from "./folders.ts";

export const LIST_PER_PAGE = 25;

type Filters = { q: string; folder: string; state: StoryState | ""; page: number };
type Loaded = { stories: OpsStorySummary[]; total: number; page: number; perPage: number };

/**
 * /ops/content: the stories, searched by name or slug, filtered by folder and state
 * (`content-authoring.list-filters`), a page at a time, with "New page" and "New article".
 */
export function ContentListPage() {
  const { t } = useTranslation("opsContent");
  return <ContentFrame title={t("list.title")}>{() => <ContentList />}</ContentFrame>;
}

function ContentList() {
  const { t, i18n } = useTranslation("opsContent");
  const [filters, setFilters] = useState<Filters>({ q: "", folder: "", state: "", page: 1 });
  const [typed, setTyped] = useState("");
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState<NewKind | null>(null);
  const [seenFolders, setSeenFolders] = useState<string[]>([]);
  const opener = useRef<HTMLButtonElement | null>(null);
  const pageButton = useRef<HTMLButtonElement>(null);
  const articleButton = useRef<HTMLButtonElement>(null);

  const load = useCallback(async (f: Filters) => {
    setError(null);
    setLoaded(null);
    const query = {
      ...(f.q ? { q: f.q } : {}),
      ...(f.folder ? { folder: f.folder } : {}),
      ...(f.state ? { state: f.state } : {}),
      page: f.page,
      per_page: LIST_PER_PAGE,
    };
    const result = await opsApi.call("opsContentList", { query });
    if (!result.ok) return setError(failureText(result.errors));
    const { stories, total, page, per_page } = result.data.data;
    setLoaded({ stories, total, page, perPage: per_page });
    const folders = stories.filter((s) => s.is_folder).map((s) => s.full_slug.replace(/\/$/, ""));
    if (folders.length) setSeenFolders((old) => [...new Set([...old, ...folders])]);
  }, []);

  useEffect(() => {
    void load(filters);
  }, [load, filters]);

  const folders = folderOptions(seenFolders);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...filters, q: typed.trim(), page: 1 });
  };
  const open = (kind: NewKind) => {
    opener.current = kind === "page" ? pageButton.current : articleButton.current;
    setCreating(kind);
  };
  const pages = loaded ? Math.max(1, Math.ceil(loaded.total / loaded.perPage)) : 1;
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" });

  return (
    <>
      <div className="oc-actions">
        <button
          ref={pageButton}
          type="button"
          className="oc-button oc-button--primary"
          onClick={() => open("page")}
        >
          {t("list.newPage")}
        </button>
        <button
          ref={articleButton}
          type="button"
          className="oc-button oc-button--primary"
          onClick={() => open("news_article")}
        >
          {t("list.newArticle")}
        </button>
      </div>
      <form className="oc-filters" role="search" aria-label={t("list.filters")} onSubmit={search}>
        <label>
          {t("list.search")}
          <input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </label>
        <button type="submit" className="oc-button">
          {t("list.searchButton")}
        </button>
        <label>
          {t("fields.folder")}
          <select
            value={filters.folder}
            onChange={(e) => setFilters({ ...filters, folder: e.target.value, page: 1 })}
          >
            <option value="">{t("list.allFolders")}</option>
            {folders.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("list.state")}
          <select
            value={filters.state}
            onChange={(e) =>
              setFilters({ ...filters, state: e.target.value as StoryState | "", page: 1 })
            }
          >
            <option value="">{t("list.allStates")}</option>
            <option value="draft">{t("state.draft")}</option>
            <option value="published">{t("state.published")}</option>
            <option value="changed">{t("state.changed")}</option>
          </select>
        </label>
      </form>
      {error && (
        <div role="alert" className="ops-error-box">
          <p>{t("common.loadError", { message: error })}</p>
          <button type="button" className="oc-button" onClick={() => void load(filters)}>
            {t("common.retry")}
          </button>
        </div>
      )}
      {!error && !loaded && (
        <p className="oc-status" role="status">
          {t("common.loading")}
        </p>
      )}
      {loaded && loaded.stories.length === 0 && (
        <p className="oc-status" role="status">
          {filters.q || filters.folder || filters.state ? t("list.noMatch") : t("list.empty")}
        </p>
      )}
      {loaded && loaded.stories.length > 0 && (
        <table className="oc-table">
          <caption className="visually-hidden">
            {t("list.caption", { count: loaded.total })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t("fields.name")}</th>
              <th scope="col">{t("list.path")}</th>
              <th scope="col">{t("list.state")}</th>
              <th scope="col">{t("list.scheduled")}</th>
              <th scope="col">{t("list.updated")}</th>
            </tr>
          </thead>
          <tbody>
            {loaded.stories.map((story) => (
              <tr key={story.id}>
                <th scope="row">
                  {story.is_folder ? (
                    <span>
                      {story.name} <span className="oc-muted">({t("list.folder")})</span>
                    </span>
                  ) : (
                    <Link to={contentStoryPath(story.id)}>{story.name}</Link>
                  )}
                </th>
                <td>
                  <code>{story.site_path ?? story.full_slug}</code>
                </td>
                <td>
                  {!story.is_folder && (
                    <span className={`oc-badge oc-badge--${story.state}`}>
                      {t(`state.${story.state}`)}
                    </span>
                  )}
                </td>
                <td>{story.publish_at ? when(story.publish_at) : ""}</td>
                <td>
                  {when(story.updated_at)}
                  {story.updated_by && <span className="oc-muted"> · {story.updated_by}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {loaded && pages > 1 && (
        <nav className="oc-pager" aria-label={t("list.pages")}>
          <button
            type="button"
            className="oc-button"
            disabled={loaded.page <= 1}
            onClick={() => setFilters({ ...filters, page: loaded.page - 1 })}
          >
            {t("list.previous")}
          </button>
          <span>{t("list.pageOf", { page: loaded.page, pages })}</span>
          <button
            type="button"
            className="oc-button"
            disabled={loaded.page >= pages}
            onClick={() => setFilters({ ...filters, page: loaded.page + 1 })}
          >
            {t("list.next")}
          </button>
        </nav>
      )}
      <CreateDialog
        kind={creating}
        folders={folders}
        returnFocusRef={opener}
        onClose={() => setCreating(null)}
      />
    </>
  );
}
