import type { OpsRestaurant, OpsSettings } from "@coop/contract/ops-board";

import type { Db } from "../../db/client.ts";
import { DEFAULT_MAKE_TIME, type MakeTimeModel } from "../../domain/make-time.ts";
import { badRequest } from "../../http/http-error.ts";
import type { LocationsService } from "../locations/service.ts";
import type { MenusService } from "../menus/service.ts";
import type { KitchenSettings, KitchenSettingsPort } from "../orders/ports.ts";
import type { StaffService } from "../staff/service.ts";
import * as repo from "./settings-repository.ts";

/**
 * The settings of a restaurant a restaurant without a row keeps (the table's defaults):
 * `ops.status-model` a real chain's restaurant starts with staff moving orders (no auto-advance);
 * `ops.make-time` the defaults of domain/make-time.ts (DEFAULT_MAKE_TIME).
 */
export const DEFAULT_KITCHEN: KitchenSettings = {
  autoAdvance: false,
  model: {
    baseMinutes: DEFAULT_MAKE_TIME.baseMinutes,
    perItemMinutes: DEFAULT_MAKE_TIME.perItemMinutes,
    categoryMinutes: {},
  },
  cateringBaseMinutes: DEFAULT_MAKE_TIME.cateringBaseMinutes,
};

function kitchenOf(row: repo.SettingsRow | null): KitchenSettings {
  if (!row) return DEFAULT_KITCHEN;
  const categoryMinutes: Record<string, number> = {};
  for (const [id, minutes] of Object.entries((row.categoryMinutes ?? {}) as object)) {
    if (typeof minutes === "number" && Number.isFinite(minutes)) categoryMinutes[id] = minutes;
  }
  const model: MakeTimeModel = {
    baseMinutes: row.makeBaseMinutes,
    perItemMinutes: row.makePerItemMinutes,
    categoryMinutes,
  };
  return { autoAdvance: row.autoAdvance, model, cateringBaseMinutes: row.cateringBaseMinutes };
}

/** The signed-in staff member of a request (modules/staff). */
type StaffCaller = Awaited<ReturnType<StaffService["requireStaff"]>>;

export type SettingsDeps = {
  db: Db;
  locations: Pick<LocationsService, "restaurants" | "get" | "invalidate">;
  menus: Pick<MenusService, "catalogFor">;
  audit: StaffService["writeAudit"];
  now: () => Date;
};

/**
 * A restaurant's board settings (`ops.settings`): auto-advance and the make-time model, read
 * at submit and by the board, changed by a manager or an admin with an audit row.
 */
export function createSettingsService(deps: SettingsDeps) {
  const { db } = deps;

  const kitchen: KitchenSettingsPort = {
    kitchenSettings: async (tx, restaurantId) =>
      kitchenOf(await repo.loadSettings(tx, restaurantId)),
  };

  /** The categories of the restaurant's menus (regular and catering), to set minutes on. */
  async function menuCategories(restaurantId: number) {
    const r = await deps.locations.get(String(restaurantId), false);
    const seen = new Map<number, string>();
    for (const menuId of [r.menuId, r.cateringMenuId]) {
      if (!menuId) continue;
      const catalog = await deps.menus.catalogFor(menuId).catch(() => null);
      for (const c of catalog?.base.categories ?? []) if (!seen.has(c.id)) seen.set(c.id, c.name);
    }
    return [...seen].map(([id, name]) => ({ id, name }));
  }

  function settingsJson(k: KitchenSettings): OpsSettings {
    return {
      auto_advance: k.autoAdvance,
      make_time: {
        base_minutes: k.model.baseMinutes,
        per_item_minutes: k.model.perItemMinutes,
        catering_base_minutes: k.cateringBaseMinutes,
        categories: Object.entries(k.model.categoryMinutes)
          .map(([id, minutes]) => ({ category_id: Number(id), minutes_per_item: minutes }))
          .sort((a, b) => a.category_id - b.category_id),
      },
    };
  }

  async function get(restaurantId: number) {
    const categories = await menuCategories(restaurantId);
    const settings = kitchenOf(await repo.loadSettings(db, restaurantId));
    return {
      status: "ok" as const,
      data: { ...settingsJson(settings), menu_categories: categories },
    };
  }

  return {
    kitchen,

    /** `ops.restaurants`: the caller's restaurants (an admin: every one), with auto-advance. */
    async restaurantsFor(caller: StaffCaller): Promise<OpsRestaurant[]> {
      const all = await deps.locations.restaurants();
      const mine =
        caller.staff.role === "admin"
          ? all
          : all.filter((r) => caller.staff.restaurantIds.includes(r.id));
      const auto = await repo.autoAdvanceOf(
        db,
        mine.map((r) => r.id),
      );
      return mine.map((r) => ({
        id: r.id,
        name: r.name,
        city: r.city,
        state: r.state,
        time_zone: r.timeZone,
        auto_advance: auto.get(r.id) ?? DEFAULT_KITCHEN.autoAdvance,
      }));
    },

    get,

    /**
     * `ops.settings`: replaces auto-advance and the make-time model. A category must be one of
     * the restaurant's menus', once. Written with an audit row (before/after).
     */
    async put(caller: StaffCaller, restaurantId: number, body: OpsSettings) {
      const known = new Set((await menuCategories(restaurantId)).map((c) => c.id));
      const seen = new Set<number>();
      body.make_time.categories.forEach((c, i) => {
        const path = `body.make_time.categories.${i}.category_id`;
        if (!known.has(c.category_id))
          throw badRequest(`Category ${c.category_id} is not on this restaurant's menu.`, [
            { path, message: "is not a category of this restaurant's menu" },
          ]);
        if (seen.has(c.category_id))
          throw badRequest(`Category ${c.category_id} is listed twice.`, [
            { path, message: "is listed twice" },
          ]);
        seen.add(c.category_id);
      });
      const now = deps.now();
      await db.transaction(async (tx) => {
        const before = kitchenOf(await repo.lockSettings(tx, restaurantId));
        await repo.saveBoardSettings(tx, restaurantId, {
          autoAdvance: body.auto_advance,
          makeBaseMinutes: body.make_time.base_minutes,
          makePerItemMinutes: body.make_time.per_item_minutes,
          cateringBaseMinutes: body.make_time.catering_base_minutes,
          categoryMinutes: Object.fromEntries(
            body.make_time.categories.map((c) => [String(c.category_id), c.minutes_per_item]),
          ),
          updatedAt: now,
          updatedBy: caller.staff.id,
        });
        await deps.audit(tx, {
          actorId: caller.staff.id,
          action: "restaurant.settings",
          target: `restaurant:${restaurantId}`,
          before: settingsJson(before),
          after: { auto_advance: body.auto_advance, make_time: body.make_time },
          at: now,
        });
      });
      // The time slots read the make-time model with the cached restaurants (`ops.pacing`).
      deps.locations.invalidate();
      return get(restaurantId);
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
