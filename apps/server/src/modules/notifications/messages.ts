import type { OrderNotice } from "../orders/notice-service.ts";

/**
 * The words of the order notifications (`notify.order-ready`, `notify.order-canceled`). English:
 * an order does not record its customer's language (docs/rules.md "Notifications").
 */
export type NoticeRestaurant = { name: string; address: string; city: string; phone: string };

export type OrderMessage = {
  subject: string;
  /** The email's text. */
  text: string;
  /** The text message (SMS): one short paragraph. */
  sms: string;
};

const label = (n: OrderNotice) => (n.number !== null ? `#${n.number}` : "");

export function readyMessage(
  n: OrderNotice,
  firstName: string,
  r: NoticeRestaurant,
  brand: string,
): OrderMessage {
  const hello = `Hi ${firstName || "there"},`;
  const where = `${r.name}, ${r.address}, ${r.city}`;
  if (n.handoff === "dispatch") {
    const to = n.deliveryAddress ? ` to ${n.deliveryAddress}` : "";
    return {
      subject: `Your ${brand} order ${label(n)} is on its way`,
      text:
        `${hello}\n\nYour order ${label(n)} from ${where} is out for delivery${to}.\n\n` +
        `Questions? Call the restaurant at ${r.phone}.\n\n${brand}\n`,
      sms: `${brand}: your order ${label(n)} is out for delivery${to}.`,
    };
  }
  const how =
    n.handoff === "curbside"
      ? "Park in a curbside spot and tell us you're here from your order page; we'll bring it out."
      : "Come to the counter and give your order number.";
  return {
    subject: `Your ${brand} order ${label(n)} is ready`,
    text:
      `${hello}\n\nYour order ${label(n)} is ready for ${n.handoff === "curbside" ? "curbside pickup" : "pickup"} at ${where}.\n` +
      `${how}\n\nQuestions? Call the restaurant at ${r.phone}.\n\n${brand}\n`,
    sms: `${brand}: your order ${label(n)} is ready at ${r.name}. ${how}`,
  };
}

export function canceledMessage(
  n: OrderNotice,
  firstName: string,
  r: NoticeRestaurant,
  brand: string,
): OrderMessage {
  const hello = `Hi ${firstName || "there"},`;
  const reason = n.cancelReason?.trim();
  const why = reason ? `The restaurant canceled it: ${reason}\n` : "";
  return {
    subject: `Your ${brand} order ${label(n)} was canceled`,
    text:
      `${hello}\n\nYour order ${label(n)} at ${r.name}, ${r.address}, ${r.city} was canceled.\n` +
      why +
      `The charge on your card was voided, so you will not pay for it; a coupon or reward it used ` +
      `is yours to use again.\n\nQuestions? Call the restaurant at ${r.phone}.\n\n${brand}\n`,
    sms:
      `${brand}: your order ${label(n)} at ${r.name} was canceled.` +
      (reason ? ` Reason: ${reason}.` : "") +
      ` Your card was not charged.`,
  };
}
