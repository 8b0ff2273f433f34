import { describe, expect, expectTypeOf, it } from "vitest";

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

const accepts = (shape: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) =>
  shape.safeParse(value).success;

describe("scalars", () => {
  it("string accepts only strings, and with a pattern only those that match it", () => {
    expect(string().parse("")).toBe("");
    expect(accepts(string(), 1)).toBe(false);
    expect(accepts(string(), null)).toBe(false);
    expect(accepts(string(), undefined)).toBe(false);
    const created = string(/^\d{8} \d{2}:\d{2}$/);
    expect(created.parse("20261120 14:05")).toBe("20261120 14:05");
    expect(accepts(created, "2026-11-20 14:05")).toBe(false);
    expect(accepts(string(/./s), "")).toBe(false);
  });

  it("number accepts finite numbers only, and checks int and positive when asked", () => {
    expect(number().parse(-1.5)).toBe(-1.5);
    for (const bad of ["1", NaN, Infinity, null, undefined])
      expect(accepts(number(), bad)).toBe(false);
    const quantity = number({ int: true, positive: true });
    expect(quantity.parse(2)).toBe(2);
    for (const bad of [0, -1, 1.5, 2 ** 53]) expect(accepts(quantity, bad)).toBe(false);
    expect(number({ int: true }).parse(-3)).toBe(-3);
    expect(number({ positive: true }).parse(0.5)).toBe(0.5);
  });

  it("boolean accepts true and false and nothing that merely looks like them", () => {
    expect(boolean().parse(false)).toBe(false);
    expect(boolean().parse(true)).toBe(true);
    for (const bad of [0, 1, "true", null]) expect(accepts(boolean(), bad)).toBe(false);
  });

  it("unknown accepts anything as it is", () => {
    const value = { any: ["thing"] };
    expect(unknown().parse(value)).toBe(value);
    expect(unknown().parse(undefined)).toBeUndefined();
  });

  it("oneOf accepts only the listed values", () => {
    const handoff = oneOf(["pickup", "dispatch"]);
    expect(handoff.parse("dispatch")).toBe("dispatch");
    expect(accepts(handoff, "delivery")).toBe(false);
    expect(accepts(handoff, "PICKUP")).toBe(false);
    expectTypeOf<Infer<typeof handoff>>().toEqualTypeOf<"pickup" | "dispatch">();
  });

  it("id turns a number into a string and keeps a string, and refuses anything else", () => {
    expect(id().parse(7)).toBe("7");
    expect(id().parse("m7")).toBe("m7");
    for (const bad of [null, undefined, true, {}, NaN]) expect(accepts(id(), bad)).toBe(false);
  });
});

describe("combinators", () => {
  it("array checks every item, returns the items as their shape gives them, refuses non-arrays", () => {
    expect(array(id()).parse([1, "2"])).toEqual(["1", "2"]);
    expect(array(number()).parse([])).toEqual([]);
    expect(accepts(array(number()), [1, "2"])).toBe(false);
    expect(accepts(array(number()), { 0: 1, length: 1 })).toBe(false);
    expect(accepts(array(number()), "1")).toBe(false);
  });

  it("object keeps keys it does not name and refuses non-objects and missing fields", () => {
    const location = object({ id: id(), name: string() });
    expect(location.parse({ id: 7, name: "Raleigh", phone: "9195550100" })).toEqual({
      id: "7",
      name: "Raleigh",
      phone: "9195550100",
    });
    expect(accepts(location, { id: 7 })).toBe(false);
    expect(accepts(location, { id: 7, name: 1 })).toBe(false);
    for (const bad of [null, [], "x", undefined]) expect(accepts(location, bad)).toBe(false);
  });

  it("object returns a copy and leaves its input as it was", () => {
    const input = { id: 7, name: "Raleigh" };
    const output = object({ id: id(), name: string() }).parse(input);
    expect(output).not.toBe(input);
    expect(input.id).toBe(7);
  });

  it("optional accepts undefined, and an absent key stays absent", () => {
    const user = object({ first_name: string(), email: optional(string()) });
    const parsed = user.parse({ first_name: "Ada" });
    expect(parsed).toEqual({ first_name: "Ada" });
    expect("email" in parsed).toBe(false);
    expect(user.parse({ first_name: "Ada", email: "a@b.c" }).email).toBe("a@b.c");
    expect(accepts(user, { first_name: "Ada", email: null })).toBe(false);
    expect(optional(string()).parse(undefined)).toBeUndefined();
    expectTypeOf<Infer<typeof user>>().toMatchTypeOf<{ first_name: string; email?: string }>();
  });

  it("nullable accepts null and otherwise the inner shape", () => {
    expect(nullable(string()).parse(null)).toBeNull();
    expect(nullable(id()).parse(3)).toBe("3");
    expect(accepts(nullable(string()), undefined)).toBe(false);
    expect(accepts(nullable(string()), 1)).toBe(false);
  });

  it("withDefault fills a missing value with a fresh default and checks a present one", () => {
    const lines = withDefault(array(string()), () => []);
    const first = lines.parse(undefined);
    expect(first).toEqual([]);
    first.push("x");
    expect(lines.parse(undefined)).toEqual([]);
    expect(lines.parse(["a"])).toEqual(["a"]);
    expect(accepts(lines, [1])).toBe(false);
    expect(accepts(lines, null)).toBe(false);
    const order = object({ id: string(), products: lines });
    expect(order.parse({ id: "o1" })).toEqual({ id: "o1", products: [] });
  });

  it("union takes the first shape that accepts the value, with its transform", () => {
    const anyId = union(string(), number());
    expect(anyId.parse(7)).toBe(7);
    expect(anyId.parse("7")).toBe("7");
    expect(accepts(anyId, null)).toBe(false);
    expect(union(id(), number()).parse(7)).toBe("7");
    expectTypeOf<Infer<typeof anyId>>().toEqualTypeOf<string | number>();
  });
});

describe("safeParse and parse", () => {
  it("safeParse says success with the data, or failure without throwing", () => {
    expect(number().safeParse(1)).toEqual({ success: true, data: 1 });
    expect(number().safeParse("1")).toEqual({ success: false });
  });

  it("parse returns the data or throws a TypeError", () => {
    expect(object({ id: id() }).parse({ id: 1 })).toEqual({ id: "1" });
    expect(() => object({ id: id() }).parse({})).toThrow(TypeError);
  });

  it("a failure deep inside fails the whole value", () => {
    const menu = object({
      categories: array(object({ products: array(object({ name: string() })) })),
    });
    expect(accepts(menu, { categories: [{ products: [{ name: "Tenders" }] }] })).toBe(true);
    expect(accepts(menu, { categories: [{ products: [{ name: "Tenders" }, {}] }] })).toBe(false);
  });
});
