// Catering end to end, as the office manager of the story does it on a phone
// (`catering-home.headcount`, `catering-order.carry-over`, `catering-exit.warn`,
// `catering-server.slots-lead-time`): on the catering site (localhost's catering subdomain, a
// real host name) she plans lunch for 25 with the headcount helper, puts the suggested packs in
// the cart before choosing a restaurant, picks the restaurant that delivers to her office near
// 27601, tries the link back to the main site and is warned the cart would be cleared (she
// stays), schedules the delivery for tomorrow at noon (or the next day the restaurant delivers at
// noon) and pays with the test card.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { axeViolations, baseUrl, browserPerFile, viewports } from "./support/browser.ts";
import { fillGuestContact, fillTestCard } from "./support/checkout.ts";
import { screenshots } from "./support/screenshots.ts";
import { openPage } from "./support/storage.ts";

const browser = browserPerFile();
const shot = screenshots("catering-done");

function cateringOrigin(): string {
  const url = new URL(baseUrl());
  url.hostname = "catering.localhost";
  return url.origin;
}

/** From the keyboard: at 375 px the bottom bar or the in-app slide-up may cover a control. */
async function press(control: Locator) {
  await control.focus();
  await control.press("Enter");
}

/** The stored value of one of the client store's keys. */
function stored(page: Page, key: string) {
  return page.evaluate((k) => {
    const raw = localStorage.getItem(k);
    return raw ? (JSON.parse(raw) as { value: Record<string, unknown> }).value : null;
  }, key);
}

/** axe once nothing moves: a slide-up caught mid-way overlaps what it will not at rest. */
async function axe(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => document.getAnimations().filter((a) => a.playState === "running").length),
    )
    .toBe(0);
  return axeViolations(page);
}

/** The restaurant's calendar date (YYYY-MM-DD) `days` from now, in its time zone. */
function restaurantDate(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(
    Date.now() + days * 86_400_000,
  );
}

describe("catering done when", () => {
  it("catering-home.headcount, catering-order.carry-over, catering-exit.warn, catering-server.slots-lead-time: lunch for 25 planned on a phone, a restaurant picked, the warning before leaving, delivery scheduled for tomorrow noon and paid", async () => {
    const { page, context, problems } = await openPage(browser(), "/", {
      origin: cateringOrigin(),
      viewport: viewports.mobile,
    });
    try {
      // The headcount helper on the catering home: packs for 25 guests.
      await page.getByLabel("Number of guests").fill("25");
      await page.getByRole("button", { name: "Suggest packs" }).click();
      const plan = page.getByText("For 25 guests");
      await plan.waitFor();
      await page.screenshot({ path: shot("plan-375"), fullPage: true });
      expect(await axe(page)).toEqual([]);
      await press(page.getByRole("link", { name: "Add to my order" }));

      // The catering menu, before a restaurant: the suggested packs are in the catering cart.
      await page.waitForURL((url) => url.pathname === "/menu");
      await page.getByRole("status").filter({ hasText: "Added to your cart" }).waitFor();
      expect(new URL(page.url()).search).toBe("");
      const planned = (await stored(page, "cateringCart")) as {
        lines: { name: string; quantity: number }[];
      } | null;
      expect(planned?.lines.length).toBeGreaterThan(0);
      const plannedNames = planned!.lines.map((l) => l.name).sort();

      // She picks the restaurant that delivers to her office: 219 Fayetteville St, 27601.
      await page.getByRole("button", { name: /^Cart, \d+ items?$/ }).click();
      const cart = page.getByRole("dialog", { name: "Your Cart" });
      await press(cart.getByRole("link", { name: "Choose a restaurant" }));
      await page.waitForURL((url) => url.pathname === "/locations");
      await press(
        page
          .getByRole("navigation", { name: "How would you like to get your order?" })
          .getByRole("link", { name: "Delivery" }),
      );
      await page.getByLabel("Street address", { exact: true }).fill("219 Fayetteville St");
      await page.getByLabel("Zip code", { exact: true }).fill("27601");
      await press(page.getByRole("button", { name: "Find my restaurant" }));
      await page.waitForURL((url) => url.pathname === "/order");

      // The whole plan came along onto that restaurant's catering menu.
      await expect
        .poll(async () => {
          const order = (await stored(page, "order")) as {
            menu_id: string;
            handoff: string;
            products: { name: string }[];
          } | null;
          return (
            order && {
              menu: order.menu_id,
              handoff: order.handoff,
              lines: order.products.map((p) => p.name).sort(),
            }
          );
        })
        .toEqual({ menu: "c101", handoff: "dispatch", lines: plannedNames });
      expect(await stored(page, "cateringCart")).toBeNull();

      // A link back to the main site warns that the cart would be cleared; she stays.
      await page.getByRole("button", { name: "Main menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await menu.getByRole("link", { name: "Back to Home" }).click();
      const warning = page.getByRole("dialog", { name: "Are you sure you want to exit catering?" });
      await warning.waitFor();
      expect(await warning.textContent()).toContain(
        "Exiting catering mode will clear your current cart. Do you wish to continue?",
      );
      await page.screenshot({ path: shot("exit-warning-375") });
      expect(await axe(page)).toEqual([]);
      await warning.getByRole("button", { name: "Cancel" }).click();
      await warning.waitFor({ state: "hidden" });
      expect(new URL(page.url()).host).toBe(new URL(cateringOrigin()).host);
      expect(((await stored(page, "order")) as { products: unknown[] }).products.length).toBe(
        plannedNames.length,
      );

      // Checkout: delivery tomorrow at noon.
      await page.getByRole("button", { name: /^Cart, \d+ items?$/ }).click();
      const checkout = cart.getByRole("button", { name: /Proceed to Checkout/ });
      await expect.poll(() => checkout.isDisabled()).toBe(false);
      await checkout.click();
      await page.waitForURL((url) => url.pathname === "/order/checkout");
      await page.getByRole("radio", { name: "Schedule for later" }).check();
      const day = page.locator("#checkout-day");
      await day.waitFor();
      const days = await day
        .locator("option")
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      // Tomorrow, or the next day with a noon delivery (a restaurant may close on a holiday).
      const tomorrow = restaurantDate(1);
      let chosen: string | null = null;
      for (const date of days.filter((d) => d >= tomorrow)) {
        await day.selectOption(date);
        const labels = await page
          .locator("#checkout-slot option")
          .evaluateAll((options) => options.map((o) => o.textContent?.trim() ?? ""));
        if (labels.includes("12:00 PM")) {
          chosen = date;
          break;
        }
      }
      expect(chosen, `no day from ${tomorrow} offers 12:00 PM: ${days.join(", ")}`).not.toBeNull();
      expect(days.slice(0, days.indexOf(chosen!)).filter((d) => d >= tomorrow).length).toBeLessThan(
        3,
      );
      await page.locator("#checkout-slot").selectOption({ label: "12:00 PM" });

      await fillGuestContact(page, {
        first: "Katherine",
        last: "Johnson",
        email: "office.manager@example.com",
        phone: "9195550142",
      });
      await fillTestCard(page, "27601");
      await page.screenshot({ path: shot("checkout-375"), fullPage: true });
      expect(await axe(page)).toEqual([]);
      await page.locator(".checkout__place").click();
      const confirm = page.getByRole("dialog", { name: "Are these details correct?" });
      await confirm.getByRole("button", { name: "Place Order" }).click();
      await page.waitForURL(/\/order\/confirm\?id=/);

      // Paid and scheduled: the placed order is for noon on that day.
      const id = new URL(page.url()).searchParams.get("id")!;
      const placed = (await (await fetch(`${baseUrl()}/api/v1/orders/${id}`)).json()) as {
        time: { mode: string; wanted: string | null };
        handoff: string;
      };
      expect(placed.handoff).toBe("dispatch");
      expect(placed.time.mode).toBe("scheduled");
      const local = new Intl.DateTimeFormat("en-CA", {
        timeZone: "America/New_York",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }).format(new Date(placed.time.wanted!));
      expect(local).toBe(`${chosen}, 12:00`);
      await page.screenshot({ path: shot("confirm-375"), fullPage: true });
      expect(await axe(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
