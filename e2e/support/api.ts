// The HTTP API of the shared e2e server, called the way the web app calls it: through the
// contract's client (the endpoint table builds the URL, method and headers), typed with the
// contract's schemas. Each wrapper names one endpoint; once the client's `call` infers the
// response type from the endpoint id, the `as ApiResult<…>` casts below can go.
import { expect } from "vitest";
import type { z } from "zod";

import { type ApiResult, createApiClient } from "@coop/contract/client";
import type { Location, locationListResponseSchema } from "@coop/contract/locations";
import type { MemberAuthResponse } from "@coop/contract/members";
import type {
  addProductsBodySchema,
  favoriteOrdersResponseSchema,
  OrderJson,
  orderStatusResponseSchema,
  recentOrdersResponseSchema,
  submitBodySchema,
  submitResponseSchema,
  validateResponseSchema,
} from "@coop/contract/orders";
import type { cardTokenBodySchema, CardTokenResponse } from "@coop/contract/payments";

import { baseUrl } from "./browser.ts";

type OrderStatus = z.infer<typeof orderStatusResponseSchema>;
type Validation = z.infer<typeof validateResponseSchema>;
type Submitted = z.infer<typeof submitResponseSchema>;
export type MemberSession = MemberAuthResponse["data"];
// Request bodies as a caller writes them (before the schema's defaults apply).
type AddProductsBody = z.input<typeof addProductsBodySchema>;
type SubmitBody = z.input<typeof submitBodySchema>;
type CardTokenBody = z.input<typeof cardTokenBodySchema>;

/**
 * A client of the server at `origin` (the shared e2e server by default), sending the member's
 * ordering token on the calls whose auth class asks for it.
 */
export function apiClient(options: { origin?: string; orderingToken?: string } = {}) {
  const client = createApiClient({
    baseUrl: options.origin ?? baseUrl(),
    context: () => ({
      channel: "default",
      clientType: "web",
      orderingToken: options.orderingToken ?? null,
    }),
  });
  const typed = <T>(result: Promise<ApiResult<unknown>>) => result as Promise<ApiResult<T>>;
  return {
    locationsList: () =>
      typed<z.infer<typeof locationListResponseSchema>>(client.call("locationsList")),
    locationsGet: (id: number) => typed<Location>(client.call("locationsGet", { params: { id } })),
    ordersCreate: (menuId: string) =>
      typed<OrderJson>(client.call("ordersCreate", { body: { menu_id: menuId } })),
    ordersAbandon: (id: string) => client.call("ordersAbandon", { params: { id } }),
    ordersAddProducts: (id: string, body: AddProductsBody) =>
      typed<OrderJson>(client.call("ordersAddProducts", { params: { id }, body })),
    ordersSetHandoff: (id: string, type: "pickup" | "curbside" | "dispatch") =>
      typed<OrderJson>(client.call("ordersSetHandoff", { params: { id, type } })),
    ordersSetTime: (id: string, time: string | null) =>
      typed<OrderJson>(client.call("ordersSetTime", { params: { id }, body: { time } })),
    ordersSetCustom: (id: string, fields: Record<string, string>) =>
      typed<OrderJson>(client.call("ordersSetCustom", { params: { id }, body: { fields } })),
    ordersValidate: (id: string) =>
      typed<Validation>(client.call("ordersValidate", { params: { id } })),
    ordersToken: (id: string, card: CardTokenBody) =>
      typed<CardTokenResponse>(client.call("ordersToken", { params: { id }, body: card })),
    ordersSubmit: (id: string, body: SubmitBody, idempotencyKey: string) =>
      typed<Submitted>(client.call("ordersSubmit", { params: { id }, body, idempotencyKey })),
    ordersStatus: (id: string) =>
      typed<OrderStatus>(client.call("ordersStatus", { params: { id } })),
    ordersRecent: () =>
      typed<z.infer<typeof recentOrdersResponseSchema>>(client.call("ordersRecent")),
    ordersFavesList: () =>
      typed<z.infer<typeof favoriteOrdersResponseSchema>>(client.call("ordersFavesList")),
    membersSignin: (email: string, password: string) =>
      typed<MemberAuthResponse>(client.call("membersSignin", { body: { email, password } })),
  };
}

/** The answer's data; the test fails, naming the call and the answer, unless it is a 200. */
export function ok<T>(result: ApiResult<T>, what = "the API call"): T {
  expect(result.status, `${what}: ${JSON.stringify(result.ok ? result.data : result.body)}`).toBe(
    200,
  );
  if (!result.ok) throw new Error(`${what} failed`);
  return result.data;
}

/** The demo member of the seed data (Ada), as README's demo accounts list her. */
const demoMember = { email: "ada@coop.example", password: "Biscuits&Gravy42" } as const;

/** Signs the demo member in through POST members/signin: her user and tokens. */
export async function signInDemoMember(): Promise<MemberSession> {
  const answer = ok(
    await apiClient().membersSignin(demoMember.email, demoMember.password),
    "POST members/signin",
  );
  return answer.data;
}
