import "./strings.ts";
import "./confirm.css";

import { type ReactNode, useEffect, useState } from "react";
import { Link } from "react-router";

import type { OrderJson } from "@coop/contract/orders";

import { track } from "../../lib/analytics.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { formatMoney } from "../../lib/money.ts";
import { productDisplayName } from "../../lib/product-name.ts";
import { routePaths } from "../../lib/route-names.ts";
import { useClientState } from "../../lib/store/client-store.ts";
import { isSignedIn } from "../../lib/store/state.ts";
import { LoadingStatus } from "../../ui/loading-status.tsx";
import { CheckoutAccountNotice, useCheckoutSignUp } from "./checkout-account.tsx";
import { purchaseGuardKey, purchasePayload } from "./confirm-rules.ts";
import { CreateAccountForm, FavoriteForm } from "./member-forms.tsx";
import { CancelOrder, CurbsideArrival } from "./order-actions.tsx";
import { OrderDetails } from "./order-details.tsx";
import type { StatusTexts } from "./status-texts.ts";
import { StatusTracker } from "./status-tracker.tsx";
import { useOrderTracking } from "./use-order-tracking.ts";

/** Sends the purchase event once per order: a reload in the same tab does not send it again. */
function usePurchaseEvent(
  order: OrderJson | null,
  location: { id: number; name: string } | null,
  ready: boolean,
) {
  const channel = useClientState((s) => s.channel);
  const orderId = order?.id ?? null;
  useEffect(() => {
    if (!order || !ready) return;
    const key = purchaseGuardKey(order.id);
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, "1");
    } catch {
      // Storage refused (private mode): send it; a reload may send it again.
    }
    track(
      "purchase",
      purchasePayload(
        order,
        channel,
        location ? { id: String(location.id), name: location.name } : null,
      ),
    );
    // Once per order id: later renders of the same order change nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderId, ready]);
}

function StateMessage({
  title,
  body,
  children,
}: {
  title: string;
  body: string;
  children?: ReactNode;
}) {
  return (
    <div className="confirm-message">
      <h1 id="page-heading" className="confirm__heading" tabIndex={-1}>
        {title}
      </h1>
      <p>{body}</p>
      {children}
    </div>
  );
}

/**
 * The order confirmation and tracking page (`order.tracking-steps`, `order.status-polling`,
 * `order.ready-time-wording`): number, items, totals, handoff,
 * ready time, restaurant with a map link, live status with its tracker, curbside arrival,
 * cancel while allowed; favorites for members, createAccount for guests — or, when the guest
 * asked for an account at checkout, its creation (`checkout.create-account`).
 */
export function ConfirmView({
  orderId,
  renderTotals,
  statusTexts,
}: {
  orderId: string | null;
  renderTotals: (order: OrderJson) => ReactNode;
  /** The tracker's words from the order-statuses story (`order.status-texts`). */
  statusTexts?: StatusTexts;
}) {
  const { t } = useTranslation("confirm");
  const { state, location, locationSettled, status, mode, retry, applyStatus } =
    useOrderTracking(orderId);
  const signedIn = useClientState((s) => isSignedIn(s));
  const [accountCreated, setAccountCreated] = useState(false);
  const checkoutSignUp = useCheckoutSignUp(orderId);
  const order = state.kind === "ready" ? state.order : null;
  usePurchaseEvent(order, location, locationSettled);

  if (state.kind === "waiting" || state.kind === "loading") {
    return (
      <div className="confirm" aria-busy="true">
        <h1 id="page-heading" className="confirm__heading">
          {t("heading")}
        </h1>
        <LoadingStatus className="confirm-loading">{t("loading")}</LoadingStatus>
      </div>
    );
  }
  if (state.kind === "not-found") {
    return (
      <div className="confirm">
        <StateMessage title={t("notFound.title")} body={t("notFound.body")}>
          <Link className="button button--primary" to={routePaths["order-items"]}>
            {t("notFound.link")}
          </Link>
        </StateMessage>
      </div>
    );
  }
  if (state.kind === "not-placed") {
    return (
      <div className="confirm">
        <StateMessage title={t("notPlaced.title")} body={t("notPlaced.body")}>
          <Link className="button button--primary" to={routePaths["order-checkout"]}>
            {t("notPlaced.link")}
          </Link>
        </StateMessage>
      </div>
    );
  }
  if (state.kind === "error") {
    return (
      <div className="confirm" role="alert">
        <StateMessage title={t("error.title")} body={t("error.body")}>
          <button type="button" className="button button--primary" onClick={retry}>
            {t("error.retry")}
          </button>
        </StateMessage>
      </div>
    );
  }

  const placed = state.order;
  const handoff = placed.handoff;
  return (
    <div className="confirm" data-testid="order-confirmation">
      <header className="confirm__header">
        <h1 id="page-heading" className="confirm__heading">
          {t("heading")}
        </h1>
        {placed.number !== null && (
          <p className="confirm__number" data-testid="order-number">
            {t("number", { number: placed.number })}
          </p>
        )}
      </header>
      <div className="confirm__grid">
        <div className="confirm__main">
          <StatusTracker
            handoff={handoff}
            status={status?.status ?? null}
            checking={status === null}
            mode={mode}
            {...(statusTexts && { texts: statusTexts })}
          />
          <div className="confirm__actions">
            <CurbsideArrival
              orderId={placed.id}
              handoff={handoff}
              status={status}
              onStatus={applyStatus}
            />
            <CancelOrder orderId={placed.id} status={status} onStatus={applyStatus} />
          </div>
          <OrderDetails order={placed} location={location} readyAt={status?.ready_at ?? null} />
        </div>
        <div className="confirm__side">
          <section className="confirm-card" aria-labelledby="confirm-items-heading">
            <h2 id="confirm-items-heading" className="confirm-card__heading">
              {t("items.heading")}
            </h2>
            <ul className="confirm-items" data-testid="order-items">
              {placed.products.map((line) => (
                <li key={line.id} className="confirm-items__line">
                  <div className="confirm-items__top">
                    <span className="confirm-items__name">{productDisplayName(line.name)}</span>
                    <span className="confirm-items__price">{formatMoney(line.cost.total)}</span>
                  </div>
                  <span className="confirm-items__qty">
                    {t("items.quantity", { count: line.quantity })}
                  </span>
                  {line.choices.length > 0 && (
                    <span className="confirm-items__choices">
                      {line.choices
                        .map((c) => (c.quantity > 1 ? `${c.quantity} × ${c.name}` : c.name))
                        .join(", ")}
                    </span>
                  )}
                  {line.recipient && (
                    <span className="confirm-items__note">
                      {t("items.recipient", { name: line.recipient })}
                    </span>
                  )}
                  {line.instructions && (
                    <span className="confirm-items__note">
                      {t("items.instructions", { text: line.instructions })}
                    </span>
                  )}
                </li>
              ))}
            </ul>
            <h3 className="visually-hidden">{t("totals.heading")}</h3>
            {renderTotals(placed)}
          </section>
          <CheckoutAccountNotice state={checkoutSignUp} />
          {signedIn && <FavoriteForm orderId={placed.id} />}
          {((!signedIn && checkoutSignUp.kind !== "running") || accountCreated) && (
            <CreateAccountForm orderId={placed.id} onCreated={() => setAccountCreated(true)} />
          )}
        </div>
      </div>
    </div>
  );
}
