import { describe, expect, it } from "vitest";

import { normalizeErrors } from "./error-list.ts";

const FALLBACK = "Connection issue. Please try again.";

describe("normalizeErrors", () => {
  it("errors.client-list: a list of strings is used as the error list", () => {
    expect(normalizeErrors(["Email is taken.", "Phone is invalid."])).toEqual([
      "Email is taken.",
      "Phone is invalid.",
    ]);
  });

  it("errors.client-list: a list of objects gives each object's message", () => {
    expect(
      normalizeErrors([{ message: "Store is closed." }, { message: "Item sold out.", code: 9 }]),
    ).toEqual(["Store is closed.", "Item sold out."]);
  });

  it("errors.client-list: list entries without a string message are skipped", () => {
    expect(normalizeErrors([{ code: 1 }, { message: "Item sold out." }, { message: 42 }])).toEqual([
      "Item sold out.",
    ]);
  });

  it("errors.client-list: an object with a non-empty errors list gives the field messages", () => {
    const body = {
      message: "The request has invalid fields.",
      errors: [
        { path: "email", message: "Email must be a valid address." },
        { path: "phone", message: "Phone must have 10 digits." },
      ],
      requestId: "req-1",
    };
    expect(normalizeErrors(body)).toEqual([
      "Email must be a valid address.",
      "Phone must have 10 digits.",
    ]);
  });

  it("errors.client-list: an errors list of strings inside an object gives those strings", () => {
    expect(normalizeErrors({ errors: ["Code is invalid"] })).toEqual(["Code is invalid"]);
  });

  it("errors.client-list: an object with an empty errors list falls back to its message", () => {
    expect(normalizeErrors({ message: "Order not found.", errors: [], requestId: "r" })).toEqual([
      "Order not found.",
    ]);
  });

  it("errors.client-list: a single body with a message gives that message", () => {
    expect(normalizeErrors({ message: "[200] Code is invalid" })).toEqual([
      "[200] Code is invalid",
    ]);
  });

  it.each([
    ["null", null],
    ["undefined", undefined],
    ["a number", 500],
    ["an HTML string", "<html><body>502 Bad Gateway</body></html>"],
    ["an empty list", []],
    ["a list of objects without a message", [{ code: 1 }, { error: "x" }]],
    ["an object without a message", { status: "error" }],
    ["an object whose message is not a string", { message: { text: "x" } }],
    ["an object with an empty message", { message: "" }],
  ])("errors.client-list: otherwise the connection-issue text (%s)", (_name, body) => {
    expect(normalizeErrors(body)).toEqual([FALLBACK]);
  });
});
