/**
 * The order events bus (`order.live-events`, docs/decisions/026-live-order-events.md): every
 * status change of a placed order (placed, kitchen started, ready, picked up or delivered,
 * canceled, the curbside "I'm here") is published once, with the order id, its restaurant,
 * the status and the time. Subscribers listen to one order (the customer's live tracker) or
 * to one restaurant (the restaurant's order board, later).
 *
 * This implementation is in-process: it reaches the subscribers of this server process only.
 * Behind the interface a Redis (or PostgreSQL LISTEN/NOTIFY) fan-out can be added when the
 * API runs as more than one process: publish sends to the channel, and each process's
 * subscription delivers to its local subscribers. Events are plain JSON for that reason.
 */

/** The live status of an order, as GET orders/{id}/status answers it. */
export type OrderStatusSnapshot = {
  id: string;
  number: number | null;
  status: string;
  handoff: string;
  ready_at: string | null;
  arrived: boolean;
  can_cancel: boolean;
  /** Why the restaurant canceled it (`ops.cancel`), null otherwise. */
  cancel_reason?: string | null;
};

export type OrderEvent = {
  orderId: string;
  restaurantId: number;
  status: string;
  /** When the change was seen (ISO 8601). */
  at: string;
  /** The full status, so a subscriber does not need to read the order again. */
  snapshot: OrderStatusSnapshot;
};

export type OrderEventListener = (event: OrderEvent) => void;

export interface OrderEventBus {
  publish(event: OrderEvent): void;
  /** Listens to one order's changes; returns the unsubscribe. */
  subscribeOrder(orderId: string, listener: OrderEventListener): () => void;
  /** Listens to every order of one restaurant; returns the unsubscribe. */
  subscribeRestaurant(restaurantId: number, listener: OrderEventListener): () => void;
  /** How many subscriptions are open (all of them, or those of one order): leak checks, metrics. */
  subscriberCount(orderId?: string): number;
}

/** The in-process bus: a set of listeners per order and per restaurant. */
export function createInProcessOrderEventBus(
  onListenerError: (error: unknown) => void = () => undefined,
): OrderEventBus {
  const byOrder = new Map<string, Set<OrderEventListener>>();
  const byRestaurant = new Map<number, Set<OrderEventListener>>();

  function add<K>(map: Map<K, Set<OrderEventListener>>, key: K, listener: OrderEventListener) {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    // A wrapper, so the same function subscribed twice is two subscriptions.
    const entry: OrderEventListener = (event) => listener(event);
    set.add(entry);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      set.delete(entry);
      if (set.size === 0 && map.get(key) === set) map.delete(key);
    };
  }

  function deliver(set: Set<OrderEventListener> | undefined, event: OrderEvent) {
    if (!set) return;
    for (const listener of [...set]) {
      try {
        listener(event);
      } catch (error) {
        // One failing subscriber does not keep the event from the others.
        onListenerError(error);
      }
    }
  }

  return {
    publish(event) {
      deliver(byOrder.get(event.orderId), event);
      deliver(byRestaurant.get(event.restaurantId), event);
    },
    subscribeOrder: (orderId, listener) => add(byOrder, orderId, listener),
    subscribeRestaurant: (restaurantId, listener) => add(byRestaurant, restaurantId, listener),
    subscriberCount(orderId) {
      if (orderId !== undefined) return byOrder.get(orderId)?.size ?? 0;
      let n = 0;
      for (const set of byOrder.values()) n += set.size;
      for (const set of byRestaurant.values()) n += set.size;
      return n;
    },
  };
}
