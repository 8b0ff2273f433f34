// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { MemberAddress } from "@coop/contract/members";

import { clientStore } from "../../lib/store/client-store.ts";
import { fakeApi, signInForTest, signOutForTest } from "../../lib/test-support/fake-api.ts";
import { PaymentsAddresses } from "./payments-addresses.tsx";

const home: MemberAddress = {
  id: "a-home",
  address: "415 Fayetteville St",
  building: "Apt 12B",
  apt: "Apt 12B",
  city: "Raleigh",
  state: "NC",
  zip: "27601",
  default: true,
};
const wade: MemberAddress = {
  id: "a-wade",
  address: "2000 Wade Ave",
  building: null,
  apt: null,
  city: "Raleigh",
  state: "NC",
  zip: "27607",
  default: false,
};
const memberWith = (addresses: MemberAddress[]) => ({
  id: "demo-ada",
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@coop.example",
  phone: null,
  phone_display: null,
  optin: true,
  optin_sms: false,
  email_verified: true,
  has_password: true,
  addresses,
  payments: [],
  created: "2026-01-01T00:00:00.000Z",
});

beforeEach(() => signInForTest());
afterEach(() => {
  vi.unstubAllGlobals();
  signOutForTest();
});

const list = () => screen.findByRole("list", { name: "Your delivery addresses" });

async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Add an address" }));
  await user.type(screen.getByLabelText("Street address"), "1 Nowhere Rd");
  await user.type(screen.getByLabelText("Apartment, suite or building (optional)"), "Unit 3");
  await user.type(screen.getByLabelText("City"), "Boone");
  await user.type(screen.getByLabelText("State"), "nc");
  await user.type(screen.getByLabelText("ZIP code"), "28607-1234");
}

describe("PaymentsAddresses (/account/payments#addresses)", () => {
  it("member.saved-addresses: lists the default address first and marked, with Make default on the others", async () => {
    fakeApi({
      "GET /api/v1/members/addresses": { status: 200, body: { addresses: [wade, home] } },
    });
    render(<PaymentsAddresses />);
    const items = within(await list()).getAllByRole("listitem");
    expect(items[0]?.textContent).toContain("415 Fayetteville StApt 12B, Raleigh, NC 27601Default");
    expect(items[1]?.textContent).toContain("2000 Wade AveRaleigh, NC 27607");
    expect(within(items[0]!).queryByRole("button", { name: /default/ })).toBeNull();
    expect(
      within(items[1]!).getByRole("button", {
        name: "Make 2000 Wade Ave, Raleigh, NC 27607 your default address",
      }),
    ).toBeDefined();
  });

  it("member.saved-addresses: Make default sends default true for that address, shows the new default and refreshes the stored member", async () => {
    const user = userEvent.setup();
    const sent = fakeApi({
      "GET /api/v1/members/addresses": { status: 200, body: { addresses: [home, wade] } },
      "PUT /api/v1/members/addresses/a-wade": {
        status: 200,
        body: {
          addresses: [
            { ...home, default: false },
            { ...wade, default: true },
          ],
        },
      },
      "GET /api/v1/members/get": {
        status: 200,
        body: memberWith([
          { ...home, default: false },
          { ...wade, default: true },
        ]),
      },
    });
    render(<PaymentsAddresses />);
    await list();
    await user.click(screen.getByRole("button", { name: /^Make 2000 Wade Ave/ }));
    await expect
      .poll(() => screen.queryByRole("status")?.textContent)
      .toBe("2000 Wade Ave, Raleigh, NC 27607 is now your default address.");
    expect(sent.find((c) => c.method === "PUT")?.body).toEqual({ default: true });
    const items = within(await list()).getAllByRole("listitem");
    expect(items[0]?.textContent).toContain("2000 Wade Ave");
    expect(items[0]?.textContent).toContain("Default");
    // The stored user (checkout, the location-confirm dialog) has the new list.
    await expect
      .poll(() => clientStore.getState().user?.addresses.find((a) => a.default)?.id)
      .toBe("a-wade");
  });

  it("member.saved-addresses: an address no restaurant delivers to is refused in words beside the form, and nothing typed is lost", async () => {
    const user = userEvent.setup();
    const sent = fakeApi({
      "GET /api/v1/members/addresses": { status: 200, body: { addresses: [home] } },
      "POST /api/v1/members/addresses": {
        status: 422,
        body: { message: "We don't deliver to this address yet.", requestId: "r" },
      },
    });
    render(<PaymentsAddresses />);
    await list();
    await fillAddress(user);
    await user.click(screen.getByRole("button", { name: "Save address" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(
      "We couldn't save this address: We don't deliver to this address yet. Check the street, city and ZIP code, or try another address.",
    );
    await expect.poll(() => document.activeElement).toBe(alert);
    expect(sent.find((c) => c.method === "POST")?.body).toEqual({
      address: "1 Nowhere Rd",
      building: "Unit 3",
      city: "Boone",
      state: "NC",
      zip: "28607",
      default: false,
    });
    expect(screen.getByLabelText("Street address")).toHaveProperty("value", "1 Nowhere Rd");
    expect(screen.getByLabelText("City")).toHaveProperty("value", "Boone");
    expect(screen.getByLabelText("ZIP code")).toHaveProperty("value", "28607");
    expect(screen.getByRole("button", { name: "Save address" })).toBeDefined();
  });

  it("member.saved-addresses: a missing city and a short ZIP are named beside their fields before any call", async () => {
    const user = userEvent.setup();
    const sent = fakeApi({
      "GET /api/v1/members/addresses": { status: 200, body: { addresses: [] } },
    });
    render(<PaymentsAddresses />);
    expect(await screen.findByText("You have no saved delivery addresses yet.")).toBeDefined();
    await user.click(screen.getByRole("button", { name: "Add an address" }));
    await user.type(screen.getByLabelText("Street address"), "1 Main St");
    await user.type(screen.getByLabelText("State"), "NC");
    await user.type(screen.getByLabelText("ZIP code"), "276");
    await user.click(screen.getByRole("button", { name: "Save address" }));
    const city = screen.getByLabelText("City");
    expect(city.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Enter the city.")).toBeDefined();
    expect(screen.getByLabelText("ZIP code").getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => document.activeElement).toBe(city);
    expect(sent.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("member.saved-addresses: a saved address joins the list and the stored member is read again", async () => {
    const user = userEvent.setup();
    const added: MemberAddress = {
      id: "a-new",
      address: "1 Nowhere Rd",
      building: "Unit 3",
      apt: "Unit 3",
      city: "Boone",
      state: "NC",
      zip: "28607",
      default: false,
    };
    const sent = fakeApi({
      "GET /api/v1/members/addresses": { status: 200, body: { addresses: [home] } },
      "POST /api/v1/members/addresses": { status: 200, body: { addresses: [home, added] } },
      "GET /api/v1/members/get": { status: 200, body: memberWith([home, added]) },
    });
    render(<PaymentsAddresses />);
    await list();
    await fillAddress(user);
    await user.click(screen.getByRole("button", { name: "Save address" }));
    await expect
      .poll(() => screen.queryByRole("status")?.textContent)
      .toBe("1 Nowhere Rd, Unit 3, Boone, NC 28607 was saved to your account.");
    expect(within(await list()).getAllByRole("listitem")).toHaveLength(2);
    await expect.poll(() => clientStore.getState().user?.addresses.length).toBe(2);
    expect(sent.some((c) => c.path === "/api/v1/members/get")).toBe(true);
  });

  it("member.saved-addresses: delete asks first, then removes the address", async () => {
    const user = userEvent.setup();
    fakeApi({
      "GET /api/v1/members/addresses": { status: 200, body: { addresses: [home, wade] } },
      "DELETE /api/v1/members/addresses/a-wade": { status: 200, body: { addresses: [home] } },
      "GET /api/v1/members/get": { status: 200, body: memberWith([home]) },
    });
    render(<PaymentsAddresses />);
    await list();
    await user.click(
      screen.getByRole("button", { name: "Delete 2000 Wade Ave, Raleigh, NC 27607" }),
    );
    expect(screen.getByText(/This cannot be undone\./)).toBeDefined();
    await user.click(screen.getByRole("button", { name: "Delete address" }));
    await expect
      .poll(() => screen.queryByRole("status")?.textContent)
      .toBe("2000 Wade Ave, Raleigh, NC 27607 was deleted from your account.");
    expect(within(await list()).getAllByRole("listitem")).toHaveLength(1);
  });
  it("forms.state-search, member.saved-addresses: the state is picked through the state search; none picked is named beside the field", async () => {
    const user = userEvent.setup();
    const sent = fakeApi({
      "GET /api/v1/members/addresses": { status: 200, body: { addresses: [] } },
      "POST /api/v1/members/addresses": {
        status: 422,
        body: { message: "We don't deliver to this address yet.", requestId: "r" },
      },
    });
    render(<PaymentsAddresses />);
    expect(await screen.findByText("You have no saved delivery addresses yet.")).toBeDefined();
    await user.click(screen.getByRole("button", { name: "Add an address" }));
    await user.type(screen.getByLabelText("Street address"), "1 Main St");
    await user.type(screen.getByLabelText("City"), "Greenville");
    await user.type(screen.getByLabelText("ZIP code"), "29601");
    const state = screen.getByRole("combobox", { name: "State" });
    // Part of a name is not a state: refused beside the field before any call.
    await user.type(state, "caro");
    await user.click(screen.getByRole("button", { name: "Save address" }));
    expect(state.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => document.activeElement).toBe(state);
    expect(
      screen.getByText("Choose a state: type its name or its two-letter code, such as NC."),
    ).toBeDefined();
    expect(sent.filter((c) => c.method === "POST")).toEqual([]);
    await user.click(state);
    await user.click(screen.getByRole("option", { name: "South Carolina (SC)" }));
    expect(state).toHaveProperty("value", "South Carolina");
    await user.click(screen.getByRole("button", { name: "Save address" }));
    await screen.findByRole("alert");
    expect(sent.find((c) => c.method === "POST")?.body).toMatchObject({ state: "SC" });
  });
});
