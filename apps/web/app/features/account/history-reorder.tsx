import { useCallback, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";

import { useTranslation } from "../../lib/i18n-react.tsx";
import {
  checkReorder,
  reorder,
  type ReorderCheck,
  type ReorderSource,
} from "../../lib/order/reorder-actions.ts";
import { routePaths } from "../../lib/route-names.ts";
import { clientStore, useClientState } from "../../lib/store/client-store.ts";
import { ModalDialog } from "../../ui/modal-dialog.tsx";
import { reorderStep } from "./history-rules.ts";

type Flow =
  | { kind: "idle" }
  | { kind: "checking"; key: string }
  | { kind: "asking"; source: ReorderSource; check: ReorderCheck; restaurant: string | null }
  | { kind: "adding"; key: string }
  | { kind: "nothing"; check: ReorderCheck }
  | { kind: "failed"; message: string };

const keyOf = (source: ReorderSource) => `${source.kind}:${source.id}`;

/** The number of items in the stored cart (quantities added up). */
function itemsIn(products: readonly { quantity: number }[] | undefined): number {
  return (products ?? []).reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * The reorder flow of the order history page (`order.reorder-ask-first`, `order.reorder-new-order`):
 * `start` checks first (nothing changes); when something is unavailable or the cart has items,
 * a dialog lists by name what will not come along and what will be added, and nothing is
 * added until the customer agrees. Then the queued reorder stores the new order with its
 * restaurant and menu, and the customer lands on /order with the cart open.
 */
export function useReorderFlow() {
  const { t } = useTranslation("history");
  const navigate = useNavigate();
  const [flow, setFlow] = useState<Flow>({ kind: "idle" });
  const cartItems = useClientState((s) => itemsIn(s.order?.products));
  const openerRef = useRef<HTMLElement | null>(null);
  const id = useId();
  const busy = flow.kind === "checking" || flow.kind === "adding";

  async function finish(source: ReorderSource, menuId: string) {
    setFlow({ kind: "adding", key: keyOf(source) });
    const result = await reorder(source, menuId);
    if (!result.ok) {
      setFlow({
        kind: "failed",
        message: t("reorder.failed", {
          message: result.errors.join(" ") || t("errorGeneric"),
        }),
      });
      return;
    }
    setFlow({ kind: "idle" });
    clientStore.setState({ showCart: false });
    void navigate(routePaths["order-items"], { state: { openCart: true } });
  }

  async function start(source: ReorderSource, restaurant: string | null = null) {
    // One reorder at a time; the buttons stay focusable (aria-disabled) so focus is not lost.
    if (busy) return;
    if (typeof document !== "undefined" && document.activeElement instanceof HTMLElement) {
      openerRef.current = document.activeElement;
    }
    setFlow({ kind: "checking", key: keyOf(source) });
    const checked = await checkReorder(source);
    if (!checked.ok) {
      setFlow({
        kind: "failed",
        message: t("reorder.failed", {
          message: checked.errors.join(" ") || t("errorGeneric"),
        }),
      });
      return;
    }
    const items = itemsIn(clientStore.getState().order?.products);
    const step = reorderStep(checked.data, items);
    if (step === "nothing-available") setFlow({ kind: "nothing", check: checked.data });
    else if (step === "ask") setFlow({ kind: "asking", source, check: checked.data, restaurant });
    else await finish(source, checked.data.menu_id);
  }

  const cancel = useCallback(() => {
    setFlow((current) => (current.kind === "asking" ? { kind: "idle" } : current));
  }, []);

  /** Whether a reorder of `source` is under way (its button shows it and waits). */
  const busyWith = (source: ReorderSource) =>
    (flow.kind === "checking" || flow.kind === "adding") && flow.key === keyOf(source);

  const asking = flow.kind === "asking" ? flow : null;
  const element = (
    <>
      <div className="history-reorder__status" role="status" data-testid="reorder-status">
        {flow.kind === "checking" && t("reorder.checking")}
        {flow.kind === "adding" && t("reorder.adding")}
      </div>
      {flow.kind === "nothing" && (
        <div
          className="history-notice history-notice--error"
          role="alert"
          data-testid="reorder-nothing"
        >
          <p>{t("reorder.noneAvailable")}</p>
          {flow.check.unavailable.length > 0 && (
            <ul className="history-reorder__list">
              {flow.check.unavailable.map((item) => (
                <li key={item.id}>
                  {t("reorder.unavailableItem", { name: item.name, reason: item.reason })}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {flow.kind === "failed" && (
        <p
          className="history-notice history-notice--error"
          role="alert"
          data-testid="reorder-failed"
        >
          {flow.message}
        </p>
      )}
      <ModalDialog
        id={`${id}-dialog`}
        open={asking !== null}
        onClose={cancel}
        returnFocusRef={openerRef}
        className="history-dialog"
        aria-labelledby={`${id}-title`}
      >
        {asking && (
          <div className="history-dialog__panel" data-testid="reorder-dialog">
            <h2 id={`${id}-title`} className="history-dialog__title">
              {asking.check.unavailable.length > 0 ? t("reorder.title") : t("reorder.titleReplace")}
            </h2>
            {asking.check.unavailable.length > 0 && (
              <section aria-labelledby={`${id}-unavailable`}>
                <h3 id={`${id}-unavailable`} className="history-dialog__subheading">
                  {t("reorder.unavailableHeading")}
                </h3>
                <ul className="history-reorder__list" data-testid="reorder-unavailable">
                  {asking.check.unavailable.map((item) => (
                    <li key={item.id}>
                      {t("reorder.unavailableItem", { name: item.name, reason: item.reason })}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <section aria-labelledby={`${id}-available`}>
              <h3 id={`${id}-available`} className="history-dialog__subheading">
                {t("reorder.availableHeading")}
              </h3>
              <ul className="history-reorder__list" data-testid="reorder-available">
                {asking.check.available.map((item, index) => (
                  <li key={`${item.name}-${index}`}>
                    {t("reorder.availableItem", { name: item.name, quantity: item.quantity })}
                  </li>
                ))}
              </ul>
            </section>
            {cartItems > 0 && (
              <p className="history-dialog__warning" data-testid="reorder-replace">
                {t("reorder.replaceWarning", {
                  count: cartItems,
                  restaurant: asking.restaurant ?? t("reorder.thisRestaurant"),
                })}
              </p>
            )}
            <div className="history-dialog__actions">
              <button
                type="button"
                className="button button--primary"
                onClick={() => void finish(asking.source, asking.check.menu_id)}
              >
                {asking.check.unavailable.length > 0
                  ? t("reorder.confirm")
                  : t("reorder.confirmAll")}
              </button>
              <button type="button" className="button history-button" onClick={cancel}>
                {t("reorder.cancel")}
              </button>
            </div>
          </div>
        )}
      </ModalDialog>
    </>
  );

  return { start, busy, busyWith, element };
}
