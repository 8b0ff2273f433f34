import { type FormEvent, useId, useState } from "react";

import type { OpsAsset } from "@coop/contract/ops-content";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { failureText } from "../controls/manager-page.tsx";
import { opsApi } from "../staff-session.ts";

/**
 * The alternative texts of an uploaded image, changed in the library (`content-authoring.alt-text`):
 * English and Spanish, both may be emptied (a decorative image). Pages that already use the image
 * keep the text they were given; the new text goes with every later pick.
 */
export function AssetAltForm({
  asset,
  onSaved,
  onCancel,
}: {
  asset: OpsAsset;
  onSaved: (asset: OpsAsset) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("opsContent");
  const id = useId();
  const [alt, setAlt] = useState(asset.alt.default);
  const [altEs, setAltEs] = useState(asset.alt.es);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    const result = await opsApi.call("opsContentAssetsUpdate", {
      params: { id: asset.id },
      body: { alt: { default: alt.trim(), es: altEs.trim() } },
    });
    setSending(false);
    if (!result.ok) return setError(failureText(result.errors));
    onSaved(result.data.data);
  };

  return (
    <form className="oc-alt-form" onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={`${id}-alt`}>{t("images.altOf", { name: asset.name })}</label>
      <input
        id={`${id}-alt`}
        value={alt}
        maxLength={300}
        onChange={(e) => setAlt(e.target.value)}
      />
      <label htmlFor={`${id}-alt-es`}>{t("images.altEsOf", { name: asset.name })}</label>
      <input
        id={`${id}-alt-es`}
        value={altEs}
        maxLength={300}
        onChange={(e) => setAltEs(e.target.value)}
      />
      {error && (
        <p className="oc-error" role="alert">
          {error}
        </p>
      )}
      <div className="oc-actions">
        <button type="submit" className="oc-button oc-button--primary" disabled={sending}>
          {t("images.saveAlt")}
        </button>
        <button type="button" className="oc-button" onClick={onCancel}>
          {t("common.cancel")}
        </button>
      </div>
    </form>
  );
}
