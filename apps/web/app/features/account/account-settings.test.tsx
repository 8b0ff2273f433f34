// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { clientStore } from "../../lib/store/client-store.ts";
import SettingsPage from "../../routes/account-settings.tsx";
import { ada, signInAda, signOutStore, stubApi } from "./test-fixtures.ts";

const ok = (body: unknown) => ({ status: 200, body });
const fieldError = (path: string, message: string) => ({
  status: 400,
  body: {
    message: "Please correct the fields below.",
    errors: [{ path, message }],
    requestId: "r",
  },
});

function renderSettings() {
  const router = createMemoryRouter(
    [
      { path: "/account/settings", element: <SettingsPage /> },
      { path: "/account/login", element: <p>Sign-in page</p> },
      { path: "/", element: <p>Home page</p> },
    ],
    { initialEntries: ["/account/settings"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const field = (name: string | RegExp) => screen.getByLabelText(name, { selector: "input" });
const profileResult = () => screen.getByTestId("profile-result").textContent;

beforeEach(signInAda);
afterEach(() => {
  vi.unstubAllGlobals();
  signOutStore();
  clientStore.setOrder(null);
});

describe("the profile form", () => {
  it("member.settings-phone-mask, member.profile-form: the phone is typed in the mask, only it is sent, and the saved phone shows as (xxx) xxx-xxxx", async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      "GET /api/v1/members/get": ok(ada),
      "PUT /api/v1/members/update": ok({
        ...ada,
        phone: "9195550199",
        phone_display: "(919) 555-0199",
      }),
    });
    renderSettings();
    const phone = await screen.findByLabelText("Phone");
    expect(phone).toHaveProperty("value", "919-555-0142");
    expect(screen.getByTestId("profile-phone").textContent).toBe("(919) 555-0142");
    await user.clear(phone);
    await user.type(phone, "(919) 555.0199");
    expect(phone).toHaveProperty("value", "919-555-0199");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    await expect.poll(profileResult).toBe("Your profile is saved.");
    expect(sent.filter((s) => s.method === "PUT")).toEqual([
      {
        method: "PUT",
        path: "/api/v1/members/update",
        body: { phone: "9195550199" },
        auth: "Bearer access-1",
      },
    ]);
    expect(screen.getByTestId("profile-phone").textContent).toBe("(919) 555-0199");
    expect(clientStore.getState().user?.phone).toBe("9195550199");
  });

  it("member.form-field-errors: the server's body.phone error lands on the phone input, which is invalid, described and focused", async () => {
    const user = userEvent.setup();
    stubApi({
      "GET /api/v1/members/get": ok(ada),
      "PUT /api/v1/members/update": fieldError(
        "body.phone",
        "must be a 10-digit US phone number, such as (919) 555-0123",
      ),
    });
    renderSettings();
    const phone = await screen.findByLabelText("Phone");
    await user.clear(phone);
    await user.type(phone, "9195550100");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    await expect.poll(() => phone.getAttribute("aria-invalid")).toBe("true");
    const described = phone.getAttribute("aria-describedby")!.split(" ");
    const message = described.map((id) => document.getElementById(id)?.textContent).join(" ");
    expect(message).toContain("Phone must be a 10-digit US phone number, such as (919) 555-0123.");
    await expect.poll(() => document.activeElement).toBe(phone);
    expect(profileResult()).toBe("Please correct the fields marked below.");
  });

  it("member.profile-form: fields are checked before sending; focus goes to the first one in error", async () => {
    const user = userEvent.setup();
    const sent = stubApi({ "GET /api/v1/members/get": ok(ada) });
    renderSettings();
    const first = await screen.findByLabelText("First name");
    await user.clear(first);
    await user.clear(field("Email"));
    await user.type(field("Email"), "ada@");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    await expect.poll(() => document.activeElement).toBe(first);
    expect(first.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("First name is required.")).toBeDefined();
    expect(field("Email").getAttribute("aria-invalid")).toBe("true");
    expect(sent.filter((s) => s.method === "PUT")).toEqual([]);
  });

  it("member.update-email, member.profile-form: a new email asks for the current password, sends it, and says a verification link is on its way", async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      "GET /api/v1/members/get": ok(ada),
      "PUT /api/v1/members/update": ok({
        ...ada,
        email: "ada@new.example",
        email_verified: false,
      }),
    });
    renderSettings();
    const email = await screen.findByLabelText("Email");
    expect(
      screen.queryByLabelText("Current password", { selector: "#profile-current-password" }),
    ).toBeNull();
    await user.clear(email);
    await user.type(email, "ada@new.example");
    const current = screen.getByLabelText("Current password", {
      selector: "#profile-current-password",
    });
    expect(current.getAttribute("autocomplete")).toBe("current-password");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    await expect.poll(() => document.activeElement).toBe(current);
    await user.type(current, "Biscuits&Gravy42");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    await expect
      .poll(profileResult)
      .toBe("Your profile is saved. Check ada@new.example for a link to verify your new address.");
    expect(sent.find((s) => s.method === "PUT")?.body).toEqual({
      email: "ada@new.example",
      current_password: "Biscuits&Gravy42",
    });
  });
});

describe("the password form", () => {
  it("member.settings-password-rules, password.change: the rules follow the typing; a change says the other sessions were signed out", async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      "GET /api/v1/members/get": ok(ada),
      "POST /api/v1/members/password": ok({ status: "ok", message: "Password changed." }),
    });
    renderSettings();
    const current = await screen.findByLabelText("Current password");
    const next = screen.getByLabelText("New password");
    expect(current.getAttribute("autocomplete")).toBe("current-password");
    expect(next.getAttribute("autocomplete")).toBe("new-password");
    expect(next.getAttribute("type")).toBe("password");
    const rules = screen.getByRole("list", { name: "Your new password:" });
    const met = () =>
      within(rules)
        .getAllByRole("listitem")
        .map((li) => li.getAttribute("data-met"));
    expect(met()).toEqual(["false", "false"]);
    await user.type(current, "Biscuits&Gravy42");
    await user.type(next, "short");
    expect(met()).toEqual(["false", "true"]);
    await user.click(screen.getByRole("button", { name: "Change password" }));
    await expect.poll(() => document.activeElement).toBe(next);
    expect(sent.filter((s) => s.method === "POST")).toEqual([]);
    await user.type(next, "-and-long-enough");
    expect(met()).toEqual(["true", "true"]);
    await user.click(screen.getByRole("checkbox", { name: "Show passwords" }));
    expect(next.getAttribute("type")).toBe("text");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    await expect
      .poll(() => screen.getByTestId("password-result").textContent)
      .toBe("Your password is changed. Anywhere else you were signed in has been signed out.");
    expect(sent.find((s) => s.method === "POST")?.body).toEqual({
      current: "Biscuits&Gravy42",
      new: "short-and-long-enough",
    });
  });

  it("member.form-field-errors: a wrong current password is shown at that field, which gets focus", async () => {
    const user = userEvent.setup();
    stubApi({
      "GET /api/v1/members/get": ok(ada),
      "POST /api/v1/members/password": fieldError("body.current", "is not your current password"),
    });
    renderSettings();
    const current = await screen.findByLabelText("Current password");
    await user.type(current, "wrong-one");
    await user.type(screen.getByLabelText("New password"), "a-new-password-1");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    await expect.poll(() => current.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => document.activeElement).toBe(current);
    expect(screen.getByText("Current password is not your current password.")).toBeDefined();
  });
});

describe("sign out and delete", () => {
  it("member.sign-out: Sign out revokes the session, clears user and token, drops the order and goes home", async () => {
    const user = userEvent.setup();
    clientStore.setOrder({
      id: "order-1",
      products: [],
      totals: { subtotal: 0, discount: 0, total: 0 },
      discounts: [],
      donations: [],
      coupon: null,
    });
    const sent = stubApi({
      "GET /api/v1/members/get": ok(ada),
      "DELETE /api/v1/members/signout": ok({ status: "ok", message: "Signed out." }),
      "DELETE /api/v1/orders/order-1/abandon": ok({}),
    });
    const router = renderSettings();
    await user.click(await screen.findByRole("button", { name: "Sign out" }));
    await screen.findByText("Home page");
    await expect.poll(() => clientStore.getState().token).toBeNull();
    expect(router.state.location.pathname).toBe("/");
    expect(clientStore.getState().user).toBeNull();
    expect(clientStore.getState().order).toBeNull();
    // Signed out on purpose: no page is remembered for after a sign-in.
    expect(clientStore.getState().redirect).toBeNull();
    const signout = sent.find((s) => s.path === "/api/v1/members/signout");
    expect(signout).toMatchObject({ method: "DELETE", auth: "Bearer access-1" });
    expect(sent.map((s) => `${s.method} ${s.path}`)).toContain(
      "DELETE /api/v1/orders/order-1/abandon",
    );
  });

  it("member.delete-account-page: the dialog asks for the password, deletes, forgets the member and says goodbye", async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      "GET /api/v1/members/get": ok(ada),
      "POST /api/v1/members/delete": ok({ status: "ok", message: "Deleted." }),
    });
    renderSettings();
    expect(await screen.findByText(/What we keep: your past orders/)).toBeDefined();
    const open = screen.getByRole("button", { name: "Delete my account" });
    await user.click(open);
    const dialog = screen.getByRole("dialog", { name: "Delete your account?" });
    const password = within(dialog).getByLabelText("Your password");
    // Focus moves into the dialog.
    expect(document.activeElement).toBe(password);
    await user.click(within(dialog).getByRole("button", { name: "Delete account" }));
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(sent.filter((s) => s.path === "/api/v1/members/delete")).toEqual([]);
    await user.type(password, "Biscuits&Gravy42");
    await user.click(within(dialog).getByRole("button", { name: "Delete account" }));
    const goodbye = await screen.findByRole("heading", { name: "Your account is deleted" });
    await expect.poll(() => document.activeElement).toBe(goodbye);
    expect(sent.find((s) => s.path === "/api/v1/members/delete")?.body).toEqual({
      password: "Biscuits&Gravy42",
    });
    await expect.poll(() => clientStore.getState().token).toBeNull();
    expect(clientStore.getState().user).toBeNull();
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe(
      "/",
    );
  });

  it("member.delete-account-page: a member without a password confirms with the email; a refusal stays in the dialog", async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      "GET /api/v1/members/get": ok({ ...ada, has_password: false }),
      "POST /api/v1/members/delete": fieldError("body.email", "does not match this account"),
    });
    renderSettings();
    await user.click(await screen.findByRole("button", { name: "Delete my account" }));
    const dialog = screen.getByRole("dialog", { name: "Delete your account?" });
    const email = within(dialog).getByLabelText("Type your email address to confirm");
    await user.type(email, "someone@else.example");
    await user.click(within(dialog).getByRole("button", { name: "Delete account" }));
    expect(
      within(dialog).getByText("Type the email address of this account: ada@coop.example."),
    ).toBeDefined();
    await user.clear(email);
    await user.type(email, "ADA@coop.example");
    await user.click(within(dialog).getByRole("button", { name: "Delete account" }));
    await expect.poll(() => email.getAttribute("aria-invalid")).toBe("true");
    expect(sent.find((s) => s.path === "/api/v1/members/delete")?.body).toEqual({
      email: "ADA@coop.example",
    });
    expect(clientStore.getState().token).not.toBeNull();
    expect(screen.queryByText("Your account is deleted")).toBeNull();
    // The password form says there is no password to change.
    expect(screen.getByText(/there is no password to change/)).toBeDefined();
  });
});
