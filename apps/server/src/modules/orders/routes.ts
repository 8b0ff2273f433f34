import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { apiErrorBodySchema } from "@coop/contract/errors";
import { readApiHeaders } from "@coop/contract/headers";
import { toCents } from "@coop/contract/money";
import {
  addProductsBodySchema,
  couponBodySchema,
  createOrderBodySchema,
  customFieldsBodySchema,
  donationBodySchema,
  handoffParamsSchema,
  orderIdParamsSchema,
  orderLineParamsSchema,
  orderSchema,
  orderStatusResponseSchema,
  setAddressBodySchema,
  setTimeBodySchema,
  setTipBodySchema,
  submitBodySchema,
  submitResponseSchema,
  trackBodySchema,
  transferBodySchema,
  transferResponseSchema,
  updateProductsBodySchema,
  validateResponseSchema,
} from "@coop/contract/orders";

import { HttpError } from "../../http/http-error.ts";
import { optionalCaller, type TokenService } from "../members/token-service.ts";
import type { PaymentAttemptGuard } from "../payments/attempt-guard-service.ts";
import type { PaymentsPort } from "./ports.ts";
import type { OrdersService } from "./service.ts";
import type { createSubmitService } from "./submit.ts";

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  402: apiErrorBodySchema,
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
  422: apiErrorBodySchema,
};
const okSchema = z.object({ id: z.string(), status: z.string() });

type Options = {
  orders: OrdersService;
  submit: ReturnType<typeof createSubmitService>;
  payments: PaymentsPort;
  tokens: TokenService;
  /** Card-testing limits on submit (payments/attempt-guard-service.ts). */
  paymentGuard: PaymentAttemptGuard;
};

/** api §7 "Order calls": the cart and checkout. Calls on an existing order use no token (api §6). */
export const orderRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { orders, submit, payments, tokens, paymentGuard },
) => {
  const tags = ["orders"];
  const orderResponse = { 200: orderSchema, ...errors };

  app.post(
    "/api/v1/orders/create",
    {
      schema: {
        tags,
        summary: "Create an order from a restaurant's menu",
        body: createOrderBodySchema,
        response: orderResponse,
      },
    },
    async (request) => {
      // Creating an order adds the ordering token when one exists (api §6).
      const caller = await optionalCaller(request, tokens, "ordering");
      const channel = readApiHeaders(request.headers).channel;
      return orders.create(request.body.menu_id, channel, caller?.memberId ?? null);
    },
  );

  app.get(
    "/api/v1/orders/:id",
    { schema: { tags, summary: "An order", params: orderIdParamsSchema, response: orderResponse } },
    async (request) => orders.get(request.params.id),
  );

  app.post(
    "/api/v1/orders/:id/products",
    {
      schema: {
        tags,
        summary: "Add products (priced on the server)",
        params: orderIdParamsSchema,
        body: addProductsBodySchema,
        response: orderResponse,
      },
    },
    async (request) => orders.addProducts(request.params.id, request.body),
  );

  app.put(
    "/api/v1/orders/:id/products",
    {
      schema: {
        tags,
        summary: "Change cart lines",
        params: orderIdParamsSchema,
        body: updateProductsBodySchema,
        response: orderResponse,
      },
    },
    async (request) => orders.updateProducts(request.params.id, request.body),
  );

  app.delete(
    "/api/v1/orders/:id/products/:productId",
    {
      schema: {
        tags,
        summary: "Remove a cart line",
        params: orderLineParamsSchema,
        response: orderResponse,
      },
    },
    async (request) => orders.removeProduct(request.params.id, request.params.productId),
  );

  app.post(
    "/api/v1/orders/:id/validate",
    {
      schema: {
        tags,
        summary: "Recompute and check everything before payment",
        params: orderIdParamsSchema,
        response: { 200: validateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = await optionalCaller(request, tokens, "ordering");
      const json = await orders.get(request.params.id);
      const rate = await orders.taxRate(request.params.id);
      // Members see their saved cards as billing accounts (api §3 Validate response).
      const accounts = caller ? await payments.savedCardsOf(caller.memberId) : [];
      return {
        order: json,
        taxes: [{ label: "Sales tax", rate, amount: json.totals.tax }],
        totals: json.totals,
        billing: [{ type: "creditcard", accounts }],
        messages: json.messages,
        valid: json.messages.length === 0 || json.messages.every((m) => m.code === "coupon"),
      };
    },
  );

  app.put(
    "/api/v1/orders/:id/handoff/:type",
    {
      schema: {
        tags,
        summary: "Pickup, curbside or delivery (dispatch)",
        params: handoffParamsSchema,
        response: orderResponse,
      },
    },
    async (request) => orders.setHandoff(request.params.id, request.params.type),
  );

  app.put(
    "/api/v1/orders/:id/address",
    {
      schema: {
        tags,
        summary: "The delivery address (sets handoff dispatch)",
        params: orderIdParamsSchema,
        body: setAddressBodySchema,
        response: orderResponse,
      },
    },
    async (request) => orders.setAddress(request.params.id, request.body.address),
  );

  app.put(
    "/api/v1/orders/:id/custom",
    {
      schema: {
        tags,
        summary: "Custom fields: the curbside vehicle make, model and color",
        params: orderIdParamsSchema,
        body: customFieldsBodySchema,
        response: orderResponse,
      },
    },
    async (request) =>
      orders.setCustom(request.params.id, request.body.fields as Record<string, string>),
  );

  app.put(
    "/api/v1/orders/:id/time",
    {
      schema: {
        tags,
        summary: "ASAP or a scheduled time among the menu's slots",
        params: orderIdParamsSchema,
        body: setTimeBodySchema,
        response: orderResponse,
      },
    },
    async (request) => orders.setTime(request.params.id, request.body.time),
  );

  app.delete(
    "/api/v1/orders/:id/time",
    {
      schema: {
        tags,
        summary: "Back to ASAP",
        params: orderIdParamsSchema,
        response: orderResponse,
      },
    },
    async (request) => orders.clearTime(request.params.id),
  );

  app.put(
    "/api/v1/orders/:id/tip",
    {
      schema: {
        tags,
        summary: "The tip",
        params: orderIdParamsSchema,
        body: setTipBodySchema,
        response: orderResponse,
      },
    },
    async (request) => orders.setTip(request.params.id, toCents(request.body.amount)),
  );

  app.put(
    "/api/v1/orders/:id/coupon",
    {
      schema: {
        tags,
        summary: "Apply a coupon code (upper-cased)",
        params: orderIdParamsSchema,
        body: couponBodySchema,
        response: orderResponse,
      },
    },
    async (request) => {
      // A wallet offer's code needs the member who holds it (the ordering token).
      const caller = await optionalCaller(request, tokens, "ordering");
      return orders.applyCoupon(request.params.id, request.body.code, caller?.memberId ?? null);
    },
  );

  app.delete(
    "/api/v1/orders/:id/coupon",
    {
      schema: {
        tags,
        summary: "Remove the coupon",
        params: orderIdParamsSchema,
        response: orderResponse,
      },
    },
    async (request) => orders.removeCoupon(request.params.id),
  );

  app.post(
    "/api/v1/orders/:id/transfer",
    {
      schema: {
        tags,
        summary: "Move the order to another menu; returns what could not be carried over",
        params: orderIdParamsSchema,
        body: transferBodySchema,
        response: { 200: transferResponseSchema, ...errors },
      },
    },
    async (request) => orders.transfer(request.params.id, request.body.menu_id),
  );

  app.post(
    "/api/v1/orders/:id/submit",
    {
      schema: {
        tags,
        summary: "Place the order (Idempotency-Key header: a replay returns the first response)",
        params: orderIdParamsSchema,
        body: submitBodySchema,
        headers: z.looseObject({
          "idempotency-key": z
            .string()
            .trim()
            .min(8, "must be at least 8 characters")
            .max(100)
            .optional(),
        }),
        response: { 200: submitResponseSchema, ...errors, 429: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      await paymentGuard.beforeCharge(request.params.id, request.ip);
      const caller = await optionalCaller(request, tokens, "ordering");
      const key = request.headers["idempotency-key"];
      const result = await submit
        .submit(
          request.params.id,
          request.body,
          caller?.memberId ?? null,
          typeof key === "string" ? key : null,
        )
        .catch(async (error: unknown) => {
          // A fresh decline (a replayed one is answered from the stored response, uncounted).
          if (error instanceof HttpError && error.statusCode === 402) {
            await paymentGuard.declined(request.params.id, request.ip);
          }
          throw error;
        });
      return reply.status(result.statusCode).send(result.body as never);
    },
  );

  app.get(
    "/api/v1/orders/:id/status",
    {
      schema: {
        tags,
        summary: "Where the order is (make-time model)",
        params: orderIdParamsSchema,
        response: { 200: orderStatusResponseSchema, ...errors },
      },
    },
    async (request) => submit.status(request.params.id),
  );

  app.post(
    "/api/v1/orders/:id/arrival",
    {
      schema: {
        tags,
        summary: "The curbside customer has arrived",
        params: orderIdParamsSchema,
        response: { 200: orderStatusResponseSchema, ...errors },
      },
    },
    async (request) => submit.arrival(request.params.id),
  );

  app.post(
    "/api/v1/orders/:id/track",
    {
      schema: {
        tags,
        summary: "Record a tracking event (products, or a payment failure of type ccsf)",
        params: orderIdParamsSchema,
        body: trackBodySchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      await submit.track(request.params.id, request.body);
      return { id: request.params.id, status: "recorded" };
    },
  );

  app.delete(
    "/api/v1/orders/:id",
    {
      schema: {
        tags,
        summary: "Cancel (until the kitchen starts): voids payment and coupon",
        params: orderIdParamsSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => submit.cancel(request.params.id),
  );

  app.delete(
    "/api/v1/orders/:id/abandon",
    {
      schema: {
        tags,
        summary: "Abandon an open order",
        params: orderIdParamsSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      await orders.abandon(request.params.id);
      return { id: request.params.id, status: "abandoned" };
    },
  );

  // Screens §7: the round-up donation (a v2 call).
  app.put(
    "/api/v2/carts/:id/donations",
    {
      schema: {
        tags,
        summary: "Round-up donation: the amount rounds the total up to a whole dollar",
        params: orderIdParamsSchema,
        body: donationBodySchema,
        response: orderResponse,
      },
    },
    async (request) =>
      orders.setDonation(request.params.id, {
        id: request.body.id,
        amountCents: toCents(request.body.amount),
      }),
  );
};
