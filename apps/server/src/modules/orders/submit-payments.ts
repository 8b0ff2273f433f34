import { toCents } from "@coop/contract/money";
import type { SubmitBody } from "@coop/contract/orders";

import type { Db } from "../../db/client.ts";
import { HttpError } from "../../http/http-error.ts";
import type { ChargeDeclined } from "../payments/ports.ts";
import type { PaymentsPort } from "./ports.ts";
import * as repo from "./repository.ts";

/** A declined charge: thrown out of the submit transaction so that all of it rolls back. */
export class Declined extends Error {
  readonly declined: ChargeDeclined;
  constructor(declined: ChargeDeclined) {
    super(declined.message);
    this.declined = declined;
  }
}

/**
 * Charges each payment of the submit, a new card by its token or a saved card of the member,
 * each with its own idempotency key (`<paymentKey>:<index>`). Throws Declined on a decline.
 */
export async function chargePayments(
  tx: Db,
  payments: PaymentsPort,
  input: {
    orderId: string;
    payments: SubmitBody["payments"];
    memberId: string | null;
    paymentKey: string;
  },
): Promise<void> {
  const { orderId: id, memberId, paymentKey } = input;
  for (const [i, p] of input.payments.entries()) {
    if (p.saved_card_id && !memberId) {
      throw new HttpError(401, "Please sign in to pay with a saved card.");
    }
    const method = p.token
      ? { token: p.token, memberId, saveCard: Boolean(p.save_card && memberId) }
      : { savedCardId: p.saved_card_id!, memberId: memberId! };
    const charged = await payments.charge(tx, {
      orderId: id,
      amountCents: toCents(p.amount),
      idempotencyKey: `${paymentKey}:${i}`,
      method,
    });
    if (charged.status === "declined") throw new Declined(charged);
  }
}

/**
 * `payment.decline-words`, `order.decline-recorded`: a decline is a 402 with the processor's
 * code and sentence that leaves the order open. Everything of the attempt was rolled back; the
 * failure itself is kept as a tracking event (ccsf).
 */
export async function declinedError(
  db: Db,
  payments: PaymentsPort,
  orderId: string,
  error: Declined,
  now: () => Date,
): Promise<HttpError> {
  await payments.recordDeclined(db, error.declined);
  await repo.addEvent(
    db,
    orderId,
    "payment_failure",
    { type: "ccsf", code: error.declined.code, error: error.message },
    now(),
  );
  return new HttpError(402, error.message, {
    code: error.declined.code,
    errors: [{ path: "body.payments", message: error.message }],
  });
}
