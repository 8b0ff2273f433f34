// The site's forms end to end in Chromium, against the built app on a server of its own (so the
// test can read its outbox: no SMTP_URL, one .eml file per email in DATA_DIR/outbox), with the
// built-in bot check on: a visitor sends the contact form on a phone and sees the
// confirmation, and the message reaches the forms inbox; the franchising form embedded in its
// content page is sent; an e-club sign-up is confirmed with the link of its email.

import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { freePort, type ServerProcess, startBuiltServer } from "./server-process.ts";
import {
  axeViolations,
  browserPerFile,
  except404,
  viewports,
  waitHydrated,
  watchedPage,
} from "./support/browser.ts";
import { linkIn, outboxFiles, waitForEmail } from "./support/outbox.ts";

const browser = browserPerFile();

let app: ServerProcess;
let origin: string;
const INBOX = "guests@coop.example";

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  app = await startBuiltServer({
    PORT: String(port),
    PUBLIC_ORIGIN: origin,
    BOT_CHECK: "builtin",
    FORMS_INBOX: INBOX,
  });
}, 120_000);
afterAll(async () => app?.stop());

/** No horizontal scrolling: the page fits the screen's width. */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** The confirmation's heading, once it has taken the focus. */
async function confirmationFocused(page: Page): Promise<string> {
  const heading = page.getByTestId("form-confirmation").getByRole("heading").first();
  await heading.waitFor();
  await page.waitForFunction(
    () => document.activeElement?.classList.contains("form-done__heading") ?? false,
  );
  return (await heading.textContent()) ?? "";
}

describe("the site's forms", () => {
  it("forms-web.renderer, forms-web.confirmation: a visitor sends the contact form on a 375 px phone, sees the confirmation with a reference, and the message reaches the inbox", async () => {
    const { page, context, problems } = await watchedPage(browser(), viewports.mobile);
    await page.goto(`${origin}/contact`);
    await waitHydrated(page);
    expect(await page.title()).toContain("Contact us");
    expect(await fitsWidth(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    const before = await outboxFiles(app.dataDir);

    await page.getByLabel("Topic").selectOption("order");
    await page.getByRole("textbox", { name: "Your name" }).fill("Ada Lovelace");
    await page.getByRole("textbox", { name: "Email" }).fill("ada.e2e@coop.example");
    await page.getByRole("textbox", { name: /Phone/ }).pressSequentially("9195550100");
    expect(await page.getByRole("textbox", { name: /Phone/ }).inputValue()).toBe("919-555-0100");
    const message = "The biscuits at Downtown Raleigh were cold on Tuesday.";
    await page.getByRole("textbox", { name: "Message" }).fill(message);
    await page.getByRole("radio", { name: "By phone" }).check();
    await page.getByRole("button", { name: "Send" }).click();

    expect(await confirmationFocused(page)).toBe("Thank you, your message was sent");
    const reference = (await page.getByTestId("form-reference").textContent()) ?? "";
    expect(reference).toMatch(/^Your reference number: \S+/);
    expect(await fitsWidth(page)).toBe(true);

    const delivered = await waitForEmail(
      app.dataDir,
      INBOX,
      (eml) => (eml.includes(message) ? eml : null),
      { after: before, timeoutMs: 30_000 },
    );
    expect(delivered).toMatch(/^Reply-To: .*ada\.e2e@coop\.example/im);
    expect(except404(problems)).toEqual([]);
    await context.close();
  });

  it("content-page.form-embed, forms.state-search: the franchising form on its content page is filled with the keyboard's state search and sent", async () => {
    const { page, context, problems } = await watchedPage(browser(), viewports.desktop);
    await page.goto(`${origin}/franchising`);
    await waitHydrated(page);
    const form = page.locator('[data-form="franchising"]');
    await form.getByRole("heading", { name: "Tell us about yourself" }).waitFor();
    await form.getByRole("textbox", { name: "Your name" }).fill("Grace Hopper");
    await form.getByRole("textbox", { name: "Email" }).fill("grace.e2e@coop.example");
    await form.getByRole("textbox", { name: "City" }).fill("Asheville");
    const state = form.getByRole("combobox", { name: "State" });
    await state.fill("north car");
    await state.press("ArrowDown");
    await state.press("Enter");
    expect(await state.inputValue()).toBe("North Carolina");
    await form.getByLabel("Liquid capital").selectOption("500k-1m");
    await form.getByRole("checkbox", { name: /franchising/ }).check();
    await form.getByRole("button", { name: "Send" }).click();
    expect(await confirmationFocused(page)).toBe("Thank you, your message was sent");
    expect(await axeViolations(page)).toEqual([]);
    expect(except404(problems)).toEqual([]);
    await context.close();
  });

  it("forms-web.eclub-signup, forms-web.eclub-confirm: an e-club sign-up asks to check the email, and the email's link confirms it", async () => {
    const { page, context, problems } = await watchedPage(browser(), viewports.mobile);
    const email = "hedy.eclub.e2e@coop.example";
    const before = await outboxFiles(app.dataDir);
    await page.goto(`${origin}/eclub`);
    await waitHydrated(page);
    expect(await fitsWidth(page)).toBe(true);
    await page.getByRole("textbox", { name: /First name/ }).fill("Hedy");
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByLabel("Month").selectOption("11");
    await page.getByLabel("Day").selectOption("9");
    await page.getByRole("checkbox", { name: /I want emails/ }).check();
    await page.getByRole("button", { name: "Join the e-club" }).click();
    expect(await confirmationFocused(page)).toBe("Check your email");

    const link = await waitForEmail(app.dataDir, email, (eml) => linkIn(eml, "/eclub/confirm?"), {
      after: before,
      timeoutMs: 30_000,
    });
    await page.goto(link);
    await waitHydrated(page);
    await page
      .getByRole("heading", { name: "You're in! Your e-club subscription is confirmed." })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(except404(problems)).toEqual([]);
    await context.close();
  });
});
