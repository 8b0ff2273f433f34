// The client-side shapes: what the browser keeps in its store and local storage
// (`store.keys-expiries`), and what it makes of the order and menu JSON it puts there.
// Permissive on purpose (unknown fields pass through): the API's own request and response
// schemas are the zod ones of the other contract modules. A stored entry these refuse is
// removed (`store.invalid-entry`). Written with shape.ts, not zod: the browser loads these at
// start and carries no zod at all (`security.no-zod-in-browser`,
// docs/decisions/016-no-zod-in-the-browser.md).
import {
  array,
  boolean,
  id,
  type Infer,
  nullable,
  number,
  object,
  oneOf,
  optional,
  string,
  union,
  unknown,
  withDefault,
} from "./shape.ts";

/** An id kept as the JSON had it, a string or a number. */
const anyId = () => union(string(), number());
/** A list that is empty when missing. */
const list = <T>(item: Parameters<typeof array<T>>[0]) => withDefault(array(item), () => []);

/** A restaurant as the client keeps it. `expires`: one day after saved (`store.keys-expiries`). */
export const storedLocationSchema = object({
  id: id(),
  name: string(),
  address: string(),
  city: string(),
  state: string(),
  zip: string(),
  menu_id: id(),
  lat: number(),
  lng: number(),
});
export type StoredLocation = Infer<typeof storedLocationSchema>;

/** Handoff modes: dispatch is delivery (`handoff.dispatch-is-delivery`). */
export const handoffSchema = oneOf(["pickup", "curbside", "dispatch", "delivery"]);
export type Handoff = Infer<typeof handoffSchema>;

/** A cart line (a product of the order). */
export const orderProductSchema = object({
  id: id(),
  product_id: id(),
  name: string(),
  quantity: number({ int: true, positive: true }),
  cost: object({ total: number() }),
  choices: list(
    object({
      name: optional(string()),
      option_id: optional(anyId()),
      quantity: optional(number()),
    }),
  ),
  instructions: optional(nullable(string())),
});
export type OrderProduct = Infer<typeof orderProductSchema>;

/** The order as the client keeps it. `created` is "YYYYMMDD HH:mm" (`order.created-format`). */
export const storedOrderSchema = object({
  id: string(),
  products: list(orderProductSchema),
  totals: withDefault(
    object({
      subtotal: optional(number()),
      discount: optional(number()),
      handoff: optional(number()),
      fees: optional(number()),
      tax: optional(number()),
      tip: optional(number()),
      donations: optional(number()),
      total: optional(number()),
    }),
    () => ({}),
  ),
  handoff: optional(handoffSchema),
  address: optional(unknown()),
  coupon: optional(nullable(object({ couponcode: string() }))),
  discounts: list(object({ type: string() })),
  donations: list(object({ id: anyId(), amount: number() })),
  time: optional(
    object({
      mode: oneOf(["asap", "scheduled"]),
      wanted: optional(nullable(string())),
      earliest: optional(nullable(string())),
    }),
  ),
  menu_id: optional(id()),
  created: optional(string(/^\d{8} \d{2}:\d{2}$/)),
  expires: optional(nullable(string())),
});
export type StoredOrder = Infer<typeof storedOrderSchema>;

/** The member as the client keeps it. */
export const storedUserSchema = object({
  first_name: string(),
  last_name: optional(string()),
  email: optional(string()),
  phone: optional(nullable(string())),
  optin: optional(boolean()),
  optin_sms: optional(boolean()),
  addresses: list(
    object({
      id: anyId(),
      address: string(),
      building: optional(nullable(string())),
      apt: optional(nullable(string())),
      city: optional(string()),
      state: optional(string()),
      zip: optional(string()),
      default: optional(boolean()),
    }),
  ),
  payments: list(object({ account: object({ id: anyId() }) })),
});
export type StoredUser = Infer<typeof storedUserSchema>;

/** A token string: at least one character. */
const tokenString = () => string(/./s);

/** The token object of the API, with the provider that issued it (`token.provider`). */
export const authTokenSchema = object({
  access: object({ token: tokenString() }),
  ordering: object({ access: object({ token: tokenString() }) }),
  id: id(),
  provider: string(),
});
export type AuthToken = Infer<typeof authTokenSchema>;

/**
 * `token.provider`: the provider name of tokens Coop issues itself; a stored token of any
 * other provider signs the visitor out at start.
 */
export const OWN_TOKEN_PROVIDER = "coop";

/** A wallet offer as the client keeps it (`wallet.entry-fields`). */
export const walletOfferSchema = object({
  label: string(),
  cred: string(),
  image: optional(nullable(string())),
  expires: optional(nullable(string())),
  status: string(),
});
export type WalletOffer = Infer<typeof walletOfferSchema>;

/** A menu as the client keeps it: categories and their products. */
export const storedMenuSchema = object({
  id: optional(id()),
  categories: array(
    object({
      id: anyId(),
      name: string(),
      products: array(
        object({
          id: anyId(),
          sku: optional(string()),
          name: string(),
          images: list(object({ filename: string(), groupname: optional(string()) })),
          availability: optional(object({ now: boolean() })),
        }),
      ),
    }),
  ),
});
export type StoredMenu = Infer<typeof storedMenuSchema>;
