// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub, RouterContextProvider, useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";

import type { ContentStory, GlobalStorySlug } from "@coop/contract/content";
import type { PageLanguage, PageLoadContext } from "@coop/contract/load-context";

import { pageContext } from "../../lib/page-context.ts";
import { loader as storesLoader } from "../../routes/expansion-menu.tsx";
import { loader as itemLoader } from "../../routes/expansion-menu-item.tsx";
import { loader as itemsLoader } from "../../routes/expansion-menu-items.tsx";
import { categoriesOf, itemsOf, sectionsOf } from "./expansion-rules.ts";
import { ExpansionItemsView, ExpansionItemView, ExpansionStoresView } from "./expansion-views.tsx";

const story = (content: Record<string, unknown>) => ({ content }) as unknown as ContentStory;

const stories: Record<string, (language: PageLanguage) => ContentStory> = {
  "expansion-stores": (language) =>
    story({
      _uid: "e",
      component: "expansion_stores",
      stores: [
        {
          _uid: "s1",
          component: "expansion_store",
          name: language === "es" ? "Coop Tampa Centro" : "Coop Tampa Downtown",
          city: "Tampa",
          state: "FL",
          opening: "Spring 2027",
          text: "Drive-thru and patio.",
        },
        { _uid: "s2", component: "expansion_store", name: "", city: "Nowhere" },
      ],
    }),
  products: () =>
    story({
      _uid: "p",
      component: "products",
      items: [
        {
          _uid: "i1",
          component: "product",
          item: "hot-honey-tenders",
          name: "Hot Honey Tenders",
          description: "Tenders glazed with hot honey.",
          category: "tenders",
          calories: "640",
          allergens: "Wheat, Milk",
          image: { id: 1, filename: "/img/hht.png", alt: "Tenders with honey" },
        },
        {
          _uid: "i2",
          component: "product",
          item: "sweet-tea-lemonade",
          name: "Sweet Tea Lemonade",
          description: "Half and half.",
          category: "Drinks",
        },
        { _uid: "i3", component: "product", item: "", name: "No segment" },
      ],
    }),
  categories: () =>
    story({
      _uid: "c",
      component: "categories",
      items: [
        { _uid: "c1", component: "category", name: "Sides", slug: "sides", description: "" },
        {
          _uid: "c2",
          component: "category",
          name: "Tenders",
          slug: "tenders",
          description: "Hand-breaded.",
        },
      ],
    }),
};

function contextWith(missing: GlobalStorySlug[] = []) {
  const asked: string[] = [];
  const value = {
    content: {
      global: async (slug: GlobalStorySlug, language: PageLanguage) => {
        asked.push(`${slug} ${language}`);
        return missing.includes(slug) ? null : (stories[slug]?.(language) ?? null);
      },
    },
  } as unknown as PageLoadContext;
  return { asked, context: new RouterContextProvider(new Map([[pageContext, value]])) };
}
const args = (url: string, context: RouterContextProvider, params: Record<string, string> = {}) =>
  ({ request: new Request(url), url: new URL(url), pattern: "", params, context }) as never;

function renderRoute(
  path: string,
  pattern: string,
  Component: () => React.ReactNode,
  loader: unknown,
) {
  const Stub = createRoutesStub([{ path: pattern, Component, loader: loader as never }]);
  return render(<Stub initialEntries={[path]} />);
}

describe("expansion menu", () => {
  it("expansion.from-content: /expansion-menu lists the stores of the story in the page's language", async () => {
    const { asked, context } = contextWith();
    const data = await storesLoader(args("http://localhost/expansion-menu?lang=es", context));
    expect(data.stores.map((s) => s.name)).toEqual(["Coop Tampa Centro"]);
    expect(asked).toEqual(["expansion-stores es"]);
    function Page() {
      const { stores } = useLoaderData<typeof storesLoader>();
      return <ExpansionStoresView stores={stores} />;
    }
    renderRoute("/expansion-menu", "/expansion-menu", Page, () =>
      storesLoader(args("http://localhost/expansion-menu", context)),
    );
    const card = (await screen.findByRole("heading", { name: "Coop Tampa Downtown" }))
      .parentElement!;
    expect(within(card).getByText("Tampa, FL")).toBeTruthy();
    expect(within(card).getByText("Opening: Spring 2027")).toBeTruthy();
    expect(
      screen
        .getByRole("link", { name: "See the menu of our new restaurants" })
        .getAttribute("href"),
    ).toBe("/expansion-menu/items");
  });

  it("expansion.from-content: without the stories the pages say so instead of failing", async () => {
    const { context } = contextWith(["expansion-stores", "products", "categories"]);
    expect(await storesLoader(args("http://localhost/expansion-menu", context))).toEqual({
      stores: [],
    });
    expect(await itemsLoader(args("http://localhost/expansion-menu/items", context))).toEqual({
      sections: [],
    });
    render(<ExpansionStoresView stores={[]} />, { wrapper: Router });
    expect(screen.getByText(/No new restaurants have been announced yet/)).toBeTruthy();
    render(<ExpansionItemsView sections={[]} />, { wrapper: Router });
    expect(screen.getByText("The menu of our new restaurants is coming soon.")).toBeTruthy();
  });

  it("expansion.sections: items by category in the categories' order, unknown categories after, empty ones out", async () => {
    const sections = sectionsOf(
      itemsOf(stories.products!("en-US")),
      categoriesOf(stories.categories!("en-US")),
    );
    expect(sections.map((s) => [s.category.name, s.items.map((i) => i.item)])).toEqual([
      ["Tenders", ["hot-honey-tenders"]],
      ["Drinks", ["sweet-tea-lemonade"]],
    ]);
    const { context } = contextWith();
    function Page() {
      const data = useLoaderData<typeof itemsLoader>();
      return <ExpansionItemsView sections={data.sections} />;
    }
    renderRoute("/expansion-menu/items", "/expansion-menu/items", Page, () =>
      itemsLoader(args("http://localhost/expansion-menu/items", context)),
    );
    const tenders = await screen.findByRole("region", { name: "Tenders" });
    expect(
      within(tenders).getByRole("link", { name: "Hot Honey Tenders" }).getAttribute("href"),
    ).toBe("/expansion-menu/items/hot-honey-tenders");
    expect(screen.getByRole("region", { name: "Drinks" })).toBeTruthy();
  });

  it("expansion.item-404: an item page with its facts; an unknown item is a 404", async () => {
    const { context } = contextWith();
    const data = await itemLoader(
      args("http://localhost/expansion-menu/items/HOT-HONEY-TENDERS", context, {
        item: "HOT-HONEY-TENDERS",
      }),
    );
    expect(data.categoryName).toBe("Tenders");
    render(<ExpansionItemView item={data.item} categoryName={data.categoryName} />, {
      wrapper: Router,
    });
    expect(screen.getByRole("heading", { level: 1, name: "Hot Honey Tenders" })).toBeTruthy();
    expect(screen.getByText("640 Cal")).toBeTruthy();
    expect(screen.getByText("Wheat, Milk")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Tenders with honey" })).toBeTruthy();
    const thrown = await itemLoader(
      args("http://localhost/expansion-menu/items/nope", context, { item: "nope" }),
    ).then(
      () => null,
      (e: unknown) => e as { init?: { status?: number } },
    );
    expect(thrown?.init?.status).toBe(404);
  });
});

function Router({ children }: { children: React.ReactNode }) {
  const Stub = createRoutesStub([{ path: "/", Component: () => children }]);
  return <Stub />;
}
