// Member calls: request and response schemas, shared by the server (validation, OpenAPI) and
// the web client (forms, types). Field names are those of the API's member object.
import { z } from "zod";

import { locationSchema } from "./locations.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-rules.ts";
import { normalizePhone } from "./phone.ts";

// ── Field rules ────────────────────────────────────────────────────────────────────────────

/** A required text field: "is required" when missing, "must be text" when another type. */
const text = () =>
  z.string({ error: (issue) => (issue.input === undefined ? "is required" : "must be text") });

const CONTROL = /\p{Cc}/u;

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-rules.ts";

/** `member.email`: trimmed, lower-cased (addresses are compared case-insensitively). */
export const emailSchema = text()
  .trim()
  .toLowerCase()
  .max(254, "must be at most 254 characters")
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "must be an email address, such as ada@example.com")
  .meta({ example: "ada@coop.example" });

/**
 * `password.rules`: a new password is 8 to 128 characters; the server also refuses the most
 * common ones and the member's email or name.
 */
export const newPasswordSchema = text()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** A password being checked (sign-in, current password): only bounded, never trimmed. */
export const givenPasswordSchema = text()
  .min(1, "is required")
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** `member.name`: a name, trimmed, of 1 to 50 characters without < > or control characters. */
const nameSchema = text()
  .trim()
  .min(1, "is required")
  .max(50, "must be at most 50 characters")
  .refine((v) => !CONTROL.test(v) && !/[<>]/.test(v), {
    error: "must not contain < > or control characters",
  });

// `member.phone`: the zod-free rule (the browser's forms use it too).
export { formatPhone, normalizePhone } from "./phone.ts";

/** A phone as typed (any punctuation, optional +1); null or "" clears it. Parsed to ten digits. */
export const phoneInputSchema = z
  .union([z.string().max(30, "must be at most 30 characters"), z.null()], {
    error: "must be a phone number as text",
  })
  .transform((value, ctx) => {
    if (value === null || value.trim() === "") return null;
    const digits = normalizePhone(value);
    if (digits === null) {
      ctx.addIssue({
        code: "custom",
        message: "must be a 10-digit US phone number, such as (919) 555-0123",
      });
      return z.NEVER;
    }
    return digits;
  })
  .meta({ example: "(919) 555-0123" });

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` });

// ── Entities ───────────────────────────────────────────────────────────────────────────────

/** A saved delivery address (`handoff.saved-address`). */
export const memberAddressSchema = z
  .object({
    id: z.string(),
    address: z.string(),
    building: z.string().nullable().meta({ description: "Apartment, suite or building" }),
    apt: z.string().nullable().meta({ description: "Same as building (the client's spelling)" }),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    default: z.boolean(),
  })
  .meta({ id: "MemberAddress" });
export type MemberAddress = z.infer<typeof memberAddressSchema>;

/**
 * A saved card: each entry has account.id. Only brand, last four and expiry are kept
 * (`payment.saved-cards`, `payment.no-card-data`).
 */
export const memberPaymentSchema = z
  .object({
    account: z.object({
      id: z.string(),
      brand: z.string(),
      last4: z.string(),
      exp_month: z.number().int(),
      exp_year: z.number().int(),
      expired: z.boolean(),
      label: z.string().meta({ example: "Visa ending in 4242" }),
    }),
  })
  .meta({ id: "MemberPayment" });
export type MemberPayment = z.infer<typeof memberPaymentSchema>;

/** The member. `phone` is the ten digits; `phone_display` is (xxx) xxx-xxxx (`member.phone`). */
export const memberUserSchema = z
  .object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    phone_display: z.string().nullable(),
    optin: z.boolean(),
    optin_sms: z.boolean(),
    email_verified: z.boolean().meta({
      description:
        "Whether the member confirmed their email address through the emailed link (members/verify)",
    }),
    has_password: z
      .boolean()
      .meta({ description: "False for members who only ever signed in with single sign-on" }),
    addresses: z.array(memberAddressSchema),
    payments: z.array(memberPaymentSchema),
    created: z.string().meta({ description: "ISO 8601" }),
  })
  .meta({ id: "Member" });
export type MemberUser = z.infer<typeof memberUserSchema>;

/** The token object (provider "coop": Coop issued it; `token.provider`, `token.sessions`). */
export const memberTokensSchema = z
  .object({
    access: z.object({ token: z.string(), expires: z.string() }),
    ordering: z.object({ access: z.object({ token: z.string(), expires: z.string() }) }),
    id: z.string().meta({ description: "The member id" }),
    provider: z.literal("coop"),
    expires: z.string().meta({ description: "ISO 8601; both tokens end with the session" }),
  })
  .meta({ id: "MemberTokens" });
export type MemberTokens = z.infer<typeof memberTokensSchema>;

/** Sign-in, sign-up and single sign-on answer with status and data (tokens and member). */
export const memberAuthResponseSchema = z.object({
  status: z.literal("ok"),
  data: z.object({ tokens: memberTokensSchema, user: memberUserSchema }),
});
export type MemberAuthResponse = z.infer<typeof memberAuthResponseSchema>;

/** The answer of calls that only confirm: sign-out, password, forgot, reset, e-club. */
export const statusMessageResponseSchema = z.object({
  status: z.literal("ok"),
  message: z.string(),
});
export type StatusMessageResponse = z.infer<typeof statusMessageResponseSchema>;

// ── Requests ───────────────────────────────────────────────────────────────────────────────

/** POST members/create. */
export const signUpBodySchema = z.object({
  first_name: nameSchema,
  last_name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  phone: phoneInputSchema.optional(),
  optin: flag("optin").default(false),
  optin_sms: flag("optin_sms").default(false),
  /** `member.accept-terms`: an account is created only with the terms accepted (stored with the time). */
  accept_terms: z
    .literal(true, {
      error: (issue) =>
        issue.input === undefined
          ? "is required: accept the Terms of Use and Privacy Policy to create an account"
          : "must be true: the Terms of Use and Privacy Policy must be accepted to create an account",
    })
    .meta({
      description: "The member accepts the Terms of Use and the Privacy Policy (must be true)",
    }),
  /**
   * createAccount from the order confirmation: the guest order just placed. It joins the new
   * account's history when its contact email is the account's and no one owns it yet.
   */
  order_id: z
    .string({ error: "must be text" })
    .trim()
    .min(1, "must not be empty")
    .max(64, "must be at most 64 characters")
    .optional(),
});
export type SignUpBody = z.input<typeof signUpBodySchema>;

/** POST members/create answers like a sign-in, and says whether the order given was attached. */
export const signUpResponseSchema = z.object({
  status: z.literal("ok"),
  data: z.object({
    tokens: memberTokensSchema,
    user: memberUserSchema,
    order_claimed: z.boolean().optional().meta({
      description:
        "Only when order_id was given: true when the order is now in the account's history",
    }),
  }),
});
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

/** POST members/signin. */
export const signInBodySchema = z.object({
  email: emailSchema,
  password: givenPasswordSchema,
});
export type SignInBody = z.input<typeof signInBodySchema>;

/**
 * PUT members/update: any of the profile fields; changing the email needs `current_password`
 * (`member.update-email`).
 */
export const updateBodySchema = z.object({
  first_name: nameSchema.optional(),
  last_name: nameSchema.optional(),
  email: emailSchema.optional(),
  phone: phoneInputSchema.optional(),
  optin: flag("optin").optional(),
  optin_sms: flag("optin_sms").optional(),
  current_password: givenPasswordSchema
    .optional()
    .meta({ description: "The current password; required to change the email" }),
});
export type UpdateBody = z.input<typeof updateBodySchema>;

/** POST members/password: the new and the current password (`password.change`). */
export const passwordChangeBodySchema = z.object({
  new: newPasswordSchema,
  current: givenPasswordSchema,
});
export type PasswordChangeBody = z.input<typeof passwordChangeBodySchema>;

/** POST members/forgotpassword. */
export const forgotPasswordBodySchema = z.object({ email: emailSchema });

/** POST members/resetpassword: from the link in the email. */
export const resetPasswordBodySchema = z.object({
  token: text().trim().min(1, "is required").max(200, "is not a reset token"),
  email: emailSchema,
  password: newPasswordSchema,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/**
 * POST members/sso, two steps. Without `code`: start, answered with the provider's URL to
 * send the browser to. With `code` and `state` (the query of the redirect back): finish,
 * answered like sign-in. With `error` (the member cancelled at the provider): 400. A code or
 * an error without state is refused naming `state` (`sso.state`).
 */
export const ssoBodySchema = z
  .object({
    code: z.string().min(1).max(4096).optional(),
    state: z.string().min(1).max(200).optional(),
    iss: z.string().max(500).optional().meta({ description: "The iss parameter, when sent" }),
    error: z.string().max(200).optional(),
    error_description: z.string().max(1000).optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.code !== undefined || body.error !== undefined) && body.state === undefined) {
      ctx.addIssue({ code: "custom", path: ["state"], message: "is required with code" });
    }
  });
export type SsoBody = z.input<typeof ssoBodySchema>;
/** The request body of members/sso: the start may send no body at all. */
export const ssoRequestSchema = ssoBodySchema.nullish();

export const ssoResponseSchema = z.union([
  z.object({
    status: z.literal("redirect"),
    data: z.object({ url: z.string().meta({ description: "Send the browser here" }) }),
  }),
  z.object({
    status: z.literal("ok"),
    data: z.object({
      tokens: memberTokensSchema,
      user: memberUserSchema,
      created: z.boolean().meta({ description: "True when this sign-in created the member" }),
    }),
  }),
]);
export type SsoResponse = z.infer<typeof ssoResponseSchema>;

/** A favorite restaurant (`member.favorites`: returned as favelocations). */
export const faveLocationSchema = locationSchema
  .pick({
    id: true,
    slug: true,
    name: true,
    address: true,
    city: true,
    state: true,
    zip: true,
    phone: true,
    lat: true,
    lng: true,
    menu_id: true,
    catering_menu_id: true,
    catering_lead_time_minutes: true,
  })
  .meta({ id: "FaveLocation" });

export const faveLocationsResponseSchema = z.object({
  favelocations: z.array(faveLocationSchema),
});
export type FaveLocationsResponse = z.infer<typeof faveLocationsResponseSchema>;

export const restaurantIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: "must be a restaurant id (a whole number)" })
    .int("must be a restaurant id (a whole number)")
    .min(1, "must be a restaurant id (a whole number)")
    .max(2_147_483_647, "must be a restaurant id (a whole number)"),
});

/** Ids of saved cards and addresses. */
export const savedItemParamsSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(64, "is not a saved item id")
    .regex(/^[A-Za-z0-9_-]+$/, "is not a saved item id"),
});

export const paymentsResponseSchema = z.object({ payments: z.array(memberPaymentSchema) });
export const addressesResponseSchema = z.object({ addresses: z.array(memberAddressSchema) });

/** POST eclub/subscribe: the e-club mailing list (a shape of Coop's own design). */
export const eclubBodySchema = z.object({
  email: emailSchema,
  first_name: nameSchema.optional(),
  last_name: nameSchema.optional(),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}$/, "must be a 5-digit ZIP code")
    .optional(),
  birthday: z
    .string()
    .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "must be a birthday as MM-DD")
    .optional(),
  location_id: z.number().int().positive().optional(),
  optin_sms: flag("optin_sms").optional(),
  phone: phoneInputSchema.optional(),
  /** Menu items the subscriber likes (skus; the favorites selector offers at most 300). */
  favorite_items: z
    .array(z.string().trim().min(1).max(60), { error: "must be a list of menu items" })
    .max(300, "must name at most 300 items")
    .optional(),
  /** The consent box (a rich checkbox): must be ticked (`eclub.consent`). */
  consent: z.literal(true, { error: "must be ticked to join the e-club" }),
  /** en or es: the language of the e-club's emails. */
  language: z.enum(["en", "es"]).optional(),
  /** The hidden honeypot field (`forms.honeypot`): people leave it empty. */
  website_url: z.string().max(500).optional(),
});
export type EclubBody = z.input<typeof eclubBodySchema>;

// ── Coop's own member calls ────────────────────────────────────────────────────────────────

/** POST members/verify: the token and email of the emailed verification link. */
export const verifyEmailBodySchema = z.object({
  token: text().trim().min(1, "is required").max(200, "must be at most 200 characters"),
  email: emailSchema,
});
export type VerifyEmailBody = z.input<typeof verifyEmailBodySchema>;

/**
 * POST members/delete: the account is erased. Members with a password confirm with it;
 * members who only ever used single sign-on confirm by typing their email.
 */
export const deleteAccountBodySchema = z.object({
  password: givenPasswordSchema
    .optional()
    .meta({ description: "The current password (members who have one)" }),
  email: emailSchema
    .optional()
    .meta({ description: "The account's email typed again (single-sign-on-only members)" }),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

/** POST members/addresses: a delivery address to keep (checked by the delivery lookup). */
export const addAddressBodySchema = z.object({
  address: text().trim().min(1, "is required").max(120, "must be at most 120 characters"),
  building: text().trim().max(40, "must be at most 40 characters").nullish(),
  city: text().trim().min(1, "is required").max(60, "must be at most 60 characters"),
  state: text()
    .trim()
    .regex(/^[A-Za-z]{2}$/, "must be the two-letter state code, such as NC")
    .transform((v) => v.toUpperCase()),
  zip: text()
    .trim()
    .regex(/^\d{5}$/, "must be a 5-digit ZIP code"),
  default: flag("default").optional(),
});
export type AddAddressBody = z.input<typeof addAddressBodySchema>;

/** PUT members/addresses/{id}: make this the default address. */
export const updateAddressBodySchema = z.object({
  default: z.literal(true, { error: "must be true (choose the address to make default)" }),
});

/** POST members/payments: save the card behind a token from members/payments/token. */
export const addPaymentBodySchema = z.object({
  token: text().trim().min(1, "is required").max(200, "must be at most 200 characters"),
});
