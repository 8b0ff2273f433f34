// The site header and the mobile bottom bar: what shows and what must not for a setup.
import type { Page } from "playwright-core";
import { expect } from "vitest";

import { baseUrl } from "./browser.ts";
import { expectShown, type Setup, visible } from "./site-frame.ts";

export async function checkHeader(page: Page, s: Setup) {
  const header = page.locator("header.site-header");
  const desktop = s.viewport === "desktop";
  const catering = s.host === "catering";
  await expectShown(header.getByRole("link", { name: /home page/ }), true, "logo");
  await expectShown(header.getByRole("button", { name: /^Cart, 0 items$/ }), true, "cart");
  await expectShown(header.getByRole("button", { name: "Main menu" }), !desktop, "hamburger");
  // Desktop-only parts of the header.
  await expectShown(header.getByRole("link", { name: "Español" }), desktop, "language toggle");
  await expectShown(header.getByRole("link", { name: "Inbox" }), desktop && s.signedIn, "inbox");
  await expectShown(
    header.getByRole("link", { name: /^Hi, Ada/ }),
    desktop && s.signedIn,
    "greeting",
  );
  await expectShown(
    header.getByRole("link", { name: "Sign In", exact: true }),
    desktop && !s.signedIn && !catering,
    "Sign In",
  );
  await expectShown(
    header.getByRole("group", { name: "How to get your order" }),
    desktop && s.withLocation,
    "handoff toggle",
  );
  await expectShown(
    header.getByRole("link", { name: "Order Now" }),
    desktop && !s.withLocation,
    "Order Now",
  );
  if (desktop && !s.withLocation) {
    expect(await header.getByRole("link", { name: "Order Now" }).getAttribute("href")).toBe(
      "/locations",
    );
  }
  const label = header.locator(".header-location__link .location-link__text");
  if (desktop) {
    expect(await label.textContent()).toBe(
      s.withLocation ? "1234 Glenwood Avenue..." : "Find a restaurant",
    );
    expect(await header.locator(".header-location__link").getAttribute("href")).toBe("/locations");
  } else {
    expect(await visible(label)).toBe(false);
  }
  const nav = header.getByRole("navigation", { name: "Main" });
  const links = catering
    ? {
        shown: ["Catering Menu", "Bo Time Moments", "Locations"],
        hidden: ["Menu", "Offers", "Catering"],
      }
    : {
        shown: ["Menu", "Locations", "Catering", ...(s.signedIn ? ["Offers"] : [])],
        hidden: ["Catering Menu", "Bo Time Moments", ...(s.signedIn ? [] : ["Offers"])],
      };
  // The catering header's way back to the consumer site, in its top row.
  await expectShown(
    header.getByRole("link", { name: "Back to Home" }),
    desktop && catering,
    "Back to Home",
  );
  if (desktop && catering) {
    expect(await header.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe(
      `http://localhost:${new URL(baseUrl()).port}/`,
    );
  }
  for (const name of links.shown)
    await expectShown(nav.getByRole("link", { name, exact: true }), desktop, `nav ${name}`);
  for (const name of links.hidden)
    expect(await visible(nav.getByRole("link", { name, exact: true })), `nav ${name}`).toBe(false);
}

export async function checkBottomBar(page: Page, s: Setup) {
  const bar = page.getByRole("region", { name: "Your order" });
  const mobile = s.viewport === "mobile";
  await expectShown(bar, mobile, "bottom bar");
  if (!mobile) return;
  await expectShown(bar.getByRole("link", { name: "Order Now" }), !s.withLocation, "bar Order Now");
  await expectShown(
    bar.getByRole("group", { name: "How to get your order" }),
    s.withLocation,
    "bar toggle",
  );
  if (s.withLocation) {
    expect(await bar.locator(".location-link__text").textContent()).toBe("1234 Glenwood A...");
    await expectShown(
      bar.getByRole("link", { name: /Your restaurant: 1234 Glenwood Avenue Suite 5/ }),
      true,
      "bar location link name",
    );
  }
}
