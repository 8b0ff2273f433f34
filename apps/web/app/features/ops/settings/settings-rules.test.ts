import { describe, expect, it } from "vitest";

import type { OpsSettings } from "@coop/contract/ops-board";
import type { Pacing } from "@coop/contract/ops-controls";

import {
  buildBodies,
  draftOf,
  exampleMinutes,
  isDirty,
  serverFieldErrors,
  type SettingsDraft,
} from "./settings-rules.ts";

const settings: OpsSettings = {
  auto_advance: false,
  make_time: {
    base_minutes: 4,
    per_item_minutes: 1.5,
    catering_base_minutes: 90,
    categories: [{ category_id: 5, minutes_per_item: 6 }],
  },
};
const limit = { orders_per_slot: 8, make_minutes_per_slot: 60 };
const pacing: Pacing = {
  pickup: limit,
  curbside: limit,
  dispatch: { orders_per_slot: 4, make_minutes_per_slot: null },
  catering: { orders_per_slot: 1, make_minutes_per_slot: 240 },
};
const draft = (): SettingsDraft => draftOf(settings, pacing);

describe("kitchen settings form", () => {
  it("store-controls.settings-checks: the form as loaded builds the same bodies back", () => {
    const built = buildBodies(draft());
    expect(built.problems).toEqual({});
    expect(built.settings).toEqual(settings);
    expect(built.pacing).toEqual(pacing);
  });

  it("store-controls.settings-checks: bounds of the contract, whole numbers for pacing, empty category = default (not sent)", () => {
    const d = draft();
    d.base = "";
    d.perItem = "61";
    d.cateringBase = "abc";
    d.categories = { 5: "", 6: "-1" };
    d.pacing.pickup.orders = "2.5";
    d.pacing.curbside.makeMinutes = "0";
    d.pacing.dispatch.makeMinutes = "oops"; // ignored: no limit
    const built = buildBodies(d);
    expect(built.problems).toEqual({
      "settings:make_time.base_minutes": "required",
      "settings:make_time.per_item_minutes": { max: 60 },
      "settings:make_time.catering_base_minutes": "number",
      "settings:category.6": { min: 0 },
      "pacing:pickup.orders_per_slot": "whole",
      "pacing:curbside.make_minutes_per_slot": { min: 1 },
    });
    expect(built.settings.make_time.categories.map((c) => c.category_id)).toEqual([6]);
    expect(built.pacing.dispatch.make_minutes_per_slot).toBeNull();
  });

  it("store-controls.settings-server-errors: the server's paths land on their inputs; a category by its place in the list sent; others stay in the summary", () => {
    const body = {
      message: "body.make_time.base_minutes must be at most 240.",
      errors: [
        { path: "body.make_time.base_minutes", message: "must be at most 240" },
        { path: "body.make_time.categories.1.minutes_per_item", message: "must be at most 60" },
        { path: "body.make_time.categories", message: "too many" },
        { path: "body", message: "is invalid" },
      ],
    };
    expect(serverFieldErrors("settings", body, [{ category_id: 5 }, { category_id: 9 }])).toEqual({
      fields: {
        "settings:make_time.base_minutes": "must be at most 240",
        "settings:category.9": "must be at most 60",
      },
      other: ["make_time.categories: too many", "is invalid"],
    });
    expect(
      serverFieldErrors(
        "pacing",
        {
          errors: [{ path: "body.catering.make_minutes_per_slot", message: "must be at least 1" }],
        },
        [],
      ).fields,
    ).toEqual({ "pacing:catering.make_minutes_per_slot": "must be at least 1" });
    expect(serverFieldErrors("pacing", "Bad gateway", [])).toEqual({ fields: {}, other: [] });
  });

  it("store-controls.make-time-example: base plus minutes per item, rounded up; catering uses its base; null while not a number", () => {
    expect(exampleMinutes(draft(), 3)).toBe(9); // 4 + 3 × 1.5 = 8.5 → 9
    expect(exampleMinutes(draft(), 3, true)).toBe(95); // 90 + 4.5 → 95
    const zero = { ...draft(), base: "0", perItem: "0" };
    expect(exampleMinutes(zero, 3)).toBe(1);
    expect(exampleMinutes({ ...draft(), perItem: "" }, 3)).toBeNull();
  });

  it("store-controls.settings-unsaved: changed only when a value differs; an emptied category equals no category", () => {
    const saved = draft();
    expect(isDirty(draft(), saved)).toBe(false);
    expect(isDirty({ ...draft(), base: "5" }, saved)).toBe(true);
    expect(isDirty({ ...draft(), categories: { 5: "6", 7: "" } }, saved)).toBe(false);
    expect(isDirty({ ...draft(), autoAdvance: true }, saved)).toBe(true);
  });
});
