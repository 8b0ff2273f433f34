import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

import { restaurants } from "./catalog.ts";
import { staff } from "./staff.ts";

/**
 * The forms module (docs/decisions/031-forms-eclub-careers.md): every contact message and form
 * submission is stored here first, then delivered by email through the durable job queue (a
 * job of kind `forms.deliver` keyed by the submission id), so nothing is lost when the mail
 * server is down or the process restarts between storing and sending.
 */
export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: uuid("id").primaryKey(),
    /** Which form: contact, franchising, media, donation, catering… (the contract's form ids). */
    form: text("form").notNull(),
    /** The contact form's topic; null for other forms. */
    topic: text("topic"),
    /** The restaurant the message is about, when one was picked (store select). */
    restaurantId: integer("restaurant_id").references(() => restaurants.id),
    /** The fields as checked and normalised, by field name. */
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    /** Who sent it: name, email, phone as given (for the list and the reply-to). */
    senderName: text("sender_name"),
    senderEmail: text("sender_email"),
    senderPhone: text("sender_phone"),
    /** Reply-To of the delivered email (the sender's address). */
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    includeDate: boolean("include_date").notNull().default(false),
    /** en or es: the page's language when it was sent. */
    language: text("language").notNull().default("en"),
    /** The inbox it is delivered to (resolved from the form and topic when stored). */
    inbox: text("inbox").notNull(),
    /** pending | delivered | failed (after the last attempt). */
    deliveryState: text("delivery_state").notNull().default("pending"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    deliveryAttempts: integer("delivery_attempts").notNull().default(0),
    lastDeliveryError: text("last_delivery_error"),
    /** Staff follow-up: handled or not, by whom. */
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledBy: text("handled_by").references(() => staff.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("form_submissions_created_idx").on(t.createdAt),
    index("form_submissions_form_idx").on(t.form, t.createdAt),
    index("form_submissions_restaurant_idx")
      .on(t.restaurantId)
      .where(sql`${t.restaurantId} is not null`),
  ],
);
