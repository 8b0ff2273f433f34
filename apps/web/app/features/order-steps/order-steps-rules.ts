// The order flow's own steps (`/order/location`, `/order/type`) and the `store` query
// parameter: where each step goes on to, which handoff types a restaurant offers, what
// choosing one asks of the order, and what a `?store=` link may do. Pure: no I/O.
import type { OrderHandoff } from "../../lib/order/order-model.ts";
import { routePaths } from "../../lib/route-names.ts";

/** The steps in the order the indicator shows them. */
export const orderSteps = ["restaurant", "handoff", "menu"] as const;
export type OrderStep = (typeof orderSteps)[number];

/**
 * `order-steps.next-intent`: the `?next=` a step carries on is a path of this site only (it
 * starts with one "/" and names no other host); anything else is dropped, so a link cannot
 * send a customer off the site after choosing a restaurant. `/order` itself is the default,
 * so it is not carried.
 */
export function safeNext(raw: string | null | undefined): string | null {
  const next = raw?.trim() ?? "";
  if (next === "" || next.length > 512) return null;
  if (!next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  if (/[\s\\]/.test(next) || /^\/[a-z][a-z0-9+.-]*:/i.test(next)) return null;
  if (next === routePaths["order-items"]) return null;
  return next;
}

/** Pickup (restaurant search) or delivery (address form) on the restaurant step. */
export type LocationStepMode = "pickup" | "delivery";

export function locationStepModeOf(search: URLSearchParams): LocationStepMode {
  return search.get("mode") === "delivery" ? "delivery" : "pickup";
}

function withQuery(path: string, query: Record<string, string | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The restaurant step, in a mode, carrying the intent. */
export function locationStepPath(next: string | null, mode?: LocationStepMode): string {
  return withQuery(routePaths["order-location"], {
    mode: mode === "delivery" ? "delivery" : null,
    next,
  });
}

/** The handoff step, carrying the intent. */
export function typeStepPath(next: string | null): string {
  return withQuery(routePaths["order-type"], { next });
}

/**
 * `order-steps.after-location`: after the restaurant step, a restaurant chosen for pickup goes
 * on to the handoff step (in-store or curbside, or delivery after all are not chosen yet); a
 * delivery address already chose the handoff, so it goes straight on to the intent (else
 * `/order`, the menu).
 */
export function afterLocation(chosen: LocationStepMode, next: string | null): string {
  return chosen === "pickup" ? typeStepPath(next) : (next ?? routePaths["order-items"]);
}

/** After the handoff step: the intent, else `/order`. */
export function afterType(next: string | null): string {
  return next ?? routePaths["order-items"];
}

const handoffOrder: readonly OrderHandoff[] = ["pickup", "curbside", "dispatch"];

/**
 * `order-steps.offered-handoffs`: the handoff step offers only what the restaurant offers (its
 * handoff modes), always in the order In-Store pickup, Curbside, Delivery.
 */
export function offeredHandoffs(modes: readonly string[] | null | undefined): OrderHandoff[] {
  const offered = new Set(modes ?? []);
  return handoffOrder.filter((mode) => offered.has(mode));
}

/**
 * The choice the handoff step starts on: the order's handoff when the restaurant offers it,
 * else the toggle's side (delivery or pickup) when offered, else the first offered.
 */
export function initialHandoff(
  offered: readonly OrderHandoff[],
  orderHandoff: OrderHandoff | null,
  toggle: "pickup" | "delivery",
): OrderHandoff | null {
  if (orderHandoff && offered.includes(orderHandoff)) return orderHandoff;
  const fromToggle: OrderHandoff = toggle === "delivery" ? "dispatch" : "pickup";
  if (offered.includes(fromToggle)) return fromToggle;
  return offered[0] ?? null;
}

/** What choosing In-Store pickup or Curbside asks of the order. */
export type HandoffPlan =
  | { kind: "keep" }
  | { kind: "toggle" }
  | { kind: "switch-to-pickup" }
  | { kind: "set"; type: "pickup" | "curbside" }
  | { kind: "create-then-set"; type: "curbside" };

/**
 * `order-steps.handoff-choice`: with an order, its handoff changes through the order actions (a
 * delivery order back to pickup with the toggle's own switch; otherwise PUT handoff) and is
 * kept when it is already the one chosen. Without an order, In-Store pickup only moves the
 * toggle (the order is created on the first add, as a pickup order); Curbside creates the
 * order first, because only an order can remember it.
 */
export function handoffPlan(
  choice: "pickup" | "curbside",
  orderHandoff: OrderHandoff | null,
): HandoffPlan {
  if (orderHandoff === null) {
    return choice === "pickup" ? { kind: "toggle" } : { kind: "create-then-set", type: choice };
  }
  if (orderHandoff === choice) return { kind: "keep" };
  if (orderHandoff === "dispatch" && choice === "pickup") return { kind: "switch-to-pickup" };
  return { kind: "set", type: choice };
}

// ---------------------------------------------------------------------------------------
// The `store` query parameter

/**
 * `order-steps.store-param`: `?store=` names a restaurant by its id or its slug (a QR code at a
 * restaurant). Absent: null. Present but not a possible id or slug: `{ id: null }`, which the
 * page answers like an unknown restaurant.
 */
export function storeParamOf(search: URLSearchParams): { id: string | null } | null {
  if (!search.has("store")) return null;
  const raw = search.get("store")?.trim() ?? "";
  return { id: /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/.test(raw) ? raw : null };
}

/** The query string without `store` (with its "?", or "" when nothing is left). */
export function withoutStoreParam(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("store");
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** What a `?store=` link does with the restaurant it names. */
export type StoreDecision =
  { kind: "unknown" } | { kind: "closed" } | { kind: "same" } | { kind: "choose" };

/**
 * `order-steps.store-param`: a restaurant the server does not know (404) is unknown; one that
 * offers no handoff at all takes no online orders (closed), and nothing changes for either.
 * The restaurant already chosen with an order stays as it is (the order, pickup or delivery,
 * is kept); otherwise it becomes the chosen restaurant, with an order created there or the
 * current one transferred to it (never replaced).
 */
export function storeDecision(
  found: { id: number | string; handoff_modes: readonly string[] } | null,
  current: { locationId: string | null; hasOrder: boolean },
): StoreDecision {
  if (!found) return { kind: "unknown" };
  if (offeredHandoffs(found.handoff_modes).length === 0) return { kind: "closed" };
  if (current.hasOrder && String(found.id) === current.locationId) return { kind: "same" };
  return { kind: "choose" };
}
