import type { CardBrand, PaymentFailureCode } from "@coop/contract/cards";

import type { orderPayments } from "../../db/schema/payments.ts";

/** The types of the payments service's answers (charges, saved cards), for its callers. */

export type ChargeInput = {
  orderId: string;
  amountCents: number;
  /** One charge per key: a retry with the same key returns the first result. */
  idempotencyKey: string;
  method:
    | {
        /** From POST orders/{id}/token (or a real processor's browser form). */
        token: string;
        /** The signed-in member paying, if any: a token made with save: true is kept for them. */
        memberId?: string | null;
        /** Keep the card for `memberId` once approved (submit's save_card). */
        saveCard?: boolean;
      }
    | { savedCardId: string; memberId: string };
};

export type ChargeApproved = {
  status: "approved";
  paymentId: string;
  reference: string;
  amountCents: number;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  /** The saved card charged, or the one this charge kept for the member. */
  savedCardId: string | null;
  /** True when this is the first result returned again for a repeated key. */
  replayed: boolean;
};

export type ChargeDeclined = {
  status: "declined";
  paymentId: string;
  code: PaymentFailureCode;
  /** Words a person can act on. */
  message: string;
  amountCents: number;
  brand: CardBrand | null;
  last4: string | null;
  replayed: boolean;
  /** The attempt as recorded; see recordDeclined. */
  record: OrderPaymentRow;
};

export type ChargeResult = ChargeApproved | ChargeDeclined;

export type OrderPaymentRow = typeof orderPayments.$inferSelect;

export type SavedCard = {
  id: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  /** "Visa ending in 1111, expires 12/2030" */
  description: string;
};
