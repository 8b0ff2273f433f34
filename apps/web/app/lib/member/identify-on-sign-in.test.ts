// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { MemberTokens, MemberUser } from "@coop/contract/members";

import { clientStore } from "../store/client-store.ts";
import { fakeApi } from "../test-support/fake-api.ts";
import { completeSignIn } from "./session.ts";

const IDENTIFY = "POST /api/braze/users/identify";

const tokens: MemberTokens = {
  access: { token: "ACCESS-M1", expires: "2099-01-01T00:00:00Z" },
  ordering: { access: { token: "ORDERING-M1", expires: "2099-01-01T00:00:00Z" } },
  id: "member-signin-1",
  provider: "coop",
  expires: "2099-01-01T00:00:00Z",
};
const user: MemberUser = {
  id: "member-signin-1",
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@coop.example",
  phone: null,
  phone_display: null,
  optin: false,
  optin_sms: false,
  email_verified: true,
  has_password: true,
  addresses: [],
  payments: [],
  created: "2026-01-01T00:00:00Z",
};

beforeEach(() => {
  window.localStorage.removeItem("coop.engagement.identified-device");
  clientStore.setState({ deviceId: "device-42", user: null, token: null, redirect: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("engagement.identify-on-sign-in: signing in merges the device's history into the member", () => {
  it("after sign-in, sign-up or single sign-on (completeSignIn), users/identify goes once, with the new member's token", async () => {
    const sent = fakeApi({ [IDENTIFY]: { status: 201, body: { message: "success" } } });
    completeSignIn({ user, tokens });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.path).toBe("/api/braze/users/identify");
    expect(sent[0]!.headers.get("authorization")).toBe("Bearer ACCESS-M1");
    expect(sent[0]!.body).toEqual({
      aliases_to_identify: [
        {
          external_id: "member-signin-1",
          user_alias: { alias_label: "device", alias_name: "device-42" },
        },
      ],
    });
    // The same member signing in again on this page sends nothing more.
    completeSignIn({ user, tokens });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toHaveLength(1);
  });

  it("a failed identify does not stop the sign-in: the member is signed in and it is only logged", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const sent = fakeApi({ [IDENTIFY]: { status: 503, body: { message: "down" } } });
      const other = { ...tokens, id: "member-signin-2" };
      expect(completeSignIn({ user: { ...user, id: other.id }, tokens: other })).toBe("/account");
      expect(clientStore.getState().token?.id).toBe("member-signin-2");
      await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
      expect(sent).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }
  });

  it("a device already merged into one member is not identified to the next member who signs in on it (the server would refuse it)", async () => {
    const sent = fakeApi({ [IDENTIFY]: { status: 200, body: { message: "success" } } });
    completeSignIn({
      user: { ...user, id: "member-signin-3" },
      tokens: { ...tokens, id: "member-signin-3" },
    });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await vi.waitFor(() =>
      expect(window.localStorage.getItem("coop.engagement.identified-device")).toBe("device-42"),
    );
    completeSignIn({
      user: { ...user, id: "member-signin-4" },
      tokens: { ...tokens, id: "member-signin-4" },
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toHaveLength(1);
  });
});
