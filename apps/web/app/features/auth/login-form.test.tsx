// @vitest-environment happy-dom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, MemoryRouter, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { AuthSettings } from "@coop/contract/load-context";

import { configureBotCheck } from "../../lib/bot-check.ts";
import { clientStore } from "../../lib/store/client-store.ts";
import { LoginForm } from "./login-form.tsx";
import { SsoButton } from "./sso-button.tsx";

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
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderLogin(settings: AuthSettings = off, at = "/account/login") {
  const Stub = createRoutesStub([
    { path: "/account/login", Component: () => <LoginForm settings={settings} /> },
    { path: "/account", Component: Where },
    { path: "/account/settings", Component: Where },
    { path: "/account/signup", Component: Where },
  ]);
  return render(<Stub initialEntries={[at]} />);
}

const email = () => screen.getByRole("textbox", { name: "Email" });
const password = () => screen.getByLabelText("Password");
const submit = () => screen.getByRole("button", { name: "Sign in" });

beforeEach(() => {
  sent = [];
  clientStore.setState({ hydrated: true, user: null, token: null, redirect: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  configureBotCheck(null);
  delete (window as { grecaptcha?: unknown }).grecaptcha;
});

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(email(), "ada@coop.example");
  await user.type(password(), "Biscuits&Gravy42");
  await user.click(submit());
}

describe("LoginForm", () => {
  it("member.redirect-after-sign-in: signed in, the member lands on the saved redirect path (replacing the sign-in page) and it is forgotten", async () => {
    const user = userEvent.setup();
    network(() => json(200, { status: "ok", data: { tokens, user: member } }));
    clientStore.setState({ redirect: "/account/settings" });
    renderLogin();
    await signIn(user);
    expect((await screen.findByTestId("where")).textContent).toContain("/account/settings");
    expect(sent).toEqual([
      expect.objectContaining({
        method: "POST",
        url: "/api/v1/members/signin",
        body: { email: "ada@coop.example", password: "Biscuits&Gravy42" },
      }),
    ]);
    // botcheck.browser-token: not configured, no verify header.
    expect(sent[0]!.headers).not.toHaveProperty("verify");
    const state = clientStore.getState();
    expect(state.user?.first_name).toBe("Ada");
    expect(state.token?.access.token).toBe("ACCESS");
    expect(state.redirect).toBeNull();
  });

  it("member.redirect-after-sign-in: without a saved path the member goes to /account; a ?redirect= path of this site is remembered", async () => {
    const user = userEvent.setup();
    network(() => json(200, { status: "ok", data: { tokens, user: member } }));
    renderLogin(off, "/account/login?redirect=%2Faccount%2Fsettings");
    await waitFor(() => expect(clientStore.getState().redirect).toBe("/account/settings"));
    clientStore.setState({ redirect: null });
    await signIn(user);
    expect((await screen.findByTestId("where")).textContent).toMatch(/^\/account$/);
  });

  it("member.redirect-after-sign-in: a ?redirect= to another site is ignored", async () => {
    renderLogin(off, "/account/login?redirect=%2F%2Fevil.example%2F");
    await screen.findByRole("button", { name: "Sign in" });
    expect(clientStore.getState().redirect).toBeNull();
  });

  it("inapp.signin-flow: inside another flow, the signed-in member is stored and handed to it (no navigation), and the links that leave the flow are not shown", async () => {
    const user = userEvent.setup();
    network(() => json(200, { status: "ok", data: { tokens, user: member } }));
    const onSignedIn = vi.fn();
    const Stub = createRoutesStub([
      {
        path: "/app/signin",
        Component: () => <LoginForm settings={off} onSignedIn={onSignedIn} />,
      },
      { path: "/account", Component: Where },
    ]);
    render(<Stub initialEntries={["/app/signin"]} />);
    expect(screen.queryByTestId("create-account-link")).toBeNull();
    expect(screen.queryByRole("link", { name: /forgot/i })).toBeNull();
    await signIn(user);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(clientStore.getState().token?.access.token).toBe("ACCESS");
    expect(screen.queryByTestId("where")).toBeNull();
  });

  it("member.sign-in-email-param: ?email= fills the email in (the link after a password reset)", async () => {
    renderLogin(off, "/account/login?email=grace%40coop.example");
    await screen.findByRole("button", { name: "Sign in" });
    expect((email() as HTMLInputElement).value).toBe("grace@coop.example");
    expect((password() as HTMLInputElement).value).toBe("");
  });

  it("member.redirect-after-sign-in: a visitor already signed in is sent to /account", async () => {
    clientStore.setState({ user: { ...member, phone: "9195550100" }, token: tokens });
    renderLogin();
    expect((await screen.findByTestId("where")).textContent).toMatch(/^\/account$/);
  });

  it("member.sign-in-errors: empty fields are named in the summary, which takes the focus, and nothing is sent", async () => {
    const user = userEvent.setup();
    network(() => json(500, {}));
    renderLogin();
    await user.click(submit());
    const summary = await screen.findByTestId("auth-error-summary");
    expect(summary.textContent).toContain("Email is required.");
    expect(summary.textContent).toContain("Password is required.");
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(email().getAttribute("aria-invalid")).toBe("true");
    expect(email().getAttribute("aria-describedby")).toContain("login-email-error");
    expect(sent).toEqual([]);
    await user.type(email(), "not-an-email");
    await user.click(submit());
    expect((await screen.findByTestId("auth-error-summary")).textContent).toContain(
      "Email must be an email address",
    );
  });

  it("member.sign-in-errors: 401 says the email or password is not right, and the form stays", async () => {
    const user = userEvent.setup();
    network(() => json(401, { message: "The email or password is incorrect." }));
    renderLogin();
    await signIn(user);
    const summary = await screen.findByTestId("auth-error-summary");
    expect(summary.textContent).toContain("The email or password is not right.");
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(clientStore.getState().user).toBeNull();
    expect((submit() as HTMLButtonElement).disabled).toBe(false);
  });

  it("member.sign-in-errors: 429 says how many minutes to wait (from Retry-After)", async () => {
    const user = userEvent.setup();
    network(() => json(429, { message: "Too many sign-in attempts." }, { "retry-after": "840" }));
    renderLogin();
    await signIn(user);
    expect((await screen.findByTestId("auth-error-summary")).textContent).toContain(
      "Too many attempts. Try again in 14 minutes",
    );
  });

  it("member.sign-in-errors: 403 from the bot check, 503 and a network failure each say so", async () => {
    const user = userEvent.setup();
    const answers = [
      () => json(403, { message: "The bot check did not pass. Reload the page and try again." }),
      () => json(503, { message: "We could not check." }, { "retry-after": "30" }),
      () => {
        throw new TypeError("Failed to fetch");
      },
    ];
    network(() => answers[sent.length - 1]!());
    renderLogin();
    await signIn(user);
    expect((await screen.findByTestId("auth-error-summary")).textContent).toContain(
      "The security check did not pass.",
    );
    await user.click(submit());
    expect(await screen.findByText(/security check is not available/)).toBeTruthy();
    await user.click(submit());
    expect(await screen.findByText(/could not reach Coop/)).toBeTruthy();
  });

  it("botcheck.browser-token: configured, the sign-in sends a token made for the action login in the verify header", async () => {
    const user = userEvent.setup();
    const execute = vi.fn(async () => "bot-token-1");
    (window as { grecaptcha?: unknown }).grecaptcha = { ready: (cb: () => void) => cb(), execute };
    network(() => json(200, { status: "ok", data: { tokens, user: member } }));
    renderLogin({ ...off, botCheck: { siteKey: "site-key", scriptUrl: "https://c.test/api.js" } });
    await signIn(user);
    await screen.findByTestId("where");
    expect(execute).toHaveBeenCalledWith("site-key", { action: "login" });
    expect(sent[0]!.headers.verify).toBe("bot-token-1");
  });

  it("botcheck.browser-token: a bot check that cannot run says so and sends nothing", async () => {
    const user = userEvent.setup();
    (window as { grecaptcha?: unknown }).grecaptcha = {
      ready: (cb: () => void) => cb(),
      execute: async () => {
        throw new Error("blocked");
      },
    };
    network(() => json(200, {}));
    renderLogin({ ...off, botCheck: { siteKey: "k", scriptUrl: "https://c.test/api.js" } });
    await signIn(user);
    expect((await screen.findByTestId("auth-error-summary")).textContent).toContain(
      "The security check could not load",
    );
    expect(sent).toEqual([]);
  });

  it("works with password managers: a real form, named fields with autocomplete, a show/hide toggle, links to sign-up and the password reset", async () => {
    const user = userEvent.setup();
    renderLogin();
    expect(email().getAttribute("autocomplete")).toBe("email");
    expect(email().getAttribute("name")).toBe("email");
    expect(password().getAttribute("autocomplete")).toBe("current-password");
    expect(password().getAttribute("type")).toBe("password");
    expect(email().closest("form")).not.toBeNull();
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(password().getAttribute("type")).toBe("text");
    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(password().getAttribute("type")).toBe("password");
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe(
      "/account/password-reset",
    );
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe(
      "/account/signup",
    );
  });

  it("member.sso-button: shown only when single sign-on is configured, with the provider's name or a neutral label", () => {
    const { unmount } = renderLogin();
    expect(screen.queryByRole("button", { name: /single sign-on|Continue with/i })).toBeNull();
    unmount();
    const second = renderLogin({ ...off, sso: { enabled: true, label: "Google" } });
    expect(screen.getByRole("button", { name: "Continue with your Google account" })).toBeTruthy();
    second.unmount();
    renderLogin({ ...off, sso: { enabled: true, label: null } });
    expect(screen.getByRole("button", { name: "Single sign-on" })).toBeTruthy();
  });
});

describe("SsoButton terms", () => {
  it("member.sso-terms: beside the button, continuing accepts the Terms of Use and the Privacy Policy", () => {
    renderLogin({ ...off, sso: { enabled: true, label: "Google" } });
    expect(screen.getByText(/By continuing you accept the/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Terms of Use" }).getAttribute("href")).toBe(
      "/terms-of-use",
    );
    expect(screen.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe(
      "/privacy-policy",
    );
  });
});

describe("SsoButton", () => {
  it("member.sso-button: a click asks the server to start (POST members/sso, no body) and sends the browser to the provider", async () => {
    const user = userEvent.setup();
    network(() =>
      json(200, { status: "redirect", data: { url: "https://idp.example/authorize?x=1" } }),
    );
    const assign = vi.fn();
    const onError = vi.fn();
    render(
      <MemoryRouter>
        <SsoButton sso={{ enabled: true, label: "Google" }} onError={onError} assign={assign} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole("button", { name: "Continue with your Google account" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://idp.example/authorize?x=1"));
    expect(sent).toEqual([
      expect.objectContaining({ method: "POST", url: "/api/v1/members/sso", body: undefined }),
    ]);
    expect(onError).not.toHaveBeenCalled();
  });

  it("member.sso-button: a refusal is reported in words and the browser stays", async () => {
    const user = userEvent.setup();
    network(() => json(502, { message: "The sign-on provider could not be reached." }));
    const assign = vi.fn();
    const onError = vi.fn();
    render(
      <MemoryRouter>
        <SsoButton sso={{ enabled: true, label: null }} onError={onError} assign={assign} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole("button", { name: "Single sign-on" }));
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith(
        "Single sign-on could not start: The sign-on provider could not be reached.",
      ),
    );
    expect(assign).not.toHaveBeenCalled();
  });
});
