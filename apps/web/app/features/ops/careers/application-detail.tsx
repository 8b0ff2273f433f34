import { useEffect, useRef, useState } from "react";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { failureText } from "../controls/manager-page.tsx";
import { mailtoHref, telHref } from "../forms/forms-rules.ts";
import { DetailPending } from "../forms/load-states.tsx";
import { useWhen } from "../forms/shared.tsx";
import { fetchStaffFile, saveBlob } from "../forms/staff-file.ts";
import { useOpsRead } from "../forms/use-ops-read.ts";
import { opsApi } from "../staff-session.ts";
import {
  type ApplicationStatus,
  DAY_LIST,
  DAY_PART_LIST,
  nextStatuses,
  type OpsApplication,
} from "./careers-rules.ts";

/**
 * One application: the job and restaurant, contact links, the availability grid, experience,
 * the resume download (`ops-careers.resume-download`: fetched with the staff token, saved from a
 * Blob) and the status steps (`ops-careers.application-steps`), applied when the server agrees.
 * Its heading takes focus when it opens.
 */
export function ApplicationDetail({
  id,
  onChanged,
  onClose,
}: {
  id: string;
  onChanged: (application: OpsApplication) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("opsCareers");
  const when = useWhen();
  const [saving, setSaving] = useState<ApplicationStatus | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [notice, setNotice] = useState("");
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const {
    data: application,
    setData: setApplication,
    error,
    retry,
  } = useOpsRead(
    () => opsApi.call("opsCareersApplicationGet", { params: { id } }),
    (answer) => answer.application,
    [id],
    { keep: true },
  );

  const loadedId = application?.id;
  useEffect(() => {
    if (loadedId) heading.current?.focus();
  }, [loadedId]);

  async function setStatus(status: ApplicationStatus) {
    setSaving(status);
    setSaveError(null);
    setNotice("");
    const result = await opsApi.call("opsCareersApplicationUpdate", {
      params: { id },
      body: { status },
    });
    setSaving(null);
    if (!result.ok) return setSaveError(failureText(result.errors));
    const next = result.data.application;
    setApplication(next);
    onChanged(next);
    setNotice(t("app.saved", { status: t(`appStatus.${next.status}`) }));
  }

  async function download(name: string) {
    setDownloading(true);
    setDownloadError(null);
    const result = await fetchStaffFile("opsCareersResume", { params: { id } }, "*/*", name);
    setDownloading(false);
    if (!result.ok) return setDownloadError(failureText(result.errors));
    saveBlob(result.blob, result.fileName);
  }

  const closeButton = (
    <button type="button" className="of-button" onClick={onClose}>
      {t("common.close")}
    </button>
  );

  if (!application) {
    return (
      <DetailPending
        error={error}
        onRetry={retry}
        closeButton={closeButton}
        text={{
          loadError: t("app.loadError", { message: error ?? "" }),
          retry: t("common.retry"),
          loading: t("app.loading"),
        }}
      />
    );
  }

  const a = application;
  const name = `${a.first_name} ${a.last_name}`.trim();
  const days = DAY_LIST.filter((day) => (a.availability[day] ?? []).length > 0);

  return (
    <section className="of-detail" aria-labelledby="ocr-app-heading">
      <div className="of-detail__head">
        <h2 id="ocr-app-heading" ref={heading} tabIndex={-1}>
          {t("app.label", { name })}
        </h2>
        {closeButton}
      </div>
      <dl className="of-facts">
        <dt>{t("app.job")}</dt>
        <dd>{a.job.title}</dd>
        <dt>{t("app.restaurant")}</dt>
        <dd>{a.restaurant.name}</dd>
        <dt>{t("app.received")}</dt>
        <dd>{when(a.created_at)}</dd>
        <dt>{t("app.reference")}</dt>
        <dd>{a.reference}</dd>
        <dt>{t("app.language")}</dt>
        <dd>{a.language}</dd>
        <dt>{t("app.status")}</dt>
        <dd>
          <span className={`of-badge of-badge--${a.status}`}>{t(`appStatus.${a.status}`)}</span>
        </dd>
      </dl>

      <div className="of-actions" role="group" aria-label={t("app.contact")}>
        <a className="of-button" href={mailtoHref(a.email, a.job.title)}>
          {t("app.email", { email: a.email })}
        </a>
        {a.phone && (
          <a className="of-button" href={telHref(a.phone)}>
            {t("app.call", { phone: a.phone })}
          </a>
        )}
      </div>

      <h3>{t("app.status")}</h3>
      <div className="of-actions" role="group" aria-label={t("app.changeStatus")}>
        {nextStatuses(a.status).map((step) => (
          <button
            key={step.to}
            type="button"
            className={`of-button${step.to === "declined" ? "" : " of-button--primary"}`}
            disabled={saving !== null}
            aria-busy={saving === step.to || undefined}
            onClick={() => void setStatus(step.to)}
          >
            {saving === step.to
              ? t("app.saving")
              : step.reopen
                ? t("steps.reopen")
                : t(`steps.${step.to as Exclude<ApplicationStatus, "new">}`)}
          </button>
        ))}
      </div>
      <p className="of-status" role="status" aria-live="polite">
        {notice}
      </p>
      {saveError && (
        <p role="alert" className="of-error">
          {t("app.saveError", { message: saveError })}
        </p>
      )}

      <h3>{t("app.resume")}</h3>
      {a.resume ? (
        <div className="of-actions">
          <button
            type="button"
            className="of-button"
            disabled={downloading}
            aria-busy={downloading || undefined}
            onClick={() => void download(a.resume!.name)}
          >
            {downloading ? t("app.downloading") : t("app.download", { name: a.resume.name })}
          </button>
        </div>
      ) : (
        <p className="of-muted">{t("app.noResume")}</p>
      )}
      {downloadError && (
        <p role="alert" className="of-error">
          {t("app.downloadFailed", { message: downloadError })}
        </p>
      )}

      <h3>{t("app.availability")}</h3>
      {days.length === 0 ? (
        <p className="of-muted">{t("app.none")}</p>
      ) : (
        <div
          className="of-table-wrap"
          role="region"
          aria-label={t("app.availability")}
          tabIndex={0}
        >
          <table className="of-grid">
            <caption className="visually-hidden">{t("app.availability")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("app.day")}</th>
                {DAY_PART_LIST.map((part) => (
                  <th key={part} scope="col">
                    {t(`dayParts.${part}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {DAY_LIST.map((day) => (
                <tr key={day}>
                  <th scope="row">{t(`days.${day}`)}</th>
                  {DAY_PART_LIST.map((part) => {
                    const yes = (a.availability[day] ?? []).includes(part);
                    return (
                      <td key={part}>
                        <span aria-hidden="true">{yes ? "✓" : "–"}</span>
                        <span className="visually-hidden">
                          {yes ? t("app.available") : t("app.notAvailable")}
                        </span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h3>{t("app.experience")}</h3>
      {a.experience.trim() ? (
        <p className="of-pre">{a.experience}</p>
      ) : (
        <p className="of-muted">{t("app.noExperience")}</p>
      )}
    </section>
  );
}
