// Fixtures of the account component tests: the member calls' answers and a fetch stub that
// answers by method and path, recording what was sent.
import { vi } from "vitest";

import type { MemberUser } from "@coop/contract/members";
import type { OrderJson } from "@coop/contract/orders";
import type { LoyaltyResponse } from "@coop/contract/rewards";

import { clientStore } from "../../lib/store/client-store.ts";

export const ada: MemberUser = {
  id: "demo-ada",
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@coop.example",
  phone: "9195550142",
  phone_display: "(919) 555-0142",
  optin: true,
  optin_sms: false,
  email_verified: true,
  has_password: true,
  addresses: [],
  payments: [],
  created: "2026-01-01T00:00:00.000Z",
};

const reward = (id: string, name: string, points: number, affordable: boolean) => ({
  id,
  name,
  label: name,
  description: "",
  points,
  channel: "default" as const,
  image: null,
  affordable,
});

export const loyalty: LoyaltyResponse = {
  member_id: "demo-ada",
  points: 180,
  lifetime_points: 180,
  points_per_dollar: 10,
  progress: { quantity: 180, target: 250, unit: "points" },
  next_reward: reward("free-biscuit", "Free Biscuit", 250, false),
  rewards: [reward("free-biscuit", "Free Biscuit", 250, false)],
  history: [],
};

export const wallet = {
  rewards: [
    { label: "$5 Off", status: "incomplete", expires: null },
    { label: "Free Fries", status: "complete", expires: null },
    { label: "Catering - Tea", status: "incomplete", expires: null },
    { label: "Free Biscuit", status: "incomplete", expires: "2099-01-01T00:00:00Z" },
  ].map((o, i) => ({
    id: `w${i}`,
    kind: "offer" as const,
    cred: `C${i}`,
    image: null,
    description: "",
    channel: "default" as const,
    ...o,
    status: o.status as "incomplete" | "complete",
  })),
};

export const recentOrder = {
  id: "order-9",
  number: 1042,
  status: "completed",
  location_id: 102,
  menu_id: "m1",
  channel: "default",
  products: [
    { name: "Buttermilk Biscuit", quantity: 2 },
    { name: "Mac & Cheese", quantity: 1 },
    { name: "Sweet Tea", quantity: 1 },
  ],
  totals: { subtotal: 10.5, discount: 0, tax: 0.8, tip: 0, delivery: 0, donations: 0, total: 11.3 },
  created: "20261121 12:05",
} as unknown as OrderJson;

type Answer =
  { status: number; body: unknown } | (() => Promise<{ status: number; body: unknown }>);
export type Sent = { method: string; path: string; body: unknown; auth: string | null };

/**
 * Stubs fetch: `answers` is keyed "METHOD /api/v1/path"; an unlisted call answers 404. Every
 * call is recorded in the returned list.
 */
export function stubApi(answers: Record<string, Answer>): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const path = String(url).split("?")[0]!;
    const headers = new Headers(init.headers);
    sent.push({
      method,
      path,
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      auth: headers.get("authorization"),
    });
    const answer = answers[`${method} ${path}`];
    const { status, body } = answer
      ? typeof answer === "function"
        ? await answer()
        : answer
      : { status: 404, body: { message: `No route ${method} ${path}`, requestId: "t" } };
    return new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    });
  });
  return sent;
}

/** Ada signed in, in a hydrated store. */
export function signInAda(): void {
  clientStore.setState({
    hydrated: true,
    redirect: null,
    user: {
      first_name: ada.first_name,
      last_name: ada.last_name,
      email: ada.email,
      phone: "9195550142",
      optin: ada.optin,
      optin_sms: ada.optin_sms,
      addresses: [],
      payments: [],
    },
    token: {
      access: { token: "access-1", expires: "2099-01-01T00:00:00Z" },
      ordering: { access: { token: "ordering-1", expires: "2099-01-01T00:00:00Z" } },
      id: "demo-ada",
      provider: "coop",
      expires: "2099-01-01T00:00:00Z",
    },
  });
}

export function signOutStore(): void {
  clientStore.setState({ user: null, token: null });
}
