import { z } from "zod";

import { zipSchema } from "./locations.ts";
import { amountSchema } from "./money.ts";

const id = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} is required`)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, `${what} has characters an id never has`);

export const orderIdParamsSchema = z.object({ id: id("the order id") });
export const orderLineParamsSchema = orderIdParamsSchema.extend({
  productId: id("the cart line id"),
});
/** The round-up donation and the upsells name the order `orderId` in their paths. */
export const cartIdParamsSchema = z.object({ orderId: id("the order id") });
export const upsellProductParamsSchema = cartIdParamsSchema.extend({
  id: z.string().trim().min(1).max(40),
});
/** The optional user param of the upsells calls (accepted and unused). */
export const upsellsQuerySchema = z.object({ user: z.string().max(64).optional() });
export const handoffParamsSchema = orderIdParamsSchema.extend({
  type: z.enum(["pickup", "curbside", "dispatch", "delivery"], {
    error: "must be pickup, curbside, dispatch or delivery",
  }),
});

export const INSTRUCTIONS_MAX = 128;
export const RECIPIENT_MAX = 32;

const choiceSchema = z
  .object({
    option_id: z.coerce.number().int().positive().optional(),
    id: z.coerce.number().int().positive().optional(),
    quantity: z.coerce
      .number()
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .default(1),
  })
  .refine((c) => c.option_id !== undefined || c.id !== undefined, {
    error: "give the option_id of the choice",
  })
  .transform((c) => ({ optionId: (c.option_id ?? c.id)!, quantity: c.quantity }));

const instructionsSchema = z
  .string()
  .trim()
  .max(INSTRUCTIONS_MAX, `must be at most ${INSTRUCTIONS_MAX} characters`)
  .optional()
  .nullable();
const recipientSchema = z
  .string()
  .trim()
  .max(RECIPIENT_MAX, `must be at most ${RECIPIENT_MAX} characters`)
  .optional()
  .nullable();

export const createOrderBodySchema = z.object({ menu_id: id("menu_id") });

/** POST orders/{id}/products: product by id or SKU, its choices, quantity. */
export const addProductsBodySchema = z.object({
  products: z
    .array(
      z.object({
        id: z.union([z.number().int().positive(), z.string().trim().min(1).max(40)]),
        quantity: z.coerce
          .number()
          .int("must be a whole number")
          .min(1, "must be at least 1")
          .default(1),
        choices: z.array(choiceSchema).max(60).default([]),
        instructions: instructionsSchema,
        recipient: recipientSchema,
        isupsell: z.boolean().optional(),
      }),
    )
    .min(1, "add at least one product")
    .max(20, "add at most 20 products at once"),
});
export type AddProductsBody = z.infer<typeof addProductsBodySchema>;

/** PUT orders/{id}/products: cart lines by line id. */
export const updateProductsBodySchema = z.object({
  products: z
    .array(
      z.object({
        id: id("the cart line id"),
        quantity: z.coerce.number().int("must be a whole number").min(1, "must be at least 1"),
        choices: z.array(choiceSchema).max(60).optional(),
        instructions: instructionsSchema,
        recipient: recipientSchema,
      }),
    )
    .min(1, "give at least one cart line")
    .max(50),
});
export type UpdateProductsBody = z.infer<typeof updateProductsBodySchema>;

export const deliveryAddressSchema = z.object({
  address: z.string().trim().min(3, "must be a street address").max(120),
  apt: z.string().trim().max(40).optional().nullable(),
  city: z.string().trim().min(1, "is required").max(80),
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, "must be a two-letter state code"),
  zip: zipSchema,
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

export const setAddressBodySchema = z.object({
  type: z.enum(["dispatch", "delivery"]).default("dispatch"),
  address: deliveryAddressSchema,
});

const vehicleText = z.string().trim().min(1, "is required for curbside pickup").max(40);
/** PUT orders/{id}/custom: the curbside vehicle (Make, Model, Color), as fields or a list. */
export const customFieldsBodySchema = z.object({
  fields: z.union([
    z.object({ make: vehicleText, model: vehicleText, color: vehicleText }),
    z
      .array(z.object({ key: z.string().trim().min(1).max(40), value: z.string().trim().max(80) }))
      .max(10)
      .transform((list) => Object.fromEntries(list.map((f) => [f.key.toLowerCase(), f.value]))),
  ]),
});

/** PUT orders/{id}/time: "asap" or an ISO instant among the menu's slots. */
export const setTimeBodySchema = z.object({
  time: z.union([
    z.literal("asap"),
    z
      .string()
      .trim()
      .refine((s) => !Number.isNaN(Date.parse(s)) && /\d{4}-\d{2}-\d{2}T/.test(s), {
        error: "must be asap or an ISO date-time",
      }),
  ]),
});

export const setTipBodySchema = z.object({
  amount: amountSchema
    .refine((n) => n >= 0, { error: "must not be negative" })
    .refine((n) => n <= 500, { error: "must be at most $500.00" }),
});

export const couponBodySchema = z.object({
  code: z.string().max(40, "must be at most 40 characters").default(""),
});

export const transferBodySchema = z.object({ menu_id: id("menu_id") });

export const donationBodySchema = z.object({
  id: z.union([z.string().trim().min(1).max(40), z.number().int()]).transform(String),
  amount: amountSchema.refine((n) => n >= 0 && n <= 100, {
    error: "must be between $0.00 and $100.00",
  }),
});

export const contactSchema = z.object({
  first_name: z.string().trim().min(1, "is required").max(40),
  last_name: z.string().trim().min(1, "is required").max(40),
  email: z.email("must be an email address").max(120),
  phone: z
    .string()
    .trim()
    .transform((p) => p.replace(/[^\d]/g, "").replace(/^1(?=\d{10}$)/, ""))
    .refine((p) => /^\d{10}$/.test(p), { error: "must be a 10-digit US phone number" }),
});

/**
 * POST orders/{id}/submit: the user type (a guest gives a contact: `order.submit-guest-contact`)
 * and the payments, a card token or a saved card each (`order.submit-payments-total`).
 */
export const submitBodySchema = z.object({
  usertype: z.enum(["user", "guest"]),
  contact: contactSchema.optional(),
  payments: z
    .array(
      z
        .object({
          type: z.literal("creditcard").default("creditcard"),
          token: z.string().trim().min(1).max(200).optional(),
          saved_card_id: z.string().trim().min(1).max(64).optional(),
          save_card: z.boolean().optional(),
          amount: amountSchema,
        })
        .refine((p) => (p.token === undefined) !== (p.saved_card_id === undefined), {
          error: "give either a card token or a saved card",
        }),
    )
    .min(1, "give a payment")
    .max(2),
});
export type SubmitBody = z.infer<typeof submitBodySchema>;

/** POST orders/{id}/track: a product event, or a payment failure (type ccsf). */
export const trackBodySchema = z.union([
  z.object({ id: z.string().max(64), products: z.array(z.unknown()).max(100) }),
  z.object({ error: z.string().max(500), type: z.literal("ccsf"), details: z.unknown() }),
]);

export const reorderBodySchema = z.object({ id: id("the order id") });
/** POST orders/reorder/check: a past order (`order`, the default) or a favorite order. */
export const reorderCheckBodySchema = z.object({
  id: id("the order id"),
  kind: z.enum(["order", "favorite"], { error: "must be order or favorite" }).default("order"),
});

/** What a reorder would add, and what it cannot (by name and why); nothing is changed. */
export const reorderCheckResponseSchema = z.object({
  menu_id: z.string(),
  available: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  unavailable: z.array(z.object({ id: z.string(), name: z.string(), reason: z.string() })),
});

/** DELETE orders/faves/{id}. */
export const favoriteIdParamsSchema = z.object({ id: id("the favorite id") });

export const favoriteBodySchema = z.object({
  id: id("the order id"),
  description: z
    .string()
    .trim()
    .min(1, "give the favorite a name")
    .max(60, "must be at most 60 characters"),
});

export const totalsSchema = z.object({
  subtotal: amountSchema,
  discount: amountSchema,
  handoff: amountSchema,
  fees: amountSchema,
  tax: amountSchema,
  tip: amountSchema,
  donations: amountSchema,
  total: amountSchema,
});

export const orderProductSchema = z.object({
  id: z.string(),
  product_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  cost: z.object({ unit: amountSchema, total: amountSchema }),
  calories: z.number().int(),
  choices: z.array(
    z.object({
      option_id: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      cost: amountSchema,
    }),
  ),
  instructions: z.string().nullable(),
  recipient: z.string().nullable(),
  available_now: z.boolean(),
});

export const orderSchema = z
  .object({
    id: z.string(),
    number: z.number().int().nullable(),
    status: z.string(),
    location_id: z.number().int(),
    menu_id: z.string(),
    channel: z.enum(["default", "catering"]),
    products: z.array(orderProductSchema),
    totals: totalsSchema,
    handoff: z.enum(["pickup", "curbside", "dispatch"]),
    address: deliveryAddressSchema.nullable(),
    customfields: z.record(z.string(), z.string()),
    coupon: z.object({ couponcode: z.string() }).nullable(),
    discounts: z.array(
      z.object({ type: z.string(), description: z.string(), amount: amountSchema }),
    ),
    donations: z.array(z.object({ id: z.string(), amount: amountSchema })),
    time: z.object({
      mode: z.enum(["asap", "scheduled"]),
      wanted: z.string().nullable(),
      earliest: z.string().nullable(),
    }),
    created: z.string().meta({ description: "YYYYMMDD HH:mm in the restaurant's time" }),
    expires: z.string().nullable(),
    ready_at: z.string().nullable(),
    messages: z.array(z.object({ code: z.string(), message: z.string() })),
  })
  .meta({ id: "Order" });
export type OrderJson = z.infer<typeof orderSchema>;

export const validateResponseSchema = z.object({
  order: orderSchema,
  taxes: z.array(z.object({ label: z.string(), rate: z.number(), amount: amountSchema })),
  totals: totalsSchema,
  billing: z.array(
    z.object({
      type: z.string(),
      accounts: z.array(z.object({ id: z.string(), description: z.string() })),
    }),
  ),
  messages: z.array(z.object({ code: z.string(), message: z.string() })),
  valid: z.boolean(),
});

export const transferResponseSchema = z.object({
  order: orderSchema,
  unavailable: z.array(z.object({ id: z.string(), name: z.string(), reason: z.string() })),
});

export const submitResponseSchema = z.object({
  order: orderSchema,
  number: z.number().int(),
  ready_at: z.string(),
  status: z.string(),
});

export const orderStatusResponseSchema = z.object({
  id: z.string(),
  number: z.number().int().nullable(),
  status: z.string(),
  handoff: z.string(),
  ready_at: z.string().nullable(),
  arrived: z.boolean(),
  can_cancel: z.boolean(),
  /** Why the restaurant canceled the order (`ops.cancel`); null otherwise. */
  cancel_reason: z.string().nullable().optional(),
});

/** The restaurant of a past or favorite order, as the order history shows it. */
export const orderRestaurantSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
  })
  .meta({ id: "OrderRestaurant" });

/** A placed order in the member's history: the order, its restaurant and when it was placed. */
export const recentOrderSchema = orderSchema
  .extend({
    restaurant: orderRestaurantSchema,
    placed: z.string().meta({ description: "When the order was placed (ISO 8601, UTC)" }),
  })
  .meta({ id: "RecentOrder" });
export type RecentOrderJson = z.infer<typeof recentOrderSchema>;

/** GET orders/recent: the member's placed orders, newest first (at most 20). */
export const recentOrdersResponseSchema = z.object({ orders: z.array(recentOrderSchema) });
export const favoriteOrderSchema = z.object({
  id: z.string(),
  description: z.string(),
  menu_id: z.string(),
  products: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  created: z.string(),
  restaurant: orderRestaurantSchema
    .nullable()
    .meta({ description: "The restaurant of the favorite's menu; null when it is gone" }),
});
export const favoriteOrdersResponseSchema = z.object({ faves: z.array(favoriteOrderSchema) });

export const upsellsResponseSchema = z.object({
  upsells: z.array(
    z.object({
      id: z.number().int(),
      sku: z.string(),
      name: z.string(),
      cost: amountSchema,
      image: z.string().nullable(),
    }),
  ),
});

/** Answer of calls that act on an order and return no order: track, cancel, abandon. */
export const orderAckResponseSchema = z.object({ id: z.string(), status: z.string() });

/** The optional Idempotency-Key header of submit: a replay returns the first response. */
export const submitHeadersSchema = z.looseObject({
  "idempotency-key": z.string().trim().min(8, "must be at least 8 characters").max(100).optional(),
});
