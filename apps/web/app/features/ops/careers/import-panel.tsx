import { type FormEvent, useEffect, useRef, useState } from "react";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { failureText } from "../controls/manager-page.tsx";
import { postStaffText } from "../forms/staff-file.ts";
import type { JobImportReport } from "./careers-rules.ts";

/**
 * "Import CSV" (`ops-careers.import-admin`, admins): a spreadsheet's CSV export from a file or
 * pasted, sent as the body; then the report (`ops-careers.import-report`): how many jobs were
 * created, updated and unchanged, and each refused row by line and field.
 */
export function ImportPanel({
  onClose,
  onImported,
}: {
  onClose: () => void;
  onImported: () => void;
}) {
  const { t } = useTranslation("opsCareers");
  const [file, setFile] = useState<File | null>(null);
  const [pasted, setPasted] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<JobImportReport | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setReport(null);
    let text = pasted;
    if (file) {
      try {
        text = await file.text();
      } catch {
        return setError(t("import.readError"));
      }
    }
    if (!text.trim()) return setError(t("import.empty"));
    setBusy(true);
    const result = await postStaffText<JobImportReport>("opsCareersImport", text, "text/csv");
    setBusy(false);
    if (!result.ok) return setError(t("import.failed", { message: failureText(result.errors) }));
    setReport(result.data);
    onImported();
  }

  return (
    <section className="of-panel" aria-labelledby="ocr-import-heading">
      <h2 id="ocr-import-heading" ref={heading} tabIndex={-1}>
        {t("import.title")}
      </h2>
      <p className="of-muted">{t("import.intro")}</p>
      <form className="of-form" onSubmit={(e) => void submit(e)}>
        <label>
          {t("import.file")}
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
        <label className="of-form__wide">
          {t("import.paste")}
          <textarea value={pasted} spellCheck={false} onChange={(e) => setPasted(e.target.value)} />
        </label>
        <div className="of-actions of-form__wide">
          <button
            type="submit"
            className="of-button of-button--primary"
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? t("import.busy") : t("import.submit")}
          </button>
          <button type="button" className="of-button" onClick={onClose}>
            {t("common.close")}
          </button>
        </div>
      </form>
      {error && (
        <p role="alert" className="of-error">
          {error}
        </p>
      )}
      <div role="status" aria-live="polite">
        {report && (
          <>
            <p>
              <strong>{t("import.report", report)}</strong>{" "}
              {report.errors.length === 0 && t("import.noErrors")}
            </p>
          </>
        )}
      </div>
      {report && report.errors.length > 0 && (
        <div
          className="of-table-wrap"
          role="region"
          aria-labelledby="ocr-import-errors"
          tabIndex={0}
        >
          <table className="of-table">
            <caption id="ocr-import-errors" className="of-error">
              {t("import.errorsTitle", { count: report.errors.length })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("import.line")}</th>
                <th scope="col">{t("import.field")}</th>
                <th scope="col">{t("import.message")}</th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((row, i) => (
                <tr key={`${row.line}-${row.field}-${i}`}>
                  <td>{row.line}</td>
                  <td>
                    <code>{row.field}</code>
                  </td>
                  <td>{row.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
