import { type FormEvent, type RefObject, useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { ModalDialog } from "../../../ui/modal-dialog.tsx";
import { failureText } from "../controls/manager-page.tsx";
import { contentStoryPath } from "../ops-paths.ts";
import { opsApi } from "../staff-session.ts";
import { defaultFolder, isValidSlug, SLUG_MAX, slugify } from "./story-rules.ts";

export type NewKind = "page" | "news_article";

/**
 * New page or article: a name, a slug made from it until the author edits the slug
 * (`content-authoring.slug-from-name`), and the folder (news articles start in
 * news-and-community). Creates the draft and opens its editor.
 */
export function CreateDialog({
  kind,
  folders,
  returnFocusRef,
  onClose,
}: {
  kind: NewKind | null;
  folders: readonly string[];
  returnFocusRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation("opsContent");
  const id = useId();
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [slug, setSlug] = useState("");
  const [slugEdited, setSlugEdited] = useState(false);
  const [folder, setFolder] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (kind) {
      setName("");
      setSlug("");
      setSlugEdited(false);
      setFolder(defaultFolder(kind));
      setError(null);
    }
  }, [kind]);

  const slugProblem = slug && !isValidSlug(slug) ? t("create.slugRule") : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!kind || sending) return;
    if (!name.trim()) {
      setError(t("create.nameNeeded"));
      document.getElementById(`${id}-name`)?.focus();
      return;
    }
    if (!isValidSlug(slug)) {
      setError(t("create.slugRule"));
      document.getElementById(`${id}-slug`)?.focus();
      return;
    }
    setSending(true);
    setError(null);
    const result = await opsApi.call("opsContentCreate", {
      body: { name: name.trim(), slug, folder, component: kind },
    });
    setSending(false);
    if (!result.ok) return setError(failureText(result.errors));
    onClose();
    void navigate(contentStoryPath(result.data.data.id));
  };

  return (
    <ModalDialog
      id={`${id}-dialog`}
      open={kind !== null}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      className="oc-dialog"
      aria-labelledby={`${id}-title`}
    >
      <form className="oc-dialog__body" onSubmit={(e) => void submit(e)} noValidate>
        <h2 id={`${id}-title`}>
          {t(kind === "news_article" ? "create.titleArticle" : "create.titlePage")}
        </h2>
        <label htmlFor={`${id}-name`}>{t("fields.name")}</label>
        <input
          id={`${id}-name`}
          value={name}
          maxLength={120}
          onChange={(e) => {
            setName(e.target.value);
            if (!slugEdited) setSlug(slugify(e.target.value));
          }}
        />
        <label htmlFor={`${id}-slug`}>{t("fields.slug")}</label>
        <input
          id={`${id}-slug`}
          value={slug}
          maxLength={SLUG_MAX}
          aria-invalid={slugProblem ? true : undefined}
          aria-describedby={`${id}-slug-hint`}
          onChange={(e) => {
            setSlug(e.target.value);
            setSlugEdited(true);
          }}
        />
        <p id={`${id}-slug-hint`} className={slugProblem ? "oc-error" : "oc-hint"}>
          {slugProblem ?? t("create.slugHint", { path: `/${folder ? `${folder}/` : ""}${slug}` })}
        </p>
        <label htmlFor={`${id}-folder`}>{t("fields.folder")}</label>
        <select id={`${id}-folder`} value={folder} onChange={(e) => setFolder(e.target.value)}>
          <option value="">{t("list.rootFolder")}</option>
          {folders.map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </select>
        {error && (
          <p className="oc-error" role="alert">
            {error}
          </p>
        )}
        <div className="oc-dialog__actions">
          <button type="submit" className="oc-button oc-button--primary" disabled={sending}>
            {t("create.submit")}
          </button>
          <button type="button" className="oc-button" onClick={onClose}>
            {t("common.cancel")}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
