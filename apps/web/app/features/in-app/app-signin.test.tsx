// @vitest-environment happy-dom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { api } from "../../lib/api-client.ts";
import { completeSignIn } from "../../lib/member/session.ts";
import { clientStore } from "../../lib/store/client-store.ts";
import { AppSignin } from "./app-signin.tsx";
import type { SigninLink } from "./in-app-rules.ts";

const member = {
  id: "m1",
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@coop.example",
  phone: null,
  phone_display: null,
  optin: true,
  optin_sms: false,
  email_verified: true,
  has_password: true,
  addresses: [],
  payments: [],
  created: "2026-01-01T00:00:00.000Z",
};
const tokens = {
  access: { token: "ACCESS", expires: "2026-12-01T00:00:00.000Z" },
  ordering: { access: { token: "ORDERING", expires: "2026-12-01T00:00:00.000Z" } },
  id: "m1",
  provider: "coop" as const,
  expires: "2026-12-01T00:00:00.000Z",
};
const link: SigninLink = {
  redirect_uri: "https://app.coop.test/auth",
  code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
  code_challenge_method: "S256",
  state: "xyz",
};
const redirect = "https://app.coop.test/auth?code=ONE-TIME&state=xyz";

type Sent = { method: string; url: string; headers: Record<string, string>; body: unknown };
let sent: Sent[];

function network(reply: (sent: Sent) => Response) {
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const request: Sent = {
      method: init.method ?? "GET",
      url,
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    return reply(request);
  });
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A stand-in for the account's sign-in form: signs in through the API, then tells the flow. */
function FakeForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        const result = await api.call("membersSignin", {
          body: { email: "ada@coop.example", password: "Biscuits&Gravy42" },
        });
        if (result.ok) {
          completeSignIn(result.data.data);
          onSignedIn();
        }
      }}
    >
      Sign in (form)
    </button>
  );
}

function renderSignin(go: (url: string) => void) {
  const Stub = createRoutesStub([
    {
      path: "/app/signin",
      Component: () => (
        <AppSignin
          link={link}
          go={go}
          signInForm={(onSignedIn) => <FakeForm onSignedIn={onSignedIn} />}
        />
      ),
    },
  ]);
  return render(<Stub initialEntries={["/app/signin?redirect_uri=x"]} />);
}

beforeEach(() => {
  sent = [];
  clientStore.setState({ hydrated: true, user: null, token: null, redirect: null });
});
afterEach(() => vi.unstubAllGlobals());

describe("AppSignin", () => {
  it("inapp.signin-flow: signed out, the form signs in, then the code call (token in its header, not in any URL) sends the browser to the app's address", async () => {
    const user = userEvent.setup();
    network((r) =>
      r.url.endsWith("/members/signin")
        ? json(200, { status: "ok", data: { tokens, user: member } })
        : json(200, { status: "ok", data: { code: "ONE-TIME", expires_in: 120, redirect } }),
    );
    const go = vi.fn();
    renderSignin(go);
    // Single sign-on comes back to this link.
    expect(clientStore.getState().redirect).toBe("/app/signin?redirect_uri=x");
    await user.click(screen.getByRole("button", { name: "Sign in (form)" }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(redirect));
    expect(screen.getByRole("status").textContent).toContain("Taking you back to the app");
    const code = sent.find((r) => r.url.endsWith("/api/v1/app/auth/code"));
    expect(code).toMatchObject({ method: "POST", body: link });
    expect(code?.headers.authorization).toBe("Bearer ACCESS");
    for (const r of sent) expect(r.url).not.toContain("ACCESS");
    expect(go.mock.calls[0]![0]).not.toContain("ACCESS");
  });

  it("inapp.signin-continue: signed in on this web view, Continue as Ada asks for the code at once; nothing is asked before the click", async () => {
    const user = userEvent.setup();
    clientStore.setState({ user: { ...member, phone: undefined } as never, token: tokens });
    network(() =>
      json(200, { status: "ok", data: { code: "ONE-TIME", expires_in: 120, redirect } }),
    );
    const go = vi.fn();
    renderSignin(go);
    expect(screen.getByText("You're signed in as ada@coop.example.")).toBeTruthy();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Continue as Ada" }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(redirect));
    expect(sent.map((r) => r.url)).toEqual(["/api/v1/app/auth/code"]);
  });

  it("inapp.signin-refusal: a refused return address says so, takes the focus and the browser stays", async () => {
    const user = userEvent.setup();
    clientStore.setState({ user: { ...member, phone: undefined } as never, token: tokens });
    network(() =>
      json(400, {
        status: "error",
        errors: [{ path: "body.redirect_uri", message: "is not an allowed app redirect address" }],
      }),
    );
    const go = vi.fn();
    renderSignin(go);
    await user.click(screen.getByRole("button", { name: "Continue as Ada" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("This app isn't allowed to sign in here.");
    expect(document.activeElement).toBe(alert);
    expect(go).not.toHaveBeenCalled();
  });

  it("inapp.signin-refusal: an ended session signs the member out here and shows the form with the reason", async () => {
    const user = userEvent.setup();
    clientStore.setState({ user: { ...member, phone: undefined } as never, token: tokens });
    network(() => json(401, { status: "error", errors: ["Sign in again."] }));
    const go = vi.fn();
    renderSignin(go);
    await user.click(screen.getByRole("button", { name: "Continue as Ada" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Your session has ended.");
    expect(await screen.findByRole("button", { name: "Sign in (form)" })).toBeTruthy();
    expect(clientStore.getState().token).toBeNull();
    expect(go).not.toHaveBeenCalled();
  });

  it("inapp.signin-continue: Use another account signs out (the session revoked on the server) and shows the form", async () => {
    const user = userEvent.setup();
    clientStore.setState({ user: { ...member, phone: undefined } as never, token: tokens });
    network(() => json(200, { status: "ok" }));
    renderSignin(vi.fn());
    await user.click(screen.getByRole("button", { name: "Use another account" }));
    expect(await screen.findByRole("button", { name: "Sign in (form)" })).toBeTruthy();
    expect(sent.map((r) => `${r.method} ${r.url}`)).toContain("DELETE /api/v1/members/signout");
    expect(clientStore.getState().user).toBeNull();
  });
});
