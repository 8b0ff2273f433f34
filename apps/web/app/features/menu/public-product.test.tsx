// @vitest-environment happy-dom
import { act, render, screen, within } from "@testing-library/react";
import { createRoutesStub, RouterContextProvider, useLoaderData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import type { PageLoadContext } from "@coop/contract/load-context";
import type { MenuResponse } from "@coop/contract/menus";

import { pageContext } from "../../lib/page-context.ts";
import { clientStore } from "../../lib/store/client-store.ts";
import { loader } from "../../routes/menu-product.tsx";
import { findPublicProduct, publicProductOrderPath } from "./public-product-rules.ts";
import { PublicProductView } from "./public-product-view.tsx";

const sandwich = {
  id: 31,
  sku: "SW-SPC",
  name: "Spicy Chicken Sandwich",
  description: "Our cayenne-kissed spicy fillet on a buttered brioche bun.",
  cost: 6.49,
  basecalories: 610,
  maxcalories: 720,
  allergens: ["wheat", "egg", "milk"],
  images: [{ groupname: "mobile-webapp-menu", filename: "sw-spc.png", url: "/img/sw-spc.png" }],
  availability: { now: true, sold_out: false, windows: [] },
  max_quantity: 10,
  has_options: true,
} as unknown as MenuResponse["categories"][number]["products"][number];

const menu: MenuResponse = {
  id: "default",
  base_menu: "default",
  kind: "default",
  name: "Coop Chicken Menu",
  location_id: null,
  timezone: "America/New_York",
  categories: [{ id: 3, name: "Sandwiches", description: "", products: [sandwich] }],
};

function contextWith(get: (id: string) => Promise<MenuResponse | null>) {
  const value = { menus: { get } } as unknown as PageLoadContext;
  return new RouterContextProvider(new Map([[pageContext, value]]));
}
const args = (url: string, context: RouterContextProvider) =>
  ({ request: new Request(url), url: new URL(url), pattern: "", params: {}, context }) as never;

async function statusOf(promise: Promise<unknown>) {
  const thrown = await promise.then(
    () => null,
    (e: unknown) => e as { init?: { status?: number } },
  );
  return thrown?.init?.status;
}

function Page() {
  const data = useLoaderData<typeof loader>();
  return <PublicProductView product={data.product} category={data.category} />;
}

function renderAt(path: string) {
  const context = contextWith(async () => menu);
  const Stub = createRoutesStub([
    {
      path: "/menu/product",
      Component: Page,
      loader: ({ request }) => loader(args(request.url, context)),
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

afterEach(() => clientStore.setState({ location: null, hydrated: false }));

describe("/menu/product", () => {
  it("menu.public-product: the loader finds the item by sku or id; 404 when there is none", async () => {
    const context = contextWith(async () => menu);
    const found = await loader(args("http://localhost/menu/product?id=SW-SPC", context));
    expect(found.product.name).toBe("Spicy Chicken Sandwich");
    expect(found.category.name).toBe("Sandwiches");
    expect(findPublicProduct(menu, "31")?.product.sku).toBe("SW-SPC");
    for (const q of ["?id=NOPE", "?id=", ""])
      expect(await statusOf(loader(args(`http://localhost/menu/product${q}`, context))), q).toBe(
        404,
      );
  });

  it("menu.public-product: name, price, calories and allergens, without a restaurant", async () => {
    renderAt("/menu/product?id=SW-SPC");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Spicy Chicken Sandwich" }),
    ).toBeTruthy();
    expect(screen.getByText("From $6.49")).toBeTruthy();
    const facts = screen.getByRole("region", { name: "Nutrition and allergens" });
    expect(within(facts).getByText("610-720 Cal")).toBeTruthy();
    expect(within(facts).getByText("Wheat, Egg, Milk")).toBeTruthy();
  });

  it("menu.public-product-order: the order button goes to the finder, or to the product screen once a restaurant is chosen", async () => {
    expect(publicProductOrderPath("SW-SPC", false)).toBe("/locations?product=SW-SPC");
    expect(publicProductOrderPath("SW-SPC", true)).toBe("/order/product?id=SW-SPC");
    renderAt("/menu/product?id=SW-SPC");
    const order = await screen.findByRole("link", { name: "Order this item" });
    expect(order.getAttribute("href")).toBe("/locations?product=SW-SPC");
    act(() =>
      clientStore.setState({
        hydrated: true,
        location: { id: "102", name: "Coop Midtown" } as never,
      }),
    );
    expect(order.getAttribute("href")).toBe("/order/product?id=SW-SPC");
  });
});
