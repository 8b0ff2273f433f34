// The network edge of a component test: `fetch` answers by method and path from a table the
// test writes ("POST /api/v1/members/addresses": status and body, or a function of the
// request), and every call is recorded with its parsed body.
import { vi } from "vitest";

import type { AuthToken } from "@coop/contract/entities";

import { clientStore } from "../store/client-store.ts";

export type SentCall = { method: string; path: string; body: unknown; headers: Headers };
export type Answer = { status: number; body: unknown };
export type Routes = Record<string, Answer | ((call: SentCall) => Answer)>;

/** Stubs `fetch` with `routes`; answers 404 to anything else. Returns the calls made. */
export function fakeApi(routes: Routes): SentCall[] {
  const sent: SentCall[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const path = new URL(url, "http://localhost").pathname;
    const call: SentCall = {
      method: init.method ?? "GET",
      path,
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      headers: new Headers(init.headers),
    };
    sent.push(call);
    const route = routes[`${call.method} ${path}`];
    const answer: Answer = !route
      ? { status: 404, body: { message: `No route ${call.method} ${path}`, requestId: "t" } }
      : typeof route === "function"
        ? route(call)
        : route;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  });
  return sent;
}

export const testToken: AuthToken = {
  access: { token: "access-token" },
  ordering: { access: { token: "ordering-token" } },
  id: "demo-ada",
  provider: "coop",
};

/** A signed-in member in the client store (hydrated, as after the first render in a browser). */
export function signInForTest(): void {
  clientStore.setState({
    hydrated: true,
    user: { first_name: "Ada", addresses: [], payments: [] },
    token: testToken,
    favelocations: [],
  });
}

/** A visitor (hydrated, nobody signed in). */
export function signOutForTest(): void {
  clientStore.setState({
    hydrated: true,
    user: null,
    token: null,
    favelocations: [],
    redirect: null,
  });
}
