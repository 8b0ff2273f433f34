// The client-side shapes of spec screens-and-client.md §3 (and api-layer.md §3): what the
// browser keeps in its store and local storage. Permissive on purpose (unknown fields
// pass through): the API issues define the full response schemas and build on these.
import { z } from "zod";

/** A restaurant as the client keeps it (screens §3 Location). `expires`: one day after saved. */
export const storedLocationSchema = z.looseObject({
  id: z.union([z.string(), z.number()]).transform(String),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  menu_id: z.union([z.string(), z.number()]).transform(String),
  lat: z.number(),
  lng: z.number(),
});
export type StoredLocation = z.infer<typeof storedLocationSchema>;

/** Handoff modes (screens §3): dispatch is delivery. */
export const handoffSchema = z.enum(["pickup", "curbside", "dispatch", "delivery"]);
export type Handoff = z.infer<typeof handoffSchema>;

/** A cart line (screens §3 Order product). */
export const orderProductSchema = z.looseObject({
  id: z.union([z.string(), z.number()]).transform(String),
  product_id: z.union([z.string(), z.number()]).transform(String),
  name: z.string(),
  quantity: z.number().int().positive(),
  cost: z.looseObject({ total: z.number() }),
  choices: z
    .array(
      z.looseObject({
        name: z.string().optional(),
        option_id: z.union([z.string(), z.number()]).optional(),
        quantity: z.number().optional(),
      }),
    )
    .default([]),
  instructions: z.string().optional().nullable(),
});
export type OrderProduct = z.infer<typeof orderProductSchema>;

/** The order as the client keeps it (screens §3 Order). `created` is "YYYYMMDD HH:mm". */
export const storedOrderSchema = z.looseObject({
  id: z.string(),
  products: z.array(orderProductSchema).default([]),
  totals: z
    .looseObject({
      subtotal: z.number(),
      discount: z.number(),
      handoff: z.number(),
      fees: z.number(),
      tax: z.number(),
      tip: z.number(),
      donations: z.number(),
      total: z.number(),
    })
    .partial()
    .default({}),
  handoff: handoffSchema.optional(),
  address: z.unknown().optional(),
  coupon: z.looseObject({ couponcode: z.string() }).nullable().optional(),
  discounts: z.array(z.looseObject({ type: z.string() })).default([]),
  donations: z
    .array(z.looseObject({ id: z.union([z.string(), z.number()]), amount: z.number() }))
    .default([]),
  time: z
    .looseObject({
      mode: z.enum(["asap", "scheduled"]),
      wanted: z.string().nullable().optional(),
      earliest: z.string().nullable().optional(),
    })
    .optional(),
  menu_id: z.union([z.string(), z.number()]).transform(String).optional(),
  created: z
    .string()
    .regex(/^\d{8} \d{2}:\d{2}$/, "created must be YYYYMMDD HH:mm")
    .optional(),
  expires: z.string().optional(),
});
export type StoredOrder = z.infer<typeof storedOrderSchema>;

/** The member as the client keeps it (api §3 User, screens §3 User). */
export const storedUserSchema = z.looseObject({
  first_name: z.string(),
  last_name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  optin: z.boolean().optional(),
  optin_sms: z.boolean().optional(),
  addresses: z
    .array(
      z.looseObject({
        id: z.union([z.string(), z.number()]),
        address: z.string(),
        building: z.string().optional().nullable(),
        apt: z.string().optional().nullable(),
        city: z.string().optional(),
        state: z.string().optional(),
        zip: z.string().optional(),
        default: z.boolean().optional(),
      }),
    )
    .default([]),
  payments: z
    .array(z.looseObject({ account: z.looseObject({ id: z.union([z.string(), z.number()]) }) }))
    .default([]),
});
export type StoredUser = z.infer<typeof storedUserSchema>;

/** The token object of api §3, with the provider that issued it (screens §3 Client state). */
export const authTokenSchema = z.looseObject({
  access: z.looseObject({ token: z.string().min(1) }),
  ordering: z.looseObject({ access: z.looseObject({ token: z.string().min(1) }) }),
  id: z.union([z.string(), z.number()]).transform(String),
  provider: z.string(),
});
export type AuthToken = z.infer<typeof authTokenSchema>;

/** The provider name of tokens Coop issues itself; any other provider is signed out at start (screens §4). */
export const OWN_TOKEN_PROVIDER = "coop";

/** A wallet offer (screens §3). */
export const walletOfferSchema = z.looseObject({
  label: z.string(),
  cred: z.string(),
  image: z.string().optional().nullable(),
  expires: z.string().optional().nullable(),
  status: z.string(),
});
export type WalletOffer = z.infer<typeof walletOfferSchema>;

/** A menu as the client keeps it (screens §3 Menu and Product). */
export const storedMenuSchema = z.looseObject({
  id: z.union([z.string(), z.number()]).transform(String).optional(),
  categories: z.array(
    z.looseObject({
      id: z.union([z.string(), z.number()]),
      name: z.string(),
      products: z.array(
        z.looseObject({
          id: z.union([z.string(), z.number()]),
          sku: z.string().optional(),
          name: z.string(),
          images: z
            .array(z.looseObject({ filename: z.string(), groupname: z.string().optional() }))
            .default([]),
          availability: z.looseObject({ now: z.boolean() }).optional(),
        }),
      ),
    }),
  ),
});
export type StoredMenu = z.infer<typeof storedMenuSchema>;
