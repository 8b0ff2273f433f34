// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { clientStore } from "../../lib/store/client-store.ts";
import { ResetPasswordForm } from "./reset-password-form.tsx";

type Sent = { url: string; body: unknown };
let sent: Sent[];

function answer(...answers: { status: number; body: unknown }[]) {
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    sent.push({ url, body: typeof init.body === "string" ? JSON.parse(init.body) : undefined });
    const next = answers.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(next.body), {
      status: next.status,
      headers: { "content-type": "application/json" },
    });
  });
}

beforeEach(() => {
  sent = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  clientStore.setState({ user: null, token: null });
});

const link = { token: "tok-1", email: "grace@coop.example" };

function show(l: { token: string; email: string } | null = link) {
  const { container } = render(
    <MemoryRouter>
      <ResetPasswordForm link={l} />
    </MemoryRouter>,
  );
  return container;
}
const newPassword = () => screen.getByLabelText("New password");
const confirmField = () => screen.getByLabelText("Confirm the new password");
const submit = () => screen.getByRole("button", { name: "Set my new password" });
const errorOf = (input: HTMLElement) =>
  input
    .getAttribute("aria-describedby")!
    .split(" ")
    .map((id) => document.getElementById(id)!)
    .filter((el) => !el.hidden)
    .map((el) => el.textContent)
    .join(" ");

describe("ResetPasswordForm (/account/reset-password)", () => {
  it("member.reset-link: sets the new password with the link's token and email, says so, and offers sign-in with the email filled in", async () => {
    const user = userEvent.setup();
    answer({
      status: 200,
      body: { status: "ok", message: "Your password has been changed. Sign in with the new one." },
    });
    const container = show();
    // For password managers: the account's email in a username field, and new-password fields.
    const username = container.querySelector<HTMLInputElement>('input[autocomplete="username"]')!;
    expect(username.value).toBe("grace@coop.example");
    expect(newPassword().getAttribute("autocomplete")).toBe("new-password");
    expect(confirmField().getAttribute("autocomplete")).toBe("new-password");
    await user.type(newPassword(), "Tall ships of 1906");
    await user.type(confirmField(), "Tall ships of 1906");
    await user.click(submit());
    const done = await screen.findByTestId("reset-done");
    expect(done.textContent).toContain("Your password is changed");
    expect(document.activeElement).toBe(done);
    expect(sent).toEqual([
      {
        url: "/api/v1/members/resetpassword",
        body: { token: "tok-1", email: "grace@coop.example", password: "Tall ships of 1906" },
      },
    ]);
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(
      "/account/login?email=grace%40coop.example",
    );
  });

  it("member.reset-password-rules: too short, the email, and a different confirmation are named at their fields before anything is sent", async () => {
    const user = userEvent.setup();
    answer();
    show();
    await user.type(newPassword(), "short");
    await user.click(submit());
    expect(newPassword().getAttribute("aria-invalid")).toBe("true");
    expect(errorOf(newPassword())).toContain("New password: use at least 8 characters.");
    expect(document.activeElement).toBe(newPassword());
    // Live from now on: fixing the password clears its error as the member types.
    await user.clear(newPassword());
    await user.type(newPassword(), "grace@coop.example");
    expect(errorOf(newPassword())).toContain("New password: do not use your email address.");
    await user.clear(newPassword());
    await user.type(newPassword(), "Tall ships of 1906");
    expect(newPassword().getAttribute("aria-invalid")).toBeNull();
    await user.type(confirmField(), "Tall ships of 1907");
    await user.click(submit());
    expect(errorOf(confirmField())).toContain("the two passwords are not the same");
    expect(document.activeElement).toBe(confirmField());
    expect(sent).toHaveLength(0);
  });

  it("member.reset-password-rules: the server's refusal of the password shows in its words at the field", async () => {
    const user = userEvent.setup();
    const common = "is one of the most common passwords, which are guessed first; choose another";
    answer({
      status: 400,
      body: {
        message: `body.password ${common}.`,
        errors: [{ path: "body.password", message: common }],
      },
    });
    show();
    await user.type(newPassword(), "password123");
    await user.type(confirmField(), "password123");
    await user.click(submit());
    await screen.findByText(`New password: ${common}`);
    expect(newPassword().getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(newPassword());
  });

  it("member.reset-link: a used or expired link says so and offers a new one", async () => {
    const user = userEvent.setup();
    answer({
      status: 400,
      body: {
        message: "body.token is not valid any more.",
        errors: [{ path: "body.token", message: "is not valid any more" }],
      },
    });
    show();
    await user.type(newPassword(), "Tall ships of 1906");
    await user.type(confirmField(), "Tall ships of 1906");
    await user.click(submit());
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("This link does not work any more");
    expect(document.activeElement).toBe(alert);
    expect(screen.getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe(
      "/account/password-reset",
    );
    expect(screen.queryByLabelText("New password")).toBeNull();
  });

  it("without the link's token and email there is no form, only the way to a new link", () => {
    show(null);
    expect(screen.getByRole("alert").textContent).toContain(
      "This page needs the link from your password reset email.",
    );
    expect(screen.queryByLabelText("New password")).toBeNull();
  });

  it("Show passwords turns both fields to text and back", async () => {
    const user = userEvent.setup();
    show();
    expect(newPassword().getAttribute("type")).toBe("password");
    await user.click(screen.getByRole("checkbox", { name: "Show passwords" }));
    expect(newPassword().getAttribute("type")).toBe("text");
    expect(confirmField().getAttribute("type")).toBe("text");
    await user.click(screen.getByRole("checkbox", { name: "Show passwords" }));
    expect(confirmField().getAttribute("type")).toBe("password");
  });
});
