import { useId, useRef, useState } from "react";

import type { ContentAsset, ContentLink, RichTextDoc } from "@coop/contract/content";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { ImageLibrary } from "./image-library.tsx";
import { checkLinkHref } from "./rich-text/link-safety.ts";
import { RichTextEditor } from "./rich-text/rich-text-editor.tsx";

/** A labelled text input or text area. */
export function TextField({
  label,
  value,
  onChange,
  multiline = false,
  type = "text",
  maxLength,
  hint,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  multiline?: boolean;
  type?: "text" | "date";
  maxLength?: number;
  hint?: string;
}) {
  const id = useId();
  const described = hint ? { "aria-describedby": `${id}-hint` } : {};
  return (
    <div className="oc-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea
          id={id}
          value={value ?? ""}
          rows={3}
          maxLength={maxLength}
          {...described}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input
          id={id}
          type={type}
          value={value ?? ""}
          maxLength={maxLength}
          {...described}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {hint && (
        <p id={`${id}-hint`} className="oc-hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A labelled rich-text field. `reset` changes when the document is replaced (load, restore). */
export function RichTextField({
  label,
  value,
  onChange,
  reset,
}: {
  label: string;
  value: RichTextDoc | undefined;
  onChange: (doc: RichTextDoc) => void;
  reset: string;
}) {
  const id = useId();
  return (
    <div className="oc-field">
      <span id={`${id}-label`} className="oc-label">
        {label}
      </span>
      <RichTextEditor key={reset} labelledBy={`${id}-label`} value={value} onChange={onChange} />
    </div>
  );
}

/**
 * A link field (a URL, an email or a path of this site), kept as the vendor's multilink; an
 * unsafe address is pointed out (`content-authoring.link-safety`).
 */
export function LinkField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: ContentLink | undefined;
  onChange: (link: ContentLink) => void;
}) {
  const { t } = useTranslation("opsContent");
  const id = useId();
  const url = value?.url ?? value?.cached_url ?? "";
  const check = url ? checkLinkHref(url) : null;
  const bad = check && !check.ok;
  return (
    <div className="oc-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={url}
        inputMode="url"
        aria-invalid={bad ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(e) =>
          onChange({
            linktype: e.target.value.startsWith("mailto:") ? "email" : "url",
            url: e.target.value,
            cached_url: e.target.value,
            fieldtype: "multilink",
          })
        }
      />
      <p id={`${id}-hint`} className={bad ? "oc-error" : "oc-hint"}>
        {bad ? t("rte.linkUnsafe") : t("rte.linkHint")}
      </p>
    </div>
  );
}

/** An image field: the chosen image with its alternative text, Choose (the library) and Remove. */
export function ImageField({
  label,
  value,
  language,
  onChange,
}: {
  label: string;
  value: ContentAsset | undefined;
  language: "default" | "es";
  onChange: (asset: ContentAsset | undefined) => void;
}) {
  const { t } = useTranslation("opsContent");
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const chosen = value?.filename ? value : undefined;
  return (
    <fieldset className="oc-field oc-image-field" aria-describedby={`${id}-now`}>
      <legend>{label}</legend>
      <p id={`${id}-now`} className="oc-hint">
        {chosen
          ? t("images.chosen", { alt: chosen.alt || t("images.isDecorative") })
          : t("images.noneChosen")}
      </p>
      {chosen && <img src={chosen.filename} alt="" width={160} height={120} />}
      <div className="oc-actions">
        <button ref={button} type="button" className="oc-button" onClick={() => setOpen(true)}>
          {chosen ? t("images.change") : t("images.choose")}
        </button>
        {chosen && (
          <button type="button" className="oc-button" onClick={() => onChange(undefined)}>
            {t("images.remove")}
          </button>
        )}
      </div>
      <ImageLibrary
        open={open}
        returnFocusRef={button}
        onClose={() => setOpen(false)}
        onPick={(asset) => {
          setOpen(false);
          onChange({
            id: asset.id,
            filename: asset.filename,
            alt: (language === "es" ? asset.alt.es || asset.alt.default : asset.alt.default) || "",
            fieldtype: "asset",
          });
        }}
      />
    </fieldset>
  );
}
