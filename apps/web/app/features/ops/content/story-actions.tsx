import { useId, useRef, useState } from "react";

import type { OpsStory } from "@coop/contract/ops-content";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { ModalDialog } from "../../../ui/modal-dialog.tsx";
import { failureText } from "../controls/manager-page.tsx";
import { opsApi } from "../staff-session.ts";
import { localToIsoWithOffset, stateLine } from "./story-rules.ts";

type Preview = { url: string; urlEs: string; expires: string };

/**
 * Where the story stands (`content-authoring.state-line`) and what can be done with it
 * (`content-authoring.publish-actions`): Preview (saves first, then opens the draft on its real
 * page in a new tab, with links for both languages), Publish now, Schedule (a time in the
 * browser's zone, `content-authoring.schedule-local-time`) and Unpublish (after a confirmation).
 * Unsaved changes are saved before a preview or a publication.
 */
export function StoryActions({
  story,
  dirty,
  save,
  onStory,
}: {
  story: OpsStory;
  dirty: boolean;
  save: () => Promise<OpsStory | null>;
  onStory: (story: OpsStory) => void;
}) {
  const { t, i18n } = useTranslation("opsContent");
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [at, setAt] = useState("");
  const [confirmUnpublish, setConfirmUnpublish] = useState(false);
  const unpublishButton = useRef<HTMLButtonElement>(null);

  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const line = stateLine(story, Date.now());
  const lineText =
    line.kind === "scheduled"
      ? t("stateLine.scheduled", { at: when(line.at) })
      : line.kind === "published"
        ? t("stateLine.published", { count: line.minutes })
        : t(`stateLine.${line.kind}`);

  const run = async (action: () => Promise<string | null>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    setNotice(null);
    const saved = dirty ? await save() : story;
    if (saved) {
      const problem = await action();
      if (problem) setError(problem);
    }
    setBusy(false);
  };

  const doPreview = () =>
    run(async () => {
      const result = await opsApi.call("opsContentPreview", { params: { id: story.id } });
      if (!result.ok) return failureText(result.errors);
      const { url, url_es, expires_at } = result.data.data;
      setPreview({ url, urlEs: url_es, expires: expires_at });
      window.open(url, "_blank", "noopener");
      return null;
    });

  const publish = (scheduleAt: string | null) =>
    run(async () => {
      const result = await opsApi.call("opsContentPublish", {
        params: { id: story.id },
        body: scheduleAt ? { at: scheduleAt } : {},
      });
      if (!result.ok) return failureText(result.errors);
      onStory(result.data.data);
      setNotice(
        scheduleAt
          ? t("actions.scheduledNotice", { at: when(scheduleAt) })
          : t("actions.publishedNotice"),
      );
      return null;
    });

  const schedule = () => {
    const iso = localToIsoWithOffset(at);
    if (!iso) return setError(t("actions.scheduleInvalid"));
    if (Date.parse(iso) <= Date.now()) return setError(t("actions.schedulePast"));
    void publish(iso);
  };

  const unpublish = () => {
    setConfirmUnpublish(false);
    void run(async () => {
      const result = await opsApi.call("opsContentUnpublish", { params: { id: story.id } });
      if (!result.ok) return failureText(result.errors);
      onStory(result.data.data);
      setNotice(t("actions.unpublishedNotice"));
      return null;
    });
  };

  return (
    <section className="oc-publish" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {t("actions.heading")}
      </h2>
      <p className={`oc-state oc-state--${line.kind}`}>{lineText}</p>
      <div className="oc-actions">
        <button
          type="button"
          className="oc-button"
          disabled={busy}
          onClick={() => void doPreview()}
        >
          {t("actions.preview")}
        </button>
        <button
          type="button"
          className="oc-button oc-button--primary"
          disabled={busy}
          onClick={() => void publish(null)}
        >
          {t("actions.publish")}
        </button>
        <label htmlFor={`${id}-at`}>{t("actions.scheduleAt")}</label>
        <input
          id={`${id}-at`}
          type="datetime-local"
          value={at}
          onChange={(e) => setAt(e.target.value)}
        />
        <button type="button" className="oc-button" disabled={busy || !at} onClick={schedule}>
          {t("actions.schedule")}
        </button>
        {(story.state !== "draft" || story.publish_at) && (
          <button
            ref={unpublishButton}
            type="button"
            className="oc-button oc-button--danger"
            disabled={busy}
            onClick={() => setConfirmUnpublish(true)}
          >
            {t("actions.unpublish")}
          </button>
        )}
      </div>
      {preview && (
        <p className="oc-hint">
          {t("actions.previewReady", { at: when(preview.expires) })}{" "}
          <a href={preview.url} target="_blank" rel="noopener noreferrer">
            {t("actions.previewEnglish")}
          </a>{" "}
          ·{" "}
          <a href={preview.urlEs} target="_blank" rel="noopener noreferrer">
            {t("actions.previewSpanish")}
          </a>
        </p>
      )}
      <div role="status" className="oc-status">
        {notice}
      </div>
      {error && (
        <p className="oc-error" role="alert">
          {error}
        </p>
      )}
      <ModalDialog
        id={`${id}-unpublish`}
        open={confirmUnpublish}
        onClose={() => setConfirmUnpublish(false)}
        returnFocusRef={unpublishButton}
        className="oc-dialog"
        aria-labelledby={`${id}-unpublish-title`}
      >
        <div className="oc-dialog__body">
          <h2 id={`${id}-unpublish-title`}>{t("actions.unpublishTitle", { name: story.name })}</h2>
          <p>{t("actions.unpublishText")}</p>
          <div className="oc-dialog__actions">
            <button type="button" className="oc-button oc-button--danger" onClick={unpublish}>
              {t("actions.unpublishConfirm")}
            </button>
            <button type="button" className="oc-button" onClick={() => setConfirmUnpublish(false)}>
              {t("common.cancel")}
            </button>
          </div>
        </div>
      </ModalDialog>
    </section>
  );
}
