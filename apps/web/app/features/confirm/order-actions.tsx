import "./strings.ts";

import { useRef, useState } from "react";

import { api } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import type { OrderHandoff } from "../../lib/order/order-model.ts";
import { showArrivalButton } from "./confirm-rules.ts";
import type { StatusJson } from "./use-order-tracking.ts";

type Props = {
  orderId: string;
  handoff: OrderHandoff;
  status: StatusJson | null;
  onStatus: (next: StatusJson | null) => void;
};

/**
 * Curbside arrival (`handoff.curbside-arrival`, POST orders/{id}/arrival): an "I'm here" button
 * while a curbside order is neither completed nor canceled; once sent, "We know you're here"
 * replaces it (also after a reload: the status says `arrived`).
 */
export function CurbsideArrival({ orderId, handoff, status, onStatus }: Props) {
  const { t } = useTranslation("confirm");
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  // A canceled order is not brought out, even if the customer said they were here.
  if (handoff !== "curbside" || !status || status.status === "canceled") return null;

  if (status.arrived) {
    return (
      <p className="confirm-arrival__done" ref={doneRef} tabIndex={-1} data-testid="arrival-done">
        {t("arrival.done")}
      </p>
    );
  }
  if (!showArrivalButton({ handoff, status: status.status, arrived: status.arrived })) return null;

  async function arrive() {
    setSending(true);
    setFailed(false);
    const result = await api.call("ordersArrival", { params: { id: orderId } });
    setSending(false);
    if (!result.ok) {
      setFailed(true);
      return;
    }
    onStatus(result.data);
    // The button is gone: move focus to the message that replaced it.
    requestAnimationFrame(() => doneRef.current?.focus());
  }

  return (
    <div className="confirm-arrival">
      <p className="confirm-arrival__help">{t("arrival.help")}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => void arrive()}
        disabled={sending}
      >
        {sending ? t("arrival.sending") : t("arrival.button")}
      </button>
      {failed && (
        <p className="confirm-form__error" role="alert">
          {t("arrival.error")}
        </p>
      )}
    </div>
  );
}

/** `order.cancel-before-kitchen`: Cancel (DELETE orders/{id}) while the kitchen has not started: asks first. */
export function CancelOrder({ orderId, status, onStatus }: Omit<Props, "handoff">) {
  const { t } = useTranslation("confirm");
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const noRef = useRef<HTMLButtonElement>(null);
  if (!status?.can_cancel) return null;

  async function cancel() {
    setSending(true);
    setError(null);
    const result = await api.call("ordersCancel", { params: { id: orderId } });
    setSending(false);
    if (!result.ok) {
      setError(result.errors.join(" "));
      return;
    }
    setAsking(false);
    onStatus(null);
  }

  if (!asking) {
    return (
      <button
        type="button"
        ref={openerRef}
        className="button button--outline confirm-cancel__open"
        onClick={() => {
          setAsking(true);
          requestAnimationFrame(() => noRef.current?.focus());
        }}
      >
        {t("cancel.button")}
      </button>
    );
  }
  return (
    <div className="confirm-cancel" role="group" aria-labelledby="confirm-cancel-question">
      <p id="confirm-cancel-question">{t("cancel.question")}</p>
      <div className="confirm-cancel__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => void cancel()}
          disabled={sending}
        >
          {sending ? t("cancel.sending") : t("cancel.yes")}
        </button>
        <button
          type="button"
          ref={noRef}
          className="button button--outline"
          onClick={() => {
            setAsking(false);
            requestAnimationFrame(() => openerRef.current?.focus());
          }}
          disabled={sending}
        >
          {t("cancel.no")}
        </button>
      </div>
      {error && (
        <p className="confirm-form__error" role="alert">
          {t("cancel.error", { message: error })}
        </p>
      )}
    </div>
  );
}
