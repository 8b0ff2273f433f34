import "./strings.ts";
import "./checkout.css";

import { type RefObject, useCallback } from "react";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { handoffOf } from "../../lib/order/order-model.ts";
import { clientStore, useClientState } from "../../lib/store/client-store.ts";
import { ModalDialog } from "../../ui/modal-dialog.tsx";
import {
  type AddressFields,
  addressLine,
  dayLabel,
  dialogWording,
  localDate,
  localIso,
  slotLabel,
} from "./checkout-rules.ts";
import { checkoutSession, useCheckoutSession } from "./checkout-session.ts";

/**
 * Where focus goes when the dialog closes: the payment failure's message after a decline,
 * otherwise the checkout's Place Order (the control that opened the dialog).
 */
const returnFocus: RefObject<HTMLElement | null> = {
  get current() {
    const failed = checkoutSession.get().failed;
    checkoutSession.set({ failed: false });
    return document.querySelector<HTMLElement>(
      failed ? "#checkout-payment-failure" : ".checkout__place",
    );
  },
};

/**
 * 'Are these details correct?' (`order.confirm-dialog`): opened by the checkout's Place Order
 * (`orderConfirming`); the handoff with its address (the restaurant's for pickups, the
 * delivery address for delivery), the time ('Today' or a date; 'Pickup Time:' for
 * pickups), the refund note, and 'Place Order' (card token + submit) or 'Return to
 * checkout'. Focus stays inside; Escape returns to the checkout.
 */
export function OrderConfirmDialog() {
  const { t, i18n } = useTranslation("checkout");
  const confirming = useClientState((s) => s.orderConfirming);
  const order = useClientState((s) => s.order);
  const { restaurant, place, busy } = useCheckoutSession();
  const open = confirming && place !== null && order !== null;
  const close = useCallback(() => {
    if (!busy) clientStore.setState({ orderConfirming: false });
  }, [busy]);

  const handoff = handoffOf(order);
  const wording = dialogWording(handoff);
  const delivery = (order?.address ?? null) as Partial<AddressFields> | null;
  const where =
    handoff === "dispatch"
      ? delivery?.address
        ? addressLine({
            address: delivery.address,
            apt: delivery.apt ?? null,
            city: delivery.city ?? "",
            state: delivery.state ?? "",
            zip: delivery.zip ?? "",
          })
        : ""
      : restaurant
        ? `${restaurant.name}, ${addressLine(restaurant)}`
        : "";
  const timeZone = restaurant?.timezone ?? "America/New_York";
  const today = localDate(new Date(), timeZone);
  const instant =
    order?.time?.mode === "scheduled" ? order.time.wanted : (order?.time?.earliest ?? null);
  const local = instant ? localIso(instant, timeZone) : null;
  const when = local
    ? `${dayLabel(local.slice(0, 10), today, i18n.language, t("dialog.today"))}, ${slotLabel(local, i18n.language)}`
    : t("dialog.asap");

  return (
    <ModalDialog
      id="order-confirm-dialog"
      open={open}
      onClose={close}
      returnFocusRef={returnFocus}
      className="order-confirm"
      aria-labelledby="order-confirm-heading"
    >
      {open && (
        <div className="order-confirm__inner">
          <h2 id="order-confirm-heading" className="order-confirm__heading">
            {t("dialog.heading")}
          </h2>
          <dl className="order-confirm__details">
            <div>
              <dt>{t(wording.handoff as "dialog.inStore")}</dt>
              <dd>{where}</dd>
            </div>
            <div>
              <dt>{t(wording.timeLabel as "dialog.pickupTime")}</dt>
              <dd>{when}</dd>
            </div>
          </dl>
          <p className="order-confirm__note">{t("dialog.note")}</p>
          <div className="order-confirm__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => void place?.()}
            >
              {busy ? t("dialog.placing") : t("dialog.placeOrder")}
            </button>
            <button
              type="button"
              className="button checkout-button--secondary"
              disabled={busy}
              onClick={close}
            >
              {t("dialog.return")}
            </button>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
