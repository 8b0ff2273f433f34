// The site footer: what shows and what must not for a setup.
import type { Page } from "playwright-core";
import { expect } from "vitest";

import { expectShown, type Setup } from "./site-frame.ts";

export async function checkFooter(page: Page, s: Setup, origin: string) {
  const footer = page.locator("footer.site-footer");
  await expectShown(footer, true, "footer");
  const catering = s.host === "catering";
  await expectShown(footer.getByRole("link", { name: "Franchising" }), !catering, "Franchising");
  await expectShown(
    footer.getByRole("link", { name: "Merch Store (opens in a new tab)" }),
    !catering,
    "Merch Store",
  );
  // `channel.catering-link-ip-host`: an IP host (127.0.0.1) has no catering subdomain to link.
  const ipHost = /^\d+(?:\.\d+){3}$/.test(new URL(origin).hostname);
  await expectShown(
    footer.getByRole("link", { name: "Catering", exact: true }),
    !catering && !ipHost,
    "Catering",
  );
  await expectShown(footer.getByRole("link", { name: "Catering Menu" }), catering, "Catering Menu");
  await expectShown(footer.getByRole("link", { name: "Bo Time Moments" }), catering, "Bo Time");
  await expectShown(footer.getByRole("link", { name: "Back to Home" }), catering, "Back to Home");
  if (catering) {
    const consumer = origin.replace("catering.", "");
    expect(await footer.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe(
      `${consumer}/`,
    );
  }
  for (const network of ["Facebook", "X", "Instagram", "YouTube", "TikTok", "LinkedIn"]) {
    const link = footer.getByRole("link", { name: `${network} (opens in a new tab)` });
    await expectShown(link, true, network);
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
  }
  expect(await footer.getByRole("link", { name: "Terms of Use" }).getAttribute("href")).toBe(
    "/terms-of-use",
  );
  expect(await footer.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe(
    "/privacy-policy",
  );
}
