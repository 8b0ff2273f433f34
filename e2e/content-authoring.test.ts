// The content journey of a marketer in the built app (`content.authoring-journey`): sign in at
// /ops, write a news article with a heading and a link in English and Spanish, preview the draft
// on its real page, publish it, and a visitor reads it at /news-and-community/<slug> at once, in
// both languages, from the page cache that the publication cleared.
import { randomBytes } from "node:crypto";

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { axeViolations, baseUrl, browserPerFile, watchedPage } from "./support/browser.ts";

const browser = browserPerFile();

const marketer = { email: "hedy@coop.example", password: "Slogan-Parade-Window" } as const;

/** Writes a heading, then a paragraph whose last words link to `href`, in the rich-text editor. */
async function writeBody(
  page: Page,
  heading: string,
  text: string,
  linkText: string,
  href: string,
) {
  const body = page.getByRole("textbox", { name: "Body" });
  await body.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
  await page
    .getByRole("toolbar", { name: "Text formatting" })
    .getByRole("button", { name: "Heading", exact: true })
    .click();
  await page.keyboard.type(heading);
  await page.keyboard.press("Enter");
  // A new block after a heading is a paragraph.
  await page.keyboard.type(`${text} `);
  await page.keyboard.type(linkText);
  for (let i = 0; i < linkText.length; i++) await page.keyboard.press("Shift+ArrowLeft");
  await page
    .getByRole("toolbar", { name: "Text formatting" })
    .getByRole("button", { name: "Link", exact: true })
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Address").fill(href);
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(dialog.isVisible()).resolves.toBe(false);
}

describe("content.authoring-journey: a marketer publishes a news article", () => {
  it("content.authoring-journey: write, preview, publish, and a visitor reads it in English and Spanish", async () => {
    const slug = `biscuit-drive-${randomBytes(3).toString("hex")}`;
    const title = "Biscuit drive fills three food banks";
    const titleEs = "La colecta de biscuits llena tres bancos de alimentos";
    const { page, context, problems } = await watchedPage(browser(), { width: 1280, height: 900 });

    // Sign in at /ops, then the content screen.
    await page.goto(`${baseUrl()}/ops`);
    await page.waitForSelector(".ops-layout[data-hydrated]");
    await page.getByRole("textbox", { name: "Email" }).fill(marketer.email);
    await page.getByLabel("Password", { exact: true }).fill(marketer.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("link", { name: "Content" }).first().click();
    await page.getByRole("heading", { level: 1, name: "Content" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // A new article in the news folder.
    await page.getByRole("button", { name: "New article" }).click();
    const create = page.getByRole("dialog");
    await create.getByLabel("Name").fill(title);
    await create.getByLabel("Slug").fill(slug);
    await create.getByRole("button", { name: "Create" }).click();
    await page.getByRole("tab", { name: "English" }).waitFor();

    // English: title, teaser, a body with a heading and a link to another site.
    await page.getByLabel("Title", { exact: true }).first().fill(title);
    await page.getByLabel("Teaser").first().fill("Guests rounded up their orders all October.");
    await writeBody(
      page,
      "What we raised",
      "Every round-up went to three food banks in the Carolinas. Read their thanks on",
      "the food bank's site",
      "https://foodbank.example.org/thanks",
    );

    // Spanish: its own tree, started from the English one.
    await page.getByRole("tab", { name: "Español" }).click();
    await page.getByLabel("Its own Spanish text").check();
    const copy = page.getByRole("button", { name: "Copy English to start" });
    if (await copy.isVisible()) await copy.click();
    await page.getByLabel("Title", { exact: true }).first().fill(titleEs);
    await page
      .getByLabel("Teaser")
      .first()
      .fill("Nuestros clientes redondearon sus pedidos en octubre.");
    await writeBody(
      page,
      "Lo que recaudamos",
      "Cada redondeo fue a tres bancos de alimentos de las Carolinas. Lee su agradecimiento en",
      "el sitio del banco",
      "https://foodbank.example.org/gracias",
    );

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Saved.").first().waitFor();

    // Preview: the draft on its real page, marked as a preview; the public page is still a 404.
    await page.getByRole("button", { name: "Preview" }).click();
    const previewLink = page.getByRole("link", { name: "English", exact: true });
    await previewLink.waitFor();
    const previewHref = await previewLink.getAttribute("href");
    expect(previewHref).toContain(`/news-and-community/${slug}?coop_preview=`);
    const preview = await context.newPage();
    const previewResponse = await preview.goto(new URL(previewHref!, baseUrl()).toString());
    expect(previewResponse?.status()).toBe(200);
    expect(previewResponse?.headers()["cache-control"]).toContain("no-store");
    await expect(preview.locator("h1").first().innerText()).resolves.toBe(title);
    await preview.close();
    const before = await fetch(`${baseUrl()}/news-and-community/${slug}`);
    expect(before.status).toBe(404);

    // Publish now.
    await page.getByRole("button", { name: "Publish now" }).click();
    await page.getByText("Published. Visitors see it in a moment.").first().waitFor();
    expect(problems).toEqual([]);
    await context.close();

    // A visitor, in English then in Spanish, in a fresh browser context.
    for (const language of ["en-US", "es"] as const) {
      const visitor = await watchedPage(browser(), { width: 375, height: 812 });
      if (language === "es")
        await visitor.context.addCookies([{ name: "lang", value: "es", url: baseUrl() }]);
      const response = await visitor.page.goto(`${baseUrl()}/news-and-community/${slug}`);
      expect(response?.status()).toBe(200);
      const article = visitor.page.locator("main");
      await expect(article.locator("h1").first().innerText()).resolves.toBe(
        language === "es" ? titleEs : title,
      );
      await expect(
        article
          .getByRole("heading", {
            level: 2,
            name: language === "es" ? "Lo que recaudamos" : "What we raised",
          })
          .count(),
      ).resolves.toBe(1);
      const link = article.getByRole("link", {
        name: language === "es" ? "el sitio del banco" : "the food bank's site",
      });
      expect(await link.getAttribute("href")).toBe(
        `https://foodbank.example.org/${language === "es" ? "gracias" : "thanks"}`,
      );
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toContain("noopener");
      expect(await axeViolations(visitor.page)).toEqual([]);
      expect(visitor.problems).toEqual([]);
      await visitor.context.close();
    }

    // The news listing shows it too (the publication cleared the listing's cached page).
    const listing = await (await fetch(`${baseUrl()}/news-and-community`)).text();
    expect(listing).toContain(`/news-and-community/${slug}`);
  });
});
