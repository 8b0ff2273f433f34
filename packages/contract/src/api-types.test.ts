import { describe, expectTypeOf, it } from "vitest";

import type {
  BodyOf,
  ParamNamesOf,
  ParamsOf,
  QueryOf,
  RequestOf,
  ResponseOf,
} from "./api-types.ts";
import type { ApiClient, ApiResult, CallArgs } from "./client.ts";
import type { EndpointSchemaMap, EndpointSchemaRow, EndpointSchemas } from "./endpoint-schemas.ts";
import type { EndpointId } from "./endpoints.ts";
import type { OrderJson } from "./orders.ts";

// These are checked by the type checker (`npm run typecheck` covers test files); an
// assertion that does not hold is a compile error.

/** Ids whose row is not exactly the four keys. */
type RowsWithOtherKeys = {
  [I in EndpointId]: [keyof EndpointSchemas[I]] extends [keyof EndpointSchemaRow]
    ? [keyof EndpointSchemaRow] extends [keyof EndpointSchemas[I]]
      ? never
      : I
    : I;
}[EndpointId];

/** Ids whose `params` is null while the path has placeholders, or the other way round. */
type ParamsMismatch = {
  [I in EndpointId]: [ParamNamesOf<I>] extends [never]
    ? EndpointSchemas[I]["params"] extends null
      ? never
      : I
    : EndpointSchemas[I]["params"] extends null
      ? I
      : never;
}[EndpointId];

describe("the endpoint schema map (types)", () => {
  it("has one row per endpoint id, each with params, query, body and response", () => {
    expectTypeOf<keyof EndpointSchemas>().toEqualTypeOf<EndpointId>();
    expectTypeOf<RowsWithOtherKeys>().toEqualTypeOf<never>();
    expectTypeOf<EndpointSchemas>().toExtend<EndpointSchemaMap>();
  });

  it("refuses a map with a row missing, or a row without one of its keys", () => {
    type Full = EndpointSchemas;
    // @ts-expect-error -- a missing row is a compile error
    const missingRow: EndpointSchemaMap = {} as Omit<Full, "ordersGet">;
    // @ts-expect-error -- a row without its `query` key is a compile error
    const missingKey: EndpointSchemaMap = {} as Omit<Full, "ordersGet"> & {
      ordersGet: Omit<Full["ordersGet"], "query">;
    };
    expectTypeOf(missingRow).toEqualTypeOf<EndpointSchemaMap>();
    expectTypeOf(missingKey).toEqualTypeOf<EndpointSchemaMap>();
  });

  it("has a params schema exactly when the path has placeholders", () => {
    expectTypeOf<ParamsMismatch>().toEqualTypeOf<never>();
  });
});

describe("the request and response types of a call", () => {
  it("ordersAddProducts: params { id }, the products body, the order in answer", () => {
    expectTypeOf<ParamsOf<"ordersAddProducts">>().toEqualTypeOf<{
      readonly id: string | number;
    }>();
    expectTypeOf<BodyOf<"ordersAddProducts">>().toHaveProperty("products");
    expectTypeOf<ResponseOf<"ordersAddProducts">>().toEqualTypeOf<OrderJson>();
    expectTypeOf<QueryOf<"ordersAddProducts">>().toBeNever();
  });

  it("the client's call infers them from the id, with no type argument", () => {
    const api = {} as ApiClient;
    const call = () =>
      api.call("ordersAddProducts", {
        params: { id: "o1" },
        body: { products: [{ id: 12, quantity: 1 }] },
      });
    expectTypeOf(call).returns.resolves.toEqualTypeOf<ApiResult<OrderJson>>();
    const calls = () => [
      // @ts-expect-error -- the body is required
      api.call("ordersAddProducts", { params: { id: "o1" } }),
      // @ts-expect-error -- the path parameters are required
      api.call("ordersGet"),
      // @ts-expect-error -- a call without a body takes none
      api.call("ordersGet", { params: { id: "o1" }, body: {} }),
      // @ts-expect-error -- a body of the wrong shape
      api.call("ordersSetTip", { params: { id: "o1" }, body: { tip: 1 } }),
      // @ts-expect-error -- the required query memberID
      api.call("membersBalance"),
      // @ts-expect-error -- no type argument any more
      api.call<{ count: number }>("locationsList"),
    ];
    expectTypeOf(calls).toBeFunction();
  });

  it("makes a part optional when the schema allows leaving it out", () => {
    expectTypeOf<RequestOf<"locationsList">>().toEqualTypeOf<
      { params?: never } & { query?: never } & { body?: never }
    >();
    const api = {} as ApiClient;
    const calls = () => [
      api.call("locationsList"),
      api.call("membersSso"),
      api.call("upsellsList", { params: { orderId: "o1" } }),
      api.call("membersBalance", { query: { memberID: "m1" } }),
    ];
    expectTypeOf(calls).toBeFunction();
    expectTypeOf<ResponseOf<"membersCreate">["status"]>().toEqualTypeOf<"ok">();
  });
});

describe("a wrapper around the client's call (types)", () => {
  it("forwards the id and the options and keeps the inferred types", () => {
    const api = {} as ApiClient;
    function wrapped<I extends EndpointId>(id: I, ...args: CallArgs<I>) {
      return api.call(id, ...args);
    }
    const call = () => wrapped("ordersSetTip", { params: { id: "o1" }, body: { amount: 2 } });
    expectTypeOf(call).returns.resolves.toEqualTypeOf<ApiResult<OrderJson>>();
    // @ts-expect-error -- the wrapper checks the body like the client's call does
    const bad = () => wrapped("ordersSetTip", { params: { id: "o1" } });
    expectTypeOf(bad).toBeFunction();
  });
});
