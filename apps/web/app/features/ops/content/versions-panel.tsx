import { useId, useRef, useState } from "react";

import type { OpsStory } from "@coop/contract/ops-content";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { ModalDialog } from "../../../ui/modal-dialog.tsx";
import { failureText } from "../controls/manager-page.tsx";
import { opsApi } from "../staff-session.ts";

type Version = {
  id: number;
  kind: string;
  created_at: string;
  created_by: string | null;
  name: string;
};

/**
 * `content-authoring.versions-restore`: every save, publication and restore of the story, newest
 * first, with who and when; Restore (after a confirmation that says unsaved changes are lost)
 * makes a version the draft, to publish when ready.
 */
export function VersionsPanel({
  story,
  dirty,
  onRestored,
}: {
  story: OpsStory;
  dirty: boolean;
  onRestored: (story: OpsStory) => void;
}) {
  const { t, i18n } = useTranslation("opsContent");
  const id = useId();
  const [versions, setVersions] = useState<Version[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<Version | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  const load = async () => {
    setError(null);
    const result = await opsApi.call("opsContentVersions", { params: { id: story.id } });
    if (!result.ok) return setError(failureText(result.errors));
    setVersions(result.data.data.versions);
  };

  const restore = async () => {
    const version = restoring;
    setRestoring(null);
    if (!version) return;
    const result = await opsApi.call("opsContentRestore", {
      params: { id: story.id, versionId: version.id },
    });
    if (!result.ok) return setError(failureText(result.errors));
    onRestored(result.data.data);
    await load();
  };

  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" });

  return (
    <section className="oc-versions" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("versions.title")}</h2>
      <button type="button" className="oc-button" onClick={() => void load()}>
        {versions ? t("versions.refresh") : t("versions.show")}
      </button>
      {error && (
        <p className="oc-error" role="alert">
          {error}
        </p>
      )}
      {versions && versions.length === 0 && <p>{t("versions.none")}</p>}
      {versions && versions.length > 0 && (
        <ol className="oc-version-list">
          {versions.map((v) => (
            <li key={v.id}>
              <span>
                {t(`versions.kind.${v.kind}`, { defaultValue: v.kind })} · {when(v.created_at)} ·{" "}
                {v.created_by ?? t("versions.nobody")}
              </span>
              <button
                type="button"
                className="oc-button"
                onClick={(e) => {
                  opener.current = e.currentTarget;
                  setRestoring(v);
                }}
              >
                {t("versions.restore", { when: when(v.created_at) })}
              </button>
            </li>
          ))}
        </ol>
      )}
      <ModalDialog
        id={`${id}-restore`}
        open={restoring !== null}
        onClose={() => setRestoring(null)}
        returnFocusRef={opener}
        className="oc-dialog"
        aria-labelledby={`${id}-restore-title`}
      >
        <div className="oc-dialog__body">
          <h2 id={`${id}-restore-title`}>{t("versions.confirmTitle")}</h2>
          <p>{t("versions.confirmText", { when: restoring ? when(restoring.created_at) : "" })}</p>
          {dirty && <p className="oc-error">{t("versions.loseChanges")}</p>}
          <div className="oc-dialog__actions">
            <button
              type="button"
              className="oc-button oc-button--primary"
              onClick={() => void restore()}
            >
              {t("versions.confirm")}
            </button>
            <button type="button" className="oc-button" onClick={() => setRestoring(null)}>
              {t("common.cancel")}
            </button>
          </div>
        </div>
      </ModalDialog>
    </section>
  );
}
