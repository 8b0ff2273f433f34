import {
  type MenuResponse,
  menuResponseSchema,
  type ProductDetailResponse,
  productDetailResponseSchema,
  type ProductOptionGroup,
  type TimesResponse,
} from "@coop/contract/menus";
import { toAmount } from "@coop/contract/money";

import type { Db } from "../../db/client.ts";
import { boundaryMinutes, isInWindows, isOpenAt } from "../../domain/calendar.ts";
import { addDays, localParts, zonedInstant } from "../../domain/local-time.ts";
import { isUnavailable, nextControlEnd } from "../../domain/store-controls.ts";
import { type CheckedJson, checkedJson } from "../../http/checked-json.ts";
import { type PreparedJson, prepareJson } from "../../http/conditional.ts";
import { notFound } from "../../http/http-error.ts";
import { snapshotCache } from "../../lib/snapshot-cache.ts";
import type { LocationsService, MenuTarget } from "../locations/service.ts";
import { pickupTimes, type TimesQuery } from "./pickup-times.ts";
import {
  type BaseMenu,
  loadMenus,
  loadReservations,
  type MenuOptionGroup,
  type MenuProduct,
  releaseSlot,
  reserveSlot,
} from "./repository.ts";

/** The chain's home time zone: menus without a restaurant are shown in it. */
export const CHAIN_TIME_ZONE = "America/New_York";

export type { MenuOptionGroup };

export type SerializedMenu = { body: PreparedJson; validUntil: number };

/** The routes whose bodies are checked here (named in the log when one does not match). */
const MENU_ROUTE = { method: "GET", url: "/api/v1/menus/:menuId" };
const PRODUCT_ROUTE = { method: "GET", url: "/api/v1/menus/:menuId/products/:id" };
/** Stands for "no restaurant" (a base menu) in a cache keyed by restaurant. */
const NO_RESTAURANT = {};

export type MenuCatalog = {
  menuId: string;
  target: MenuTarget;
  base: BaseMenu;
  /** By product id (number or digits) or SKU. */
  product(idOrSku: number | string): MenuProduct | undefined;
  bySku(sku: string): MenuProduct | undefined;
  /** 86'd at the menu's restaurant (the catalog's list, or a manager's 86 now: `ops.86`). */
  isSoldOut(product: MenuProduct): boolean;
  /** An option a manager 86'd at the menu's restaurant, now (`ops.86`). */
  isOptionUnavailable(optionId: number): boolean;
  /** Inside its availability windows at that instant, in the restaurant's time. */
  isAvailableAt(product: MenuProduct, at: Date): boolean;
  imageUrl(product: MenuProduct): string | null;
};

export type MenusService = ReturnType<typeof createMenusService>;

export function createMenusService(deps: {
  db: Db;
  locations: LocationsService;
  imageBaseUrl: string;
  cacheTtlMs?: number;
  now?: () => Date;
}) {
  const clock = deps.now ?? (() => new Date());
  /** `ops.86`: sold out at the restaurant at `now`: its catalog list or a manager's 86. */
  const soldOut = (target: MenuTarget, p: MenuProduct, now: Date) =>
    !!target.restaurant &&
    (target.restaurant.unavailableProductIds.has(p.id) ||
      isUnavailable(target.restaurant.ops.unavailable, "product", p.id, now));
  const catalog = snapshotCache(() => loadMenus(deps.db), deps.cacheTtlMs ?? 30_000);
  /**
   * Serialized menus by menu id, each valid until the next moment its availability can
   * change, and only for the catalog snapshots it was made from.
   */
  const imageSubjectsBySnapshot = new WeakMap<
    BaseMenu[],
    Map<string, { product: { sku: string; name: string }; categoryName: string }>
  >();
  const serialized = new Map<
    string,
    { menus: BaseMenu[]; restaurants: unknown; restaurant: object; entry: SerializedMenu }
  >();
  /**
   * Checked product detail bodies. A body depends on the product and the restaurant (both
   * catalog snapshot objects), the menu id, and the time only through availability.now.
   */
  const productBodies = new WeakMap<MenuProduct, WeakMap<object, Map<string, CheckedJson>>>();

  async function resolve(
    menuId: string,
  ): Promise<{ target: MenuTarget; base: BaseMenu; menus: BaseMenu[] }> {
    const target = await deps.locations.menuTarget(menuId);
    if (!target) throw notFound(`There is no menu ${menuId}.`);
    const menus = await catalog.get();
    const base = menus.find((m) => m.id === target.baseMenuId);
    if (!base) throw notFound(`There is no menu ${menuId}.`);
    return { target, base, menus };
  }

  /** Sold right now: inside its windows, restaurant open, not 86'd there. */
  function availableNow(p: MenuProduct, target: MenuTarget, now: Date): boolean {
    const at = localParts(now, target.restaurant?.timeZone ?? CHAIN_TIME_ZONE);
    const open = target.restaurant
      ? isOpenAt(target.restaurant.calendars.business, at, target.restaurant.closedDates)
      : true;
    return open && !soldOut(target, p, now) && isInWindows(p.availability, at);
  }

  function productJson(p: MenuProduct, target: MenuTarget, now: Date) {
    return {
      id: p.id,
      sku: p.sku,
      name: p.name,
      description: p.description,
      cost: toAmount(p.priceCents),
      basecalories: p.baseCalories,
      maxcalories: p.maxCalories,
      allergens: p.allergens,
      images: p.images.map((i) => ({ ...i, url: `${deps.imageBaseUrl}${i.filename}` })),
      availability: {
        now: availableNow(p, target, now),
        sold_out: soldOut(target, p, now),
        windows: p.availability,
      },
      max_quantity: p.maxQuantity,
      has_options: p.groups.length > 0,
      serves: p.serves,
    };
  }

  function menuJson(menuId: string, target: MenuTarget, base: BaseMenu, now: Date): MenuResponse {
    return {
      id: menuId,
      base_menu: base.id,
      kind: base.kind,
      name: target.restaurant ? `${base.name} — ${target.restaurant.name}` : base.name,
      location_id: target.restaurant?.id ?? null,
      timezone: target.restaurant?.timeZone ?? CHAIN_TIME_ZONE,
      categories: base.categories.map((c) => ({
        id: c.id,
        name: c.name,
        description: c.description,
        products: c.products.map((p) => productJson(p, target, now)),
      })),
    };
  }

  /** When the menu's availability can next change: the next opening/closing or window edge. */
  function nextChange(target: MenuTarget, base: BaseMenu, now: Date): number {
    const timeZone = target.restaurant?.timeZone ?? CHAIN_TIME_ZONE;
    const at = localParts(now, timeZone);
    const edges = boundaryMinutes(
      target.restaurant?.calendars.business ?? [],
      base.categories.flatMap((c) => c.products.map((p) => p.availability)),
    );
    const next = edges.find((m) => m > at.minutes);
    const edge = (
      next === undefined
        ? zonedInstant(addDays(at.date, 1), 0, timeZone)
        : zonedInstant(at.date, next, timeZone)
    ).getTime();
    // `ops.86`: an 86 that ends by itself changes the menu then.
    const r = target.restaurant;
    const end = r ? nextControlEnd(r.ops.controls, r.ops.unavailable, now) : null;
    return end === null ? edge : Math.min(edge, end);
  }

  return {
    /**
     * The menu, serialized once and kept until its availability can change or the catalog
     * reloads: a menu changes rarely and is read on every visit.
     */
    /** The serialized menu when it is cached and still valid, without waiting; else null. */
    cachedMenu(menuId: string, now: Date): SerializedMenu | null {
      const cached = serialized.get(menuId);
      if (!cached || now.getTime() >= cached.entry.validUntil) return null;
      const restaurants = deps.locations.peekRestaurants();
      const fresh =
        cached.menus === catalog.peek() &&
        restaurants !== undefined &&
        cached.restaurants === restaurants;
      return fresh ? cached.entry : null;
    },

    async menu(menuId: string, now: Date): Promise<SerializedMenu> {
      const { target, base, menus } = await resolve(menuId);
      const restaurants = deps.locations.peekRestaurants();
      const cached = serialized.get(menuId);
      // Keyed on the restaurant's snapshot object: a store control (`ops.86`, `ops.pause`)
      // reloads the restaurants, and the menu is rebuilt at once.
      const restaurant = target.restaurant ?? NO_RESTAURANT;
      const valid = cached && cached.menus === menus && cached.restaurant === restaurant;
      if (valid && now.getTime() < cached.entry.validUntil) return cached.entry;
      // Checked against the route's schema here, once per menu version: the route sends
      // these bytes past Fastify's serializer. A menu that does not match is not cached,
      // and the request fails with a 500 (see checkedJson).
      const entry = {
        body: prepareJson(
          checkedJson(menuResponseSchema, menuJson(menuId, target, base, now), MENU_ROUTE),
        ),
        validUntil: nextChange(target, base, now),
      };
      serialized.set(menuId, { menus, restaurants, restaurant, entry });
      return entry;
    },

    /** The menu as an object (server-side callers: orders, SSR). */
    async menuObject(menuId: string, now: Date): Promise<MenuResponse> {
      const { target, base } = await resolve(menuId);
      return menuJson(menuId, target, base, now);
    },

    /**
     * GET menus/{menuId}/products/{id}: the product's JSON, checked against the route's
     * schema (the route sends it past Fastify's serializer) once per product, restaurant
     * snapshot and availability.now, not on every request.
     */
    async productBody(menuId: string, idOrSku: string, now: Date): Promise<CheckedJson> {
      const { target, base } = await resolve(menuId);
      for (const category of base.categories) {
        const p = category.products.find((x) => String(x.id) === idOrSku || x.sku === idOrSku);
        if (!p) continue;
        let byRestaurant = productBodies.get(p);
        if (!byRestaurant) productBodies.set(p, (byRestaurant = new WeakMap()));
        const restaurant = target.restaurant ?? NO_RESTAURANT;
        let bodies = byRestaurant.get(restaurant);
        if (!bodies) byRestaurant.set(restaurant, (bodies = new Map()));
        const key = `${menuId} ${availableNow(p, target, now)} ${soldOut(target, p, now)}`;
        let body = bodies.get(key);
        if (!body) {
          const detail: ProductDetailResponse = {
            ...productJson(p, target, now),
            option_groups: p.groups.map(groupJson),
            category_id: category.id,
            menu_id: menuId,
          };
          body = checkedJson(productDetailResponseSchema, detail, PRODUCT_ROUTE);
          bodies.set(key, body);
        }
        return body;
      }
      throw notFound(`The menu ${menuId} has no product ${idOrSku}.`);
    },

    async times(menuId: string, q: TimesQuery, now: Date): Promise<TimesResponse> {
      return pickupTimes(deps.db, menuId, await resolve(menuId), q, now);
    },

    /**
     * A menu's products for the orders engine: the base menu, the restaurant behind the
     * menu id, and lookups by id and SKU.
     */
    async catalogFor(menuId: string): Promise<MenuCatalog> {
      const { target, base } = await resolve(menuId);
      const byId = new Map<number, MenuProduct>();
      const bySku = new Map<string, MenuProduct>();
      for (const c of base.categories) {
        for (const p of c.products) {
          byId.set(p.id, p);
          bySku.set(p.sku, p);
        }
      }
      return {
        menuId,
        target,
        base,
        product: (idOrSku) =>
          typeof idOrSku === "number" || /^\d+$/.test(idOrSku)
            ? byId.get(Number(idOrSku))
            : bySku.get(idOrSku),
        bySku: (sku) => bySku.get(sku),
        isSoldOut: (p) => soldOut(target, p, clock()),
        isOptionUnavailable: (optionId) =>
          !!target.restaurant &&
          isUnavailable(target.restaurant.ops.unavailable, "option", optionId, clock()),
        isAvailableAt: (p, at) =>
          isInWindows(
            p.availability,
            localParts(at, target.restaurant?.timeZone ?? CHAIN_TIME_ZONE),
          ),
        imageUrl: (p) => {
          const image = p.images.find((i) => i.groupname === "mobile-webapp-menu") ?? p.images[0];
          return image ? `${deps.imageBaseUrl}${image.filename}` : null;
        },
      };
    },

    /** SKU → product and category name, for the menu image host. */
    async imageSubjects(): Promise<
      Map<string, { product: { sku: string; name: string }; categoryName: string }>
    > {
      // Built once per catalog snapshot, not on every image request.
      const menus = await catalog.get();
      let subjects = imageSubjectsBySnapshot.get(menus);
      if (!subjects) {
        subjects = new Map(
          menus.flatMap((m) =>
            m.categories.flatMap((c) =>
              c.products.map((p) => [p.sku, { product: p, categoryName: c.name }] as const),
            ),
          ),
        );
        imageSubjectsBySnapshot.set(menus, subjects);
      }
      return subjects;
    },

    invalidate() {
      catalog.invalidate();
      serialized.clear();
    },

    /**
     * Kitchen slot places, for the orders engine (in its transaction `tx`): the places taken
     * per slot start, taking one at submit and giving it back at cancel.
     */
    reservations: loadReservations,
    reserveSlot,
    releaseSlot,
  };
}

function groupJson(g: MenuOptionGroup): ProductOptionGroup {
  return {
    id: g.id,
    name: g.name,
    min_select: g.minSelect,
    max_select: g.maxSelect,
    options: g.options.map((o) => ({
      id: o.id,
      name: o.name,
      cost: toAmount(o.priceDeltaCents),
      calories: o.calories,
      is_default: o.isDefault,
      max_quantity: o.maxQuantity,
      option_groups: o.groups.map(groupJson),
    })),
  };
}
