import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

import type { z } from "zod";

import type {
  MenuSeed,
  OptionGroupSeed,
  OptionSeed,
  RestaurantSeed,
  UpsellGroupSeed,
  WeeklyCalendar,
} from "../../domain/catalog-types.ts";
import { type CouponRule, couponRuleProblems } from "../../domain/coupons.ts";
import {
  couponFileSchema,
  type GroupFile,
  type HoursFile,
  hoursFileSchema,
  type MenuFile,
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

/** A problem in a data file: which file, which record (id or index) and which field. */
export class CatalogFileError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(
      `The catalog has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
    this.name = "CatalogFileError";
    this.problems = problems;
  }
}

type Problems = string[];

function readJson(file: string, base: string, problems: Problems): unknown {
  const name = relative(base, file);
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    problems.push(`${name}: ${(error as Error).message}`);
    return undefined;
  }
}

/** "restaurants.json, record 132 (index 31), field calendars.0.open: …". */
function describe(
  file: string,
  record: string | null,
  issues: z.core.$ZodIssue[],
  prefix: PropertyKey[] = [],
): string[] {
  return issues.map((issue) => {
    const path = [...prefix, ...issue.path].join(".");
    const where = [file, record, path ? `field ${path}` : null].filter(Boolean).join(", ");
    return `${where}: ${issue.message}`;
  });
}

const recordName = (value: unknown, index: number, key: "id" | "code" | "sku"): string => {
  const id = (value as Record<string, unknown> | null)?.[key];
  return typeof id === "string" || typeof id === "number"
    ? `record ${key} ${id} (index ${index})`
    : `record at index ${index}`;
};

/**
 * Parses an array file record by record, so each error names its record. A bad record
 * leaves `undefined` in its place, so the others keep their index.
 */
function parseList<S extends z.ZodType>(
  file: string,
  data: unknown,
  schema: S,
  key: "id" | "code",
  problems: Problems,
): (z.infer<S> | undefined)[] {
  if (!Array.isArray(data)) {
    problems.push(`${file}: must be a JSON array of records`);
    return [];
  }
  return data.map((value, index) => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data as z.infer<S>;
    problems.push(...describe(file, recordName(value, index, key), parsed.error.issues));
    return undefined;
  });
}

const defined = <T>(value: T | undefined): value is T => value !== undefined;

function duplicatesOf<T>(values: T[]): T[] {
  return [...new Set(values.filter((v, i) => values.indexOf(v) !== i))];
}

// ── hours and restaurants ─────────────────────────────────────────────────────────────────

function buildRestaurants(
  list: (z.infer<typeof restaurantFileSchema> | undefined)[],
  hours: HoursFile,
  problems: Problems,
): RestaurantSeed[] {
  const calendar = (ref: string | WeeklyCalendar, where: string): WeeklyCalendar => {
    if (typeof ref !== "string") return ref;
    const week = hours.weeks[ref];
    if (!week) problems.push(`hours.json, ${where}: no week named "${ref}" in weeks`);
    return (week ?? []) as WeeklyCalendar;
  };
  return list.flatMap((r, index) => {
    if (!r) return [];
    const where = `record id ${r.id} (index ${index})`;
    const profile = hours.profiles[r.hours];
    if (!profile)
      problems.push(
        `restaurants.json, ${where}, field hours: no profile "${r.hours}" in hours.json`,
      );
    const p = profile ?? { business: [], pickup: [], curbside: [], delivery: [] };
    const at = `profile ${r.hours}`;
    const { hours: _profileName, closedDates, ...rest } = r;
    // A handoff the restaurant does not offer has no hours.
    const offers = (mode: "curbside" | "dispatch") => r.handoffModes.includes(mode);
    const seed: RestaurantSeed = {
      ...rest,
      calendars: {
        business: calendar(p.business, `${at}, field business`),
        pickup: calendar(p.pickup, `${at}, field pickup`),
        curbside: offers("curbside") ? calendar(p.curbside, `${at}, field curbside`) : [],
        delivery: offers("dispatch") ? calendar(p.delivery, `${at}, field delivery`) : [],
      },
      closedDates: [...hours.closedDates, ...(closedDates ?? [])],
    };
    // Field order as the table and the API list them.
    const ordered: RestaurantSeed = {
      id: seed.id,
      slug: seed.slug,
      name: seed.name,
      address: seed.address,
      city: seed.city,
      state: seed.state,
      zip: seed.zip,
      phone: seed.phone,
      lat: seed.lat,
      lng: seed.lng,
      timeZone: seed.timeZone,
      handoffModes: seed.handoffModes,
      calendars: seed.calendars,
      taxRateBps: seed.taxRateBps,
      deliveryRadiusMiles: seed.deliveryRadiusMiles,
      deliveryFeeTiers: seed.deliveryFeeTiers,
      deliveryMinimumCents: seed.deliveryMinimumCents,
      leadTimeMinutes: seed.leadTimeMinutes,
      slotCapacity: seed.slotCapacity,
      cateringLeadTimeMinutes: seed.cateringLeadTimeMinutes,
      cateringSlotCapacity: seed.cateringSlotCapacity,
      menuId: seed.menuId,
      cateringMenuId: seed.cateringMenuId,
      message: seed.message,
      unavailableSkus: seed.unavailableSkus,
      closedDates: seed.closedDates,
    };
    return [ordered];
  });
}

// ── menus ─────────────────────────────────────────────────────────────────────────────────

/** Expands a menu file: ids assigned in file order, shared groups copied where used. */
export function buildMenu(menu: MenuFile, file: string, problems: Problems): MenuSeed {
  let nextGroup = menu.ids.firstGroup;
  let nextOption = menu.ids.firstOption;
  const shared = menu.sharedGroups ?? {};
  const group = (g: GroupFile, where: string, depth: number): OptionGroupSeed => {
    if ("shared" in g) {
      const template = shared[g.shared];
      if (!template || depth > 8) {
        problems.push(`${file}, ${where}: no shared group "${g.shared}" in sharedGroups`);
        return { id: nextGroup++, name: g.shared, minSelect: 0, maxSelect: 1, options: [] };
      }
      return group(template, `${where} (shared group ${g.shared})`, depth + 1);
    }
    const id = nextGroup++;
    return {
      id,
      name: g.name,
      minSelect: g.minSelect,
      maxSelect: g.maxSelect,
      options: g.options.map((o, oi): OptionSeed => {
        const { groups, ...rest } = o;
        const option: OptionSeed = { id: nextOption++, ...rest };
        if (groups)
          option.groups = groups.map((sub, si) =>
            group(sub, `${where}.options.${oi}.groups.${si}`, depth),
          );
        return option;
      }),
    };
  };
  return {
    id: menu.id,
    kind: menu.kind,
    name: menu.name,
    categories: menu.categories.map((c, ci) => ({
      id: menu.ids.firstCategory + ci,
      name: c.name,
      description: c.description,
      products: c.products.map((p, pi) => {
        const where = `record sku ${p.sku} (categories.${ci}.products.${pi}), field optionGroups`;
        return {
          id: menu.ids.productBase + 100 * (ci + 1) + pi + 1,
          sku: p.sku,
          name: p.name,
          description: p.description,
          priceCents: p.priceCents,
          baseCalories: p.baseCalories,
          maxCalories: p.maxCalories,
          allergens: p.allergens,
          images: p.images ?? [
            { filename: `${p.sku}-card.svg`, groupname: "mobile-webapp-menu" },
            { filename: `${p.sku}-hero.svg`, groupname: "desktop-menu" },
          ],
          availability: p.availability ?? [],
          optionGroups: (p.optionGroups ?? []).map((g, gi) => group(g, `${where}.${gi}`, 0)),
          maxQuantity: p.maxQuantity,
        };
      }),
    })),
  };
}

/** Menu problems name the product (its SKU) when they are inside one. */
function describeMenuIssues(file: string, data: unknown, issues: z.core.$ZodIssue[]): string[] {
  return issues.flatMap((issue) => {
    const [top, ci, sub, pi, ...rest] = issue.path;
    if (top !== "categories" || sub !== "products" || typeof pi !== "number")
      return describe(file, null, [issue]);
    const menu = data as { categories?: { products?: unknown[] }[] };
    const product = menu.categories?.[ci as number]?.products?.[pi];
    const sku = (product as { sku?: unknown } | undefined)?.sku;
    const record =
      typeof sku === "string"
        ? `record sku ${sku} (categories.${String(ci)}.products.${pi})`
        : `record categories.${String(ci)}.products.${pi}`;
    return describe(file, record, [{ ...issue, path: rest }]);
  });
}

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
