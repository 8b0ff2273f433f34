// @vitest-environment happy-dom
import { render, screen, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { MemberUser } from "@coop/contract/members";

import { clientStore } from "../../lib/store/client-store.ts";
import { SsoCallback } from "./sso-callback.tsx";
import { forgetRequests } from "./sso-rules.ts";

const user: MemberUser = {
  id: "m-1",
  first_name: "Nia",
  last_name: "Newbie",
  email: "nia@sso.example",
  phone: "9195550123",
  phone_display: "(919) 555-0123",
  optin: false,
  optin_sms: false,
  email_verified: true,
  has_password: false,
  addresses: [],
  payments: [],
  created: "2026-11-24T10:00:00Z",
};
const tokens = {
  access: { token: "access-1", expires: "2026-12-24T10:00:00Z" },
  ordering: { access: { token: "ordering-1", expires: "2026-12-24T10:00:00Z" } },
  id: "m-1",
  provider: "coop" as const,
  expires: "2026-12-24T10:00:00Z",
};

type Sent = { url: string; body: unknown };
let sent: Sent[];

/** members/sso answers `status` with `body` (after a tick, like the network). */
function answer(status: number, body: unknown) {
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    sent.push({ url, body: typeof init.body === "string" ? JSON.parse(init.body) : undefined });
    await new Promise((r) => setTimeout(r, 5));
    return new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    });
  });
}

function open(search: string) {
  window.history.replaceState(null, "", `/account/oauthcallback${search}`);
  const router = createMemoryRouter(
    [
      { path: "/account/oauthcallback", element: <SsoCallback /> },
      { path: "/account", element: <p>Account overview</p> },
      { path: "/account/complete", element: <p>Complete your profile</p> },
      { path: "/account/login", element: <p>Sign in page</p> },
      { path: "/order", element: <p>Order page</p> },
    ],
    { initialEntries: ["/", `/account/oauthcallback${search}`], initialIndex: 1 },
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

beforeEach(() => {
  sent = [];
  forgetRequests();
  clientStore.setState({ hydrated: true, user: null, token: null, redirect: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  clientStore.setState({ user: null, token: null, redirect: null });
});

describe("SsoCallback (/account/oauthcallback)", () => {
  it("member.sso-callback-once: posts code, state and iss once under strict mode, shows progress, signs in and replaces itself with /account", async () => {
    answer(200, { status: "ok", data: { tokens, user, created: false } });
    const router = open("?code=secret-code&state=s1&iss=http%3A%2F%2F127.0.0.1%3A4000");
    expect(screen.getByRole("status").textContent).toContain("Finishing your sign-in…");
    expect(screen.getByRole("progressbar", { name: "Signing you in" })).toBeTruthy();
    // The code left the address bar before anything was sent.
    expect(window.location.search).toBe("");
    await screen.findByText("Account overview");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe("/api/v1/members/sso");
    expect(sent[0]!.body).toEqual({
      code: "secret-code",
      state: "s1",
      iss: "http://127.0.0.1:4000",
    });
    expect(clientStore.getState().token?.access.token).toBe("access-1");
    expect(clientStore.getState().user?.first_name).toBe("Nia");
    // Replaced, not pushed: Back leads to the page before the provider, not to the callback.
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("goes to the saved redirect path after sign-in", async () => {
    clientStore.setState({ redirect: "/order" });
    answer(200, { status: "ok", data: { tokens, user, created: false } });
    open("?code=c&state=s2");
    await screen.findByText("Order page");
    expect(clientStore.getState().redirect).toBeNull();
  });

  it("member.sso-complete-profile: a member without a phone goes to /account/complete, and the saved redirect waits for after it", async () => {
    clientStore.setState({ redirect: "/order" });
    answer(200, { status: "ok", data: { tokens, user: { ...user, phone: null }, created: true } });
    open("?code=c&state=s3");
    await screen.findByText("Complete your profile");
    expect(clientStore.getState().redirect).toBe("/order");
    expect(clientStore.getState().token?.access.token).toBe("access-1");
  });

  it("member.sso-callback-errors: an expired or used state says so, links back to sign-in, and never shows the code", async () => {
    answer(400, {
      message: "body.state is unknown or expired: start the sign-in again.",
      errors: [{ path: "body.state", message: "is unknown or expired: start the sign-in again" }],
    });
    open("?code=secret-code-123&state=s4");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(
      "This sign-in took too long or was already used. Try again.",
    );
    expect(document.activeElement).toBe(alert);
    expect(screen.getByRole("link", { name: "Back to sign in" }).getAttribute("href")).toBe(
      "/account/login",
    );
    expect(document.body.textContent).not.toContain("secret-code-123");
    expect(clientStore.getState().token).toBeNull();
  });

  it("member.sso-callback-errors: a cancelled sign-in says the member cancelled, and spends the state on the server", async () => {
    answer(400, { message: "The sign-in with your provider was cancelled or refused." });
    open("?error=access_denied&state=s5");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("You cancelled the sign-in");
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ state: "s5", error: "access_denied" });
  });

  it("member.sso-callback-errors: an unverified provider email shows the server's message", async () => {
    const message =
      "Your sign-in provider did not share a verified email address, which Coop needs to find or create your account. Verify your email there, or sign up with your email and a password.";
    answer(403, { message });
    open("?code=c&state=s6");
    expect((await screen.findByRole("alert")).textContent).toContain(message);
  });

  it("member.sso-callback-once: opened without a code (a reload) posts nothing and says how to start again", async () => {
    answer(200, {});
    open("");
    expect((await screen.findByRole("alert")).textContent).toContain(
      "There is no sign-in to finish on this page.",
    );
    expect(sent).toHaveLength(0);
  });
});
