// @vitest-environment happy-dom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { clientStore } from "../../lib/store/client-store.ts";
import { VerifyView } from "./verify-view.tsx";

const member = {
  id: "m1",
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@coop.example",
  phone: "9195550100",
  phone_display: "(919) 555-0100",
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

type Sent = { method: string; url: string; headers: Record<string, string>; body: unknown };
let sent: Sent[];

/** The network edge: every call is recorded and answered by `reply`. */
function network(reply: (sent: Sent) => Response | Promise<Response>) {
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
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderVerify(at: string) {
  const Stub = createRoutesStub([
    { path: "/account/verify", Component: VerifyView },
    { path: "/account/login", Component: Where },
  ]);
  return render(<Stub initialEntries={[at]} />);
}

const signedIn = () =>
  clientStore.setState({ user: { ...member, email_verified: false } as never, token: tokens });
const outcome = () => screen.getByTestId("verify-outcome");

beforeEach(() => {
  sent = [];
  clientStore.setState({ hydrated: true, user: null, token: null, redirect: null });
});
afterEach(() => vi.unstubAllGlobals());

describe("VerifyView", () => {
  it("member.verify-page: calls members/verify once with the link's token and email, says verified and refreshes the stored member", async () => {
    signedIn();
    network((request) =>
      request.url.endsWith("/members/verify")
        ? json(200, { status: "ok", message: "Your email address is verified." })
        : json(200, { ...member, email_verified: true }),
    );
    renderVerify("/account/verify?token=tok-123&email=ada%40coop.example");
    expect(outcome().getAttribute("data-state")).toBe("verifying");
    await waitFor(() => expect(outcome().getAttribute("data-state")).toBe("verified"));
    expect(outcome().textContent).toContain("Your email address is verified.");
    expect(screen.getByRole("link", { name: "Go to your account" }).getAttribute("href")).toBe(
      "/account",
    );
    const verifies = sent.filter((s) => s.url.endsWith("/members/verify"));
    expect(verifies).toEqual([
      expect.objectContaining({
        method: "POST",
        body: { token: "tok-123", email: "ada@coop.example" },
      }),
    ]);
    expect(sent.some((s) => s.url.endsWith("/members/get"))).toBe(true);
  });

  it("member.verify-page: a link that does not work says why and, signed in, offers a new one (members/verify/resend)", async () => {
    signedIn();
    network((request) =>
      request.url.endsWith("/members/verify")
        ? json(400, { message: "This verification link has expired. Ask for a new one." })
        : json(200, { status: "ok", message: "sent" }),
    );
    const user = userEvent.setup();
    renderVerify("/account/verify?token=old&email=ada%40coop.example");
    await waitFor(() => expect(outcome().getAttribute("data-state")).toBe("failed"));
    expect(outcome().textContent).toContain("This verification link has expired.");
    await user.click(screen.getByRole("button", { name: "Send a new link" }));
    expect(await screen.findByText(/We sent a new link to ada@coop.example/)).toBeTruthy();
    expect(sent.at(-1)).toEqual(
      expect.objectContaining({ method: "POST", url: "/api/v1/members/verify/resend" }),
    );
    expect(sent.at(-1)!.headers.authorization).toBe("Bearer ACCESS");
  });

  it("member.verify-page: signed out, the new link needs a sign-in that comes back to this page", async () => {
    network(() => json(400, { message: "This verification link has expired." }));
    const user = userEvent.setup();
    renderVerify("/account/verify?token=old&email=ada%40coop.example");
    await waitFor(() => expect(outcome().getAttribute("data-state")).toBe("failed"));
    expect(screen.queryByRole("button", { name: "Send a new link" })).toBeNull();
    await user.click(screen.getByRole("link", { name: "Sign in to get a new link" }));
    expect((await screen.findByTestId("where")).textContent).toBe("/account/login");
    expect(clientStore.getState().redirect).toBe("/account/verify");
  });

  it("member.verify-page: without a token the page explains, calls nothing and offers a new link when signed in", async () => {
    signedIn();
    network(() => json(200, { status: "ok", message: "sent" }));
    renderVerify("/account/verify");
    expect(outcome().getAttribute("data-state")).toBe("no-token");
    expect(outcome().textContent).toContain("needs the link from your verification email");
    expect(screen.getByRole("button", { name: "Send a new link" })).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("member.verify-page: a resend refused by the server is said in words", async () => {
    signedIn();
    network(() => json(429, { message: "Too many links." }, { "retry-after": "600" }));
    const user = userEvent.setup();
    renderVerify("/account/verify");
    await user.click(screen.getByRole("button", { name: "Send a new link" }));
    expect(await screen.findByText(/We could not send a new link: Too many attempts/)).toBeTruthy();
  });
});
