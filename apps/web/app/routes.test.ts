import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";

import { type RouteName, routeNameOf, routePaths } from "./lib/route-names.ts";
import routes from "./routes.ts";

type Entry = { id?: string; path?: string; index?: boolean; file: string; children?: Entry[] };

const layouts = routes as Entry[];
const pagesOf = (file: string) => layouts.find((entry) => entry.file === file)?.children ?? [];
// The customer pages (the staff pages under /ops have their own layout and ids "ops-…").
const allPages = layouts
  .filter((entry) => entry.file !== "routes/ops-layout.tsx")
  .flatMap((entry) => entry.children ?? []);

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
  it("frame.route-table: registers every page of lib/route-names.ts once, with its path, named by its route id", () => {
    const registered = allPages.filter((entry) => entry.id !== "not-found");
    expect(registered.map((entry) => entry.id).sort()).toEqual(Object.keys(routePaths).sort());
    for (const entry of registered) {
      if (entry.index) expect(entry.id).toBe("home");
      else expect(entry.path, entry.id).toBe(routePaths[entry.id as RouteName]);
    }
  });

  it("frame.layouts: the in-app screens use the minimal layout, every other page the default; the staff pages the ops layout", () => {
    const staffPages = pagesOf("routes/ops-layout.tsx");
    expect(staffPages.length).toBeGreaterThan(0);
    for (const entry of staffPages) {
      expect(entry.id, entry.file).toMatch(/^ops-/);
      expect(entry.path, entry.file).toMatch(/^\/ops(\/|$)/);
      expect(entry.file).toMatch(/^routes\/ops-/);
    }
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
    "errors.route-status: unknown %s reaches the 404 route",
    (path) => {
      expect(matchRoutes(routerTable, path)?.at(-1)?.route.id).toBe("not-found");
    },
  );

  it("every page has a module of its own", () => {
    for (const entry of allPages)
      expect(existsSync(join(import.meta.dirname, entry.file)), entry.file).toBe(true);
  });
});

describe("docs/status.md", () => {
  const status = readFileSync(join(import.meta.dirname, "../../../docs/status.md"), "utf8");
  const section = /^## Placeholder pages$(.*?)^## /ms.exec(status)?.[1] ?? "";
  /** Route id → URL of each row of the section's table: | `id` | `url` | what will build it | */
  const listed = new Map(
    [...section.matchAll(/^\|\s*`([\w-]+)`\s*\|\s*`([^`]+)`\s*\|\s*(\S[^|]*?)\s*\|$/gm)].map(
      (row) => [row[1] ?? "", row[2] ?? ""],
    ),
  );

  it("lists no placeholder page: every page of the route table is built", () => {
    expect([...listed.keys()]).toEqual([]);
  });

  it("keeps a section for the endpoints not served yet", () => {
    expect(status).toMatch(/^## Endpoints not served yet$/m);
  });
});
