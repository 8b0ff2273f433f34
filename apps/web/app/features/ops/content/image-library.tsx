import "./strings.ts";

import {
  type DragEvent,
  type FormEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useState,
} from "react";

import type { OpsAsset } from "@coop/contract/ops-content";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { ModalDialog } from "../../../ui/modal-dialog.tsx";
import { failureText } from "../controls/manager-page.tsx";
import { opsApi } from "../staff-session.ts";
import { AssetAltForm } from "./asset-alt-form.tsx";
import { IMAGE_MAX_BYTES, IMAGE_TYPES, imageProblem } from "./content-limits.ts";
import { uploadImage } from "./image-upload.ts";

/**
 * The images to pick from, newest first, and an upload (file input or drop): the type and size
 * are checked before sending (`content-authoring.upload-limits`), the English alternative text
 * is required unless the image is marked decorative (`content-authoring.alt-text`), the Spanish
 * one is optional; a progress bar while it uploads. Picking an image closes the dialog.
 */
export function ImageLibrary({
  open,
  returnFocusRef,
  onClose,
  onPick,
}: {
  open: boolean;
  returnFocusRef: RefObject<HTMLElement | null>;
  onClose: () => void;
  onPick: (asset: OpsAsset) => void;
}) {
  const { t } = useTranslation("opsContent");
  const id = useId();
  const [assets, setAssets] = useState<OpsAsset[] | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [altEs, setAltEs] = useState("");
  const [decorative, setDecorative] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [editing, setEditing] = useState<string | null>(null);

  const load = useCallback(async () => {
    setListError(null);
    const result = await opsApi.call("opsContentAssetsList");
    if (!result.ok) return setListError(failureText(result.errors));
    setAssets(result.data.data.assets);
  }, []);

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  const choose = (chosen: File | null | undefined) => {
    setError(null);
    if (!chosen) return setFile(null);
    const problem = imageProblem(chosen);
    if (problem) {
      setFile(null);
      setError(
        t(`images.problem.${problem}`, { name: chosen.name, mb: IMAGE_MAX_BYTES / 1024 / 1024 }),
      );
      return;
    }
    setFile(chosen);
  };

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError(t("images.chooseFile"));
    if (!decorative && !alt.trim()) {
      setError(t("images.altNeeded"));
      document.getElementById(`${id}-alt`)?.focus();
      return;
    }
    setError(null);
    setProgress(0);
    const result = await uploadImage(
      file,
      { default: decorative ? "" : alt.trim(), es: decorative ? "" : altEs.trim() },
      setProgress,
    );
    setProgress(null);
    if (!result.ok) return setError(failureText(result.errors));
    setFile(null);
    setAlt("");
    setAltEs("");
    setDecorative(false);
    setAssets((old) => [result.asset, ...(old ?? [])]);
    onPick(result.asset);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    choose(event.dataTransfer.files[0]);
  };

  return (
    <ModalDialog
      id={`${id}-dialog`}
      open={open}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      className="oc-dialog oc-dialog--wide"
      aria-labelledby={`${id}-title`}
    >
      <div className="oc-dialog__body">
        <h2 id={`${id}-title`}>{t("images.title")}</h2>
        <form className="oc-upload" onSubmit={(e) => void upload(e)} noValidate>
          <h3>{t("images.upload")}</h3>
          <div className="oc-drop" onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
            <label htmlFor={`${id}-file`}>{t("images.file")}</label>
            <input
              id={`${id}-file`}
              type="file"
              accept={IMAGE_TYPES.join(",")}
              aria-describedby={`${id}-limits`}
              onChange={(e) => choose(e.target.files?.[0])}
            />
            <p id={`${id}-limits`} className="oc-hint">
              {t("images.limits", { mb: IMAGE_MAX_BYTES / 1024 / 1024 })}
            </p>
          </div>
          <label className="oc-check">
            <input
              type="checkbox"
              checked={decorative}
              onChange={(e) => setDecorative(e.target.checked)}
            />
            {t("images.decorative")}
          </label>
          {!decorative && (
            <>
              <label htmlFor={`${id}-alt`}>{t("images.alt")}</label>
              <input
                id={`${id}-alt`}
                value={alt}
                maxLength={300}
                onChange={(e) => setAlt(e.target.value)}
              />
              <label htmlFor={`${id}-alt-es`}>{t("images.altEs")}</label>
              <input
                id={`${id}-alt-es`}
                value={altEs}
                maxLength={300}
                onChange={(e) => setAltEs(e.target.value)}
              />
            </>
          )}
          {error && (
            <p className="oc-error" role="alert">
              {error}
            </p>
          )}
          {progress !== null && (
            <progress max={1} value={progress} aria-label={t("images.uploading")} />
          )}
          <button
            type="submit"
            className="oc-button oc-button--primary"
            disabled={progress !== null}
          >
            {t("images.uploadButton")}
          </button>
        </form>
        <h3>{t("images.library")}</h3>
        {listError && (
          <p className="oc-error" role="alert">
            {listError}
          </p>
        )}
        {!assets && !listError && <p role="status">{t("common.loading")}</p>}
        {assets?.length === 0 && <p>{t("images.none")}</p>}
        {assets && assets.length > 0 && (
          <ul className="oc-library">
            {assets.map((asset) => (
              <li key={asset.id}>
                <img src={asset.filename} alt="" width={96} height={72} loading="lazy" />
                <span>{asset.name}</span>
                <span className="oc-muted">{asset.alt.default || t("images.isDecorative")}</span>
                <button type="button" className="oc-button" onClick={() => onPick(asset)}>
                  {t("images.use", { name: asset.name })}
                </button>
                {editing === asset.id ? (
                  <AssetAltForm
                    asset={asset}
                    onCancel={() => setEditing(null)}
                    onSaved={(saved) => {
                      setEditing(null);
                      setAssets((old) => (old ?? []).map((a) => (a.id === saved.id ? saved : a)));
                    }}
                  />
                ) : (
                  <button type="button" className="oc-button" onClick={() => setEditing(asset.id)}>
                    {t("images.editAlt", { name: asset.name })}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        <div className="oc-dialog__actions">
          <button type="button" className="oc-button" onClick={onClose}>
            {t("common.close")}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
