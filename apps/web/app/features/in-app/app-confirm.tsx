import "./strings.ts";

import { type ReactNode, useRef } from "react";

import type { OrderJson } from "@coop/contract/orders";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { formatMoney } from "../../lib/money.ts";
import { AppLoadError, AppMessage, AppProgress, BackToApp, useFocusOn } from "./app-screen.tsx";

/** What the confirmation knows of the order (the order tracking's states). */
export type AppOrderState =
  | { kind: "waiting" }
  | { kind: "loading" }
  | { kind: "not-found" }
  | { kind: "not-placed"; order: OrderJson }
  | { kind: "error" }
  | { kind: "ready"; order: OrderJson };

/**
 * `/app/confirm` (`inapp.confirm-view`): the placed order in the app's web view: its number,
 * its status (live), handoff and time, its items and totals, without the site's header,
 * footer or account forms. "Back to the app" only with an allowed return address
 * (`inapp.redirect-allowed`). The route gives the tracker, the handoff details and the totals.
 */
export function AppConfirm({
  state,
  back,
  onRetry,
  renderStatus,
  renderTotals,
}: {
  state: AppOrderState;
  /** The allowed return address, or null (no link). */
  back: string | null;
  onRetry: () => void;
  /** The live status, the order's actions and its handoff and time. */
  renderStatus: (order: OrderJson) => ReactNode;
  renderTotals: (order: OrderJson) => ReactNode;
}) {
  const { t } = useTranslation("inApp");
  const { t: tPages } = useTranslation("pages");
  const messageRef = useRef<HTMLDivElement>(null);
  useFocusOn(state.kind === "error" ? state : null, messageRef);
  const backLink = back ? <BackToApp href={back} /> : null;

  if (state.kind !== "ready") {
    let body: ReactNode;
    if (state.kind === "waiting" || state.kind === "loading") {
      body = <AppProgress text={t("confirm.loading")} />;
    } else if (state.kind === "not-found") {
      body = <AppMessage title={t("confirm.notFoundTitle")} body={t("confirm.notFound")} />;
    } else if (state.kind === "not-placed") {
      body = <AppMessage title={t("confirm.notPlacedTitle")} body={t("confirm.notPlaced")} />;
    } else {
      body = (
        <AppLoadError
          focusRef={messageRef}
          title={t("confirm.errorTitle")}
          body={t("confirm.error")}
          retry={t("confirm.retry")}
          onRetry={onRetry}
        />
      );
    }
    return (
      <article className="app-screen" aria-labelledby="page-heading">
        <h1 id="page-heading" className="app-screen__heading">
          {tPages("app-confirm.title")}
        </h1>
        <div
          className="app-screen__card"
          aria-busy={state.kind === "waiting" || state.kind === "loading" || undefined}
        >
          {body}
          {backLink}
        </div>
      </article>
    );
  }

  const { order } = state;
  return (
    <article className="app-confirm" aria-labelledby="page-heading" data-testid="app-confirmation">
      <header className="app-confirm__header">
        <div>
          <h1 id="page-heading">{t("confirm.heading")}</h1>
          {order.number !== null && (
            <p className="app-confirm__number" data-testid="order-number">
              {t("confirm.number", { number: order.number })}
            </p>
          )}
        </div>
        {backLink}
      </header>
      <div className="app-confirm__grid">
        <div>{renderStatus(order)}</div>
        <section className="app-screen__card" aria-labelledby="app-confirm-items">
          <h2 id="app-confirm-items" className="app-message__title">
            {t("confirm.items")}
          </h2>
          <ul className="app-confirm__items" data-testid="order-items">
            {order.products.map((line) => (
              <li key={line.id}>
                <span>{line.name}</span>
                <span>{formatMoney(line.cost.total)}</span>
                <span className="app-confirm__detail">
                  {[
                    t("confirm.quantity", { count: line.quantity }),
                    ...line.choices.map((c) =>
                      c.quantity > 1 ? `${c.quantity} × ${c.name}` : c.name,
                    ),
                    ...(line.instructions ? [line.instructions] : []),
                  ].join(" · ")}
                </span>
              </li>
            ))}
          </ul>
          {renderTotals(order)}
        </section>
      </div>
    </article>
  );
}
