import { randomUUID } from "node:crypto";

import type { TestApp } from "./test-app.ts";

/** A response body as tests read it: any JSON, accessed freely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type JsonBody = Record<string, any>;

/** HTTP helpers for order tests: the real routes through inject(). */
export function orderClient(t: TestApp) {
  async function call(
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) {
    const res = await t.app.inject({
      method,
      url,
      ...(payload !== undefined ? { payload: payload as object } : {}),
      headers,
    });
    return {
      status: res.statusCode,
      body: res.body ? (res.json() as JsonBody) : {},
      headers: res.headers,
    };
  }
  return {
    call,
    async create(menuId: string, headers: Record<string, string> = {}) {
      const res = await call("POST", "/api/v1/orders/create", { menu_id: menuId }, headers);
      if (res.status !== 200)
        throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body as { id: string } & JsonBody;
    },
    add: (id: string, products: unknown[]) =>
      call("POST", `/api/v1/orders/${id}/products`, { products }),
    token: (id: string, number = "4111 1111 1111 1111", extra: Record<string, unknown> = {}) =>
      call("POST", `/api/v1/orders/${id}/token`, {
        number,
        exp_month: 12,
        exp_year: 2030,
        cvv: number.startsWith("3") ? "1234" : "123",
        zip: "27601",
        ...extra,
      }),
    submit: (
      id: string,
      body: unknown,
      key: string = randomUUID(),
      headers: Record<string, string> = {},
    ) => call("POST", `/api/v1/orders/${id}/submit`, body, { "idempotency-key": key, ...headers }),
  };
}

export const guest = {
  first_name: "Grace",
  last_name: "Hopper",
  email: "grace@example.com",
  phone: "919-555-0100",
};
