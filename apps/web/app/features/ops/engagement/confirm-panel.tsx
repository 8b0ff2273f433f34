import { useEffect, useId, useRef } from "react";

import { useTranslation } from "../../../lib/i18n-react.tsx";

/**
 * `engagement-authoring.launch-stop`: the question before a launch or a stop, in the page (an
 * alert dialog): the confirm button takes focus, Escape or Cancel closes it and the caller
 * gives focus back to the button that opened it.
 */
export function ConfirmPanel({
  question,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("opsEngagement");
  const id = useId();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <div
      role="alertdialog"
      aria-labelledby={id}
      className="oe-error-box"
      onKeyDown={(e) => {
        if (e.key === "Escape") onCancel();
      }}
    >
      <p id={id}>{question}</p>
      <div className="oe-actions">
        <button
          ref={confirm}
          type="button"
          className="oe-button oe-button--primary"
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
        <button type="button" className="oe-button" onClick={onCancel}>
          {t("common.cancel")}
        </button>
      </div>
    </div>
  );
}
