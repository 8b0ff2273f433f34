/**
 * `checkout.create-account`: a guest who ticked "Create an account" at checkout gets the account
 * after the order is placed, on the confirmation page. The checkout holds the sign-up here (in
 * this module's memory only: the password is never written to storage) for the order just
 * placed; the confirmation page runs it once: POST members/create with the order id (the
 * server attaches the order when the emails match) and the visitor is signed in there,
 * staying on the page.
 */
import type { SignUpResponse } from "@coop/contract/members";

import { api } from "../api-client.ts";

export type CheckoutSignUp = {
  first_name: string;
  last_name: string;
  email: string;
  phone?: string;
  password: string;
};

export type SignUpOutcome =
  | { kind: "created"; firstName: string; claimed: boolean }
  | { kind: "failed"; status: number; message: string };

let held: { orderId: string; details: CheckoutSignUp } | null = null;
const running = new Map<string, Promise<SignUpOutcome>>();

/** Keeps the sign-up for the order just placed (replacing any other). */
export function holdSignUp(orderId: string, details: CheckoutSignUp): void {
  held = { orderId, details };
}

/** Whether a sign-up waits for this order (or is running for it). */
export function hasSignUpFor(orderId: string): boolean {
  return held?.orderId === orderId || running.has(orderId);
}

/**
 * Runs the held sign-up of this order once (later calls get the same answer); null when none
 * was held for it. The password is forgotten as soon as the call is sent.
 */
export function signUpAfterOrder(orderId: string): Promise<SignUpOutcome> | null {
  const started = running.get(orderId);
  if (started) return started;
  if (held?.orderId !== orderId) return null;
  const { details } = held;
  held = null;
  const run = api
    .call("membersCreate", { body: { ...details, order_id: orderId, accept_terms: true } })
    .then(async (result): Promise<SignUpOutcome> => {
      if (!result.ok) {
        return { kind: "failed", status: result.status, message: result.errors.join(" ") };
      }
      const data: SignUpResponse["data"] = result.data.data;
      // The session's code comes with the confirmation page, not with the checkout (the
      // checkout only holds the sign-up: its first load stays within its budget).
      const { completeSignIn } = await import("./session.ts");
      completeSignIn(data);
      return {
        kind: "created",
        firstName: data.user.first_name,
        claimed: data.order_claimed === true,
      };
    });
  running.set(orderId, run);
  return run;
}
