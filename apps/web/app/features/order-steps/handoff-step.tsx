import "./strings.ts";

import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";

import type { StoredLocation } from "@coop/contract/entities";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { getRestaurant, setHandoff } from "../../lib/order/checkout-actions.ts";
import { switchToPickup } from "../../lib/order/handoff-order-actions.ts";
import type { ActionResult } from "../../lib/order/order-actions.ts";
import { ensureOrder } from "../../lib/order/order-actions.ts";
import { handoffOf, type OrderHandoff } from "../../lib/order/order-model.ts";
import { clientStore, useClientState } from "../../lib/store/client-store.ts";
import {
  afterType,
  handoffPlan,
  initialHandoff,
  locationStepPath,
  offeredHandoffs,
} from "./order-steps-rules.ts";

type Modes =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; offered: OrderHandoff[] };

/** The restaurant's handoff modes as the store keeps them (a location stored by another screen may lack them). */
function storedModes(location: StoredLocation): string[] | null {
  const modes = location.handoff_modes;
  return Array.isArray(modes) && modes.every((m) => typeof m === "string") ? modes : null;
}

/** The restaurant's handoff modes: from the store, else GET locations/{id}. */
function useOfferedHandoffs(location: StoredLocation) {
  const fromStore = storedModes(location);
  const [modes, setModes] = useState<Modes>(() =>
    fromStore ? { status: "ready", offered: offeredHandoffs(fromStore) } : { status: "loading" },
  );
  const [attempt, setAttempt] = useState(0);
  const needsFetch = fromStore === null;

  useEffect(() => {
    if (!needsFetch) return;
    let live = true;
    setModes({ status: "loading" });
    void getRestaurant(location.id).then((result) => {
      if (!live) return;
      setModes(
        result.ok
          ? { status: "ready", offered: offeredHandoffs(result.data.handoff_modes) }
          : { status: "error", message: result.errors[0] ?? "" },
      );
    });
    return () => {
      live = false;
    };
  }, [needsFetch, location.id, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { modes, retry };
}

const choiceKeys = {
  pickup: { label: "type.pickup", hint: "type.pickupHint" },
  curbside: { label: "type.curbside", hint: "type.curbsideHint" },
  dispatch: { label: "type.delivery", hint: "type.deliveryHint" },
} as const;

/** `order-steps.handoff-choice`: In-Store pickup or Curbside, through the order actions. */
async function applyPickupKind(choice: "pickup" | "curbside"): Promise<ActionResult<unknown>> {
  const order = clientStore.getState().order;
  const plan = handoffPlan(choice, order ? handoffOf(order) : null);
  let result: ActionResult<unknown> = { ok: true, data: null };
  switch (plan.kind) {
    case "keep":
    case "toggle":
      break;
    case "switch-to-pickup":
      if (order) result = await switchToPickup(order.id);
      break;
    case "set":
      if (order) result = await setHandoff(order.id, plan.type);
      break;
    case "create-then-set": {
      const created = await ensureOrder();
      result = created.ok ? await setHandoff(created.data.id, plan.type) : created;
      break;
    }
  }
  if (result.ok) clientStore.setState({ handoffToggle: "pickup" });
  return result;
}

/**
 * The handoff step (`/order/type`): how the customer gets the order, among the ways the
 * chosen restaurant offers (`order-steps.offered-handoffs`). In-Store pickup and Curbside set
 * the order's handoff (`order-steps.handoff-choice`) and go on; Delivery asks for the address
 * (`deliveryForm`: the find-a-restaurant delivery form, going on to `afterType`), which may
 * move the order to the restaurant that delivers there, as the step says before the customer
 * sends it.
 */
export function HandoffStep({
  location,
  next,
  deliveryForm,
}: {
  location: StoredLocation;
  next: string | null;
  deliveryForm: ReactNode;
}) {
  const { t } = useTranslation("orderSteps");
  const navigate = useNavigate();
  const { modes, retry } = useOfferedHandoffs(location);
  const [choice, setChoice] = useState<OrderHandoff | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const address = `${location.address}, ${location.city}, ${location.state}`;

  const offered = modes.status === "ready" ? modes.offered : [];
  const orderHandoff = useClientState((s) => (s.order?.handoff ? handoffOf(s.order) : null));
  const toggle = useClientState((s) => s.handoffToggle);
  const selected = choice ?? initialHandoff(offered, orderHandoff, toggle);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || selected === null || selected === "dispatch") return;
    setBusy(true);
    setError(null);
    const result = await applyPickupKind(selected);
    setBusy(false);
    if (result.ok) {
      void navigate(afterType(next));
      return;
    }
    setError(result.errors[0] ?? "");
    requestAnimationFrame(() => errorRef.current?.focus());
  };

  const changeLink = (
    <Link className="order-step__change" to={locationStepPath(next)}>
      {t("type.change")}
    </Link>
  );

  return (
    <div className="handoff-step">
      <p className="order-step__from">
        {t("type.from", { name: location.name, address })} {changeLink}
      </p>

      {modes.status === "loading" && (
        <p role="status" className="order-step__status">
          {t("type.loading")}
        </p>
      )}
      {modes.status === "error" && (
        <div className="order-step__problem" role="alert">
          <p>{t("type.loadFailed", { message: modes.message || t("type.unknownError") })}</p>
          <button type="button" className="button button--outline" onClick={retry}>
            {t("type.retry")}
          </button>
        </div>
      )}
      {modes.status === "ready" && offered.length === 0 && (
        <p className="order-step__problem" role="alert">
          {t("type.none", { name: location.name })}
        </p>
      )}

      {modes.status === "ready" && offered.length > 0 && (
        <>
          <form className="handoff-step__form" onSubmit={(e) => void onSubmit(e)} noValidate>
            <fieldset className="handoff-step__choices">
              <legend className="handoff-step__legend">{t("type.legend")}</legend>
              {offered.map((mode) => (
                <label
                  key={mode}
                  className={`handoff-choice${selected === mode ? " handoff-choice--selected" : ""}`}
                >
                  <input
                    type="radio"
                    name="handoff"
                    value={mode}
                    checked={selected === mode}
                    disabled={busy}
                    onChange={() => {
                      setChoice(mode);
                      setError(null);
                    }}
                  />
                  <span className="handoff-choice__text">
                    <span className="handoff-choice__label">{t(choiceKeys[mode].label)}</span>
                    <span className="handoff-choice__hint">{t(choiceKeys[mode].hint)}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            {selected !== "dispatch" && (
              <>
                <div className="order-step__status" role="status" aria-live="polite">
                  {busy && t("type.saving")}
                </div>
                {error !== null && (
                  <p className="order-step__problem" role="alert" ref={errorRef} tabIndex={-1}>
                    {t("type.failed", { message: error || t("type.unknownError") })}
                  </p>
                )}
                <button
                  type="submit"
                  className="button button--primary handoff-step__continue"
                  disabled={busy}
                >
                  {busy ? t("type.saving") : next ? t("type.continueNext") : t("type.continue")}
                </button>
              </>
            )}
          </form>
          {selected === "dispatch" && (
            <div className="handoff-step__delivery">
              <p className="order-step__note">{t("type.deliveryNote", { name: location.name })}</p>
              {deliveryForm}
            </div>
          )}
        </>
      )}
    </div>
  );
}
