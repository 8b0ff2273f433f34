// Restaurant staff calls under /api/ops (docs/decisions/025-staff-accounts-and-roles.md):
// request and response schemas, for the server (validation, OpenAPI). The browser takes
// their types only (`import type`).
import { z } from "zod";

import { emailSchema, givenPasswordSchema, newPasswordSchema } from "./members.ts";

/** `staff.roles`: what a staff account may do. */
export const STAFF_ROLES = ["crew", "manager", "marketing", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const roleSchema = z.enum(STAFF_ROLES, {
  error: () => "must be one of crew, manager, marketing, admin",
});

const restaurantIdsSchema = z
  .array(
    z
      .number({ error: () => "must be restaurant numbers" })
      .int()
      .positive(),
    {
      error: () => "must be a list of restaurant numbers",
    },
  )
  .max(500, "must list at most 500 restaurants");

const staffNameSchema = z
  .string({ error: (i) => (i.input === undefined ? "is required" : "must be text") })
  .trim()
  .min(1, "is required")
  .max(80, "must be at most 80 characters")
  .refine((v) => !/[\p{Cc}<>]/u.test(v), { error: "must not contain < > or control characters" });

/** A staff account as the API shows it (never its password hash). */
export const staffMemberSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(STAFF_ROLES),
    restaurants: z.array(z.number().int()),
    active: z.boolean(),
    created: z.string(),
    updated: z.string(),
  })
  .meta({ id: "StaffMember" });
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** A staff session: the bearer token of the staff calls and when it ends. */
export const staffSessionSchema = z.object({
  status: z.literal("ok"),
  data: z.object({
    token: z.string(),
    expires: z.string(),
    staff: staffMemberSchema,
  }),
});

/** POST /api/ops/signin. */
export const staffSignInBodySchema = z.object({
  email: emailSchema,
  password: givenPasswordSchema,
});

/** POST /api/ops/invitations. */
export const staffInviteBodySchema = z.object({
  email: emailSchema,
  role: roleSchema,
  restaurants: restaurantIdsSchema.default([]),
});

export const staffInvitationResponseSchema = z.object({
  status: z.literal("ok"),
  message: z.string(),
  data: z.object({
    id: z.string(),
    email: z.string(),
    role: z.enum(STAFF_ROLES),
    restaurants: z.array(z.number().int()),
    expires: z.string(),
  }),
});

/** POST /api/ops/invitations/accept. */
export const staffAcceptBodySchema = z.object({
  token: z
    .string({ error: (i) => (i.input === undefined ? "is required" : "must be text") })
    .min(1, "is required")
    .max(200, "must be at most 200 characters"),
  name: staffNameSchema,
  password: newPasswordSchema,
});

/** PUT /api/ops/staff/{id}. */
export const staffIdParamsSchema = z.object({
  id: z.string().min(1, "is required").max(100, "must be at most 100 characters"),
});

export const staffUpdateBodySchema = z.object({
  role: roleSchema,
  restaurants: restaurantIdsSchema,
  active: z.boolean({ error: () => "must be true or false" }),
});

export const staffUpdateResponseSchema = z.object({
  status: z.literal("ok"),
  data: staffMemberSchema,
});

export const staffListResponseSchema = z.object({
  status: z.literal("ok"),
  data: z.array(staffMemberSchema),
});

/** GET /api/ops/audit: newest first, `limit` rows after `before` (an entry id), for paging. */
export const staffAuditQuerySchema = z.object({
  limit: z.coerce
    .number({ error: () => "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(200, "must be at most 200")
    .default(50),
  before: z.coerce
    .number({ error: () => "must be an entry number" })
    .int("must be a whole number")
    .positive("must be an entry number")
    .optional(),
});

export const staffAuditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
});

export const staffAuditResponseSchema = z.object({
  status: z.literal("ok"),
  data: z.array(staffAuditEntrySchema),
  /** The `before` of the next page, null on the last. */
  next: z.number().int().nullable(),
});
