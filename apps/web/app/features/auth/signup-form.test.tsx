// @vitest-environment happy-dom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { AuthSettings } from "@coop/contract/load-context";

import { configureBotCheck } from "../../lib/bot-check.ts";
import { clientStore } from "../../lib/store/client-store.ts";
import { SignupForm } from "./signup-form.tsx";

const off: AuthSettings = { sso: { enabled: false, label: null }, botCheck: null };

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

function renderSignup(settings: AuthSettings = off) {
  const Stub = createRoutesStub([
    { path: "/account/signup", Component: () => <SignupForm settings={settings} /> },
    { path: "/account", Component: Where },
    { path: "/order", Component: Where },
    { path: "/account/login", Component: Where },
  ]);
  return render(<Stub initialEntries={["/account/signup"]} />);
}

const box = (name: string) => screen.getByRole("textbox", { name });
const phone = () => box("Mobile phone (optional)");
const password = () => screen.getByLabelText("Password");
const sms = () => screen.getByRole("checkbox", { name: "Text me offers and news" });
const terms = () =>
  screen.getByRole("checkbox", { name: "I accept the Terms of Use and the Privacy Policy." });
const submit = () => screen.getByRole("button", { name: "Create account" });
const rule = (id: "length" | "notPersonal") =>
  screen.getByTestId("password-rules").querySelectorAll("li")[id === "length" ? 0 : 1]!;

beforeEach(() => {
  sent = [];
  clientStore.setState({ hydrated: true, user: null, token: null, redirect: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  configureBotCheck(null);
  delete (window as { grecaptcha?: unknown }).grecaptcha;
});

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(box("First name"), "Ada");
  await user.type(box("Last name"), "Lovelace");
  await user.type(box("Email"), "ada@coop.example");
  await user.type(password(), "Analytical-Engine-1843");
}

describe("SignupForm", () => {
  it("member.phone-mask: the phone is masked ###-###-#### as typed, and a pasted +1 number loses its country code", async () => {
    const user = userEvent.setup();
    renderSignup();
    await user.type(phone(), "9195550100");
    expect((phone() as HTMLInputElement).value).toBe("919-555-0100");
    await user.clear(phone());
    await user.click(phone());
    await user.paste("+1 919 555 0100");
    expect((phone() as HTMLInputElement).value).toBe("919-555-0100");
    expect(phone().getAttribute("type")).toBe("tel");
  });

  it("member.password-rules-live: the rules are marked met or not yet as the member types", async () => {
    const user = userEvent.setup();
    renderSignup();
    await user.type(box("First name"), "Ada");
    expect(rule("length").getAttribute("data-met")).toBe("false");
    await user.type(password(), "Ada1815!");
    expect(rule("length").getAttribute("data-met")).toBe("true");
    expect(rule("notPersonal").getAttribute("data-met")).toBe("false");
    expect(rule("notPersonal").textContent).toContain("not yet");
    await user.type(password(), "-analytical");
    expect(rule("notPersonal").getAttribute("data-met")).toBe("true");
    expect(rule("notPersonal").textContent).toContain("done");
    expect(password().getAttribute("aria-describedby")).toContain("signup-password-hint");
  });

  it("member.sign-up-form: SMS offers can be chosen only with a valid phone; clearing the phone unticks them", async () => {
    const user = userEvent.setup();
    renderSignup();
    expect((sms() as HTMLInputElement).disabled).toBe(true);
    await user.type(phone(), "919555010");
    expect((sms() as HTMLInputElement).disabled).toBe(true);
    await user.type(phone(), "0");
    expect((sms() as HTMLInputElement).disabled).toBe(false);
    await user.click(sms());
    expect((sms() as HTMLInputElement).checked).toBe(true);
    await user.clear(phone());
    expect((sms() as HTMLInputElement).disabled).toBe(true);
    expect((sms() as HTMLInputElement).checked).toBe(false);
  });

  it("member.sign-up-form: the terms must be accepted; missing fields and the terms are named in the summary and nothing is sent", async () => {
    const user = userEvent.setup();
    network(() => json(500, {}));
    renderSignup();
    await user.click(submit());
    const summary = await screen.findByTestId("auth-error-summary");
    for (const words of [
      "First name is required.",
      "Last name is required.",
      "Email is required.",
      "Password is required.",
      "Please accept the Terms of Use and the Privacy Policy",
    ])
      expect(summary.textContent).toContain(words);
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(terms().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("link", { name: "Terms of Use" }).getAttribute("href")).toBe(
      "/terms-of-use",
    );
    expect(screen.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe(
      "/privacy-policy",
    );
    expect(sent).toEqual([]);
  });

  it("member.redirect-after-sign-in: created, the member is signed in, told to check their email for the link, sees the phone as (xxx) xxx-xxxx, then goes on to the saved path", async () => {
    const user = userEvent.setup();
    network(() =>
      json(201, { status: "ok", data: { tokens, user: { ...member, email_verified: false } } }),
    );
    clientStore.setState({ redirect: "/order" });
    renderSignup();
    await fillIn(user);
    await user.type(phone(), "19195550100");
    await user.click(sms());
    await user.click(terms());
    await user.click(submit());
    const created = await screen.findByTestId("signup-created");
    expect(created.textContent).toContain("Welcome, Ada!");
    expect(created.textContent).toContain("We sent a link to ada@coop.example");
    expect(created.textContent).toContain("(919) 555-0100");
    expect(sent).toEqual([
      expect.objectContaining({
        method: "POST",
        url: "/api/v1/members/create",
        body: {
          first_name: "Ada",
          last_name: "Lovelace",
          email: "ada@coop.example",
          password: "Analytical-Engine-1843",
          phone: "919-555-0100",
          optin: false,
          optin_sms: true,
          accept_terms: true,
        },
      }),
    ]);
    expect(clientStore.getState().token?.access.token).toBe("ACCESS");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect((await screen.findByTestId("where")).textContent).toBe("/order");
  });

  it("member.sign-up-form: a taken email says so with a link to sign in", async () => {
    const user = userEvent.setup();
    network(() => json(409, { message: "An account with this email already exists." }));
    renderSignup();
    await fillIn(user);
    await user.click(terms());
    await user.click(submit());
    const summary = await screen.findByTestId("auth-error-summary");
    expect(summary.textContent).toContain("An account with this email already exists.");
    const links = screen.getAllByRole("link", { name: "Sign in instead" });
    expect(links[0]!.getAttribute("href")).toBe("/account/login");
    expect(box("Email").getAttribute("aria-invalid")).toBe("true");
    expect(clientStore.getState().user).toBeNull();
  });

  it("member.password-rules-live: the server's refusal of a common password shows under the password, in its words", async () => {
    const user = userEvent.setup();
    network(() =>
      json(400, {
        message: "body.password is one of the most common passwords.",
        errors: [
          {
            path: "body.password",
            message: "is one of the most common passwords, which are guessed first; choose another",
          },
        ],
      }),
    );
    renderSignup();
    await fillIn(user);
    await user.click(terms());
    await user.click(submit());
    const summary = await screen.findByTestId("auth-error-summary");
    expect(summary.textContent).toContain(
      "Password is one of the most common passwords, which are guessed first; choose another.",
    );
    expect(password().getAttribute("aria-invalid")).toBe("true");
  });

  it("botcheck.browser-token: sign-up sends a token made for the action signup", async () => {
    const user = userEvent.setup();
    const execute = vi.fn(async () => "bot-token-2");
    (window as { grecaptcha?: unknown }).grecaptcha = { ready: (cb: () => void) => cb(), execute };
    network(() => json(201, { status: "ok", data: { tokens, user: member } }));
    renderSignup({ ...off, botCheck: { siteKey: "site-key", scriptUrl: "https://c.test/a.js" } });
    await fillIn(user);
    await user.click(terms());
    await user.click(submit());
    await screen.findByTestId("signup-created");
    expect(execute).toHaveBeenCalledWith("site-key", { action: "signup" });
    expect(sent[0]!.headers.verify).toBe("bot-token-2");
  });
});
