// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { SiteSearchResult } from "@coop/contract/search";

import { fakeApi, type SentCall } from "../../lib/test-support/fake-api.ts";
import { loader } from "../../routes/search.tsx";
import { SearchView } from "./search-view.tsx";

afterEach(() => vi.unstubAllGlobals());

const article: SiteSearchResult = {
  kind: "article",
  url: "/news-and-community/fryers-for-food-banks-2026",
  title: [
    { text: "Fryers", match: true },
    { text: " for Food Banks", match: false },
  ],
  excerpt: [
    { text: "Our ", match: false },
    { text: "fryers", match: true },
    { text: " raised money.", match: false },
  ],
  image: null,
};
const product: SiteSearchResult = {
  kind: "product",
  url: "/menu/product?id=SW-SPC",
  title: [{ text: "Spicy Chicken Sandwich", match: false }],
  excerpt: [],
  image: null,
};

function Page() {
  const { query } = useLoaderData<typeof loader>();
  return <SearchView query={query} />;
}

function renderAt(path: string) {
  const Stub = createRoutesStub([
    { path: "/search", Component: Page, loader: loader as never },
    { path: "/news-and-community/:slug", Component: () => <p>article page</p> },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

function answer(results: SiteSearchResult[], corrected: string | null = null) {
  return (call: SentCall) => ({
    status: 200,
    body: { status: "ok", data: { query: call.path, results, corrected } },
  });
}

describe("search page", () => {
  it("search.page: a labelled form; results of ?q= with their kind and the matches marked", async () => {
    const sent = fakeApi({ "GET /api/v1/search": answer([article, product]) });
    renderAt("/search?q=fryers");
    const input = await screen.findByRole("searchbox", { name: "Search pages, news and the menu" });
    expect(input).toHaveProperty("value", "fryers");
    expect((await screen.findByText("2 results for “fryers”")).getAttribute("role")).toBe("status");
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items[0]!.textContent).toContain("Article");
    expect(items[1]!.textContent).toContain("Menu item");
    const link = within(items[0]!).getByRole("link", { name: "Fryers for Food Banks" });
    expect(link.getAttribute("href")).toBe("/news-and-community/fryers-for-food-banks-2026");
    expect([...items[0]!.querySelectorAll("mark")].map((m) => m.textContent)).toEqual([
      "Fryers",
      "fryers",
    ]);
    expect(sent).toHaveLength(1);
  });

  it("search.page: no query asks nothing; typing and submitting searches that query", async () => {
    const sent = fakeApi({ "GET /api/v1/search": answer([article]) });
    renderAt("/search");
    const input = await screen.findByRole("searchbox");
    expect(sent).toHaveLength(0);
    await userEvent.type(input, "fryers");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("1 result for “fryers”")).toBeTruthy();
    expect(sent).toHaveLength(1);
  });

  it("search.page: an empty state, and 'did you mean' when the spelling was corrected", async () => {
    fakeApi({ "GET /api/v1/search": answer([]) });
    renderAt("/search?q=zzzz");
    expect(await screen.findByText("Nothing found for “zzzz”.")).toBeTruthy();
    vi.unstubAllGlobals();
    fakeApi({ "GET /api/v1/search": answer([article], "fryers") });
    renderAt("/search?q=fryres");
    const corrected = await screen.findByRole("link", { name: "fryers" });
    expect(corrected.getAttribute("href")).toBe("/search?q=fryers");
    expect(corrected.parentElement?.textContent).toBe("Showing results for fryers");
  });

  it("search.page: the API's message shows when the search fails", async () => {
    fakeApi({
      "GET /api/v1/search": {
        status: 400,
        body: {
          message: "The search needs a word of at least 2 letters or digits.",
          requestId: "r",
        },
      },
    });
    renderAt("/search?q=%21%21");
    expect(await screen.findByText(/at least 2 letters or digits/)).toBeTruthy();
  });
});
