import { toCents } from "@coop/contract/money";
import type { SubmitBody } from "@coop/contract/orders";

import { formatUsd } from "../../domain/money-format.ts";
import { badRequest, HttpError } from "../../http/http-error.ts";

// The checks of a submit request before anything is redeemed or charged.

/** `order.submit-guest-contact`: a member submit needs a signed-in member, a guest one a contact. */
export function assertSubmitter(body: SubmitBody, memberId: string | null): void {
  if (body.usertype === "user" && !memberId) {
    throw new HttpError(
      401,
      "Please sign in to place this order as a member, or check out as a guest.",
    );
  }
  if (body.usertype === "guest" && !body.contact) {
    throw badRequest("Guests need to give their name, email and phone.", [
      { path: "body.contact", message: "is required for guests" },
    ]);
  }
}

/** An order with a blocking message (closed restaurant, a time gone…) cannot be placed: a 422. */
export function assertNothingBlocking(
  messages: readonly { code: string; message: string; blocking?: boolean }[],
): void {
  const blocking = messages.filter((m) => m.blocking);
  if (blocking.length > 0) {
    throw new HttpError(422, blocking[0]!.message, {
      errors: blocking.map((m) => ({ path: `order.${m.code}`, message: m.message })),
    });
  }
}

/** `order.submit-payments-total`: the payments add up to the order total exactly. */
export function assertPaymentsTotal(payments: SubmitBody["payments"], total: number): void {
  const paid = payments.reduce((s, p) => s + toCents(p.amount), 0);
  if (paid !== total) {
    throw badRequest(
      `The payments add up to ${formatUsd(paid)} but the order total is ${formatUsd(total)}.`,
      [{ path: "body.payments", message: `must add up to ${formatUsd(total)}` }],
    );
  }
}
