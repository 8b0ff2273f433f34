import { describe, expect, it } from "vitest";

import type { ControlItem } from "@coop/contract/ops-controls";

import { batches, groupItems, itemRows, rowState } from "./availability-rules.ts";

const SIDE = "Choose your side";
const option = (id: number, name: string, unavailable: ControlItem["unavailable"] = null) =>
  ({ kind: "option", id, name, group: SIDE, unavailable }) satisfies ControlItem;
const product = (id: number, name: string, group = "Sandwiches") =>
  ({ kind: "product", id, name, group, unavailable: null }) satisfies ControlItem;
const off = (until: string | null) => ({ since: "2026-11-24T20:00:00.000Z", until });

describe("availability rules", () => {
  it("store-controls.options-merged: two products' “Mac & Cheese” side is one row with both ids; products stay one row each", () => {
    const rows = itemRows([
      product(11, "Spicy Sandwich"),
      option(41, "Mac & Cheese"),
      product(12, "Spicy Sandwich"),
      option(51, "Fries"),
      option(42, "Mac & Cheese"),
      { ...option(61, "Mac & Cheese"), group: "Extra side" },
    ]);
    expect(rows.map((r) => [r.kind, r.name, r.group, r.refs.map((x) => x.id)])).toEqual([
      ["product", "Spicy Sandwich", "Sandwiches", [11]],
      ["option", "Mac & Cheese", SIDE, [41, 42]],
      ["product", "Spicy Sandwich", "Sandwiches", [12]],
      ["option", "Fries", SIDE, [51]],
      ["option", "Mac & Cheese", "Extra side", [61]],
    ]);
    // The search finds the merged row by name or group, case and accents ignored.
    const items = [
      product(13, "Biscuit", "Sides"),
      option(41, "Mac & Cheese"),
      option(42, "Mac & Cheese"),
    ];
    for (const query of ["MAC chéese", "your side mac"]) {
      const groups = groupItems(items, query);
      expect(groups.map((g) => [g.kind, g.name, g.rows.map((r) => r.refs.length)])).toEqual([
        ["option", SIDE, [2]],
      ]);
    }
    expect(groupItems(items, "").map((g) => g.kind)).toEqual(["product", "option"]);
  });

  it("store-controls.options-merged: 86'd when every id is (latest until, or none when one is until turned back on), partial when some are", () => {
    const a = option(41, "Mac & Cheese", off("2026-11-24T21:00:00.000Z"));
    const b = option(42, "Mac & Cheese", off("2026-11-25T05:00:00.000Z"));
    const forever = option(43, "Mac & Cheese", off(null));
    const on = option(44, "Mac & Cheese");
    expect(rowState([a, b])).toEqual({ kind: "off", until: "2026-11-25T05:00:00.000Z" });
    expect(rowState([a, forever, b])).toEqual({ kind: "off", until: null });
    expect(rowState([a, on, forever])).toEqual({ kind: "partial", off: 2, total: 3 });
    expect(rowState([on])).toEqual({ kind: "available" });
  });

  it("store-controls.options-merged: a change of more than 200 ids goes in calls of at most 200", () => {
    const ids = Array.from({ length: 450 }, (_, i) => i);
    expect(batches(ids).map((b) => b.length)).toEqual([200, 200, 50]);
    expect(batches(ids).flat()).toEqual(ids);
    expect(batches(ids.slice(0, 200))).toHaveLength(1);
  });
});
