// The engagement engine end to end in the built app (`engagement.done-when`):
// - a marketer defines "ordered in the last 30 days" at /ops/engagement, sends them a content card,
//   and a demo member who matches (Ada) sees it on the home page and in the inbox while one who does
//   not (Grace, no orders) sees nothing of it; the campaign's chart counts Ada's impression;
// - the seeded welcome card is in the home carousel and the inbox, and the header's unread badge
//   drops when a message is read;
// - the seeded catering in-app message shows on the catering host only.
// Only this file reads or changes the members' engagement messages (Ada's new card, her
// impression and her read welcome card).
import { randomBytes } from "node:crypto";

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { apiClient, type MemberSession, ok, signInDemoMember } from "./support/api.ts";
import {
  axeViolations,
  baseUrl,
  browserPerFile,
  viewports,
  watchedPage,
} from "./support/browser.ts";
import { openPage } from "./support/storage.ts";

const browser = browserPerFile();

const marketer = { email: "hedy@coop.example", password: "Slogan-Parade-Window" } as const;
const grace = { email: "grace@coop.example", password: "Nanosecond-Wire-1906" } as const;

async function signIn(who: { email: string; password: string }): Promise<MemberSession> {
  return ok(await apiClient().membersSignin(who.email, who.password), "POST members/signin").data;
}

/** The home page's carousel (the content-card slot), once the feed has been read. */
const carousel = (page: Page) => page.getByRole("region", { name: "Featured for you" });

/**
 * Whether the carousel holds a card titled `title`: it shows one slide at a time, so this pages
 * through them with its Next button and leaves that card showing.
 */
async function carouselHas(page: Page, title: string): Promise<boolean> {
  const region = carousel(page);
  if ((await region.count()) === 0) return false;
  const position = await region.getByRole("group").first().getAttribute("aria-label");
  const count = Number(position?.match(/of (\d+)/)?.[1] ?? 1);
  for (let i = 0; i < count; i++) {
    if ((await region.getByText(title).count()) > 0) return true;
    if (i < count - 1) await region.getByRole("button", { name: "Next card" }).click();
  }
  return false;
}

/** Reloads the home page until `title` shows in the carousel (a launch sends through the job queue). */
async function homeShows(page: Page, origin: string, title: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.goto(`${origin}/`);
        await carousel(page)
          .waitFor({ timeout: 5_000 })
          .catch(() => undefined);
        return carouselHas(page, title);
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toBe(true);
}

describe("engagement.done-when: a marketer's content card reaches the segment, and only it", () => {
  it("engagement.done-when: segment, card, the matching member sees it on home and in the inbox, the other sees nothing, the chart counts the impression", async () => {
    const tag = randomBytes(3).toString("hex");
    const segmentName = `Ordered in the last 30 days ${tag}`;
    const campaignName = `Thanks for ordering ${tag}`;
    const title = `Your next biscuit is on us ${tag}`;

    // The marketer: sign in at /ops, define the segment (its live size shows), save it.
    const ops = await watchedPage(browser(), viewports.desktop);
    const page = ops.page;
    await page.goto(`${baseUrl()}/ops`);
    await page.waitForSelector(".ops-layout[data-hydrated]");
    await page.getByRole("textbox", { name: "Email" }).fill(marketer.email);
    await page.getByLabel("Password", { exact: true }).fill(marketer.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("link", { name: "Engagement" }).first().click();
    await page.getByRole("link", { name: "Segments" }).first().click();
    await page.getByRole("link", { name: "New segment" }).first().click();
    await page.getByLabel("Name", { exact: true }).fill(segmentName);
    await page.getByRole("button", { name: "Add a purchase rule" }).click();
    await page.getByLabel("Within the last (days)").fill("30");
    await page.getByText(/About \d+ of \d+ users match these rules\./).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("heading", { name: segmentName }).waitFor();

    // A content card for the home carousel, to that segment; save, then launch.
    await page.getByRole("link", { name: "Back to the list" }).click();
    await page.getByRole("link", { name: "Campaigns" }).first().click();
    await page.getByRole("link", { name: "New campaign" }).first().click();
    await page.getByLabel("Name", { exact: true }).fill(campaignName);
    await page.getByLabel("Audience", { exact: true }).selectOption({ label: segmentName });
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page
      .getByLabel("Description", { exact: true })
      .last()
      .fill("Thanks for ordering lately: show this card for a free biscuit.");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("heading", { name: campaignName }).waitFor();
    await page.waitForURL(/\/ops\/engagement\/campaigns\/(?!new$)[^/]+$/);
    const campaignUrl = page.url();
    await page.getByRole("button", { name: "Launch" }).first().click();
    await page.getByRole("button", { name: "Launch" }).last().click();
    await page.getByText("Launched.").first().waitFor();

    // Ada ordered 3 and 11 days ago: the card is in her home carousel (seen: one impression)
    // and in her inbox.
    const ada = await openPage(browser(), "/", {
      viewport: viewports.mobile,
      seed: { member: await signInDemoMember() },
    });
    await homeShows(ada.page, ada.origin, title);
    const slide = carousel(ada.page).getByText(title);
    const seen = ada.page.waitForRequest(
      (request) =>
        request.method() === "POST" &&
        /\/engagement\/messages\/[^/]+\/impression$/.test(request.url()),
    );
    await slide.scrollIntoViewIfNeeded();
    await seen;
    await ada.page.goto(`${ada.origin}/account/inbox`);
    await ada.page.getByText(title).first().waitFor();
    expect(ada.problems).toEqual([]);
    await ada.context.close();

    // Grace has no order: the home page and the inbox show nothing of it.
    const other = await openPage(browser(), "/", {
      viewport: viewports.mobile,
      seed: { member: await signIn(grace) },
    });
    await other.page.waitForLoadState("networkidle");
    await carousel(other.page).waitFor();
    expect(await carouselHas(other.page, title)).toBe(false);
    expect(await other.page.getByText(title).count()).toBe(0);
    await other.page.goto(`${other.origin}/account/inbox`);
    await other.page
      .getByRole("heading", { name: /Messages/ })
      .first()
      .waitFor();
    await other.page.waitForLoadState("networkidle");
    expect(await other.page.getByText(title).count()).toBe(0);
    await other.context.close();

    // The campaign's chart (the last 7 days) counts Ada's impression today.
    await expect
      .poll(
        async () => {
          await page.goto(campaignUrl);
          // Each chart's numbers are a table under its "Show the numbers".
          const summaries = page.getByText("Show the numbers");
          await summaries.nth(1).waitFor({ timeout: 10_000 });
          for (const summary of await summaries.all()) await summary.click();
          const table = page.getByRole("table", { name: "Impressions per day" });
          return table.locator("tbody tr").last().locator("td").first().innerText();
        },
        { timeout: 45_000, interval: 1_000 },
      )
      .toBe("1");
    expect(ops.problems).toEqual([]);
    await ops.context.close();
  });
});

describe("engagement on the site: the seeded messages", () => {
  it("engagement-site.carousel-feed, engagement-site.inbox-badge: the welcome card is in the home carousel and the inbox, and the badge drops when it is read", async () => {
    // Ada: the seeded welcome card is unread (she has only seen it).
    const member = await signInDemoMember();
    const { page, origin, problems, context } = await openPage(browser(), "/", {
      viewport: viewports.desktop,
      seed: { member },
    });
    await homeShows(page, origin, "Welcome to Coop");
    const inbox = page.getByRole("link", { name: /^Inbox, \d+ unread message/ });
    await inbox.waitFor();
    const unread = Number(
      ((await inbox.getAttribute("aria-label")) ?? (await inbox.innerText())).match(/\d+/)?.[0],
    );
    expect(unread).toBeGreaterThan(0);

    await inbox.click();
    await page
      .getByRole("heading", { name: /Messages/ })
      .first()
      .waitFor();
    await page.getByRole("button", { name: "Mark “Welcome to Coop” as read" }).click();
    await page.getByRole("heading", { name: `Messages (${unread - 1} unread)` }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${origin}/menu`);
    const after = unread - 1;
    if (after > 0)
      await page
        .getByRole("link", { name: new RegExp(`^Inbox, ${after} unread message`) })
        .waitFor();
    else await page.getByRole("link", { name: "Inbox", exact: true }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("engagement-site.in-app-tags: the catering in-app message shows on the catering host and never on the default one", async () => {
    const url = new URL(baseUrl());
    url.hostname = "catering.localhost";
    const catering = url.origin;
    const message = "Order catering a few hours ahead and we'll have it hot and ready.";

    const onCatering = await openPage(browser(), "/", {
      origin: catering,
      viewport: viewports.mobile,
    });
    await onCatering.page.getByText(message).waitFor({ timeout: 15_000 });
    expect(await axeViolations(onCatering.page)).toEqual([]);
    await onCatering.context.close();

    const onDefault = await openPage(browser(), "/", { viewport: viewports.mobile });
    await onDefault.page.waitForLoadState("networkidle");
    await carousel(onDefault.page).waitFor();
    expect(await onDefault.page.getByText(message).count()).toBe(0);
    await onDefault.context.close();
  });
});
