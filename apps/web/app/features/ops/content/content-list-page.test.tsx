// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { fakeApi } from "../../../lib/test-support/fake-api.ts";
import { signInStaff, signOutStaff } from "../controls/test-support.tsx";
import { ContentListPage } from "./content-list-page.tsx";
import { article, ok, page, summaryOf } from "./test-fixtures.ts";
import { renderContent } from "./test-routes.tsx";

const LIST = "GET /api/ops/content/stories";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutStaff();
});

function listAnswer(stories = [summaryOf(article), summaryOf(page)], total = stories.length) {
  return ok({ stories, total, page: 1, per_page: 25 });
}

/** The query of each list call. */
function queries(urls: string[]) {
  return urls
    .filter((u) => u.includes("/content/stories"))
    .map((u) => new URL(u, "http://x").searchParams);
}

function recordUrls(): string[] {
  const urls: string[] = [];
  const stubbed = globalThis.fetch;
  vi.stubGlobal("fetch", (url: string, init?: RequestInit) => {
    urls.push(url);
    return stubbed(url, init);
  });
  return urls;
}

describe("ContentListPage (/ops/content)", () => {
  it("content-authoring.marketing-and-admins: a manager sees 'Not allowed' and nothing is fetched", async () => {
    signInStaff("manager");
    const sent = fakeApi({ [LIST]: listAnswer() });
    renderContent(<ContentListPage />, "/ops/content");
    expect(await screen.findByRole("heading", { name: "Not allowed" })).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("content-authoring.list-filters: lists stories with state badges, then searches and filters by folder and state", async () => {
    signInStaff("marketing");
    const sent = fakeApi({ [LIST]: listAnswer() });
    const urls = recordUrls();
    renderContent(<ContentListPage />, "/ops/content");
    const table = await screen.findByRole("table");
    expect(
      within(table).getByRole("link", { name: "Fryers for Food Banks" }).getAttribute("href"),
    ).toBe("/ops/content/42");
    expect(within(table).getByText("Draft")).toBeTruthy();
    expect(within(table).getByText("Published")).toBeTruthy();
    expect(within(table).getAllByText(/Hedy Marketing/)[0]).toBeTruthy();
    expect(sent[0]!.headers.get("authorization")).toBe("Bearer staff-token-1");

    const user = userEvent.setup();
    await user.type(screen.getByRole("searchbox", { name: "Name or slug" }), "fryers");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Folder" }),
      "news-and-community",
    );
    await user.selectOptions(screen.getByRole("combobox", { name: "State" }), "changed");
    await waitFor(() => expect(queries(urls)).toHaveLength(4));
    const last = queries(urls)[3]!;
    expect(Object.fromEntries(last)).toEqual({
      q: "fryers",
      folder: "news-and-community",
      state: "changed",
      page: "1",
      per_page: "25",
    });
  });

  it("content-authoring.list-filters: pages through a long list, and says when a page is empty", async () => {
    signInStaff("admin");
    let calls = 0;
    fakeApi({
      [LIST]: () => {
        calls += 1;
        return calls === 1
          ? ok({ stories: [summaryOf(article)], total: 30, page: 1, per_page: 25 })
          : ok({ stories: [], total: 0, page: 2, per_page: 25 });
      },
    });
    const urls = recordUrls();
    renderContent(<ContentListPage />, "/ops/content");
    expect(await screen.findByText("Page 1 of 2")).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "Next" }));
    expect(
      await screen.findByText("No stories yet. Start with a new page or article."),
    ).toBeTruthy();
    expect(urls.some((u) => u.includes("page=2"))).toBe(true);
  });

  it("content-authoring.slug-from-name: the new article dialog makes the slug from the name, in the news folder, until the slug is edited", async () => {
    signInStaff("marketing");
    const sent = fakeApi({
      [LIST]: listAnswer(),
      "POST /api/ops/content/stories": ok({ ...article, id: 99 }),
    });
    const { router } = renderContent(<ContentListPage />, "/ops/content");
    await screen.findByRole("table");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "New article" }));
    const dialog = await screen.findByRole("dialog", { name: "New article" });
    const name = within(dialog).getByRole("textbox", { name: "Name" });
    const slug = within(dialog).getByRole("textbox", { name: "Slug" }) as HTMLInputElement;
    expect(
      (within(dialog).getByRole("combobox", { name: "Folder" }) as HTMLSelectElement).value,
    ).toBe("news-and-community");
    await user.type(name, "Biscuit Drive — 2026!");
    expect(slug.value).toBe("biscuit-drive-2026");
    expect(
      within(dialog).getByText("The page's address: /news-and-community/biscuit-drive-2026"),
    ).toBeTruthy();

    await user.clear(slug);
    await user.type(slug, "Bad Slug");
    expect(
      within(dialog).getByText(/only lower-case letters, digits and single hyphens/),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(sent.filter((c) => c.method === "POST")).toHaveLength(0);

    await user.clear(slug);
    await user.type(slug, "biscuit-drive");
    await user.type(name, " Extra");
    expect(slug.value).toBe("biscuit-drive");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/ops/content/99"));
    expect(sent.find((c) => c.method === "POST")!.body).toEqual({
      name: "Biscuit Drive — 2026! Extra",
      slug: "biscuit-drive",
      folder: "news-and-community",
      component: "news_article",
    });
  });
});
