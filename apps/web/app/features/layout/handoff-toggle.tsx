import { useState } from "react";
import { useNavigate } from "react-router";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { handoffSideOf } from "../../lib/order/order-model.ts";
import { clientStore, useClientState } from "../../lib/store/client-store.ts";
import { handoffAction, type HandoffChoice } from "./frame-rules.ts";
import { switchOrderToPickup } from "./handoff-actions.ts";

/**
 * The pickup/delivery toggle (`frame.handoff-toggle-visibility`, `handoff.toggle`; header,
 * bottom bar, mobile menu): two
 * buttons, the current handoff pressed. Pickup while the order is in delivery switches the
 * order to pickup; otherwise Pickup and Delivery go to /locations in that mode.
 */
export function HandoffToggle({ className }: { className?: string }) {
  const { t } = useTranslation("frame");
  const navigate = useNavigate();
  const current = useClientState((s) => handoffSideOf(s.order, s.handoffToggle));
  const [busy, setBusy] = useState(false);

  const choose = async (choice: HandoffChoice) => {
    if (busy) return;
    const action = handoffAction(choice, clientStore.getState().order);
    if (action.kind === "navigate") {
      void navigate(action.to);
      return;
    }
    setBusy(true);
    try {
      await switchOrderToPickup(action.orderId);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      className={`handoff-toggle ${className ?? ""}`}
      role="group"
      aria-label={t("location.handoff")}
      aria-busy={busy || undefined}
    >
      {(["pickup", "delivery"] as const).map((choice) => (
        <button
          key={choice}
          type="button"
          className="handoff-toggle__option"
          aria-pressed={current === choice}
          onClick={() => void choose(choice)}
        >
          {t(`location.${choice}`)}
        </button>
      ))}
    </div>
  );
}
