import { describe, expect, it } from "vitest";

import {
  authTokenSchema,
  storedLocationSchema,
  storedMenuSchema,
  storedOrderSchema,
  storedUserSchema,
} from "./entities.ts";

const location = {
  id: 7,
  slug: "raleigh-downtown",
  name: "Raleigh Downtown",
  address: "1 Main St",
  city: "Raleigh",
  state: "NC",
  zip: "27601",
  phone: "9195550100",
  lat: 35.77,
  lng: -78.64,
  timezone: "America/New_York",
  menu_id: "m7",
  catering_menu_id: "c7",
  handoff_modes: ["pickup", "dispatch"],
  is_open: true,
  message: null,
  hours: {
    business: [{ day: 1, open: "10:00", close: "22:00" }],
    pickup: [],
    curbside: [],
    delivery: [],
  },
  lead_time_minutes: 15,
  tax_rate: 7.25,
  delivery: null,
};

describe("store.invalid-entry: stored state", () => {
  it("keeps a member without a phone (the API answers phone: null), so they stay signed in", () => {
    const member = {
      first_name: "Alan",
      last_name: "Turing",
      email: "alan@coop.example",
      phone: null,
      addresses: [],
      payments: [],
    };
    expect(storedUserSchema.safeParse(member).success).toBe(true);
    expect(storedUserSchema.safeParse({ ...member, phone: 9195550100 }).success).toBe(false);
  });

  it("keeps ids as strings and unknown fields as they are", () => {
    const parsed = storedLocationSchema.parse({ ...location, menu_id: 12 });
    expect(parsed.id).toBe("7");
    expect(parsed.menu_id).toBe("12");
    expect(parsed.phone).toBe("9195550100");
  });

  it("fills an order's lists and totals when they are missing", () => {
    const order = storedOrderSchema.parse({ id: "o1", menu_id: 3 });
    expect(order).toEqual({
      id: "o1",
      menu_id: "3",
      products: [],
      totals: {},
      discounts: [],
      donations: [],
    });
  });

  it("order.created-format: checks an order's created time and its lines' quantities", () => {
    const line = { id: 1, product_id: 2, name: "Tenders", quantity: 2, cost: { total: 9.99 } };
    const ok = storedOrderSchema.safeParse({
      id: "o1",
      created: "20261120 14:05",
      products: [line],
    });
    expect(ok.success && ok.data.products[0]).toMatchObject({
      id: "1",
      product_id: "2",
      choices: [],
    });
    expect(storedOrderSchema.safeParse({ id: "o1", created: "2026-11-20 14:05" }).success).toBe(
      false,
    );
    for (const quantity of [0, 1.5, -1])
      expect(
        storedOrderSchema.safeParse({ id: "o1", products: [{ ...line, quantity }] }).success,
      ).toBe(false);
  });

  it("refuses a token without its access strings", () => {
    const token = {
      access: { token: "a" },
      ordering: { access: { token: "o" } },
      id: 5,
      provider: "coop",
    };
    expect(authTokenSchema.parse(token).id).toBe("5");
    expect(authTokenSchema.safeParse({ ...token, access: { token: "" } }).success).toBe(false);
  });

  it("defaults a stored menu product's images", () => {
    const menu = storedMenuSchema.parse({
      categories: [{ id: 1, name: "Chicken", products: [{ id: 2, name: "Tenders" }] }],
    });
    expect(menu.categories[0]?.products[0]?.images).toEqual([]);
  });
});
