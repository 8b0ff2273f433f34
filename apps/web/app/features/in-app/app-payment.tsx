import "./strings.ts";

import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";

import type { BodyOf } from "@coop/contract/api-types";
import type { OrderJson } from "@coop/contract/orders";

import { api } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { formatMoney } from "../../lib/money.ts";
import { tokenizeCard } from "../../lib/order/checkout-actions.ts";
import { AppLoadError, AppMessage, AppProgress, AppScreen, useFocusOn } from "./app-screen.tsx";
import { orderPayable, type PaymentLink, paymentReturnUrl } from "./in-app-rules.ts";

export type CardErrors = Record<string, string>;

/**
 * The card entry the screen uses (the checkout's, given by the route: its fields, masks and
 * checks), kept apart so that the card data stays in this page's memory and goes only to
 * the token call.
 */
export type CardEntry<Card> = {
  empty: Card;
  /** The checks before any call (Luhn, brand, expiry, CVV length, ZIP); empty when it can go. */
  check(card: Card, now: Date): CardErrors;
  /** The token call's body. */
  body(card: Card): BodyOf<"ordersToken">;
  /** Moves the focus to the first field with an error. */
  focusFirst(errors: CardErrors): void;
  fields(props: {
    card: Card;
    onCard: (card: Card) => void;
    errors: CardErrors;
    failure: string | null;
  }): ReactNode;
};

type Load =
  | { kind: "loading" }
  | { kind: "not-found" }
  | { kind: "not-open" }
  | { kind: "error" }
  | { kind: "ready"; order: OrderJson };

/** Where the browser goes (window.location.replace; replaced in tests). */
type Go = (url: string) => void;
const replaceLocation: Go = (url) => window.location.replace(url);

/** The order the card is for (GET orders/{id}), and whether it can still be paid for. */
function useOrder(orderId: string) {
  const [load, setLoad] = useState<Load>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ kind: "loading" });
    api
      .call("ordersGet", { params: { id: orderId }, signal: controller.signal })
      .then((result) => {
        if (!result.ok) {
          setLoad(
            result.status === 404 || result.status === 400
              ? { kind: "not-found" }
              : { kind: "error" },
          );
          return;
        }
        setLoad(
          orderPayable(result.data.status)
            ? { kind: "ready", order: result.data }
            : { kind: "not-open" },
        );
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [orderId, attempt]);
  return { load, retry: () => setAttempt((n) => n + 1) };
}

/**
 * `/app/payment` (`inapp.payment-flow`): the card for an order the app built, up to its
 * token only. The order's total shows what the card is for; the card goes to POST
 * orders/{id}/token and nowhere else, and the browser is replaced by the app's return
 * address with the single-use `payment_token` and the app's `state` (`inapp.payment-return`).
 * Nothing of the card is kept in the browser.
 */
export function AppPayment<Card>({
  link,
  card: entry,
  go = replaceLocation,
}: {
  link: PaymentLink;
  card: CardEntry<Card>;
  go?: Go;
}) {
  const { t } = useTranslation("inApp");
  const { load, retry } = useOrder(link.orderId);
  const [card, setCard] = useState<Card>(entry.empty);
  const [errors, setErrors] = useState<CardErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [phase, setPhase] = useState<"idle" | "sending" | "returning" | "gone">("idle");
  const messageRef = useRef<HTMLDivElement>(null);
  useFocusOn(load.kind !== "ready" && load.kind !== "loading" ? load.kind : null, messageRef);
  useFocusOn(phase === "gone" ? phase : null, messageRef);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (phase !== "idle") return;
    const found = entry.check(card, new Date());
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return entry.focusFirst(found);
    setPhase("sending");
    const result = await tokenizeCard(link.orderId, entry.body(card));
    if (result.ok) {
      setPhase("returning");
      // The card leaves this page's memory before the browser leaves the page.
      setCard(entry.empty);
      go(paymentReturnUrl(link.redirectUri, result.data.token, link.state));
      return;
    }
    setPhase(result.status === 404 ? "gone" : "idle");
    setFailure(
      result.status === 0
        ? t("payment.network")
        : result.status === 429
          ? t("payment.tooMany")
          : t("payment.refused", { message: result.errors.join(" ") }),
    );
  }

  let body: ReactNode;
  if (load.kind === "loading") {
    body = <AppProgress text={t("payment.loading")} />;
  } else if (load.kind === "not-found" || phase === "gone") {
    body = (
      <AppMessage
        focusRef={messageRef}
        title={t("payment.notFoundTitle")}
        body={t("payment.notFound")}
      />
    );
  } else if (load.kind === "not-open") {
    body = (
      <AppMessage
        focusRef={messageRef}
        title={t("payment.notOpenTitle")}
        body={t("payment.notOpen")}
      />
    );
  } else if (load.kind === "error") {
    body = (
      <AppLoadError
        focusRef={messageRef}
        title={t("payment.errorTitle")}
        body={t("payment.error")}
        retry={t("payment.retry")}
        onRetry={retry}
      />
    );
  } else if (phase === "returning") {
    body = <AppProgress text={t("payment.returning")} />;
  } else {
    const { order } = load;
    const count = order.products.reduce((sum, line) => sum + line.quantity, 0);
    body = (
      <>
        <dl className="app-pay__order" data-testid="app-order-total">
          <dt>{t("payment.forOrder")}</dt>
          <dd>{formatMoney(order.totals.total)}</dd>
          <dd className="app-pay__count">{t("payment.items", { count })}</dd>
        </dl>
        <form className="app-pay__form" noValidate onSubmit={(e) => void submit(e)}>
          {entry.fields({ card, onCard: setCard, errors, failure })}
          <p className="app-pay__note">{t("payment.note")}</p>
          <button
            type="submit"
            className="button button--primary app-pay__submit"
            disabled={phase !== "idle"}
            aria-busy={phase === "sending" || undefined}
          >
            {phase === "sending" ? t("payment.submitting") : t("payment.submit")}
          </button>
        </form>
      </>
    );
  }

  return (
    <AppScreen page="app-payment">
      <div
        className="app-screen__body"
        aria-busy={load.kind === "loading" || phase === "returning" || undefined}
      >
        {body}
      </div>
    </AppScreen>
  );
}
