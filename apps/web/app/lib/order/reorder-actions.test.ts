import { beforeEach, describe, expect, it, vi } from "vitest";

import type { OrderJson } from "@coop/contract/orders";

import { api } from "../api-client.ts";
import { clientStore } from "../store/client-store.ts";
import { inOrder } from "./order-queue.ts";
import { checkReorder, reorder } from "./reorder-actions.ts";

vi.mock("../api-client.ts", () => ({ api: { call: vi.fn() } }));

type Answer =
  { ok: true; status: 200; data: unknown } | { ok: false; status: number; errors: string[] };

/** The order fields the stored order reads (the rest of OrderJson is not looked at). */
function orderJson(id: string, menuId: string, names: string[]): OrderJson {
  return {
    id,
    menu_id: menuId,
    handoff: "pickup",
    products: names.map((name, i) => ({
      id: `line-${i + 1}`,
      product_id: i + 10,
      name,
      quantity: 1,
      cost: { total: 5 },
      choices: [],
    })),
    totals: { subtotal: 5 * names.length, total: 5 * names.length },
    discounts: [],
    donations: [],
    coupon: null,
    created: "20261124 12:05",
  } as unknown as OrderJson;
}

const raleigh = {
  id: 7,
  name: "Coop Raleigh Downtown",
  address: "1 Main St",
  city: "Raleigh",
  state: "NC",
  zip: "27601",
  menu_id: "menu-raleigh",
  lat: 35.77,
  lng: -78.64,
  phone: "9195550100",
  timezone: "America/New_York",
  handoff_modes: ["pickup", "curbside"],
};
const raleighMenu = {
  id: "menu-raleigh",
  categories: [{ id: 1, name: "Chicken", products: [{ id: 10, name: "3-piece", images: [] }] }],
};

let answers: Record<string, Answer>;
let calls: { id: string; opts: unknown }[];

beforeEach(async () => {
  calls = [];
  answers = {
    locationsGet: { ok: true, status: 200, data: raleigh },
    menusGet: { ok: true, status: 200, data: raleighMenu },
    ordersReorder: {
      ok: true,
      status: 200,
      data: {
        order: orderJson("new-1", "menu-raleigh", ["3-piece"]),
        unavailable: [{ id: "SD-MAC", name: "Mac and cheese", reason: "sold out" }],
      },
    },
    ordersFavesReorder: {
      ok: true,
      status: 200,
      data: { order: orderJson("new-2", "menu-raleigh", ["3-piece"]), unavailable: [] },
    },
    ordersReorderCheck: {
      ok: true,
      status: 200,
      data: {
        menu_id: "menu-raleigh",
        available: [{ name: "3-piece", quantity: 1 }],
        unavailable: [{ id: "SD-MAC", name: "Mac and cheese", reason: "sold out" }],
      },
    },
  };
  vi.mocked(api.call).mockImplementation(((id: string, opts?: unknown) => {
    calls.push({ id, opts });
    const answer = answers[id];
    if (!answer) throw new Error(`no answer for ${id}`);
    return Promise.resolve(answer);
  }) as unknown as typeof api.call);
  // The cart the customer had: another order at another restaurant.
  await inOrder(async (write) => {
    write.keep(orderJson("old-cart", "menu-cary", ["Biscuit"]), {
      location: { ...raleigh, id: "3", name: "Coop Cary", menu_id: "menu-cary" },
      menu: { id: "menu-cary", categories: [] },
      handoffToggle: "delivery",
    });
  });
  calls = [];
});

const state = () => clientStore.getState();

describe("order.reorder-ask-first: the check changes nothing", () => {
  it("order.reorder-ask-first: asks POST orders/reorder/check with the id and kind and leaves the stored order as it was", async () => {
    const checked = await checkReorder({ kind: "favorite", id: "fave-1" });
    expect(checked).toEqual({
      ok: true,
      data: answers.ordersReorderCheck!.ok && answers.ordersReorderCheck!.data,
    });
    expect(calls).toEqual([
      { id: "ordersReorderCheck", opts: { body: { id: "fave-1", kind: "favorite" } } },
    ]);
    expect(state().order?.id).toBe("old-cart");
  });

  it("order.reorder-ask-first: a failed check resolves to the API's errors", async () => {
    answers.ordersReorderCheck = { ok: false, status: 404, errors: ["You have no past order x."] };
    const checked = await checkReorder({ kind: "order", id: "x" });
    expect(checked).toEqual({ ok: false, status: 404, errors: ["You have no past order x."] });
  });
});

describe("order.reorder-new-order: the queued reorder stores the new order with its restaurant and menu", () => {
  it("order.reorder-new-order: a past order's reorder replaces the stored cart with the new order, on the restaurant and menu of the past order's menu", async () => {
    const result = await reorder({ kind: "order", id: "past-1" }, "menu-raleigh");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.unavailable).toEqual([
      { id: "SD-MAC", name: "Mac and cheese", reason: "sold out" },
    ]);
    expect(calls.map((c) => c.id).sort()).toEqual(["locationsGet", "menusGet", "ordersReorder"]);
    expect(calls.find((c) => c.id === "locationsGet")?.opts).toEqual({
      params: { id: "menu-raleigh" },
      query: { byMenuId: "true" },
    });
    expect(calls.find((c) => c.id === "ordersReorder")?.opts).toEqual({ body: { id: "past-1" } });
    expect(state().order).toMatchObject({ id: "new-1", products: [{ name: "3-piece" }] });
    expect(state().location).toMatchObject({
      id: "7",
      name: "Coop Raleigh Downtown",
      menu_id: "menu-raleigh",
    });
    expect(state().menu?.id).toBe("menu-raleigh");
    expect(state().handoffToggle).toBe("pickup");
  });

  it("order.reorder-new-order: a favorite's reorder goes to POST orders/faves/reorder", async () => {
    const result = await reorder({ kind: "favorite", id: "fave-1" }, "menu-raleigh");
    expect(result.ok).toBe(true);
    expect(calls.find((c) => c.id === "ordersFavesReorder")?.opts).toEqual({
      body: { id: "fave-1" },
    });
    expect(calls.some((c) => c.id === "ordersReorder")).toBe(false);
    expect(state().order?.id).toBe("new-2");
  });

  it("order.reorder-new-order: when the restaurant cannot be found nothing is reordered and nothing stored", async () => {
    answers.locationsGet = {
      ok: false,
      status: 404,
      errors: ["No restaurant has menu menu-raleigh."],
    };
    const result = await reorder({ kind: "order", id: "past-1" }, "menu-raleigh");
    expect(result).toEqual({
      ok: false,
      status: 404,
      errors: ["No restaurant has menu menu-raleigh."],
    });
    expect(calls.some((c) => c.id === "ordersReorder")).toBe(false);
    expect(state().order?.id).toBe("old-cart");
    expect(state().location?.menu_id).toBe("menu-cary");
  });

  it("order.reorder-new-order: a refused reorder leaves the cart, the restaurant and the menu as they were", async () => {
    answers.ordersReorder = { ok: false, status: 404, errors: ["You have no past order past-1."] };
    const result = await reorder({ kind: "order", id: "past-1" }, "menu-raleigh");
    expect(result).toEqual({ ok: false, status: 404, errors: ["You have no past order past-1."] });
    expect(state().order?.id).toBe("old-cart");
    expect(state().location?.menu_id).toBe("menu-cary");
    expect(state().menu?.id).toBe("menu-cary");
    expect(state().handoffToggle).toBe("delivery");
  });

  it("order.reorder-new-order: runs in the order queue, after an order call asked for before it", async () => {
    let release: () => void = () => undefined;
    const earlier = inOrder(
      (write) =>
        new Promise<void>((resolve) => {
          release = () => {
            write.keep(orderJson("old-cart", "menu-cary", ["Biscuit", "Gravy"]));
            resolve();
          };
        }),
    );
    const reordered = reorder({ kind: "order", id: "past-1" }, "menu-raleigh");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([]);
    release();
    await Promise.all([earlier, reordered]);
    expect(state().order?.id).toBe("new-1");
  });
});
