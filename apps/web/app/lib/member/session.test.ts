import { beforeEach, describe, expect, it, vi } from "vitest";

import type { MemberTokens, MemberUser } from "@coop/contract/members";

const calls: string[] = [];
let signoutFails = false;

vi.mock("../api-client.ts", () => ({
  api: {
    call: vi.fn(async (id: string, args?: { params?: { id?: string } }) => {
      calls.push(args?.params?.id ? `${id}:${args.params.id}` : id);
      if (id === "membersSignout" && signoutFails) throw new Error("network down");
      return { ok: true, status: 200, data: { status: "ok", message: "done" } };
    }),
  },
}));

const { clientStore } = await import("../store/client-store.ts");
const { completeSignIn, safeRedirect, signOut } = await import("./session.ts");

const tokens: MemberTokens = {
  access: { token: "a", expires: "2099-01-01T00:00:00Z" },
  ordering: { access: { token: "o", expires: "2099-01-01T00:00:00Z" } },
  id: "m1",
  provider: "coop",
  expires: "2099-01-01T00:00:00Z",
};
const user: MemberUser = {
  id: "m1",
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
  calls.length = 0;
  signoutFails = false;
  clientStore.setState({ user: null, token: null, redirect: null });
});

describe("member session", () => {
  it("member.sign-out: revokes the session, clears member and token, abandons and drops the order", async () => {
    completeSignIn({ user, tokens });
    clientStore.setOrder({ id: "order-1", products: [] } as never);
    await signOut();
    expect(calls).toEqual(["membersSignout", "ordersAbandon:order-1"]);
    const state = clientStore.getState();
    expect(state.user).toBeNull();
    expect(state.token).toBeNull();
    expect(state.order).toBeNull();
  });

  it("member.sign-out: an engagement call in flight ends before the token is revoked, and none starts during the sign-out", async () => {
    const { memberEngagementCall } = await import("../engagement.ts");
    completeSignIn({ user, tokens });
    calls.length = 0;
    let finish: () => void = () => undefined;
    const impression = memberEngagementCall(
      () =>
        new Promise<void>((resolve) => {
          finish = () => {
            calls.push("impression");
            resolve();
          };
        }),
    );
    expect(impression).not.toBeNull();
    const out = signOut();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
    expect(memberEngagementCall(async () => calls.push("late"))).toBeNull();
    finish();
    await out;
    expect(calls).toEqual(["impression", "membersSignout"]);
    expect(memberEngagementCall(async () => "after the sign-out")).not.toBeNull();
  });

  it("member.sign-out: a failed revocation call still signs the visitor out on this device", async () => {
    completeSignIn({ user, tokens });
    signoutFails = true;
    await signOut();
    expect(clientStore.getState().token).toBeNull();
    expect(clientStore.getState().user).toBeNull();
  });

  it("member.safe-redirect: only paths of this site, never another host or a sign-in page", () => {
    expect(safeRedirect("/account/settings?tab=1")).toBe("/account/settings?tab=1");
    expect(safeRedirect("//evil.example/x")).toBeNull();
    expect(safeRedirect("https://evil.example/")).toBeNull();
    expect(safeRedirect("/\\evil.example")).toBeNull();
    expect(safeRedirect("/account/login")).toBeNull();
    expect(safeRedirect("/account/login?x=1")).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });

  it("member.safe-redirect: sign-in goes to the saved page once, then /account", () => {
    clientStore.setState({ redirect: "/offers" });
    expect(completeSignIn({ user, tokens })).toBe("/offers");
    expect(clientStore.getState().redirect).toBeNull();
    expect(completeSignIn({ user, tokens })).toBe("/account");
    clientStore.setState({ redirect: "//evil.example" });
    expect(completeSignIn({ user, tokens })).toBe("/account");
  });
});
