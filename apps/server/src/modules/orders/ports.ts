import type { Db } from "../../db/client.ts";
import type { PaymentsService } from "../payments/service.ts";

/** What submit, cancel and validate use of the payments module. */
export type PaymentsPort = Pick<
  PaymentsService,
  "charge" | "recordDeclined" | "voidOrder" | "savedCards"
>;

/** What submit and cancel need from loyalty (modules/rewards). */
export type LoyaltyPort = {
  accrue(tx: Db, entry: { memberId: string; orderId: string; amountCents: number }): Promise<void>;
  reverse(tx: Db, entry: { memberId: string; orderId: string }): Promise<void>;
};
