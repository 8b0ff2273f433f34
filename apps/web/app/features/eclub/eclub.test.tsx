// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { favoritesSource, storesSource } from "../../ui/forms/fields/use-remote-list.ts";
import { json, listsReply, network, renderAt, type Sent } from "../../ui/forms/test-support.tsx";
import { EclubForm } from "./eclub-form.tsx";
import { EclubConfirm, EclubUnsubscribe } from "./eclub-links.tsx";

let sent: Sent[];
const posts = () => sent.filter((r) => r.method === "POST");

beforeEach(() => {
  sent = [];
  storesSource.reset();
  favoritesSource.reset();
});
afterEach(() => vi.unstubAllGlobals());

function answer(post: (r: Sent) => Response | Promise<Response>) {
  network(sent, (r) => listsReply(r) ?? post(r));
}

describe("EclubForm", () => {
  it("forms-web.eclub-signup: the consent box must be ticked, texts need a phone and a birthday needs a real day; nothing is sent until then", async () => {
    const user = userEvent.setup();
    answer(() => json(500, {}));
    renderAt(<EclubForm />);
    await user.type(screen.getByRole("textbox", { name: "Email" }), "ada@coop.example");
    await user.selectOptions(screen.getByRole("combobox", { name: "Month" }), "April");
    await user.click(screen.getByRole("checkbox", { name: /Text me offers/ }));
    await user.click(screen.getByRole("button", { name: "Join the e-club" }));
    const summary = await screen.findByTestId("form-error-summary");
    expect(summary.textContent).toContain("Consent: tick the box to continue.");
    expect(summary.textContent).toContain("Mobile phone is required to get texts.");
    expect(summary.textContent).toContain("Birthday: choose both the month and a day");
    expect(
      screen.getByRole("checkbox", { name: /I want emails/ }).getAttribute("aria-invalid"),
    ).toBe("true");
    expect(posts()).toEqual([]);
  });

  it("forms-web.eclub-signup: a filled form is sent to eclub/subscribe with birthday MM-DD, favorites and restaurant, then says to check the email", async () => {
    const user = userEvent.setup();
    answer(() => json(200, { status: "ok", message: "Check your email" }));
    renderAt(<EclubForm />);
    await user.type(screen.getByRole("textbox", { name: /First name/ }), "Ada");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "ada@coop.example");
    await user.type(screen.getByRole("textbox", { name: /ZIP code/ }), "27601");
    await user.selectOptions(screen.getByRole("combobox", { name: "Month" }), "July");
    await user.selectOptions(screen.getByRole("combobox", { name: "Day" }), "4");
    await screen.findByText("0 favorites chosen");
    await user.click(screen.getByRole("combobox", { name: /Favorite menu items/ }));
    await user.click(screen.getByRole("option", { name: "Biscuit" }));
    await user.click(screen.getByRole("combobox", { name: /Favorite restaurant/ }));
    await user.click(screen.getByRole("option", { name: /Downtown Raleigh/ }));
    await user.click(screen.getByRole("checkbox", { name: /I want emails/ }));
    await user.click(screen.getByRole("button", { name: "Join the e-club" }));
    const heading = await screen.findByRole("heading", { name: "Check your email" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(/We sent a link to ada@coop.example/)).toBeTruthy();
    expect(posts()).toEqual([
      expect.objectContaining({
        url: "/api/v1/eclub/subscribe",
        body: {
          email: "ada@coop.example",
          first_name: "Ada",
          zip: "27601",
          birthday: "07-04",
          favorite_items: ["sku-0"],
          location_id: 101,
          consent: true,
          language: "en",
        },
      }),
    ]);
  });

  it("forms-web.eclub-signup: the server's refusal of a field shows under that field", async () => {
    const user = userEvent.setup();
    answer(() => json(400, { errors: [{ path: "body.email", message: "must be a valid email" }] }));
    renderAt(<EclubForm />);
    await user.type(screen.getByRole("textbox", { name: "Email" }), "ada@coop.example");
    await user.click(screen.getByRole("checkbox", { name: /I want emails/ }));
    await user.click(screen.getByRole("button", { name: "Join the e-club" }));
    await screen.findByTestId("form-error-summary");
    expect(document.getElementById("eclub-email-error")?.textContent).toBe(
      "Email: must be a valid email",
    );
  });
});

describe("EclubConfirm", () => {
  it("forms-web.eclub-confirm: the link's token is sent once and the page says the subscription is confirmed", async () => {
    answer(() => json(200, { status: "ok", state: "confirmed", email: "ada@coop.example" }));
    renderAt(<EclubConfirm />, "/eclub/confirm?token=abcdefghijklmnop");
    expect(
      await screen.findByRole("heading", {
        name: "You're in! Your e-club subscription is confirmed.",
      }),
    ).toBeTruthy();
    expect(screen.getByText("E-club emails will go to ada@coop.example.")).toBeTruthy();
    expect(posts()).toEqual([
      expect.objectContaining({
        url: "/api/v1/eclub/confirm",
        body: { token: "abcdefghijklmnop" },
      }),
    ]);
  });

  it("forms-web.eclub-confirm: an already confirmed link says so; an expired one offers to sign up again; no token asks nothing", async () => {
    answer(() => json(200, { status: "ok", state: "already", email: "ada@coop.example" }));
    const first = renderAt(<EclubConfirm />, "/eclub/confirm?token=abcdefghijklmnop");
    await screen.findByRole("heading", { name: "Your e-club subscription was already confirmed." });
    first.unmount();

    answer(() => json(410, { errors: ["This link has expired"] }));
    const second = renderAt(<EclubConfirm />, "/eclub/confirm?token=expiredtoken123");
    await screen.findByRole("heading", {
      name: "This confirmation link has expired or is not valid.",
    });
    expect(screen.getByRole("link", { name: "Sign up again" }).getAttribute("href")).toBe("/eclub");
    second.unmount();

    sent = [];
    answer(() => json(500, {}));
    renderAt(<EclubConfirm />, "/eclub/confirm");
    await screen.findByRole("heading", {
      name: "This page needs the link from your confirmation email.",
    });
    expect(posts()).toEqual([]);
  });
});

describe("EclubUnsubscribe", () => {
  it("forms-web.eclub-unsubscribe: nothing is sent until the button is pressed; then the page says no more e-club emails", async () => {
    const user = userEvent.setup();
    answer(() => json(200, { status: "ok", email: "ada@coop.example" }));
    renderAt(<EclubUnsubscribe />, "/eclub/unsubscribe?token=abcdefghijklmnop");
    expect(screen.getByText("Leave the e-club? You will get no more e-club emails.")).toBeTruthy();
    expect(posts()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Unsubscribe" }));
    await screen.findByRole("heading", { name: "You have left the e-club." });
    expect(screen.getByText("ada@coop.example will get no more e-club emails.")).toBeTruthy();
    expect(posts()).toEqual([
      expect.objectContaining({
        url: "/api/v1/eclub/unsubscribe",
        body: { token: "abcdefghijklmnop" },
      }),
    ]);
  });

  it("forms-web.eclub-unsubscribe: a link that is not valid says so", async () => {
    const user = userEvent.setup();
    answer(() => json(404, { errors: ["Unknown token"] }));
    renderAt(<EclubUnsubscribe />, "/eclub/unsubscribe?token=abcdefghijklmnop");
    await user.click(screen.getByRole("button", { name: "Unsubscribe" }));
    await screen.findByRole("heading", { name: "This unsubscribe link is not valid." });
  });
});
