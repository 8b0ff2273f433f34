import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { addProductToCartProperties, identifyMember, trackAddProductToCart } from "./engagement.ts";
import { clientStore } from "./store/client-store.ts";
import { initialClientState } from "./store/state.ts";
import { fakeApi, type SentCall, testToken } from "./test-support/fake-api.ts";

const TRACK = "POST /api/braze/users/track";
const IDENTIFY = "POST /api/braze/users/identify";
const tracked = { status: 201, body: { message: "success", events_processed: 1 } };

const line = (quantity: number) => ({
  id: "l",
  product_id: "p",
  name: "n",
  quantity,
  cost: { total: 1 },
  choices: [],
});

const g = globalThis as { window?: object };
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  g.window = {};
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  clientStore.setState({ deviceId: "device-1", user: null, token: null });
  clientStore.setOrder(null);
});

afterEach(() => {
  delete g.window;
  warn.mockRestore();
  vi.unstubAllGlobals();
});

/** The one call the code under test made, once it has been sent. */
async function oneCall(sent: SentCall[]): Promise<SentCall> {
  await vi.waitFor(() => expect(sent).toHaveLength(1));
  return sent[0]!;
}

describe("engagement.add-product: engagement event Add_Product_To_Cart", () => {
  it("carries the product, the cart items and cost, and channel Mealtime on the default channel", () => {
    const state = initialClientState({
      order: {
        id: "o",
        products: [line(2), line(1)],
        totals: { total: 14.27 },
        discounts: [],
        donations: [],
      },
    });
    expect(addProductToCartProperties("3-Piece Box", state)).toEqual({
      product: "3-Piece Box",
      cart_items: 3,
      cart_cost: 14.27,
      channel: "Mealtime",
    });
  });

  it("says Catering on the catering channel", () => {
    expect(
      addProductToCartProperties("8-Piece Pack", initialClientState({ channel: "catering" }))
        .channel,
    ).toBe("Catering");
  });
});

describe("engagement.event-identity: who an engagement event is recorded for", () => {
  it("engagement.add-product: signed in, Add_Product_To_Cart names the member and goes with the access token and the device id", async () => {
    clientStore.setState({ token: testToken });
    const sent = fakeApi({ [TRACK]: tracked });
    trackAddProductToCart("3-Piece Box");
    const call = await oneCall(sent);
    expect(call.headers.get("authorization")).toBe("Bearer access-token");
    expect(call.headers.get("device_id")).toBe("device-1");
    const body = call.body as { events: Record<string, unknown>[] };
    expect(body.events).toHaveLength(1);
    expect(body.events[0]).toMatchObject({
      name: "Add_Product_To_Cart",
      external_id: "demo-ada",
      properties: { product: "3-Piece Box", cart_items: 0, cart_cost: 0, channel: "Mealtime" },
    });
    expect(Number.isNaN(Date.parse(String(body.events[0]!.time)))).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it("signed out, the event names nobody and goes with the device id only (no token)", async () => {
    const sent = fakeApi({ [TRACK]: tracked });
    trackAddProductToCart("3-Piece Box");
    const call = await oneCall(sent);
    expect(call.headers.get("authorization")).toBeNull();
    expect(call.headers.get("device_id")).toBe("device-1");
    const event = (call.body as { events: Record<string, unknown>[] }).events[0]!;
    expect(event).not.toHaveProperty("external_id");
    expect(event.name).toBe("Add_Product_To_Cart");
  });

  it("tracking.no-personal-data: the event's properties lose an email address and a card number", async () => {
    const sent = fakeApi({ [TRACK]: tracked });
    trackAddProductToCart("Box for ada@coop.example 4111 1111 1111 1111");
    const event = (await oneCall(sent)).body as { events: { properties: object }[] };
    expect(event.events[0]!.properties).toEqual({
      cart_items: 0,
      cart_cost: 0,
      channel: "Mealtime",
    });
  });
});

describe("cart.errors-logged: a failed engagement call never disturbs the customer", () => {
  it("a refused event (the server's 401) is only logged: no throw, no error", async () => {
    const sent = fakeApi({ [TRACK]: { status: 401, body: { message: "Sign in again." } } });
    expect(() => trackAddProductToCart("3-Piece Box")).not.toThrow();
    await oneCall(sent);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(String(warn.mock.calls[0]![0])).toContain("Add_Product_To_Cart");
  });

  it("a network failure is only logged too", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("network down")));
    expect(() => trackAddProductToCart("3-Piece Box")).not.toThrow();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
  });

  it("on the server (no window) nothing is sent", async () => {
    delete g.window;
    const sent = fakeApi({ [TRACK]: tracked });
    trackAddProductToCart("3-Piece Box");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual([]);
  });
});

describe("engagement.identify-on-sign-in: the device's history merges into the member", () => {
  it("sends users/identify with the member id and the device alias, with the member's token", async () => {
    clientStore.setState({ token: { ...testToken, id: "member-7" } });
    const sent = fakeApi({ [IDENTIFY]: { status: 201, body: { message: "success" } } });
    identifyMember("member-7");
    const call = await oneCall(sent);
    expect(call.body).toEqual({
      aliases_to_identify: [
        {
          external_id: "member-7",
          user_alias: { alias_label: "device", alias_name: "device-1" },
        },
      ],
    });
    expect(call.headers.get("authorization")).toBe("Bearer access-token");
    expect(call.headers.get("device_id")).toBe("device-1");
  });

  it("sends it once per member and device, and again for another member", async () => {
    const sent = fakeApi({ [IDENTIFY]: { status: 201, body: { message: "success" } } });
    identifyMember("member-8");
    identifyMember("member-8");
    await oneCall(sent);
    identifyMember("member-9");
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    const ids = sent.map(
      (c) => (c.body as { aliases_to_identify: { external_id: string }[] }).aliases_to_identify[0]!,
    );
    expect(ids.map((a) => a.external_id)).toEqual(["member-8", "member-9"]);
  });

  it("a failure is only logged (fire and forget)", async () => {
    const sent = fakeApi({ [IDENTIFY]: { status: 500, body: { message: "failed" } } });
    expect(() => identifyMember("member-10")).not.toThrow();
    await oneCall(sent);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
  });

  it("sends nothing without a device id, or on the server", async () => {
    const sent = fakeApi({});
    clientStore.setState({ deviceId: null });
    identifyMember("member-11");
    clientStore.setState({ deviceId: "device-1" });
    delete g.window;
    identifyMember("member-12");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual([]);
  });
});
