// The site frame of the default layout (header, footer and bottom bar, mobile menu,
// handoff and language controls) in the built app: every combination of screen size,
// visitor, channel and chosen location, checked for what must show AND what must not, with
// axe and a screenshot of each.
import { describe, expect, it } from "vitest";

import { axeViolations, browserPerFile, except404 } from "./support/browser.ts";
import { combos, expectLabelsUncut, nameOf, open, shot, visible } from "./support/site-frame.ts";
import { checkFooter } from "./support/site-frame-footer.ts";
import { checkBottomBar, checkHeader } from "./support/site-frame-header.ts";
import { checkMobileMenu } from "./support/site-frame-mobile-menu.ts";

const browser = browserPerFile();

describe("the site frame in every combination of screen, visitor, channel and location", () => {
  for (const viewport of ["desktop", "mobile"] as const) {
    it(`${viewport}: header (frame.header-nav, frame.header-order-now, frame.sign-in-button, frame.location-label), bottom bar (frame.bottom-bar-content), footer (frame.footer-links, channel.origins)${viewport === "mobile" ? ", mobile menu (frame.mobile-menu-items, frame.mobile-menu-scroll-lock)" : ""}; axe clean; no console error`, async () => {
      for (const s of combos.filter((c) => c.viewport === viewport)) {
        const { page, context, problems, origin } = await open(browser(), s);
        await checkHeader(page, s);
        await checkBottomBar(page, s);
        await checkFooter(page, s, origin);
        await expectLabelsUncut(page, nameOf(s));
        // No in-app catering bar without the source=app cookie.
        expect(await visible(page.getByRole("navigation", { name: "App navigation" }))).toBe(false);
        expect(await axeViolations(page), nameOf(s)).toEqual([]);
        await page.screenshot({
          path: shot(nameOf(s)),
          fullPage: viewport === "desktop",
        });
        if (viewport === "mobile") await checkMobileMenu(page, s);
        // A signed-in setup stores a made-up session (enough for the frame): the engagement
        // feed, read with its access token, is refused with a 401, as it should be.
        const refusedFeed = (p: string) =>
          s.signedIn && p.includes("status of 401") && p.includes("/api/v1/engagement/feed");
        expect(
          except404(problems).filter((p) => !refusedFeed(p)),
          nameOf(s),
        ).toEqual([]);
        await context.close();
      }
    });
  }
});
