import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";

import { type RouteName, routeNameOf, routePaths } from "./lib/route-names.ts";
import enPages from "./locales/en-US/pages.json";
import routes from "./routes.ts";

type Entry = { id?: string; path?: string; index?: boolean; file: string; children?: Entry[] };

const layouts = routes as Entry[];
const pagesOf = (file: string) => layouts.find((entry) => entry.file === file)?.children ?? [];
const allPages = layouts.flatMap((entry) => entry.children ?? []);

/** The config as the router sees it, to match URLs the way the built app does. */
function toRouteObjects(entries: Entry[]): RouteObject[] {
  return entries.map((entry) =>
    entry.index
      ? { id: entry.id, index: true }
      : {
          id: entry.id ?? entry.file,
          path: entry.path,
          children: toRouteObjects(entry.children ?? []),
        },
  );
}
const routerTable = toRouteObjects(layouts);

function sampleOf(pattern: string): string {
  return pattern.replace(/:(\w+)\??/g, "sample-$1");
}

describe("routes.ts", () => {
  it("registers every page of lib/route-names.ts once, with its path, named by its route id", () => {
    const registered = allPages.filter((entry) => entry.id !== "not-found");
    expect(registered.map((entry) => entry.id).sort()).toEqual(Object.keys(routePaths).sort());
    for (const entry of registered) {
      if (entry.index) expect(entry.id).toBe("home");
      else expect(entry.path, entry.id).toBe(routePaths[entry.id as RouteName]);
    }
  });

  it("spec §2 Layouts: the in-app screens use the minimal layout, every other page the default", () => {
    expect(pagesOf("routes/minimal-layout.tsx").map((entry) => entry.id)).toEqual([
      "app-confirm",
      "app-payment",
      "app-signin",
    ]);
    expect(pagesOf("routes/default-layout.tsx")).toHaveLength(allPages.length - 3);
  });

  it.each(Object.entries(routePaths) as [RouteName, string][])(
    "the router and routeNameOf agree on which route serves %s (%s)",
    (name, pattern) => {
      const pathname = sampleOf(pattern);
      expect(matchRoutes(routerTable, pathname)?.at(-1)?.route.id).toBe(name);
      expect(routeNameOf(pathname)).toBe(name);
    },
  );

  it.each(["/no/such/page", "/about/x/y/z"])(
    "spec §2: unknown %s reaches the 404 route",
    (path) => {
      expect(matchRoutes(routerTable, path)?.at(-1)?.route.id).toBe("not-found");
    },
  );

  it("every page on the shared catalog page has its title and lead in the pages catalog", () => {
    const catalog: Record<string, { title?: string; lead?: string }> = enPages;
    for (const entry of allPages.filter((e) => e.file === "routes/catalog-page.tsx")) {
      expect(catalog[entry.id ?? ""]?.title, entry.id).toBeTruthy();
      expect(catalog[entry.id ?? ""]?.lead, entry.id).toBeTruthy();
    }
  });
});
