import { beforeEach, describe, expect, it, vi } from "vitest";

import type { OrderJson } from "@coop/contract/orders";

import { api } from "../api-client.ts";
import { clientStore } from "../store/client-store.ts";
import { setTip } from "./checkout-actions.ts";
import { orderForDelivery, orderForPickup, switchToPickup } from "./handoff-order-actions.ts";
import { addToOrder } from "./order-actions.ts";
import { inOrder, type OrderWriter } from "./order-queue.ts";

// The API is replaced by a fake server that applies each call the moment it receives it
// and answers the whole order as it is then, while the test hands the answers back newest
// first: the worst case of a network that answers out of order. A call that went out beside
// the queue would then have its older answer written last.
vi.mock("../api-client.ts", () => ({ api: { call: vi.fn() } }));

type ServerOrder = {
  id: string;
  menu_id: string;
  handoff: "pickup" | "curbside" | "dispatch";
  products: {
    id: string;
    product_id: number;
    name: string;
    quantity: number;
    cost: { total: number };
  }[];
  totals: { tip: number };
  address: unknown;
  created: string;
};

type CallOpts = {
  params?: Record<string, string>;
  body?: Record<string, unknown>;
};

let server: ServerOrder;
let waiting: (() => void)[];
let received: string[];

function apply(id: string, opts: CallOpts): void {
  const body = opts.body ?? {};
  switch (id) {
    case "ordersSetTip":
      server = { ...server, totals: { tip: Number(body.amount) } };
      break;
    case "ordersSetHandoff":
      server = { ...server, handoff: opts.params?.type as ServerOrder["handoff"] };
      break;
    case "ordersSetAddress":
      server = { ...server, handoff: "dispatch", address: body.address };
      break;
    case "ordersTransfer":
      server = { ...server, menu_id: String(body.menu_id) };
      break;
    case "ordersAddProducts": {
      const added = (body.products as { id: number; quantity: number }[]).map((p, i) => ({
        id: `line-${server.products.length + i + 1}`,
        product_id: p.id,
        name: `Product ${p.id}`,
        quantity: p.quantity,
        cost: { total: 4.5 * p.quantity },
      }));
      server = { ...server, products: [...server.products, ...added] };
      break;
    }
    default:
      throw new Error(`the fake server does not answer ${id}`);
  }
}

/** The fake server's order carries only the fields these tests read. */
const asOrderJson = (order: Omit<ServerOrder, "created"> & { created?: string }) =>
  order as unknown as OrderJson;

function answerOf(id: string): unknown {
  const order = structuredClone(server);
  return id === "ordersTransfer" ? { order, unavailable: [] } : order;
}

/** Hands back the newest answer waiting, again and again, until every run has settled. */
async function answerNewestFirst(...runs: Promise<unknown>[]): Promise<void> {
  let settled = false;
  const all = Promise.allSettled(runs).then(() => {
    settled = true;
  });
  while (!settled) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    waiting.pop()?.();
  }
  await all;
}

const storedOrder = () => clientStore.getState().order;

beforeEach(() => {
  server = {
    id: "o1",
    menu_id: "m1",
    handoff: "dispatch",
    products: [],
    totals: { tip: 0 },
    address: { address: "12 Oak St", city: "Raleigh", state: "NC", zip: "27601" },
    created: "20261124 07:30",
  };
  waiting = [];
  received = [];
  vi.mocked(api.call).mockImplementation((id, ...[opts]) => {
    received.push(id);
    apply(id, (opts ?? {}) as CallOpts);
    const data = answerOf(id);
    return new Promise((resolve) => waiting.push(() => resolve({ ok: true, status: 200, data })));
  });
  // The order as the store last kept it: the server's, before any of the calls below.
  void inOrder(async (write) => {
    write.keep(asOrderJson(structuredClone(server)), { handoffToggle: "delivery" });
  });
});

describe("cart.one-writer: the stored order is the newest answer when order calls race (queued order actions)", () => {
  it("a handoff switch after a tip: the older tip answer does not put delivery back", async () => {
    await answerNewestFirst(setTip("o1", 2), switchToPickup("o1"));
    expect(received).toEqual(["ordersSetTip", "ordersSetHandoff"]);
    expect(storedOrder()).toMatchObject({ handoff: "pickup", totals: { tip: 2 } });
    expect(clientStore.getState().handoffToggle).toBe("pickup");
  });

  it("a restaurant chosen for pickup while an add to the cart is in flight keeps the new menu", async () => {
    await answerNewestFirst(
      addToOrder([{ id: 7, quantity: 1, choices: [] }]),
      orderForPickup("m2"),
    );
    expect(received).toEqual(["ordersAddProducts", "ordersTransfer", "ordersSetHandoff"]);
    expect(storedOrder()).toMatchObject({ menu_id: "m2", handoff: "pickup" });
    expect(storedOrder()?.products).toMatchObject([{ product_id: "7", quantity: 1 }]);
  });

  it("a tip asked for during a pickup choice waits for the whole choice", async () => {
    await answerNewestFirst(orderForPickup("m2"), setTip("o1", 3));
    expect(received).toEqual(["ordersTransfer", "ordersSetHandoff", "ordersSetTip"]);
    expect(storedOrder()).toMatchObject({ menu_id: "m2", handoff: "pickup", totals: { tip: 3 } });
  });

  it("a delivery address chosen after a handoff switch ends as delivery to that address", async () => {
    const address = { address: "9 Elm St", apt: null, city: "Durham", state: "NC", zip: "27701" };
    await answerNewestFirst(switchToPickup("o1"), orderForDelivery("m1", address));
    expect(received).toEqual(["ordersSetHandoff", "ordersSetAddress"]);
    expect(storedOrder()).toMatchObject({ handoff: "dispatch", address });
  });
});

describe("the order writer", () => {
  it("refuses to write once its queued run has ended, so a late answer cannot land", async () => {
    let kept: OrderWriter | undefined;
    await inOrder(async (write) => {
      kept = write;
    });
    expect(() => kept?.keep(asOrderJson(structuredClone(server)))).toThrow(
      /after its queued call had ended/,
    );
    expect(() => kept?.clear()).toThrow(/after its queued call had ended/);
  });

  it("keeps the stored created of the same order when an answer leaves it out", async () => {
    const { created: _dropped, ...withoutCreated } = structuredClone(server);
    await inOrder(async (write) => {
      write.keep(asOrderJson({ ...withoutCreated, totals: { tip: 5 } }));
    });
    expect(storedOrder()).toMatchObject({ created: "20261124 07:30", totals: { tip: 5 } });
  });
});
