// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { MemberPayment } from "@coop/contract/members";

import { fakeApi, signInForTest, signOutForTest } from "../../lib/test-support/fake-api.ts";
import { PaymentsCards } from "./payments-cards.tsx";

const card = (
  id: string,
  brand: string,
  last4: string,
  exp_month: number,
  exp_year: number,
  expired = false,
): MemberPayment => ({
  account: { id, brand, last4, exp_month, exp_year, expired, label: `${brand} ${last4}` },
});
const old = card("c-old", "mastercard", "4444", 1, 2021, true);
const visa = card("c-visa", "visa", "1111", 12, 2030);
const amex = card("c-amex", "amex", "0005", 3, 2031);
const member = {
  id: "demo-ada",
  first_name: "Ada",
  addresses: [],
  payments: [],
};

beforeEach(() => signInForTest());
afterEach(() => {
  vi.unstubAllGlobals();
  signOutForTest();
});

const list = () => screen.findByRole("list", { name: "Your saved cards" });

describe("PaymentsCards (/account/payments)", () => {
  it("member.saved-cards: lists brand, last four and expiry; an expired card is marked Expired and listed after the others", async () => {
    fakeApi({ "GET /api/v1/members/payments": { status: 200, body: { payments: [old, visa] } } });
    render(<PaymentsCards />);
    const items = within(await list()).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      "Visa ending in 1111Expires 12/30Delete",
      "Mastercard ending in 4444Expired 01/21Delete",
    ]);
    expect(items[1]?.className).toContain("saved-card--expired");
    expect(items[0]?.className).not.toContain("saved-card--expired");
  });

  it("member.saved-cards: with no saved card it says so and offers to add one", async () => {
    fakeApi({ "GET /api/v1/members/payments": { status: 200, body: { payments: [] } } });
    render(<PaymentsCards />);
    expect(await screen.findByText(/You have no saved cards yet/)).toBeDefined();
    expect(screen.getByRole("button", { name: "Add a card" })).toBeDefined();
  });

  it("member.saved-cards: a card is added: the card goes only to members/payments/token, its token to members/payments, and the stored member is read again", async () => {
    const user = userEvent.setup();
    const sent = fakeApi({
      "GET /api/v1/members/payments": { status: 200, body: { payments: [visa] } },
      "POST /api/v1/members/payments/token": {
        status: 200,
        body: {
          token: "tok_1",
          brand: "amex",
          last4: "0005",
          exp_month: 3,
          exp_year: 2031,
          expires_at: "2030-01-01T00:00:00.000Z",
        },
      },
      "POST /api/v1/members/payments": { status: 200, body: { payments: [visa, amex] } },
      "GET /api/v1/members/get": { status: 200, body: { ...member, payments: [visa, amex] } },
    });
    render(<PaymentsCards />);
    await list();
    await user.click(screen.getByRole("button", { name: "Add a card" }));
    await user.type(screen.getByLabelText("Card number"), "378282246310005");
    // Grouped as American Express prints it (4-6-5), the brand named beside the field.
    expect(screen.getByLabelText("Card number")).toHaveProperty("value", "3782 822463 10005");
    expect(screen.getByTestId("card-brand").textContent).toBe("American Express");
    await user.type(screen.getByLabelText("Expiration date (MM/YY)"), "0331");
    await user.type(screen.getByLabelText("Security code"), "1234");
    await user.type(screen.getByLabelText("Billing ZIP code"), "27601");
    await user.click(screen.getByRole("button", { name: "Save card" }));

    await expect
      .poll(() => screen.queryByRole("status")?.textContent)
      .toBe("American Express ending in 0005 was saved to your account.");
    const writes = sent.filter((c) => c.method === "POST");
    expect(writes).toEqual([
      expect.objectContaining({
        path: "/api/v1/members/payments/token",
        body: {
          number: "378282246310005",
          exp_month: 3,
          exp_year: 2031,
          cvv: "1234",
          zip: "27601",
        },
      }),
      expect.objectContaining({ path: "/api/v1/members/payments", body: { token: "tok_1" } }),
    ]);
    // Authorised with the ordering token.
    expect(writes[0]?.headers.get("authorization")).toContain("ordering-token");
    expect(within(await list()).getAllByRole("listitem")).toHaveLength(2);
    await expect.poll(() => sent.some((c) => c.path === "/api/v1/members/get")).toBe(true);
  });

  it("member.saved-cards: a wrong card number is named beside its field before any call, and focus goes there", async () => {
    const user = userEvent.setup();
    const sent = fakeApi({
      "GET /api/v1/members/payments": { status: 200, body: { payments: [] } },
    });
    render(<PaymentsCards />);
    await user.click(await screen.findByRole("button", { name: "Add a card" }));
    await user.type(screen.getByLabelText("Card number"), "4111111111111112");
    await user.type(screen.getByLabelText("Expiration date (MM/YY)"), "1230");
    await user.type(screen.getByLabelText("Security code"), "123");
    await user.type(screen.getByLabelText("Billing ZIP code"), "2760");
    await user.click(screen.getByRole("button", { name: "Save card" }));

    const number = screen.getByLabelText("Card number");
    expect(number.getAttribute("aria-invalid")).toBe("true");
    expect(
      document.getElementById(number.getAttribute("aria-describedby") ?? "")?.textContent,
    ).toBe("Enter a valid card number (12 to 19 digits).");
    const zip = screen.getByLabelText("Billing ZIP code");
    expect(zip.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => document.activeElement).toBe(number);
    expect(sent.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("member.saved-cards: the API's field error is shown beside the field it names, and what was typed stays", async () => {
    const user = userEvent.setup();
    fakeApi({
      "GET /api/v1/members/payments": { status: 200, body: { payments: [] } },
      "POST /api/v1/members/payments/token": {
        status: 422,
        body: {
          message: "Please correct the highlighted fields.",
          errors: [
            { path: "exp_year", message: "exp_year must be a four-digit year, such as 2030" },
          ],
          requestId: "r",
        },
      },
    });
    render(<PaymentsCards />);
    await user.click(await screen.findByRole("button", { name: "Add a card" }));
    await user.type(screen.getByLabelText("Card number"), "4111111111111111");
    await user.type(screen.getByLabelText("Expiration date (MM/YY)"), "1230");
    await user.type(screen.getByLabelText("Security code"), "123");
    await user.type(screen.getByLabelText("Billing ZIP code"), "27601");
    await user.click(screen.getByRole("button", { name: "Save card" }));
    const expiry = screen.getByLabelText("Expiration date (MM/YY)");
    await expect.poll(() => expiry.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("exp_year must be a four-digit year, such as 2030")).toBeDefined();
    expect(screen.getByLabelText("Card number")).toHaveProperty("value", "4111 1111 1111 1111");
  });

  it("member.saved-cards: delete asks first, says it cannot be undone, and Keep card leaves it", async () => {
    const user = userEvent.setup();
    const sent = fakeApi({
      "GET /api/v1/members/payments": { status: 200, body: { payments: [visa, amex] } },
      "DELETE /api/v1/members/payments/c-visa": { status: 200, body: { payments: [amex] } },
      "GET /api/v1/members/get": { status: 200, body: { ...member, payments: [amex] } },
    });
    render(<PaymentsCards />);
    await list();
    await user.click(screen.getByRole("button", { name: "Delete Visa ending in 1111" }));
    const question = screen.getByRole("group", {
      name: "Delete Visa ending in 1111 from your account?",
    });
    expect(question.textContent).toContain("This cannot be undone.");
    await expect.poll(() => question.contains(document.activeElement)).toBe(true);
    await user.click(within(question).getByRole("button", { name: "Keep card" }));
    expect(sent.filter((c) => c.method === "DELETE")).toEqual([]);
    // Focus is back on the Delete button the question replaced.
    await expect
      .poll(() => document.activeElement?.getAttribute("aria-label"))
      .toBe("Delete Visa ending in 1111");

    await user.click(screen.getByRole("button", { name: "Delete Visa ending in 1111" }));
    await user.click(screen.getByRole("button", { name: "Delete card" }));
    await expect
      .poll(() => screen.queryByRole("status")?.textContent)
      .toBe("Visa ending in 1111 was deleted from your account.");
    expect(within(await list()).getAllByRole("listitem")).toHaveLength(1);
    expect(sent.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual([
      "/api/v1/members/payments/c-visa",
    ]);
  });

  it("member.saved-cards: a list that cannot be read says so with a Try again", async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({
      "GET /api/v1/members/payments": () =>
        fail
          ? { status: 503, body: { message: "Service unavailable.", requestId: "r" } }
          : { status: 200, body: { payments: [visa] } },
    });
    render(<PaymentsCards />);
    expect((await screen.findByRole("alert")).textContent).toContain(
      "We couldn't load your saved cards. Service unavailable.",
    );
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(within(await list()).getAllByRole("listitem")).toHaveLength(1);
  });
});
