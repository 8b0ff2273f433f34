// The restaurant side end to end, in the built app: a guest places an order; the order board of
// the restaurant (a second browser context, crew signed in) shows it without a reload; the crew
// taps it through to ready; the guest's confirmation page shows "Ready" without a reload, and
// the server's outbox has the ready email. The restaurant runs staff-driven (auto-advance off),
// so nothing but the crew's taps moves the order. axe checks the board at 1280 and 768 px.
//
// The file runs its own server: it reads that server's outbox, turns a restaurant's
// auto-advance off and invites a crew member there. Tests run at any hour: when the restaurant
// is closed now, the order is placed for its first slot and reaches the board at its fire time;
// the server's order clock then runs fast enough that the fire time comes within seconds.
import { randomUUID } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createApiClient } from "@coop/contract/client";

import { type ServerProcess, startBuiltServer } from "./server-process.ts";
import { apiClient, ok, takeEarliestTime } from "./support/api.ts";
import { axeViolations, browserPerFile, watchedPage } from "./support/browser.ts";
import { linkIn, outboxFiles, waitForEmail } from "./support/outbox.ts";
import { openPage } from "./support/storage.ts";

const browser = browserPerFile();
const admin = { email: "katherine@coop.example", password: "Checklist-Sunrise-88" };

/** A staff client of the server under test, sending `token` on the staff calls. */
const staffApi = (origin: string, token: string | null = null) =>
  createApiClient({
    baseUrl: origin,
    context: () => ({ channel: "default", clientType: "web", staffToken: token }),
  });

type Restaurant = { id: number; menu_id: string; minutesAway: number };

/** The pickup restaurant whose earliest ready time is soonest (read from the shared server). */
async function soonestRestaurant(): Promise<Restaurant> {
  const api = apiClient();
  const list = ok(await api.locationsList(), "GET locations");
  let best: Restaurant | null = null;
  for (const r of list.locations.filter((l) => l.handoff_modes.includes("pickup"))) {
    const created = ok(await api.ordersCreate(r.menu_id), "POST orders/create");
    const handed = await api.ordersSetHandoff(created.id, "pickup");
    await api.ordersAbandon(created.id);
    const earliest = handed.ok ? handed.data.time.earliest : null;
    if (!earliest) continue;
    const minutesAway = (new Date(earliest).getTime() - Date.now()) / 60_000;
    if (!best || minutesAway < best.minutesAway)
      best = { id: r.id, menu_id: r.menu_id, minutesAway };
    if (minutesAway <= 30) break;
  }
  if (!best) throw new Error("No restaurant takes pickup orders in the next days.");
  return best;
}

let app: ServerProcess;
let restaurant: Restaurant;
let crew: { email: string; password: string };

beforeAll(async () => {
  restaurant = await soonestRestaurant();
  // The fire time of a first slot hours away comes within ~10 s of the order clock.
  const speed = Math.max(60, Math.ceil((restaurant.minutesAway * 60) / 10));
  app = await startBuiltServer({ ORDER_CLOCK_SPEED: String(speed) });
  const origin = app.origin;
  const adminToken = ok(await staffApi(origin).call("opsSignin", { body: admin }), "ops signin")
    .data.token;
  const asAdmin = staffApi(origin, adminToken);
  const id = restaurant.id;
  // `ops.auto-advance` off: only the board moves this restaurant's orders.
  const { menu_categories: _categories, ...settings } = ok(
    await asAdmin.call("opsSettingsGet", { params: { id } }),
    "GET settings",
  ).data;
  ok(
    await asAdmin.call("opsSettingsPut", {
      params: { id },
      body: { ...settings, auto_advance: false },
    }),
    "PUT settings",
  );
  // A crew member of that restaurant, invited by email as a chain would.
  crew = {
    email: `crew-${randomUUID().slice(0, 8)}@coop.example`,
    password: "Fryer-Lantern-Sunrise-42",
  };
  const before = await outboxFiles(app.dataDir);
  ok(
    await asAdmin.call("opsInvite", {
      body: { email: crew.email, role: "crew", restaurants: [id] },
    }),
    "POST invitations",
  );
  const link = await waitForEmail(app.dataDir, crew.email, (eml) => linkIn(eml, "/ops/accept?"), {
    after: before,
  });
  const token = new URL(link).searchParams.get("token")!;
  ok(
    await staffApi(origin).call("opsInviteAccept", {
      body: { token, name: "Casey Crew", password: crew.password },
    }),
    "POST invitations/accept",
  );
}, 180_000);
afterAll(async () => app?.stop());

/** A guest's pickup order, placed through the API as the checkout places it. */
async function placeGuestOrder(
  email: string,
): Promise<{ id: string; number: number; scheduled: boolean }> {
  const api = apiClient({ origin: app.origin });
  const { id } = ok(await api.ordersCreate(restaurant.menu_id), "POST orders/create");
  ok(
    await api.ordersAddProducts(id, {
      products: [
        { id: "CB-3PC", quantity: 1, choices: [] },
        { id: "SD-MAC", quantity: 1 },
      ],
    }),
    "POST orders/{id}/products",
  );
  const handed = ok(await api.ordersSetHandoff(id, "pickup"), "PUT orders/{id}/handoff");
  await takeEarliestTime(api, id, handed.time);
  const validated = ok(await api.ordersValidate(id), "POST orders/{id}/validate");
  expect(validated.messages).toEqual([]);
  const card = ok(
    await api.ordersToken(id, {
      number: "4111 1111 1111 1111",
      exp_month: 12,
      exp_year: 2030,
      cvv: "123",
      zip: "27601",
    }),
    "POST orders/{id}/token",
  );
  const placed = ok(
    await api.ordersSubmit(
      id,
      {
        usertype: "guest",
        contact: { first_name: "Grace", last_name: "Hopper", email, phone: "919-555-0100" },
        payments: [{ token: card.token, amount: validated.totals.total }],
      },
      randomUUID(),
    ),
    "POST orders/{id}/submit",
  );
  return { id, number: placed.number, scheduled: validated.order.time.mode === "scheduled" };
}

describe("the order board, live", () => {
  it("ops.board-live, ops.board-moves, order.live-events, notify.order-ready: a placed order reaches the crew's board without reload, two taps make it ready, the guest's confirmation shows Ready at once and the ready email is in the outbox", async () => {
    // The crew's tablet: sign in at /ops, land on the restaurant's board.
    const board = await watchedPage(browser(), { width: 1280, height: 800 });
    const guestEmail = `grace-${randomUUID().slice(0, 8)}@example.com`;
    try {
      const { page } = board;
      await page.goto(`${app.origin}/ops`);
      await page.waitForSelector(".ops-layout[data-hydrated]");
      await page.getByRole("textbox", { name: "Email" }).fill(crew.email);
      await page.getByLabel("Password", { exact: true }).fill(crew.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL(`**/ops/restaurants/${restaurant.id}/board`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      // The board follows its live stream (not the polling fallback).
      await expect
        .poll(() => page.getByTestId("live-state").getAttribute("class"), { timeout: 10_000 })
        .toContain("board-live--live");

      const order = await placeGuestOrder(guestEmail);
      const placedAt = Date.now();
      const start = page.getByRole("button", { name: `Start #${order.number}` });
      if (order.scheduled) {
        // Placed for a later slot: it waits in Upcoming, then reaches the board at its fire time.
        await start.waitFor({ timeout: 30_000 });
      } else {
        await start.waitFor({ timeout: 5_000 });
        expect(Date.now() - placedAt, "the new ticket shows within a second").toBeLessThan(1_000);
      }

      // The guest's confirmation page, open on a phone, before the crew moves the order.
      const guest = await openPage(browser(), `/order/confirm?id=${encodeURIComponent(order.id)}`, {
        origin: app.origin,
        viewport: { width: 375, height: 812 },
        seed: { member: null },
      });
      try {
        const steps = guest.page.getByTestId("status-steps");
        await steps.waitFor();
        expect(await steps.getAttribute("data-status")).not.toMatch(/^(ready|completed)$/);

        await start.click();
        const ready = page.getByRole("button", { name: `Ready #${order.number}` });
        await ready.waitFor({ timeout: 5_000 });
        await ready.click();
        await page
          .getByRole("button", { name: `Picked up #${order.number}` })
          .waitFor({ timeout: 5_000 });

        // The customer's phone shows it at once, without a reload, and says so politely.
        await expect
          .poll(() => steps.getAttribute("data-status"), { timeout: 5_000, interval: 100 })
          .toBe("ready");
        expect(await guest.page.getByTestId("status-live").innerText()).toBe("Order status: Ready");
        expect(guest.problems).toEqual([]);
      } finally {
        await guest.context.close();
      }

      const subject = await waitForEmail(
        app.dataDir,
        guestEmail,
        (eml) => /^Subject: (.*is ready.*)$/m.exec(eml)?.[1],
      );
      expect(subject).toContain(`#${order.number}`);

      // axe on the board with its tickets, on a desktop and on a tablet held upright.
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 768, height: 1024 });
      expect(await axeViolations(page)).toEqual([]);
      expect(board.problems).toEqual([]);
    } finally {
      await board.context.close();
    }
  }, 180_000);
});
