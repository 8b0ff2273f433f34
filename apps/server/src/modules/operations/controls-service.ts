import type { Controls, Pacing } from "@coop/contract/ops-controls";
import { UNAVAILABLE_MAX_DAYS } from "@coop/contract/ops-controls";

import type { Db } from "../../db/client.ts";
import { rangesOn } from "../../domain/calendar.ts";
import { clockMinutes, formatClock, localParts } from "../../domain/local-time.ts";
import {
  activePause,
  busyMinutesAt,
  closesEarlyOn,
  PACING_POOLS,
  pacingLimit,
  type StoreControls,
} from "../../domain/store-controls.ts";
import { badRequest, HttpError } from "../../http/http-error.ts";
import type { LocationsService, Restaurant } from "../locations/service.ts";
import type { MenusService } from "../menus/service.ts";
import type { StaffService } from "../staff/service.ts";
import { menuItems } from "./controls-items.ts";
import * as repo from "./controls-repository.ts";

export type ControlsDeps = {
  db: Db;
  locations: Pick<LocationsService, "get" | "invalidate">;
  menus: Pick<MenusService, "catalogFor">;
  writeAudit: StaffService["writeAudit"];
  now: () => Date;
};

/** Who makes a change: a staff member's id (audit, updatedBy). */
export type Actor = { id: string };

type Availability = {
  items: { kind: "product" | "option"; id: number }[];
  available: boolean;
  until?: string | null | undefined;
};

const DAY = 86_400_000;
/** `ops.pause`: a pause lasts at most 30 days (longer: take the restaurant off line). */
export const PAUSE_MAX_DAYS = 30;
/** `ops.busy-mode`: busy mode lasts at most 24 hours; it is a rush, not a setting. */
export const BUSY_MAX_HOURS = 24;

/**
 * Store controls and pacing (`ops.86`, `ops.pause`, `ops.busy-mode`, `ops.close-early`,
 * `ops.pacing`): the manager's changes, each audited, each seen by customers at once (the
 * catalog snapshot holding them is dropped after the change).
 */
export function createControlsService(deps: ControlsDeps) {
  const { db } = deps;

  async function restaurant(id: number): Promise<Restaurant> {
    return deps.locations.get(String(id), false);
  }

  async function view(id: number): Promise<Controls> {
    const r = await restaurant(id);
    const now = deps.now();
    const c = r.ops.controls;
    const today = localParts(now, r.timeZone);
    const pause = activePause(c, now);
    const busy = busyMinutesAt(c, now);
    const early = closesEarlyOn(c, today.date);
    const rows = (await repo.unavailableRows(db, id)).filter(
      (u) => u.until === null || u.until.getTime() > now.getTime(),
    );
    const state = new Map(rows.map((u) => [`${u.kind}:${u.itemId}`, u]));
    const items = (await menuItems(deps.menus, r)).map((item) => {
      const row = state.get(`${item.kind}:${item.id}`);
      return {
        ...item,
        unavailable: row
          ? { since: row.createdAt.toISOString(), until: row.until?.toISOString() ?? null }
          : null,
      };
    });
    return {
      pause: pause ? { until: pause.until.toISOString(), reason: pause.reason } : null,
      busy: busy > 0 ? { minutes: busy, until: c.busyUntil!.toISOString() } : null,
      closes_early: early !== null ? { date: today.date, closes_at: formatClock(early) } : null,
      hours_today: todayRanges(r, now).map(([o, cl]) => ({
        opens: formatClock(o),
        closes: formatClock(Math.min(cl, 1439)),
      })),
      time_zone: r.timeZone,
      items,
    };
  }

  /** Runs a change in a transaction with its audit row, then drops the cached catalog. */
  async function change(
    id: number,
    actor: Actor,
    action: string,
    before: unknown,
    apply: (tx: Db, at: Date) => Promise<unknown>,
  ): Promise<{ status: "ok"; data: Controls }> {
    const at = deps.now();
    await db.transaction(async (tx) => {
      const after = await apply(tx, at);
      await deps.writeAudit(tx, {
        actorId: actor.id,
        action,
        target: `restaurant:${id}`,
        before,
        after,
        at,
      });
    });
    deps.locations.invalidate();
    return { status: "ok", data: await view(id) };
  }

  function controlsJson(c: StoreControls) {
    return {
      pausedUntil: c.pausedUntil?.toISOString() ?? null,
      pauseReason: c.pauseReason,
      busyMinutes: c.busyMinutes,
      busyUntil: c.busyUntil?.toISOString() ?? null,
      closesEarlyDate: c.closesEarlyDate,
      closesEarlyMinute: c.closesEarlyMinute,
    };
  }

  async function setControls(
    id: number,
    actor: Actor,
    action: string,
    patch: Partial<StoreControls>,
  ) {
    const r = await restaurant(id);
    return change(id, actor, action, controlsJson(r.ops.controls), async (tx, at) => {
      await repo.saveControls(tx, id, patch, actor.id, at);
      return controlsJson({ ...r.ops.controls, ...patch });
    });
  }

  function futureInstant(value: string, path: string, maxMs: number, what: string): Date {
    const t = new Date(value);
    const now = deps.now().getTime();
    if (t.getTime() <= now)
      throw badRequest(`${what} must end in the future.`, [
        { path, message: "must be in the future" },
      ]);
    if (t.getTime() - now > maxMs)
      throw badRequest(`${what} can last at most ${describe(maxMs)}.`, [
        { path, message: `must be at most ${describe(maxMs)} from now` },
      ]);
    return t;
  }

  return {
    view: async (id: number) => ({ status: "ok" as const, data: await view(id) }),

    /** `ops.86`: items or options unavailable until a time or until turned back on, or back on. */
    async availability(id: number, actor: Actor, body: Availability) {
      const r = await restaurant(id);
      const known = new Set((await menuItems(deps.menus, r)).map((i) => `${i.kind}:${i.id}`));
      body.items.forEach((item, n) => {
        if (!known.has(`${item.kind}:${item.id}`))
          throw badRequest(`${r.name}'s menu has no ${item.kind} ${item.id}.`, [
            {
              path: `body.items.${n}.id`,
              message: `is not a ${item.kind} of this restaurant's menu`,
            },
          ]);
      });
      const until =
        !body.available && body.until
          ? futureInstant(body.until, "body.until", UNAVAILABLE_MAX_DAYS * DAY, "An 86")
          : null;
      return change(
        id,
        actor,
        body.available ? "ops.86.restore" : "ops.86",
        null,
        async (tx, at) => {
          if (body.available) await repo.markAvailable(tx, id, body.items);
          else await repo.markUnavailable(tx, id, body.items, until, actor.id, at);
          return {
            items: body.items,
            available: body.available,
            until: until?.toISOString() ?? null,
          };
        },
      );
    },

    /** `ops.pause`: online ordering paused until a time, with the reason customers read. */
    async pause(id: number, actor: Actor, body: { until: string; reason: string }) {
      const until = futureInstant(body.until, "body.until", PAUSE_MAX_DAYS * DAY, "A pause");
      return setControls(id, actor, "ops.pause", { pausedUntil: until, pauseReason: body.reason });
    },
    resume: (id: number, actor: Actor) =>
      setControls(id, actor, "ops.pause.end", { pausedUntil: null, pauseReason: null }),

    /** `ops.busy-mode`: minutes added to every quoted time, ending by itself. */
    async busy(id: number, actor: Actor, body: { minutes: number; until: string }) {
      const until = futureInstant(
        body.until,
        "body.until",
        BUSY_MAX_HOURS * 3_600_000,
        "Busy mode",
      );
      return setControls(id, actor, "ops.busy", { busyMinutes: body.minutes, busyUntil: until });
    },
    endBusy: (id: number, actor: Actor) =>
      setControls(id, actor, "ops.busy.end", { busyMinutes: null, busyUntil: null }),

    /** `ops.close-early`: today only, earlier than today's regular closing. */
    async closeEarly(id: number, actor: Actor, body: { closes_at: string }) {
      const r = await restaurant(id);
      const now = deps.now();
      const ranges = todayRanges(r, now);
      if (ranges.length === 0)
        throw new HttpError(409, `${r.name} is closed today; there is nothing to close early.`);
      const minute = clockMinutes(body.closes_at as `${number}:${number}`);
      const last = Math.max(...ranges.map(([, c]) => c));
      if (minute >= last)
        throw badRequest(
          `${body.closes_at} is not earlier than today's closing, ${formatClock(Math.min(last, 1439))}.`,
          [
            {
              path: "body.closes_at",
              message: `must be earlier than ${formatClock(Math.min(last, 1439))}`,
            },
          ],
        );
      const date = localParts(now, r.timeZone).date;
      return setControls(id, actor, "ops.close-early", {
        closesEarlyDate: date,
        closesEarlyMinute: minute,
      });
    },
    regularHours: (id: number, actor: Actor) =>
      setControls(id, actor, "ops.close-early.end", {
        closesEarlyDate: null,
        closesEarlyMinute: null,
      }),

    /** `ops.pacing`: orders and make-minutes per slot, per handoff and for catering. */
    async pacing(id: number): Promise<{ status: "ok"; data: Pacing }> {
      return { status: "ok", data: pacingJson(await restaurant(id)) };
    },
    async setPacing(id: number, actor: Actor, body: Pacing) {
      const r = await restaurant(id);
      const stored = Object.fromEntries(
        PACING_POOLS.map((p) => [
          p,
          { orders: body[p].orders_per_slot, minutes: body[p].make_minutes_per_slot },
        ]),
      );
      const at = deps.now();
      await db.transaction(async (tx) => {
        await repo.savePacing(tx, id, stored, actor.id, at);
        await deps.writeAudit(tx, {
          actorId: actor.id,
          action: "ops.pacing",
          target: `restaurant:${id}`,
          before: pacingJson(r),
          after: body,
          at,
        });
      });
      deps.locations.invalidate();
      return { status: "ok" as const, data: pacingJson(await restaurant(id)) };
    },
  };
}

export type ControlsService = ReturnType<typeof createControlsService>;

function pacingJson(r: Restaurant): Pacing {
  const entry = (pool: (typeof PACING_POOLS)[number]) => {
    const limit = pacingLimit(r.ops.pacing, pool, r);
    return { orders_per_slot: limit.orders, make_minutes_per_slot: limit.minutes };
  };
  return {
    pickup: entry("pickup"),
    curbside: entry("curbside"),
    dispatch: entry("dispatch"),
    catering: entry("catering"),
  };
}

function todayRanges(r: Restaurant, now: Date): [number, number][] {
  const today = localParts(now, r.timeZone);
  return r.closedDates.includes(today.date) ? [] : rangesOn(r.calendars.business, today.weekday);
}

function describe(ms: number): string {
  return ms % DAY === 0 ? `${ms / DAY} days` : `${ms / 3_600_000} hours`;
}
