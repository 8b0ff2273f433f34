import { useEffect, useId, useState } from "react";
import { Link, useBlocker } from "react-router";

import type { OpsStory } from "@coop/contract/ops-content";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { ModalDialog } from "../../../ui/modal-dialog.tsx";
import { failureText } from "../controls/manager-page.tsx";
import { opsPaths } from "../ops-paths.ts";
import { opsApi } from "../staff-session.ts";
import { copyTree, emptyTree } from "./blocks.ts";
import { TextField } from "./fields.tsx";
import { StoryActions } from "./story-actions.tsx";
import { type Draft, draftOf, saveBodyOf } from "./story-draft.ts";
import { TreeForm } from "./tree-forms.tsx";
import { VersionsPanel } from "./versions-panel.tsx";

type Lang = "default" | "es";

/**
 * The editor of one story: name, slug, tags; the English and Spanish trees (Spanish "same as
 * English" or its own, `content-authoring.spanish-tree`); Save with the lock
 * (`content-authoring.save-lock`), a warning before leaving with unsaved changes
 * (`content-authoring.unsaved-warning`); the publication actions and the versions.
 */
export function StoryEditor({ loaded, onReload }: { loaded: OpsStory; onReload: () => void }) {
  const { t } = useTranslation("opsContent");
  const id = useId();
  const [story, setStory] = useState(loaded);
  const [draft, setDraft] = useState<Draft>(() => draftOf(loaded));
  const [dirty, setDirty] = useState(false);
  const [generation, setGeneration] = useState(0);
  const [tab, setTab] = useState<Lang>("default");
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);

  const change = (next: Draft) => {
    setDraft(next);
    setDirty(true);
    setMessage(null);
  };
  /** A story from the server replaces the draft (after a publish, a restore). */
  const replace = (next: OpsStory) => {
    setStory(next);
    setDraft(draftOf(next));
    setDirty(false);
    setGeneration((g) => g + 1);
  };

  /** Saves when there are changes; the story as saved, or null when it could not be. */
  const save = async (): Promise<OpsStory | null> => {
    if (!dirty) return story;
    setSaving(true);
    setError(null);
    setMessage(null);
    const result = await opsApi.call("opsContentUpdate", {
      params: { id: story.id },
      body: saveBodyOf(draft, story.lock_version),
    });
    setSaving(false);
    if (!result.ok) {
      if (result.status === 409) setConflict(failureText(result.errors));
      else setError(failureText(result.errors));
      return null;
    }
    setStory(result.data.data);
    setDirty(false);
    setMessage(t("editor.saved"));
    return result.data.data;
  };

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const tree = tab === "default" ? draft.content.default : draft.content.es;
  const setTree = (next: Draft["content"]["default"]) =>
    change({ ...draft, content: { ...draft.content, [tab]: next } });
  const setSpanish = (es: Draft["content"]["es"]) => {
    change({ ...draft, content: { ...draft.content, es } });
    setGeneration((g) => g + 1);
  };

  return (
    <div className="oc-editor">
      <p className="oc-muted">
        <Link to={opsPaths.content}>{t("editor.backToList")}</Link>
        {story.site_path && (
          <>
            {" · "}
            <code>{story.site_path}</code>
          </>
        )}
      </p>
      <StoryActions story={story} dirty={dirty} save={save} onStory={replace} />
      <div className="oc-form">
        <div className="oc-grid">
          <TextField
            label={t("fields.name")}
            value={draft.name}
            maxLength={120}
            onChange={(name) => change({ ...draft, name })}
          />
          <TextField
            label={t("fields.slug")}
            value={draft.slug}
            maxLength={80}
            onChange={(slug) => change({ ...draft, slug })}
          />
          <TextField
            label={t("fields.tags")}
            hint={t("fields.tagsHint")}
            value={draft.tags}
            onChange={(tags) => change({ ...draft, tags })}
          />
        </div>
        <div role="tablist" aria-label={t("editor.languages")} className="oc-tabs">
          {(["default", "es"] as const).map((lang) => (
            <button
              key={lang}
              id={`${id}-tab-${lang}`}
              type="button"
              role="tab"
              aria-selected={tab === lang}
              aria-controls={`${id}-panel`}
              tabIndex={tab === lang ? 0 : -1}
              onClick={() => setTab(lang)}
              onKeyDown={(e) => {
                if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
                  const next = lang === "default" ? "es" : "default";
                  setTab(next);
                  document.getElementById(`${id}-tab-${next}`)?.focus();
                }
              }}
            >
              {t(lang === "default" ? "editor.english" : "editor.spanish")}
            </button>
          ))}
        </div>
        <div
          id={`${id}-panel`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${tab}`}
          className="oc-panel"
        >
          {tab === "es" && (
            <fieldset className="oc-sub">
              <legend>{t("editor.spanishChoice")}</legend>
              <label className="oc-check">
                <input
                  type="radio"
                  name={`${id}-es`}
                  checked={draft.content.es === null}
                  onChange={() => setSpanish(null)}
                />
                {t("editor.sameAsEnglish")}
              </label>
              <label className="oc-check">
                <input
                  type="radio"
                  name={`${id}-es`}
                  checked={draft.content.es !== null}
                  onChange={() => setSpanish(emptyTree(draft.content.default))}
                />
                {t("editor.ownSpanish")}
              </label>
              <button
                type="button"
                className="oc-button"
                onClick={() => setSpanish(copyTree(draft.content.default))}
              >
                {t("editor.copyEnglish")}
              </button>
            </fieldset>
          )}
          {tree ? (
            <TreeForm
              key={`${tab}-${generation}`}
              tree={tree}
              language={tab}
              reset={`${tab}-${generation}`}
              onChange={setTree}
            />
          ) : (
            <p className="oc-hint">{t("editor.spanishShowsEnglish")}</p>
          )}
        </div>
        {error && (
          <p className="oc-error" role="alert">
            {error}
          </p>
        )}
        <p role="status" className="oc-status">
          {message ?? (dirty ? t("editor.unsaved") : "")}
        </p>
        <div className="oc-actions oc-sticky">
          <button
            type="button"
            className="oc-button oc-button--primary"
            disabled={saving || !dirty}
            onClick={() => void save()}
          >
            {saving ? t("editor.saving") : t("editor.save")}
          </button>
        </div>
      </div>
      <VersionsPanel story={story} dirty={dirty} onRestored={replace} />
      <ModalDialog
        id={`${id}-conflict`}
        open={conflict !== null}
        onClose={() => setConflict(null)}
        className="oc-dialog"
        aria-labelledby={`${id}-conflict-title`}
      >
        <div className="oc-dialog__body" role="alert">
          <h2 id={`${id}-conflict-title`}>{t("editor.conflictTitle")}</h2>
          <p>{conflict}</p>
          <p>{t("editor.conflictText")}</p>
          <div className="oc-dialog__actions">
            <button type="button" className="oc-button oc-button--primary" onClick={onReload}>
              {t("editor.reload")}
            </button>
            <button type="button" className="oc-button" onClick={() => setConflict(null)}>
              {t("editor.keepEditing")}
            </button>
          </div>
        </div>
      </ModalDialog>
      <ModalDialog
        id={`${id}-leave`}
        open={blocker.state === "blocked"}
        onClose={() => blocker.reset?.()}
        className="oc-dialog"
        aria-labelledby={`${id}-leave-title`}
      >
        <div className="oc-dialog__body">
          <h2 id={`${id}-leave-title`}>{t("editor.leaveTitle")}</h2>
          <p>{t("editor.leaveText")}</p>
          <div className="oc-dialog__actions">
            <button type="button" className="oc-button" onClick={() => blocker.reset?.()}>
              {t("editor.stay")}
            </button>
            <button
              type="button"
              className="oc-button oc-button--danger"
              onClick={() => blocker.proceed?.()}
            >
              {t("editor.leave")}
            </button>
          </div>
        </div>
      </ModalDialog>
    </div>
  );
}
