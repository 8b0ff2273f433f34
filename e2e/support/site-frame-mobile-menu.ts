// The mobile menu dialog: its links for a setup, focus trapped inside, Escape closes it.
import type { Page } from "playwright-core";
import { expect } from "vitest";

import { axeViolations, baseUrl } from "./browser.ts";
import { expectShown, nameOf, type Setup, shot } from "./site-frame.ts";

export async function checkMobileMenu(page: Page, s: Setup) {
  const hamburger = page.getByRole("button", { name: "Main menu" });
  expect(await hamburger.getAttribute("aria-expanded")).toBe("false");
  expect(await hamburger.getAttribute("aria-controls")).toBe("mobile-menu");
  await hamburger.click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await menu.waitFor({ state: "visible" });
  await page.waitForTimeout(250); // the slide-in
  await page.screenshot({ path: shot(`${nameOf(s)}-menu`) });
  expect(await hamburger.getAttribute("aria-expanded")).toBe("true");
  // Focus moved in; the body does not scroll.
  expect(await page.evaluate(() => document.activeElement?.closest("dialog")?.id)).toBe(
    "mobile-menu",
  );
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

  const catering = s.host === "catering";
  const link = (name: string | RegExp) =>
    menu.getByRole("link", { name, exact: typeof name === "string" });
  await expectShown(menu.getByText("Hi, Ada!"), s.signedIn, "greeting");
  await expectShown(link("Profile"), s.signedIn, "Profile");
  await expectShown(link("Sign in or Sign up"), !s.signedIn && !catering, "Sign in or Sign up");
  for (const name of ["Back to Home", "Catering Menu", "Bo Time Moments"])
    await expectShown(link(name), catering, name);
  for (const name of [
    "Menu",
    "Careers",
    "About Us",
    "Franchising",
    "Catering",
    "Merch Store (opens in a new tab)",
    "Foundation",
    "Community",
    "Contact Us",
    "Español",
    "Gift Cards",
    "Nutrition",
  ])
    await expectShown(link(name), !catering, name);
  await expectShown(link("Offers"), !catering && s.signedIn, "Offers");
  for (const name of ["Locations", "Order Now", "Terms of Use", "Privacy Policy"])
    await expectShown(link(name), true, name);
  expect(await link("Order Now").getAttribute("href")).toBe("/order");
  expect(await menu.locator(".mobile-menu__location .location-link__text").textContent()).toBe(
    s.withLocation ? "1234 Glenwood Avenue..." : "Find a restaurant",
  );
  await expectShown(
    menu.getByRole("group", { name: "How to get your order" }),
    s.withLocation,
    "menu toggle",
  );
  if (catering) {
    const href = await link("Back to Home").getAttribute("href");
    expect(href).toBe(`${new URL(baseUrl()).protocol}//localhost:${new URL(baseUrl()).port}/`);
  }

  // Tab stays inside: many presses forward and back never leave the dialog.
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("dialog")?.id)).toBe(
      "mobile-menu",
    );
  }
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("dialog")?.id)).toBe(
      "mobile-menu",
    );
  }
  expect(await axeViolations(page), `${nameOf(s)} menu open`).toEqual([]);

  // Escape closes it, focus returns to the hamburger, the body scrolls again.
  await page.keyboard.press("Escape");
  await menu.waitFor({ state: "hidden" });
  expect(await hamburger.getAttribute("aria-expanded")).toBe("false");
  expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-controls"))).toBe(
    "mobile-menu",
  );
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
}
