import "./strings.ts";

import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";

import { useTranslation } from "../../lib/i18n-react.tsx";
import {
  submitOrder,
  tokenizeCard,
  trackPaymentFailure,
} from "../../lib/order/checkout-actions.ts";
import { randomId } from "../../lib/random-id.ts";
import { orderConfirmPath } from "../../lib/route-names.ts";
import { clientStore } from "../../lib/store/client-store.ts";
import {
  type Attempt,
  type CardFields,
  type ContactFields,
  failureCodeOf,
  nextAttempt,
  parseExpiry,
  settleAttempt,
} from "./checkout-rules.ts";
import { checkoutSession } from "./checkout-session.ts";
import { NEW_CARD } from "./payment-section.tsx";

type PlaceInput = {
  member: boolean;
  contact: ContactFields;
  cardChoice: string;
  card: CardFields;
  saveCard: boolean;
};

/**
 * The dialog's Place Order (`order.confirm-dialog`, `payment.token`,
 * `order.submit-key-per-attempt`): the card (a new one) goes to POST orders/{id}/token
 * only; submit carries the token or the saved card with the attempt's Idempotency-Key.
 * One call at a time (a second click while one runs does nothing). A decline or a card
 * refused closes the dialog, shows the reason in words (by failure code) and is recorded
 * with POST track (ccsf); the order stays open and editable. Success: activeOrder, the
 * cart cleared, and /order/confirm?id=….
 */
export function usePlaceOrder(input: PlaceInput) {
  const { t } = useTranslation("checkout");
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = useRef<Attempt | null>(null);
  const inFlight = useRef(false);
  const latest = useRef(input);
  latest.current = input;

  const fail = (message: string) => {
    setFailure(message);
    checkoutSession.set({ failed: true });
    clientStore.setState({ orderConfirming: false });
  };

  const place = async () => {
    if (inFlight.current) return;
    const order = clientStore.getState().order;
    if (!order) return;
    inFlight.current = true;
    checkoutSession.set({ busy: true });
    setFailure(null);
    try {
      const { member, contact, cardChoice, card, saveCard } = latest.current;
      const amount = order.totals.total ?? 0;
      const newCard = cardChoice === NEW_CARD;
      const fingerprint = JSON.stringify([
        order.id,
        amount,
        member,
        contact,
        cardChoice,
        newCard && card,
        saveCard,
      ]);
      let current = nextAttempt(attempt.current, fingerprint, randomId);
      if (newCard && !current.token) {
        const expiry = parseExpiry(card.expiry);
        const token = await tokenizeCard(order.id, {
          number: card.number,
          exp_month: expiry?.month ?? 0,
          exp_year: expiry?.year ?? 0,
          cvv: card.cvv,
          zip: card.zip,
          ...(member && saveCard ? { save: true } : {}),
        });
        if (!token.ok) {
          attempt.current = null;
          fail(token.errors[0] ?? t("failures.processing_error"));
          return;
        }
        current = { ...current, token: token.data.token };
      }
      attempt.current = current;
      const { password } = checkoutSession.get().account;
      const wantsAccount = !member && clientStore.getState().createAccount && password !== "";
      const result = await submitOrder(order.id, {
        member,
        ...(member
          ? {}
          : {
              contact: {
                ...contact,
                first_name: contact.first_name.trim(),
                last_name: contact.last_name.trim(),
                email: contact.email.trim(),
              },
            }),
        payments: [
          newCard
            ? { token: current.token!, amount, ...(member && saveCard ? { save_card: true } : {}) }
            : { saved_card_id: cardChoice, amount },
        ],
        idempotencyKey: current.key,
        placed: { orderConfirming: false, guestUser: !member, createAccount: false },
      });
      attempt.current = settleAttempt(current, result.ok ? 200 : result.status);
      if (result.ok) {
        // `checkout.create-account`: the order is placed as a guest like any other; the account
        // is created on the confirmation page, the password handed over in memory only.
        if (wantsAccount) {
          // Its code is fetched only by the guests who asked for an account. The order is
          // placed whatever happens here: if the code cannot load, the confirmation page still
          // offers to create the account.
          try {
            const { holdSignUp } = await import("../../lib/member/sign-up-after-order.ts");
            holdSignUp(result.data.order.id, {
              first_name: contact.first_name.trim(),
              last_name: contact.last_name.trim(),
              email: contact.email.trim(),
              phone: contact.phone,
              password,
            });
          } catch {
            // nothing held: the confirmation shows the create-account form instead
          }
          checkoutSession.set({ account: { password: "", terms: false } });
        }
        void navigate(orderConfirmPath(result.data.order.id));
        return;
      }
      const code = failureCodeOf(result.body, result.errors);
      const message = code
        ? t(`failures.${code}` as "failures.card_declined")
        : (result.errors[0] ?? t("failures.processing_error"));
      if (code || result.status === 402) {
        void trackPaymentFailure(order.id, result.errors[0] ?? message, {
          code,
          status: result.status,
          method: newCard ? "card" : "saved_card",
        });
      }
      fail(message);
    } finally {
      inFlight.current = false;
      checkoutSession.set({ busy: false });
    }
  };

  const placeRef = useRef(place);
  placeRef.current = place;
  useEffect(() => {
    checkoutSession.set({ place: () => placeRef.current() });
    return () => checkoutSession.set({ place: null, busy: false });
  }, []);

  return { failure };
}
