// The site frame's behaviour: the header's Menu link and the location-confirm dialog, the
// handoff toggle, the cart badge, the language toggle and its progress bar, Spanish texts
// that fit, and personal parts that fill in after hydration without a layout shift.
import { describe, expect, it } from "vitest";

import {
  axeViolations,
  baseUrl,
  browserPerFile,
  except404,
  viewports,
  watchedPage,
} from "./support/browser.ts";
import {
  expectLabelsUncut,
  expectShown,
  member,
  open,
  orderLines,
  restaurant,
  settle,
  type Setup,
  shot,
  token,
} from "./support/site-frame.ts";
import { CREATED_NOW, seedStorage } from "./support/storage.ts";

const browser = browserPerFile();

describe("behaviour", () => {
  it("frame.menu-link-dialog: on desktop the Menu link opens the location-confirm dialog (no navigation) unless location-confirmed=true", async () => {
    const s: Setup = { viewport: "desktop", host: "default", signedIn: false, withLocation: true };
    const first = await open(browser(), s);
    await first.page.locator("header").getByRole("link", { name: "Menu", exact: true }).click();
    await first.page.waitForTimeout(300);
    expect(new URL(first.page.url()).pathname).toBe("/");
    await first.context.close();

    const confirmed = await open(browser(), { ...s, cookies: { "location-confirmed": "true" } });
    await confirmed.page.locator("header").getByRole("link", { name: "Menu", exact: true }).click();
    await confirmed.page.waitForURL(/\/menu$/);
    await confirmed.context.close();

    const guest = await open(browser(), { ...s, withLocation: false });
    await guest.page.locator("header").getByRole("link", { name: "Menu", exact: true }).click();
    await guest.page.waitForURL(/\/menu$/);
    await guest.context.close();
  });

  it("handoff.toggle: Delivery goes to /locations?mode=delivery, Pickup without a delivery order to ?mode=pickup; a failed switch keeps delivery", async () => {
    const s: Setup = { viewport: "desktop", host: "default", signedIn: false, withLocation: true };
    const { page, context, origin } = await open(browser(), s);
    const toggle = () =>
      page.locator("header").getByRole("group", { name: "How to get your order" });
    await toggle().getByRole("button", { name: "Delivery" }).click();
    await page.waitForURL(/\/locations\?mode=delivery$/);
    await page.goto(`${origin}/`);
    await settle(page);
    await toggle().getByRole("button", { name: "Pickup" }).click();
    await page.waitForURL(/\/locations\?mode=pickup$/);
    await context.close();

    // An order in delivery: Pickup asks the API; until the orders engine exists it fails,
    // and the toggle must not pretend the switch happened.
    const withOrder = await open(browser(), {
      ...s,
      order: { handoff: "dispatch", quantities: [1] },
    });
    const group = withOrder.page
      .locator("header")
      .getByRole("group", { name: "How to get your order" });
    expect(await group.getByRole("button", { name: "Delivery" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    const call = withOrder.page.waitForRequest((r) =>
      r.url().includes("/api/v1/orders/order-1/handoff/pickup"),
    );
    await group.getByRole("button", { name: "Pickup" }).click();
    const request = await call;
    expect(request.method()).toBe("PUT");
    await withOrder.page.waitForLoadState("networkidle");
    expect(new URL(withOrder.page.url()).pathname).toBe("/");
    expect(await group.getByRole("button", { name: "Delivery" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    await withOrder.context.close();
  });

  it("frame.cart-badge: the cart badge shows the count and animates for 800 ms when it grows, not when it shrinks", async () => {
    const s: Setup = {
      viewport: "desktop",
      host: "default",
      signedIn: false,
      withLocation: true,
      order: { handoff: "pickup", quantities: [2, 1] },
    };
    const { page, context, problems } = await open(browser(), s);
    const cart = page.locator("header").getByRole("button", { name: "Cart, 3 items" });
    await cart.waitFor();
    expect(await cart.getAttribute("data-animating")).toBeNull(); // loading a cart is not growth
    expect(await cart.locator(".cart-button__badge").textContent()).toBe("3");

    const setQuantities = (quantities: number[]) =>
      page.evaluate((products) => {
        const entry = JSON.parse(localStorage.getItem("order") ?? "{}");
        entry.value.products = products;
        localStorage.setItem("order", JSON.stringify(entry));
        // What another tab's change looks like to this one.
        window.dispatchEvent(
          new StorageEvent("storage", { key: "order", storageArea: localStorage }),
        );
      }, orderLines(quantities));

    await setQuantities([2, 2]);
    const grown = page.locator("header").getByRole("button", { name: "Cart, 4 items" });
    await page.waitForSelector("header .cart-button[data-animating]", { timeout: 2000 });
    await page.waitForSelector("header .cart-button:not([data-animating])", { timeout: 2000 });
    expect(await grown.locator(".cart-button__badge").textContent()).toBe("4");

    await setQuantities([1]);
    await page.locator("header").getByRole("button", { name: "Cart, 1 item" }).waitFor();
    await page.waitForTimeout(150);
    expect(await page.locator("header .cart-button[data-animating]").count()).toBe(0);

    // The button opens the cart panel (the store's showCart); the panel is modal, so it
    // closes from inside (Escape, ×, backdrop), and focus goes back to the button.
    const button = page.locator("header .cart-button");
    await button.click();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    await page.getByRole("dialog", { name: "Your Cart" }).waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("false");
    expect(except404(problems)).toEqual([]);
    await context.close();
  });

  it("i18n.switch-wait, frame.navigation-progress: the language toggle switches the site frame's texts, busy while switching; the progress bar shows only after 200 ms", async () => {
    const s: Setup = { viewport: "desktop", host: "default", signedIn: false, withLocation: false };
    const { page, context, problems } = await open(browser(), s);
    // Slow the data request of the switch down, to see the busy state and the progress bar.
    await page.route(/\.data(\?|$)/, async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    const header = page.locator("header");
    const toggle = header.getByRole("link", { name: "Español" });
    await toggle.click();
    await page.waitForSelector("header .language-toggle[aria-busy='true']", { timeout: 1000 });
    await page.waitForSelector(".navigation-progress:not([hidden])", { timeout: 1500 });
    await page.waitForFunction(() => document.documentElement.lang === "es");
    await page.waitForSelector("header .language-toggle:not([aria-busy])", { timeout: 6000 });
    await expectShown(header.getByRole("link", { name: "Iniciar sesión" }), true, "Iniciar sesión");
    await expectShown(header.getByRole("link", { name: "Pide ahora" }), true, "Pide ahora");
    expect(await header.locator(".header-location__link .location-link__text").textContent()).toBe(
      "Buscar un restaurante",
    );
    await expectShown(
      page.locator("footer").getByRole("link", { name: "Términos de uso" }),
      true,
      "legal",
    );
    expect(await axeViolations(page), "es").toEqual([]);
    await page.screenshot({ path: shot("desktop-default-guest-es") });
    await page.unroute(/\.data(\?|$)/);

    // A quick navigation never shows the bar.
    await header.getByRole("link", { name: "English" }).click();
    await page.waitForFunction(() => document.documentElement.lang === "en-US");
    expect(await page.locator(".navigation-progress:not([hidden])").count()).toBe(0);
    await expectShown(header.getByRole("link", { name: "Sign In", exact: true }), true, "Sign In");
    expect(except404(problems)).toEqual([]);
    await context.close();
  });

  it("frame.overlays-lazy: the cart panel's and the dialogs' code loads the first time each opens, not with the page", async () => {
    const { page, context, problems } = await watchedPage(browser(), viewports.desktop);
    await seedStorage(context, {
      location: restaurant,
      order: { id: "order-1", handoff: "pickup", created: CREATED_NOW, products: orderLines([1]) },
    });
    // The overlays' script chunks, named after their modules by the build (their styles
    // come with them).
    const chunks: string[] = [];
    page.on("request", (request) => {
      const match =
        /\/assets\/(cart-panel|order-confirm-dialog|location-confirm-dialog)-[\w-]+\.js$/.exec(
          request.url(),
        );
      if (match) chunks.push(match[1]!);
    });
    await page.goto(`${baseUrl()}/`);
    await settle(page);
    expect(chunks).toEqual([]);

    const cartButton = page.locator("header .cart-button");
    const cart = page.getByRole("dialog", { name: "Your Cart" });
    await cartButton.click();
    await cart.waitFor();
    expect(chunks).toEqual(["cart-panel"]);
    await page.keyboard.press("Escape");
    await cart.waitFor({ state: "hidden" });
    await cartButton.click();
    await cart.waitFor();
    await page.keyboard.press("Escape");
    await cart.waitFor({ state: "hidden" });

    // The header's Menu link opens the location-confirm dialog (a location, no cookie).
    await page.locator("header").getByRole("link", { name: "Menu", exact: true }).click();
    await page.getByRole("dialog", { name: "WHERE WOULD YOU LIKE TO ORDER FROM?" }).waitFor();
    // Loaded once each; the order-confirm dialog never opened, so its code never came.
    expect(chunks).toEqual(["cart-panel", "location-confirm-dialog"]);
    expect(except404(problems)).toEqual([]);
    await context.close();
  });

  it("Spanish fits: nothing in the site frame overflows at 375 px and 900 px", async () => {
    for (const width of [375, 900]) {
      for (const signedIn of [false, true]) {
        const watched = await open(
          browser(),
          { viewport: "mobile", host: "default", signedIn, withLocation: true },
          "/?lang=es",
        );
        await watched.page.setViewportSize({ width, height: 800 });
        await watched.page.waitForTimeout(100);
        const overflowing = await watched.page.evaluate(() => {
          const found: string[] = [];
          for (const el of document.querySelectorAll<HTMLElement>(
            "header *, .bottom-bars *, footer *",
          )) {
            // Hidden by design: visually hidden text, and the skip link until it is focused.
            if (el.closest("svg, .visually-hidden, .skip-link:not(:focus)")) continue;
            if (!el.getClientRects().length) continue;
            const style = getComputedStyle(el);
            if (style.textOverflow === "ellipsis") continue;
            if (el.scrollWidth > el.clientWidth + 1 && style.overflow !== "visible")
              found.push(el.className || el.tagName);
            const r = el.getBoundingClientRect();
            if (r.right > window.innerWidth + 0.5 && style.position !== "absolute")
              found.push(`${el.className || el.tagName} right=${r.right}`);
          }
          return found;
        });
        expect(overflowing, `es at ${width}, signed in ${signedIn}`).toEqual([]);
        await expectLabelsUncut(watched.page, `es at ${width}`);
        expect(
          await watched.page.evaluate(() => document.documentElement.scrollWidth),
        ).toBeLessThanOrEqual(width);
        await watched.page.screenshot({
          path: shot(`es-${width}-${signedIn ? "member" : "guest"}`),
        });
        await watched.context.close();
      }
    }
  });

  it("store.after-hydration: personal parts fill in after hydration without a layout shift", async () => {
    for (const viewport of ["desktop", "mobile"] as const) {
      const watched = await watchedPage(browser(), viewports[viewport]);
      await seedStorage(watched.context, {
        member: { user: member, tokens: token },
        location: restaurant,
      });
      await watched.context.addInitScript(() => {
        (window as unknown as { __shifts: number[] }).__shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            (window as unknown as { __shifts: number[] }).__shifts.push(
              (entry as unknown as { value: number }).value,
            );
        }).observe({ type: "layout-shift", buffered: true });
      });
      await watched.page.goto(`${baseUrl()}/`);
      await settle(watched.page);
      await watched.page.waitForTimeout(300);
      const shifts = await watched.page.evaluate(
        () => (window as unknown as { __shifts: number[] }).__shifts,
      );
      const total = shifts.reduce((a, b) => a + b, 0);
      expect(total, `${viewport} layout shift ${JSON.stringify(shifts)}`).toBeLessThan(0.001);
      await watched.context.close();
    }
  });
});
