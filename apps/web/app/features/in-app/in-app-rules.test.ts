import { describe, expect, it } from "vitest";

import {
  codeRefusalOf,
  confirmLinkOf,
  continueName,
  orderPayable,
  paymentLinkOf,
  paymentReturnUrl,
  signinLinkOf,
} from "./in-app-rules.ts";

const challenge = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";
const q = (query: string) => new URLSearchParams(query);
const signinQuery = (extra = "") =>
  `redirect_uri=${encodeURIComponent("https://app.coop.test/auth")}&code_challenge=${challenge}&code_challenge_method=S256${extra}`;

describe("the sign-in link", () => {
  it("inapp.signin-link: a complete link gives the code call's body, state included when sent", () => {
    expect(signinLinkOf(q(signinQuery("&state=abc%20123")))).toEqual({
      redirect_uri: "https://app.coop.test/auth",
      code_challenge: challenge,
      code_challenge_method: "S256",
      state: "abc 123",
    });
    expect(signinLinkOf(q(signinQuery()))).toEqual({
      redirect_uri: "https://app.coop.test/auth",
      code_challenge: challenge,
      code_challenge_method: "S256",
    });
    const custom = signinQuery().replace(
      /redirect_uri=[^&]+/,
      "redirect_uri=coopapp%3A%2F%2Fsignin",
    );
    expect(signinLinkOf(q(custom))?.redirect_uri).toBe("coopapp://signin");
  });

  it("inapp.signin-link: a missing or malformed part is an incomplete link", () => {
    const cases = [
      "",
      signinQuery().replace(/redirect_uri=[^&]+&/, ""),
      signinQuery().replace(/code_challenge=[^&]+&/, ""),
      signinQuery().replace("&code_challenge_method=S256", ""),
      signinQuery().replace("S256", "plain"),
      signinQuery().replace(challenge, challenge.slice(1)),
      signinQuery().replace(challenge, `${challenge.slice(1)}+`),
      signinQuery().replace(/redirect_uri=[^&]+/, "redirect_uri=%2Fauth"),
      signinQuery().replace(/redirect_uri=[^&]+/, "redirect_uri=http%3A%2F%2Fapp.coop.test%2Fauth"),
      signinQuery().replace(/redirect_uri=[^&]+/, "redirect_uri=javascript%3Aalert(1)"),
      signinQuery().replace(/redirect_uri=[^&]+/, "redirect_uri=https%3A%2F%2Fa.test%2F%23x"),
      signinQuery("&redirect_uri=https%3A%2F%2Fother.test"),
      signinQuery(`&state=${"s".repeat(501)}`),
      signinQuery("&state=a&state=b"),
    ];
    for (const query of cases) expect(signinLinkOf(q(query)), query).toBeNull();
    expect(signinLinkOf(q(signinQuery(`&state=${"s".repeat(500)}`)))).not.toBeNull();
  });
});

describe("the payment link", () => {
  it("inapp.payment-link: order and redirect_uri are needed, state is optional", () => {
    expect(paymentLinkOf(q("order=abc_DEF-1&redirect_uri=coopapp%3A%2F%2Fpay&state=s1"))).toEqual({
      orderId: "abc_DEF-1",
      redirectUri: "coopapp://pay",
      state: "s1",
    });
    expect(paymentLinkOf(q("order=o1&redirect_uri=https%3A%2F%2Fapp.coop.test%2Fpay"))).toEqual({
      orderId: "o1",
      redirectUri: "https://app.coop.test/pay",
      state: null,
    });
  });

  it("inapp.payment-link: no order, an order id of the wrong shape or no usable address is an incomplete link", () => {
    for (const query of [
      "redirect_uri=coopapp%3A%2F%2Fpay",
      "order=o1",
      "order=o%2F1&redirect_uri=coopapp%3A%2F%2Fpay",
      `order=${"o".repeat(65)}&redirect_uri=coopapp%3A%2F%2Fpay`,
      "order=o1&redirect_uri=http%3A%2F%2Fapp.test%2Fpay",
      "order=o1&order=o2&redirect_uri=coopapp%3A%2F%2Fpay",
      "order=o1&redirect_uri=coopapp%3A%2F%2Fpay&state=a&state=b",
    ]) {
      expect(paymentLinkOf(q(query)), query).toBeNull();
    }
  });

  it("inapp.payment-return: the token and the state go in the address's query, its own query kept", () => {
    const back = new URL(paymentReturnUrl("https://app.coop.test/pay?flow=1", "tok_1", "s 1"));
    expect(back.origin + back.pathname).toBe("https://app.coop.test/pay");
    expect([...back.searchParams]).toEqual([
      ["flow", "1"],
      ["payment_token", "tok_1"],
      ["state", "s 1"],
    ]);
    expect(paymentReturnUrl("coopapp://pay", "tok_2", null)).toBe(
      "coopapp://pay?payment_token=tok_2",
    );
  });

  it("inapp.payment-return: a payment_token or state already in the address is replaced, not repeated", () => {
    const back = new URL(
      paymentReturnUrl("https://app.coop.test/pay?payment_token=old&state=old", "new", "s"),
    );
    expect(back.searchParams.getAll("payment_token")).toEqual(["new"]);
    expect(back.searchParams.getAll("state")).toEqual(["s"]);
  });

  it("inapp.payment-order: only an open order asks for a card", () => {
    expect(orderPayable("open")).toBe(true);
    for (const status of ["placed", "canceled", "abandoned", "ready", "completed"]) {
      expect(orderPayable(status), status).toBe(false);
    }
  });
});

describe("the confirmation link", () => {
  it("inapp.confirm-link: the id of the order and, when well formed, the return address", () => {
    expect(confirmLinkOf(q("id=o1&redirect_uri=coopapp%3A%2F%2Fdone"))).toEqual({
      orderId: "o1",
      redirectUri: "coopapp://done",
    });
    expect(confirmLinkOf(q("id=o1"))).toEqual({ orderId: "o1", redirectUri: null });
    expect(confirmLinkOf(q("id=o%2F1&redirect_uri=%2Fback"))).toEqual({
      orderId: null,
      redirectUri: null,
    });
    expect(confirmLinkOf(q(""))).toEqual({ orderId: null, redirectUri: null });
  });
});

describe("sending the member back to the app", () => {
  it("inapp.signin-refusal: no answer, an ended session, a refused address and other refusals each have their words", () => {
    expect(codeRefusalOf({ status: 0, errors: [] })).toEqual({ kind: "network" });
    expect(codeRefusalOf({ status: 401, errors: ["Sign in again."] })).toEqual({
      kind: "expired",
    });
    expect(
      codeRefusalOf({ status: 400, errors: ["body.redirect_uri is not an allowed app address"] }),
    ).toEqual({ kind: "notAllowed" });
    expect(
      codeRefusalOf({ status: 400, errors: ["body.code_challenge must be 43 characters"] }),
    ).toEqual({ kind: "refused", message: "body.code_challenge must be 43 characters" });
    expect(codeRefusalOf({ status: 429, errors: ["Too many requests."] })).toEqual({
      kind: "refused",
      message: "Too many requests.",
    });
  });

  it("inapp.signin-continue: the member is greeted by first name, else by email", () => {
    expect(continueName({ first_name: "Ada", email: "ada@coop.example" })).toBe("Ada");
    expect(continueName({ first_name: "  ", email: "ada@coop.example" })).toBe("ada@coop.example");
    expect(continueName(null)).toBe("");
  });
});
