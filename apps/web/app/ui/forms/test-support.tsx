// Shared by the forms' component tests: a router around a screen, and the network edge.
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { vi } from "vitest";

import type { AuthSettings } from "@coop/contract/load-context";

export type Sent = { method: string; url: string; headers: Record<string, string>; body: unknown };

/** Stubs fetch: every call is recorded in `sent` and answered by `reply`. */
export function network(sent: Sent[], reply: (sent: Sent) => Response | Promise<Response>) {
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const request: Sent = {
      method: init.method ?? "GET",
      url,
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    return reply(request);
  });
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/**
 * Renders a screen inside a data router (links and route data work); `auth` plays the root
 * loader's sign-in settings (the bot check's site key).
 */
export function renderAt(ui: ReactNode, at = "/", auth?: AuthSettings) {
  const path = at.split("?")[0] ?? "/";
  const Stub = createRoutesStub([
    { id: "root", path, Component: () => <>{ui}</>, ...(auth ? { loader: () => ({ auth }) } : {}) },
  ]);
  return render(<Stub initialEntries={[at]} />);
}

export const locations = [
  {
    id: 101,
    name: "Downtown Raleigh",
    address: "100 Fayetteville St",
    city: "Raleigh",
    state: "NC",
    zip: "27601",
  },
  {
    id: 107,
    name: "Uptown Charlotte",
    address: "200 N Tryon St",
    city: "Charlotte",
    state: "NC",
    zip: "28202",
  },
];

export const menu = {
  id: "default",
  categories: [
    {
      products: ["Biscuit", "Tenders", "Fries", "Sweet Tea", "Slaw", "Pie"].map((name, i) => ({
        sku: `sku-${i}`,
        name,
      })),
    },
  ],
};

/** Answers the store select's and the favorites selector's lists. */
export function listsReply(request: Sent): Response | null {
  if (request.url.endsWith("/api/v1/locations")) return json(200, { count: 2, locations });
  if (request.url.endsWith("/api/v1/menus/default")) return json(200, menu);
  return null;
}
