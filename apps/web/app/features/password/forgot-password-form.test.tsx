// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ForgotPasswordForm } from "./forgot-password-form.tsx";

type Sent = { url: string; headers: Record<string, string>; body: unknown };
let sent: Sent[];

const SERVER_ANSWER =
  "If an account uses that email, we have sent it a link to choose a new password. The link works for one hour.";

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    sent.push({
      url,
      headers: init.headers as Record<string, string>,
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    });
    return new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json", ...headers },
    });
  });
}

beforeEach(() => {
  sent = [];
});
afterEach(() => vi.unstubAllGlobals());

function show() {
  render(
    <MemoryRouter>
      <ForgotPasswordForm />
    </MemoryRouter>,
  );
  return screen.getByRole("textbox", { name: "Email address" });
}

describe("ForgotPasswordForm (/account/password-reset)", () => {
  it("member.reset-same-answer: any email gets the same confirmation, focused, and the call carries only the email", async () => {
    const user = userEvent.setup();
    answer(200, { status: "ok", message: SERVER_ANSWER });
    const email = show();
    expect(email.getAttribute("autocomplete")).toBe("email");
    await user.type(email, "  nobody@coop.example ");
    await user.click(screen.getByRole("button", { name: "Send me a link" }));
    const done = await screen.findByTestId("forgot-sent");
    expect(done.textContent).toContain(
      "If an account exists for that email, we sent a link to choose a new password.",
    );
    // The page does not repeat the address: it says nothing about whether it has an account.
    expect(done.textContent).not.toContain("nobody@coop.example");
    expect(document.activeElement).toBe(done);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe("/api/v1/members/forgotpassword");
    expect(sent[0]!.body).toEqual({ email: "nobody@coop.example" });
    // No bot-check token yet (features/password/bot-check.ts): no verify header at all.
    expect(Object.keys(sent[0]!.headers)).not.toContain("verify");
    expect(screen.getByRole("link", { name: "Back to sign in" }).getAttribute("href")).toBe(
      "/account/login",
    );
  });

  it("an empty or malformed email is named at the field, which takes the focus; nothing is sent", async () => {
    const user = userEvent.setup();
    answer(200, {});
    const email = show();
    await user.click(screen.getByRole("button", { name: "Send me a link" }));
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(email);
    const described = email.getAttribute("aria-describedby")!.split(" ");
    const error = described.map((id) => document.getElementById(id)!.textContent).join(" ");
    expect(error).toContain("Email address: enter the email address of your account.");
    await user.type(email, "grace");
    await user.click(screen.getByRole("button", { name: "Send me a link" }));
    expect(screen.getByText("Email address: enter an address like name@example.com.")).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it("member.reset-retry-after: a 429 says when to try again, from Retry-After", async () => {
    const user = userEvent.setup();
    answer(
      429,
      { message: "Too many password reset requests. Please try again later." },
      { "retry-after": "1500" },
    );
    await user.type(show(), "grace@coop.example");
    await user.click(screen.getByRole("button", { name: "Send me a link" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("You asked for too many links. Try again in 25 minutes.");
    expect(document.activeElement).toBe(alert);
  });
});
