// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { clientStore } from "../../lib/store/client-store.ts";
import { fakeApi } from "../../lib/test-support/fake-api.ts";
import { CreateAccountForm } from "./member-forms.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  clientStore.setState({ user: null, token: null });
});

const created = {
  status: "ok",
  data: {
    tokens: {
      access: { token: "ACCESS-NEW", expires: "2099-01-01T00:00:00Z" },
      ordering: { access: { token: "ORDERING-NEW", expires: "2099-01-01T00:00:00Z" } },
      id: "member-claim-1",
      provider: "coop",
      expires: "2099-01-01T00:00:00Z",
    },
    user: {
      id: "member-claim-1",
      first_name: "Grace",
      last_name: "Hopper",
      email: "grace@coop.example",
      phone: null,
      phone_display: null,
      optin: false,
      optin_sms: false,
      email_verified: false,
      has_password: true,
      addresses: [],
      payments: [],
      created: "2026-01-01T00:00:00Z",
    },
    order_claimed: false,
  },
};

describe("the account created from the confirmation page", () => {
  it("engagement.identify-on-sign-in: the new member takes this device's engagement history (users/identify with their token)", async () => {
    clientStore.setState({ hydrated: true, deviceId: "device-claim", user: null, token: null });
    const sent = fakeApi({
      "POST /api/v1/members/create": { status: 200, body: created },
      "POST /api/braze/users/identify": { status: 201, body: { message: "success" } },
      "GET /api/v1/orders/recent": { status: 200, body: { orders: [] } },
    });
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <CreateAccountForm orderId="order-1" onCreated={() => undefined} />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText("Email"), "grace@coop.example");
    await user.type(screen.getByLabelText("First name"), "Grace");
    await user.type(screen.getByLabelText("Last name"), "Hopper");
    await user.type(screen.getByLabelText("Password"), "Tall ships of 1906");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await screen.findByTestId("account-created");
    const identify = sent.filter((c) => c.path === "/api/braze/users/identify");
    expect(identify).toHaveLength(1);
    expect(identify[0]!.headers.get("authorization")).toBe("Bearer ACCESS-NEW");
    expect(identify[0]!.body).toEqual({
      aliases_to_identify: [
        {
          external_id: "member-claim-1",
          user_alias: { alias_label: "device", alias_name: "device-claim" },
        },
      ],
    });
  });
});
