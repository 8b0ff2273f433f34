/**
 * The calls that change or read the current order run one at a time, in the order they
 * were asked for. Each answer carries the whole order and replaces the stored one, so two
 * calls in flight at once (a tip and the round-up it triggers, a time and a handoff, a
 * restaurant choice and an add to the cart) could otherwise land out of order and leave
 * the older order on screen. One call failing does not stop the next.
 *
 * This is also the one writer of the stored order: a queued run gets an `OrderWriter`, and
 * nothing else in the app may call the store's `setOrder` (a test checks it). A writer
 * stops working once its run has settled, so an answer that arrives late cannot be written.
 */
import { type StoredOrder, storedOrderSchema } from "@coop/contract/entities";
import type { OrderJson } from "@coop/contract/orders";

import { clientStore, type StatePatch } from "../store/client-store.ts";

export type OrderWriter = {
  /**
   * Stores an order the API answered (with any state that changes with it) and returns it
   * as stored; null, storing nothing, when the answer is not an order. The stored order's
   * `created` is kept when an answer about the same order leaves it out (an order without
   * it is dropped at the next start).
   */
  keep(json: OrderJson | StoredOrder, alongside?: StatePatch): StoredOrder | null;
  /** Drops the stored order (placed, abandoned, or unknown to the server). */
  clear(alongside?: StatePatch): void;
};

function writerFor(isOpen: () => boolean): OrderWriter {
  const check = () => {
    if (!isOpen()) throw new Error("The order was written after its queued call had ended.");
  };
  return {
    keep(json, alongside) {
      check();
      const parsed = storedOrderSchema.safeParse(json);
      if (!parsed.success) return null;
      const previous = clientStore.getState().order;
      const order =
        parsed.data.created || previous?.id !== parsed.data.id || !previous.created
          ? parsed.data
          : { ...parsed.data, created: previous.created };
      clientStore.setOrder(order, alongside);
      return order;
    },
    clear(alongside) {
      check();
      clientStore.setOrder(null, alongside);
    },
  };
}

let tail: Promise<unknown> = Promise.resolve();

export function inOrder<T>(run: (write: OrderWriter) => Promise<T>): Promise<T> {
  const start = async () => {
    let open = true;
    try {
      return await run(writerFor(() => open));
    } finally {
      open = false;
    }
  };
  const result = tail.then(start, start);
  tail = result.catch(() => undefined);
  return result;
}
