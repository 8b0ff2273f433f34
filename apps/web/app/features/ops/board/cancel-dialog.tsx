import { type FormEvent, type RefObject, useId, useState } from "react";

import type { Ticket } from "@coop/contract/ops-board";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { ModalDialog } from "../../../ui/modal-dialog.tsx";

export const CANCEL_PRESETS = [
  "customer",
  "out-of-item",
  "too-busy",
  "duplicate",
  "other",
] as const;
type Preset = (typeof CANCEL_PRESETS)[number];

/** `board.cancel-reason`: the reason sent is the preset's words, then the details typed, if any. */
export function cancelReason(presetText: string | null, details: string): string {
  const extra = details.trim();
  if (!presetText) return extra;
  return extra ? `${presetText}: ${extra}` : presetText;
}

/**
 * Cancel with a reason (voids the payment, releases the coupon, reverses loyalty on the server):
 * a modal dialog (focus trapped, Escape closes, focus back on the ticket's Cancel button) with
 * preset reasons and free text; "Other" needs the text.
 */
export function CancelDialog({
  ticket,
  returnFocusRef,
  onClose,
  onConfirm,
}: {
  ticket: Ticket | null;
  returnFocusRef: RefObject<HTMLElement | null>;
  onClose: () => void;
  onConfirm: (ticket: Ticket, reason: string) => Promise<string | null>;
}) {
  const { t } = useTranslation("board");
  const id = useId();
  const [preset, setPreset] = useState<Preset>("customer");
  const [details, setDetails] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const close = () => {
    setPreset("customer");
    setDetails("");
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ticket || sending) return;
    const reason = cancelReason(preset === "other" ? null : t(`cancel.preset.${preset}`), details);
    if (reason.trim().length < 3) {
      setError(t("cancel.need-reason"));
      document.getElementById(`${id}-details`)?.focus();
      return;
    }
    setSending(true);
    const problem = await onConfirm(ticket, reason);
    setSending(false);
    if (problem) setError(problem);
    else close();
  };

  return (
    <ModalDialog
      id={`${id}-dialog`}
      open={ticket !== null}
      onClose={close}
      returnFocusRef={returnFocusRef}
      className="board-dialog"
      aria-labelledby={`${id}-title`}
    >
      <form className="board-dialog__body" onSubmit={(e) => void submit(e)} noValidate>
        <h2 id={`${id}-title`}>{ticket ? t("cancel.title", { number: ticket.number }) : ""}</h2>
        <fieldset>
          <legend>{t("cancel.reason")}</legend>
          {CANCEL_PRESETS.map((p) => (
            <label key={p} className="board-dialog__choice">
              <input
                type="radio"
                name={`${id}-preset`}
                value={p}
                checked={preset === p}
                onChange={() => setPreset(p)}
              />
              {t(`cancel.preset.${p}`)}
            </label>
          ))}
        </fieldset>
        <label htmlFor={`${id}-details`}>
          {preset === "other" ? t("cancel.details-required") : t("cancel.details")}
        </label>
        <textarea
          id={`${id}-details`}
          value={details}
          maxLength={150}
          rows={2}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setDetails(e.target.value)}
        />
        {error ? (
          <p id={`${id}-error`} className="board-dialog__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="board-dialog__actions">
          <button type="button" onClick={close}>
            {t("cancel.keep")}
          </button>
          <button
            type="submit"
            className="board-dialog__danger"
            aria-disabled={sending || undefined}
          >
            {ticket ? t("cancel.confirm", { number: ticket.number }) : ""}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
