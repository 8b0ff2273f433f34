import { type FormEvent, type RefObject, useEffect, useId, useState } from "react";

import { useTranslation } from "../../../../lib/i18n-react.tsx";
import { ModalDialog } from "../../../../ui/modal-dialog.tsx";
import { checkLinkHref } from "./link-safety.ts";

/**
 * The address of a link (`content-authoring.link-safety`): an unsafe one (javascript:, data:, …)
 * is refused with a message that says what a link may be.
 */
export function LinkDialog({
  open,
  initialHref,
  initialNewTab,
  returnFocusRef,
  onClose,
  onApply,
}: {
  open: boolean;
  initialHref: string;
  initialNewTab: boolean;
  returnFocusRef: RefObject<HTMLElement | null>;
  onClose: () => void;
  onApply: (href: string, newTab: boolean) => void;
}) {
  const { t } = useTranslation("opsContent");
  const id = useId();
  const [href, setHref] = useState(initialHref);
  const [newTab, setNewTab] = useState(initialNewTab);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setHref(initialHref);
      setNewTab(initialNewTab);
      setError(null);
    }
  }, [open, initialHref, initialNewTab]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkLinkHref(href);
    if (!check.ok) {
      setError(t(check.reason === "empty" ? "rte.linkEmpty" : "rte.linkUnsafe"));
      document.getElementById(`${id}-href`)?.focus();
      return;
    }
    onApply(check.href, newTab);
  };

  return (
    <ModalDialog
      id={`${id}-dialog`}
      open={open}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      className="oc-dialog"
      aria-labelledby={`${id}-title`}
    >
      <form className="oc-dialog__body" onSubmit={submit} noValidate>
        <h2 id={`${id}-title`}>{t("rte.linkTitle")}</h2>
        <label htmlFor={`${id}-href`}>{t("rte.linkAddress")}</label>
        <input
          id={`${id}-href`}
          type="text"
          inputMode="url"
          value={href}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(e) => setHref(e.target.value)}
        />
        <p id={`${id}-hint`} className="oc-hint">
          {t("rte.linkHint")}
        </p>
        {error && (
          <p id={`${id}-error`} className="oc-error" role="alert">
            {error}
          </p>
        )}
        <label className="oc-check">
          <input type="checkbox" checked={newTab} onChange={(e) => setNewTab(e.target.checked)} />
          {t("rte.linkNewTab")}
        </label>
        <div className="oc-dialog__actions">
          <button type="submit" className="oc-button oc-button--primary">
            {t("rte.linkApply")}
          </button>
          <button type="button" className="oc-button" onClick={onClose}>
            {t("common.cancel")}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
