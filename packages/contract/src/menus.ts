import { z } from "zod";

import { amountSchema } from "./money.ts";

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, "must be a time HH:mm");

export const menuImageSchema = z.object({
  filename: z.string(),
  groupname: z.string(),
  url: z.string(),
});

export const availabilityWindowSchema = z.object({
  days: z.array(z.number().int().min(0).max(6)).optional(),
  start: clock.optional(),
  end: clock.optional(),
});

/** A product on a menu: availability.now in the restaurant's time (`menu.available-now`). */
export const menuProductSchema = z
  .object({
    id: z.number().int(),
    sku: z.string(),
    name: z.string(),
    description: z.string(),
    cost: amountSchema,
    basecalories: z.number().int(),
    maxcalories: z.number().int(),
    allergens: z.array(z.string()),
    images: z.array(menuImageSchema),
    availability: z.object({
      now: z
        .boolean()
        .meta({ description: "Sold right now: inside its windows, restaurant open, not sold out" }),
      sold_out: z.boolean().meta({ description: "86'd at this restaurant today" }),
      windows: z.array(availabilityWindowSchema),
    }),
    max_quantity: z.number().int(),
    has_options: z.boolean(),
    serves: z.number().int().positive().nullable().meta({
      description: "How many guests one of it feeds (catering packs and pans); null when not said",
    }),
  })
  .meta({ id: "MenuProduct" });

export const menuCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  products: z.array(menuProductSchema),
});

export const menuResponseSchema = z
  .object({
    id: z.string(),
    base_menu: z.string(),
    kind: z.enum(["default", "catering"]),
    name: z.string(),
    location_id: z.number().int().nullable(),
    timezone: z.string(),
    categories: z.array(menuCategorySchema),
  })
  .meta({ id: "Menu" });
export type MenuResponse = z.infer<typeof menuResponseSchema>;

export type ProductOption = {
  id: number;
  name: string;
  cost: number;
  calories: number;
  is_default: boolean;
  max_quantity: number;
  option_groups: ProductOptionGroup[];
};
export type ProductOptionGroup = {
  id: number;
  name: string;
  min_select: number;
  max_select: number;
  options: ProductOption[];
};

export const productOptionGroupSchema: z.ZodType<ProductOptionGroup> = z
  .object({
    id: z.number().int(),
    name: z.string(),
    min_select: z.number().int(),
    max_select: z.number().int(),
    get options() {
      return z.array(productOptionSchema);
    },
  })
  .meta({ id: "ProductOptionGroup" });

export const productOptionSchema: z.ZodType<ProductOption> = z
  .object({
    id: z.number().int(),
    name: z.string(),
    cost: amountSchema,
    calories: z.number().int(),
    is_default: z.boolean(),
    max_quantity: z.number().int(),
    get option_groups() {
      return z.array(productOptionGroupSchema);
    },
  })
  .meta({ id: "ProductOption" });

export const productDetailResponseSchema = menuProductSchema
  .extend({
    option_groups: z.array(productOptionGroupSchema),
    category_id: z.number().int(),
    menu_id: z.string(),
  })
  .meta({ id: "ProductDetail" });
export type ProductDetailResponse = z.infer<typeof productDetailResponseSchema>;

export const menuIdParamsSchema = z.object({
  menuId: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, "must be a menu id"),
});
export const productParamsSchema = menuIdParamsSchema.extend({
  id: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, "must be a product id or SKU"),
});

const dateOrDateTime = z
  .string()
  .trim()
  .refine((s) => /^\d{4}-\d{2}-\d{2}$/.test(s) || !Number.isNaN(Date.parse(s)), {
    error: "must be a date (YYYY-MM-DD, the restaurant's local day) or an ISO date-time",
  });

/** GET menus/{menuId}/times: 15-minute slots between from and to (at most 8 days). */
export const timesQuerySchema = z.object({
  from: dateOrDateTime.optional(),
  to: dateOrDateTime.optional(),
  handoff: z.enum(["pickup", "curbside", "dispatch"]).default("pickup"),
  not_before: clock
    .optional()
    .meta({ description: "Local time before which no slot is offered (daypart rule: 10:30)" }),
});

export const timeSlotSchema = z.object({
  time: z.string().meta({ description: "ISO instant" }),
  local: z.string().meta({ description: "Restaurant local time, YYYY-MM-DDTHH:mm" }),
  remaining: z.number().int(),
});

export const timesResponseSchema = z.object({
  menu_id: z.string(),
  location_id: z.number().int(),
  timezone: z.string(),
  handoff: z.enum(["pickup", "curbside", "dispatch"]),
  asap: z
    .string()
    .nullable()
    .meta({ description: "Earliest ready time of an order placed now (ISO), null if none" }),
  times: z.array(timeSlotSchema),
});
export type TimesResponse = z.infer<typeof timesResponseSchema>;
