import { type RefObject, useEffect, useId, useRef } from "react";

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

export type LaunchAction = "launch" | "stop";

/**
 * The campaign or canvas editor's Launch button (not active yet) or Stop button (active); it
 * keeps itself in `opener` so the question's Cancel can give focus back to it.
 */
export function LaunchStopButton({
  active,
  busy,
  opener,
  onAsk,
}: {
  active: boolean;
  busy: boolean;
  opener: RefObject<HTMLButtonElement | null>;
  onAsk: (action: LaunchAction) => void;
}) {
  const { t } = useTranslation("opsEngagement");
  const action: LaunchAction = active ? "stop" : "launch";
  return (
    <button
      type="button"
      className={active ? "oe-button oe-button--danger" : "oe-button"}
      disabled={busy}
      onClick={(e) => {
        opener.current = e.currentTarget;
        onAsk(action);
      }}
    >
      {t(active ? "campaign.stop" : "campaign.launch")}
    </button>
  );
}

/** The question before launching or stopping `name`; Cancel closes it and refocuses `opener`. */
export function LaunchStopQuestion({
  asking,
  name,
  opener,
  onConfirm,
  onClose,
}: {
  asking: LaunchAction;
  name: string;
  opener: RefObject<HTMLButtonElement | null>;
  onConfirm: (action: LaunchAction) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("opsEngagement");
  return (
    <ConfirmPanel
      question={t(asking === "launch" ? "campaign.launchConfirm" : "campaign.stopConfirm", {
        name,
      })}
      confirmLabel={t(asking === "launch" ? "campaign.launch" : "campaign.stop")}
      onConfirm={() => onConfirm(asking)}
      onCancel={() => {
        onClose();
        opener.current?.focus();
      }}
    />
  );
}
