// @vitest-environment happy-dom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { clientStore } from "../../lib/store/client-store.ts";
import { CompleteForm } from "./complete-form.tsx";

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

function renderComplete(at = "/account/complete") {
  const Stub = createRoutesStub([
    { path: "/account/complete", Component: CompleteForm },
    { path: "/account", Component: Where },
    { path: "/order/checkout", Component: Where },
  ]);
  return render(<Stub initialEntries={[at]} />);
}

const box = (name: string) => screen.getByRole("textbox", { name });
const submit = () => screen.getByRole("button", { name: "Save and continue" });
const ssoMember = {
  first_name: "",
  last_name: "",
  email: "sam@idp.example",
  optin: false,
  optin_sms: false,
  addresses: [],
  payments: [],
};

beforeEach(() => {
  sent = [];
  clientStore.setState({ hydrated: true, user: ssoMember, token: tokens, redirect: null });
});
afterEach(() => vi.unstubAllGlobals());

describe("CompleteForm", () => {
  it("member.complete-profile: the name and masked phone go to members/update, the stored member is updated, then on to the saved path", async () => {
    const user = userEvent.setup();
    network(() =>
      json(200, { ...member, first_name: "Sam", last_name: "Oak", email: "sam@idp.example" }),
    );
    clientStore.setState({ redirect: "/order/checkout" });
    renderComplete();
    await user.type(box("First name"), "Sam");
    await user.type(box("Last name"), "Oak");
    await user.type(box("Mobile phone (optional)"), "+1 919 555 0100");
    expect((box("Mobile phone (optional)") as HTMLInputElement).value).toBe("919-555-0100");
    await user.click(screen.getByRole("checkbox", { name: "Email me offers and news" }));
    await user.click(submit());
    expect((await screen.findByTestId("where")).textContent).toBe("/order/checkout");
    expect(sent).toEqual([
      expect.objectContaining({
        method: "PUT",
        url: "/api/v1/members/update",
        body: {
          first_name: "Sam",
          last_name: "Oak",
          phone: "919-555-0100",
          optin: true,
          optin_sms: false,
        },
      }),
    ]);
    expect(sent[0]!.headers.authorization).toBe("Bearer ACCESS");
    expect(clientStore.getState().user?.first_name).toBe("Sam");
    expect(clientStore.getState().redirect).toBeNull();
  });

  it("member.complete-profile: after single sign-on the page goes on to its ?redirect= path", async () => {
    const user = userEvent.setup();
    network(() => json(200, { ...member, first_name: "Sam", last_name: "Oak" }));
    renderComplete("/account/complete?redirect=%2Forder%2Fcheckout");
    await user.type(box("First name"), "Sam");
    await user.type(box("Last name"), "Oak");
    await user.click(submit());
    expect((await screen.findByTestId("where")).textContent).toBe("/order/checkout");
  });

  it("member.complete-profile: missing names and a short phone are named and nothing is sent", async () => {
    const user = userEvent.setup();
    network(() => json(500, {}));
    renderComplete();
    await user.type(box("Mobile phone (optional)"), "919555");
    await user.click(submit());
    const summary = await screen.findByTestId("auth-error-summary");
    expect(summary.textContent).toContain("First name is required.");
    expect(summary.textContent).toContain("Last name is required.");
    expect(summary.textContent).toContain("Mobile phone must be 10 digits");
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(sent).toEqual([]);
  });

  it("member.complete-profile: a server refusal of a field shows under it in its words", async () => {
    const user = userEvent.setup();
    network(() =>
      json(400, {
        message: "body.first_name must not contain < > or control characters.",
        errors: [
          { path: "body.first_name", message: "must not contain < > or control characters" },
        ],
      }),
    );
    renderComplete();
    await user.type(box("First name"), "Sam>");
    await user.type(box("Last name"), "Oak");
    await user.click(submit());
    expect((await screen.findByTestId("auth-error-summary")).textContent).toContain(
      "First name must not contain < > or control characters.",
    );
    expect(box("First name").getAttribute("aria-invalid")).toBe("true");
  });
});
