import "../shell/shell.css";
import "../shell/strings.ts";

import { useCallback, useEffect, useRef, useState } from "react";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { OpsHeading } from "../shell/staff-gate.tsx";
import { opsApi } from "../staff-session.ts";

type Entry = {
  id: number;
  actor: string | null;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  at: string;
};

const PAGE = 50;

/** A before/after value as short readable text ("—" when there is none). */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined) return "—";
  return typeof value === "string" ? value : JSON.stringify(value, null, 1);
}

/**
 * /ops/audit (`staff.audit`, `ops-shell.audit-paging`; admins): every staff action, newest first, 50 at a time; "Show
 * older entries" asks for the page before the last one shown (`next`) until the log ends.
 * Focus moves to the first newly shown entry.
 */
export function AuditPage() {
  const { t, i18n } = useTranslation("ops");
  const [entries, setEntries] = useState<Entry[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const [status, setStatus] = useState<"loading" | "more" | "ready" | "error">("loading");
  const [reason, setReason] = useState("");
  const focusId = useRef<number | null>(null);

  const load = useCallback(async (before: number | null) => {
    setStatus(before === null ? "loading" : "more");
    const result = await opsApi.call("opsAudit", {
      query: before === null ? { limit: PAGE } : { limit: PAGE, before },
    });
    if (!result.ok) {
      setReason(result.errors.join(" "));
      setStatus("error");
      return;
    }
    focusId.current = before === null ? null : (result.data.data[0]?.id ?? null);
    setEntries((shown) => (before === null ? result.data.data : [...shown, ...result.data.data]));
    setNext(result.data.next);
    setStatus("ready");
  }, []);

  useEffect(() => {
    void load(null);
  }, [load]);

  useEffect(() => {
    if (focusId.current === null) return;
    document.getElementById(`ops-audit-${focusId.current}`)?.focus();
    focusId.current = null;
  }, [entries]);

  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "medium" });
  return (
    <section className="ops-page">
      <OpsHeading view="audit">{t("audit.title")}</OpsHeading>
      <p className="ops-lead">{t("audit.lead")}</p>
      {status === "loading" && (
        <p className="ops-status" role="status">
          {t("audit.loading")}
        </p>
      )}
      {status === "error" && (
        <div className="ops-alert" role="alert">
          <p>{t("audit.loadFailed", { reason })}</p>
          <button
            type="button"
            className="ops-button"
            onClick={() => void load(entries.length > 0 ? next : null)}
          >
            {t("audit.retry")}
          </button>
        </div>
      )}
      {status !== "loading" && status !== "error" && entries.length === 0 && (
        <p className="ops-notice">{t("audit.empty")}</p>
      )}
      {entries.length > 0 && (
        <ol className="ops-audit" data-testid="ops-audit-list">
          {entries.map((entry) => (
            <li
              key={entry.id}
              id={`ops-audit-${entry.id}`}
              tabIndex={-1}
              className="ops-audit__entry"
            >
              <dl className="ops-person__facts">
                <dt>{t("audit.at")}</dt>
                <dd>
                  <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                </dd>
                <dt>{t("audit.actor")}</dt>
                <dd>{entry.actor ?? t("audit.system")}</dd>
                <dt>{t("audit.action")}</dt>
                <dd>
                  <code>{entry.action}</code>
                </dd>
                <dt>{t("audit.target")}</dt>
                <dd>{entry.target ?? "—"}</dd>
              </dl>
              {(entry.before != null || entry.after != null) && (
                <details className="ops-audit__change">
                  <summary>{t("audit.change")}</summary>
                  <div className="ops-audit__diff">
                    <div>
                      <p className="ops-field__label">{t("audit.before")}</p>
                      <pre>{auditValue(entry.before)}</pre>
                    </div>
                    <div>
                      <p className="ops-field__label">{t("audit.after")}</p>
                      <pre>{auditValue(entry.after)}</pre>
                    </div>
                  </div>
                </details>
              )}
            </li>
          ))}
        </ol>
      )}
      {status === "ready" && entries.length > 0 && next === null && (
        <p className="ops-hint">{t("audit.end")}</p>
      )}
      {(status === "ready" || status === "more") && next !== null && (
        <button
          type="button"
          className="ops-button ops-button--wide"
          disabled={status === "more"}
          onClick={() => void load(next)}
        >
          {status === "more" ? t("audit.loadingMore") : t("audit.more")}
        </button>
      )}
    </section>
  );
}
