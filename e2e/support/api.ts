// The HTTP API of the shared e2e server, called the way the web app calls it: through the
// contract's client (the endpoint table builds the URL, method and headers). Each call infers
// its request and answer types from the endpoint id; the wrappers only name the arguments.
import { expect } from "vitest";

import type { BodyOf } from "@coop/contract/api-types";
import { type ApiResult, createApiClient } from "@coop/contract/client";
import type { MemberAuthResponse } from "@coop/contract/members";

import { baseUrl } from "./browser.ts";

export type MemberSession = MemberAuthResponse["data"];

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
  return {
    locationsList: () => client.call("locationsList"),
    locationsGet: (id: number) => client.call("locationsGet", { params: { id } }),
    ordersCreate: (menuId: string) => client.call("ordersCreate", { body: { menu_id: menuId } }),
    ordersAbandon: (id: string) => client.call("ordersAbandon", { params: { id } }),
    ordersAddProducts: (id: string, body: BodyOf<"ordersAddProducts">) =>
      client.call("ordersAddProducts", { params: { id }, body }),
    ordersSetHandoff: (id: string, type: "pickup" | "curbside" | "dispatch") =>
      client.call("ordersSetHandoff", { params: { id, type } }),
    ordersSetTime: (id: string, time: BodyOf<"ordersSetTime">["time"]) =>
      client.call("ordersSetTime", { params: { id }, body: { time } }),
    ordersSetCustom: (id: string, fields: BodyOf<"ordersSetCustom">["fields"]) =>
      client.call("ordersSetCustom", { params: { id }, body: { fields } }),
    ordersValidate: (id: string) => client.call("ordersValidate", { params: { id } }),
    ordersToken: (id: string, card: BodyOf<"ordersToken">) =>
      client.call("ordersToken", { params: { id }, body: card }),
    ordersSubmit: (id: string, body: BodyOf<"ordersSubmit">, idempotencyKey: string) =>
      client.call("ordersSubmit", { params: { id }, body, idempotencyKey }),
    ordersStatus: (id: string) => client.call("ordersStatus", { params: { id } }),
    ordersRecent: () => client.call("ordersRecent"),
    ordersFavesList: () => client.call("ordersFavesList"),
    membersSignin: (email: string, password: string) =>
      client.call("membersSignin", { body: { email, password } }),
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
export const demoMember = { email: "ada@coop.example", password: "Biscuits&Gravy42" } as const;

/** Signs the demo member in through POST members/signin: her user and tokens. */
export async function signInDemoMember(): Promise<MemberSession> {
  const answer = ok(
    await apiClient().membersSignin(demoMember.email, demoMember.password),
    "POST members/signin",
  );
  return answer.data;
}

/**
 * Gives a test order the earliest ready time the handoff answer offered (tests run at any
 * hour). While the restaurant is open that time is ASAP itself — not a 15-minute slot one can
 * schedule, so PUT orders/{id}/time refuses it — and the order simply stays ASAP; while it is
 * closed it is the first slot after opening, which is scheduled.
 */
export async function takeEarliestTime(
  api: ReturnType<typeof apiClient>,
  orderId: string,
  time: { mode: string; earliest: string | null },
): Promise<void> {
  if (!time.earliest) throw new Error("the restaurant offers no ready time");
  const scheduled = await api.ordersSetTime(orderId, time.earliest);
  if (scheduled.ok) return;
  if (time.mode === "asap" && scheduled.status === 400) return;
  ok(scheduled, "PUT orders/{id}/time");
}
