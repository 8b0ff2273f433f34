/**
 * The menu availability list of the store controls (docs/rules.md, "Store controls (web)"):
 * search, grouping, the options merged by name and the optimistic change shown before the
 * server answers.
 */
import type { ControlItem } from "@coop/contract/ops-controls";

export type ItemRef = { kind: ControlItem["kind"]; id: number };

/** The 86 state of a row: every id available, every id 86'd, or some of them. */
export type RowState =
  | { kind: "available" }
  | { kind: "off"; until: string | null }
  | { kind: "partial"; off: number; total: number };

/** One row of the list: a product, or an option merged across the products that offer it. */
export type ItemRow = {
  key: string;
  kind: ControlItem["kind"];
  name: string;
  group: string;
  refs: ItemRef[];
  state: RowState;
};

export type ItemGroup = {
  key: string;
  kind: ControlItem["kind"];
  name: string;
  rows: ItemRow[];
};

/** The PUT availability call names at most this many items (`availabilityBodySchema`). */
export const AVAILABILITY_MAX_ITEMS = 200;

export const itemKey = (item: ItemRef) => `${item.kind}:${item.id}`;

/** Lower case without accents, so "jalapeno" finds "Jalapeño". */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

/**
 * `store-controls.options-merged`: 86'd when every item is (until the latest end, or until turned
 * back on when one of them is), partly 86'd when some are, available otherwise.
 */
export function rowState(items: readonly ControlItem[]): RowState {
  const off = items.filter((i) => i.unavailable !== null);
  if (off.length === 0) return { kind: "available" };
  if (off.length < items.length) return { kind: "partial", off: off.length, total: items.length };
  let until: string | null = null;
  for (const item of off) {
    const end = item.unavailable!.until;
    if (end === null) return { kind: "off", until: null };
    if (until === null || Date.parse(end) > Date.parse(until)) until = end;
  }
  return { kind: "off", until };
}

/**
 * `store-controls.options-merged`: one row per product, and one row per option group name and
 * option name, holding the ids of that option in every product, in the server's order.
 */
export function itemRows(items: readonly ControlItem[]): ItemRow[] {
  const rows = new Map<string, { row: Omit<ItemRow, "state">; items: ControlItem[] }>();
  for (const item of items) {
    const key =
      item.kind === "product" ? itemKey(item) : `option:${JSON.stringify([item.group, item.name])}`;
    let entry = rows.get(key);
    if (!entry) {
      entry = {
        row: { key, kind: item.kind, name: item.name, group: item.group, refs: [] },
        items: [],
      };
      rows.set(key, entry);
    }
    entry.row.refs.push({ kind: item.kind, id: item.id });
    entry.items.push(item);
  }
  return [...rows.values()].map(({ row, items }) => ({ ...row, state: rowState(items) }));
}

/**
 * `store-controls.availability-search`: the rows whose name or group contains every word of the
 * query (case and accents ignored), grouped by category (items) then option group (options),
 * in the server's order.
 */
export function groupItems(items: readonly ControlItem[], query: string): ItemGroup[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const groups = new Map<string, ItemGroup>();
  for (const row of itemRows(items)) {
    const haystack = fold(`${row.name} ${row.group}`);
    if (!words.every((w) => haystack.includes(w))) continue;
    const key = `${row.kind}:${row.group}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, kind: row.kind, name: row.group, rows: [] };
      groups.set(key, group);
    }
    group.rows.push(row);
  }
  return [...groups.values()].sort((a, b) =>
    a.kind === b.kind ? 0 : a.kind === "product" ? -1 : 1,
  );
}

/** `store-controls.options-merged`: the refs of a change in calls of at most 200 items each. */
export function batches<T>(refs: readonly T[], size = AVAILABILITY_MAX_ITEMS): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < refs.length; start += size) out.push(refs.slice(start, start + size));
  return out;
}

/**
 * `store-controls.availability-optimistic`: the list as it will be once the server agrees: the named
 * items 86'd from now until `until` (null: until turned back on), or available again.
 */
export function withAvailability(
  items: readonly ControlItem[],
  refs: readonly ItemRef[],
  available: boolean,
  until: string | null,
  now: Date,
): ControlItem[] {
  const keys = new Set(refs.map(itemKey));
  return items.map((item) => {
    if (!keys.has(itemKey(item))) return item;
    if (available) return { ...item, unavailable: null };
    return { ...item, unavailable: { since: now.toISOString(), until } };
  });
}
