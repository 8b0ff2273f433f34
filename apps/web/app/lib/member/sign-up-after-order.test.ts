import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { clientStore } from "../store/client-store.ts";
import { hasSignUpFor, holdSignUp, signUpAfterOrder } from "./sign-up-after-order.ts";

type Sent = { method: string; url: string; body: unknown };
let sent: Sent[];

function answer(status: number, body: unknown) {
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    sent.push({
      method: init.method ?? "GET",
      url,
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    });
    return new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    });
  });
}

const details = {
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.com",
  phone: "919-555-0142",
  password: "Analytical-Engine-1843",
};
const tokens = {
  access: { token: "a".repeat(40), expires: "2026-12-24T00:00:00Z" },
  ordering: { access: { token: "o".repeat(40), expires: "2026-12-24T00:00:00Z" } },
  id: "member-1",
  provider: "coop",
  expires: "2026-12-24T00:00:00Z",
};
const memberUser = {
  id: "member-1",
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.com",
  phone: "9195550142",
  phone_display: "(919) 555-0142",
  optin: false,
  optin_sms: false,
  email_verified: false,
  has_password: true,
  addresses: [],
  payments: [],
};

beforeEach(() => {
  sent = [];
  clientStore.setState({ user: null, token: null, redirect: "/somewhere" });
});
afterEach(() => {
  vi.unstubAllGlobals();
  clientStore.setState({ user: null, token: null, redirect: null });
});

describe("the account asked for at checkout", () => {
  it("checkout.create-account: runs once for the order placed: members/create with the order id and the terms accepted, then the visitor is signed in", async () => {
    answer(200, { status: "ok", data: { tokens, user: memberUser, order_claimed: true } });
    expect(signUpAfterOrder("order-1")).toBeNull();
    holdSignUp("order-1", details);
    expect(hasSignUpFor("order-1")).toBe(true);
    expect(signUpAfterOrder("order-2")).toBeNull();
    const first = signUpAfterOrder("order-1");
    expect(signUpAfterOrder("order-1")).toBe(first);
    expect(await first).toEqual({ kind: "created", firstName: "Ada", claimed: true });
    expect(sent).toEqual([
      {
        method: "POST",
        url: "/api/v1/members/create",
        body: { ...details, order_id: "order-1", accept_terms: true },
      },
    ]);
    const state = clientStore.getState();
    expect(state.token?.id).toBe("member-1");
    expect(state.user?.email).toBe("ada@example.com");
    // Signed in where they are: the saved redirect is not followed (and is forgotten).
    expect(state.redirect).toBeNull();
  });

  it("checkout.create-account: a refusal (email taken) is said in words and signs no one in", async () => {
    answer(409, { message: "An account already uses ada@example.com. Sign in instead." });
    holdSignUp("order-3", details);
    expect(await signUpAfterOrder("order-3")).toEqual({
      kind: "failed",
      status: 409,
      message: "An account already uses ada@example.com. Sign in instead.",
    });
    expect(clientStore.getState().token).toBeNull();
  });
});
