import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

import type { z } from "zod";

import type { MenuSeed, RestaurantSeed, UpsellGroupSeed } from "../../domain/catalog-types.ts";
import { type CouponRule, couponRuleProblems } from "../../domain/coupons.ts";
import { buildMenu, describeMenuIssues } from "./catalog-menus.ts";
import {
  CatalogFileError,
  defined,
  describe,
  duplicatesOf,
  parseList,
  type Problems,
  readJson,
} from "./catalog-parse.ts";
import { buildRestaurants } from "./catalog-restaurants.ts";
import {
  couponFileSchema,
  hoursFileSchema,
  menuFileSchema,
  restaurantFileSchema,
  upsellFileSchema,
} from "./catalog-schemas.ts";

/**
 * A chain's catalog: its restaurants with their hours, its menus, its coupons and the menus'
 * upsell groups. Read from a directory of data files (data/README.md) by `readCatalogDir`,
 * written by catalog-writer.ts.
 */
export type Catalog = {
  restaurants: RestaurantSeed[];
  menus: MenuSeed[];
  coupons: CouponRule[];
  upsells: UpsellGroupSeed[];
};

// ── coupons ───────────────────────────────────────────────────────────────────────────────

function buildCoupon(c: z.infer<typeof couponFileSchema>): CouponRule {
  return {
    code: c.code,
    kind: c.kind,
    ...(c.percentBps !== undefined ? { percentBps: c.percentBps } : {}),
    ...(c.amountCents !== undefined ? { amountCents: c.amountCents } : {}),
    ...(c.freeSku !== undefined ? { freeSku: c.freeSku } : {}),
    ...(c.freeItemName !== undefined ? { freeItemName: c.freeItemName } : {}),
    minSubtotalCents: c.minSubtotalCents,
    startsAt: c.startsAt ? new Date(c.startsAt) : null,
    endsAt: c.endsAt ? new Date(c.endsAt) : null,
    handoffs: c.handoffs ?? null,
    channels: c.channels ?? null,
    perCustomerLimit: c.perCustomerLimit ?? null,
    globalLimit: c.globalLimit ?? null,
    active: c.active ?? true,
    description: c.description,
    walletOnly: c.walletOnly ?? false,
  };
}

// ── the directory ─────────────────────────────────────────────────────────────────────────

/**
 * Reads and checks a catalog directory: restaurants.json, hours.json, menus/*.json (in file
 * name order), and coupons.json and upsells.json when present. Other files are ignored.
 * Throws CatalogFileError listing every problem, each naming its file, record and field.
 */
export function readCatalogDir(dir: string): Catalog {
  const problems: Problems = [];
  const file = (name: string) => join(dir, name);
  const required = (name: string): unknown => {
    if (!existsSync(file(name))) {
      problems.push(`${name}: missing (a catalog directory needs it)`);
      return undefined;
    }
    return readJson(file(name), dir, problems);
  };
  const optional = (name: string): unknown =>
    existsSync(file(name)) ? readJson(file(name), dir, problems) : [];

  const hoursData = required("hours.json");
  const hoursParsed = hoursData === undefined ? null : hoursFileSchema.safeParse(hoursData);
  if (hoursParsed && !hoursParsed.success)
    problems.push(...describe("hours.json", null, hoursParsed.error.issues));
  const hours = hoursParsed?.success ? hoursParsed.data : null;

  const restaurantsData = required("restaurants.json");
  const restaurantFiles =
    restaurantsData === undefined
      ? []
      : parseList("restaurants.json", restaurantsData, restaurantFileSchema, "id", problems);
  const restaurants = hours ? buildRestaurants(restaurantFiles, hours, problems) : [];

  const menus: MenuSeed[] = [];
  const menuDir = file("menus");
  const menuNames = existsSync(menuDir)
    ? readdirSync(menuDir)
        .filter((n) => n.endsWith(".json"))
        .sort()
    : [];
  if (menuNames.length === 0) problems.push("menus/: no menu file (menus/<id>.json)");
  for (const name of menuNames) {
    const rel = `menus/${name}`;
    const data = readJson(join(menuDir, name), dir, problems);
    if (data === undefined) continue;
    const parsed = menuFileSchema.safeParse(data);
    if (!parsed.success) {
      problems.push(...describeMenuIssues(rel, data, parsed.error.issues));
      continue;
    }
    menus.push(buildMenu(parsed.data, rel, problems));
  }

  const couponFiles = parseList(
    "coupons.json",
    optional("coupons.json"),
    couponFileSchema,
    "code",
    problems,
  );
  couponFiles.forEach((c, i) => {
    for (const p of c ? couponRuleProblems(buildCoupon(c)) : [])
      problems.push(`coupons.json, record code ${c!.code} (index ${i}): ${p}`);
  });
  const coupons = couponFiles.filter(defined).map(buildCoupon);
  const upsells = parseList(
    "upsells.json",
    optional("upsells.json"),
    upsellFileSchema,
    "id",
    problems,
  ).filter(defined);

  // References between files are checked once every file reads well (no echoes of a bad record).
  if (problems.length === 0) crossCheck({ restaurants, menus, coupons, upsells }, problems);
  if (problems.length > 0) throw new CatalogFileError(problems);
  return { restaurants, menus, coupons, upsells };
}

/** What one file cannot see alone: unique ids and SKUs, and references between files. */
function crossCheck(catalog: Catalog, problems: Problems): void {
  const { restaurants, menus, coupons, upsells } = catalog;
  const products = menus.flatMap((m) => m.categories.flatMap((c) => c.products));
  const skus = new Set(products.map((p) => p.sku));
  const dup = (what: string, values: (string | number)[]) => {
    for (const d of duplicatesOf(values)) problems.push(`${what} ${d} is used twice`);
  };
  dup(
    "menus/: menu id",
    menus.map((m) => m.id),
  );
  dup(
    "menus/: category id",
    menus.flatMap((m) => m.categories.map((c) => c.id)),
  );
  dup(
    "menus/: product id",
    products.map((p) => p.id),
  );
  dup(
    "menus/: SKU",
    products.map((p) => p.sku),
  );
  dup(
    "restaurants.json: restaurant id",
    restaurants.map((r) => r.id),
  );
  dup(
    "restaurants.json: slug",
    restaurants.map((r) => r.slug),
  );
  dup(
    "coupons.json: code",
    coupons.map((c) => c.code),
  );
  dup(
    "upsells.json: id",
    upsells.map((u) => u.id),
  );
  restaurants.forEach((r, i) => {
    r.unavailableSkus.forEach((sku, si) => {
      if (!skus.has(sku))
        problems.push(
          `restaurants.json, record id ${r.id} (index ${i}), field unavailableSkus.${si}: no product has SKU ${sku}`,
        );
    });
  });
  coupons.forEach((c, i) => {
    if (c.freeSku && !skus.has(c.freeSku))
      problems.push(
        `coupons.json, record code ${c.code} (index ${i}), field freeSku: no product has SKU ${c.freeSku}`,
      );
  });
  const categories = new Set(menus.flatMap((m) => m.categories.map((c) => c.id)));
  upsells.forEach((u, i) => {
    const at = `upsells.json, record id ${u.id} (index ${i})`;
    [...u.triggerSkus, ...u.suggestSkus].forEach((sku) => {
      if (!skus.has(sku)) problems.push(`${at}: no product has SKU ${sku}`);
    });
    u.triggerCategoryIds.forEach((id, ci) => {
      if (!categories.has(id))
        problems.push(`${at}, field triggerCategoryIds.${ci}: no category has id ${id}`);
    });
  });
}
