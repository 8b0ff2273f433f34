import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";

import type { OpsCampaign, OpsCanvas, OpsSegment } from "@coop/contract/ops-engagement";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { engagementEditorPath, type EngagementKind } from "../ops-paths.ts";
import { opsApi } from "../staff-session.ts";
import { EngagementFrame } from "./engagement-frame.tsx";

type Loaded =
  | { kind: "segments"; segments: OpsSegment[] }
  | { kind: "campaigns"; items: OpsCampaign[]; segments: OpsSegment[] }
  | { kind: "canvases"; items: OpsCanvas[]; segments: OpsSegment[] };

const NEW_KEY = {
  segments: "list.newSegment",
  campaigns: "list.newCampaign",
  canvases: "list.newCanvas",
} as const;
const EMPTY_KEY = {
  segments: "list.emptySegments",
  campaigns: "list.emptyCampaigns",
  canvases: "list.emptyCanvases",
} as const;

/** Loads one tab: its items, and the segments that name the audiences. */
async function loadTab(kind: EngagementKind): Promise<Loaded | { error: string }> {
  const segments = await opsApi.call("opsEngagementSegments");
  if (!segments.ok) return { error: segments.errors.join(" ") };
  if (kind === "segments") return { kind, segments: segments.data.data };
  if (kind === "campaigns") {
    const items = await opsApi.call("opsEngagementCampaigns");
    if (!items.ok) return { error: items.errors.join(" ") };
    return { kind, items: items.data.data, segments: segments.data.data };
  }
  const items = await opsApi.call("opsEngagementCanvases");
  if (!items.ok) return { error: items.errors.join(" ") };
  return { kind, items: items.data.data, segments: segments.data.data };
}

/**
 * `engagement-authoring.lists`: /ops/engagement/{segments|campaigns|canvases}: each tab lists
 * its items (a campaign and a canvas with status, channel, audience and when it last sent; a
 * segment with its size), says so in words when there is none or the load failed, and opens
 * a new or an existing one.
 */
export function EngagementListPage({ kind }: { kind: EngagementKind }) {
  const { t } = useTranslation("opsEngagement");
  return (
    <EngagementFrame title={t(`tabs.${kind}`)}>
      <EngagementList key={kind} kind={kind} />
    </EngagementFrame>
  );
}

function EngagementList({ kind }: { kind: EngagementKind }) {
  const { t, i18n } = useTranslation("opsEngagement");
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    setError(null);
    setLoaded(null);
    const result = await loadTab(kind);
    if ("error" in result) setError(result.error);
    else setLoaded(result);
  }, [kind]);
  useEffect(() => {
    void load();
  }, [load]);

  const when = (iso: string | null) =>
    iso
      ? new Date(iso).toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" })
      : t("common.never");
  const number = (n: number) => n.toLocaleString(i18n.language);

  return (
    <>
      <div className="oe-actions">
        <Link className="oe-button oe-button--primary" to={engagementEditorPath(kind, "new")}>
          {t(NEW_KEY[kind])}
        </Link>
      </div>
      {error && (
        <div role="alert" className="oe-error-box">
          <p>{t("common.loadError", { message: error })}</p>
          <button type="button" className="oe-button" onClick={() => void load()}>
            {t("common.retry")}
          </button>
        </div>
      )}
      {!error && !loaded && (
        <p className="oe-status" role="status">
          {t("common.loading")}
        </p>
      )}
      {loaded?.kind === "segments" &&
        (loaded.segments.length === 0 ? (
          <p className="oe-status">{t(EMPTY_KEY.segments)}</p>
        ) : (
          <div className="oe-table-wrap">
            <table className="oe-table">
              <caption className="oe-visually-hidden">
                {t("list.caption", { count: loaded.segments.length })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t("common.name")}</th>
                  <th scope="col">{t("list.size")}</th>
                  <th scope="col">{t("list.updated")}</th>
                </tr>
              </thead>
              <tbody>
                {loaded.segments.map((s) => (
                  <tr key={s.id}>
                    <th scope="row">
                      <Link to={engagementEditorPath("segments", s.id)}>{s.name}</Link>
                      {s.description && <div className="oe-muted">{s.description}</div>}
                    </th>
                    <td>{number(s.size)}</td>
                    <td>{when(s.updated_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      {loaded && loaded.kind !== "segments" && <SendingList loaded={loaded} when={when} />}
    </>
  );
}

function SendingList({
  loaded,
  when,
}: {
  loaded: Exclude<Loaded, { kind: "segments" }>;
  when: (iso: string | null) => string;
}) {
  const { t } = useTranslation("opsEngagement");
  const names = new Map(loaded.segments.map((s) => [s.id, s.name]));
  const audience = (id: string | null) =>
    id === null ? t("common.everyone") : (names.get(id) ?? id);
  if (loaded.items.length === 0) return <p className="oe-status">{t(EMPTY_KEY[loaded.kind])}</p>;
  const rows =
    loaded.kind === "campaigns"
      ? loaded.items.map((c) => ({ ...c, channels: [c.channel] }))
      : loaded.items.map((c) => ({ ...c, channels: [...new Set(c.steps.map((s) => s.channel))] }));
  return (
    <div className="oe-table-wrap">
      <table className="oe-table">
        <caption className="oe-visually-hidden">
          {t("list.caption", { count: rows.length })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t("common.name")}</th>
            <th scope="col">{t("list.status")}</th>
            <th scope="col">{t("list.channel")}</th>
            <th scope="col">{t("list.audience")}</th>
            <th scope="col">{t("list.lastSent")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <Link to={engagementEditorPath(loaded.kind, row.id)}>{row.name}</Link>
              </th>
              <td>
                <span className={`oe-badge oe-badge--${row.status}`}>
                  {t(`status.${row.status}`)}
                </span>
              </td>
              <td>{row.channels.map((c) => t(`channel.${c}`)).join(", ")}</td>
              <td>{audience(row.segment_id)}</td>
              <td>{when(row.last_sent_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
