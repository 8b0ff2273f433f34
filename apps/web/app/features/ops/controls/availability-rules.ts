/**
 * The menu availability list of the store controls (docs/rules.md, "Store controls (web)"):
 * search, grouping and the optimistic change shown before the server answers.
 */
import type { ControlItem } from "@coop/contract/ops-controls";

export type ItemRef = { kind: ControlItem["kind"]; id: number };
export type ItemGroup = {
  key: string;
  kind: ControlItem["kind"];
  name: string;
  items: ControlItem[];
};

export const itemKey = (item: ItemRef) => `${item.kind}:${item.id}`;

/** Lower case without accents, so "jalapeno" finds "Jalapeño". */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

/**
 * `store-controls.availability-search`: the items whose name or group contains every word of the
 * query (case and accents ignored), grouped by category (items) then option group (options),
 * in the server's order.
 */
export function groupItems(items: readonly ControlItem[], query: string): ItemGroup[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const groups = new Map<string, ItemGroup>();
  for (const item of items) {
    const haystack = fold(`${item.name} ${item.group}`);
    if (!words.every((w) => haystack.includes(w))) continue;
    const key = `${item.kind}:${item.group}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, kind: item.kind, name: item.group, items: [] };
      groups.set(key, group);
    }
    group.items.push(item);
  }
  return [...groups.values()].sort((a, b) =>
    a.kind === b.kind ? 0 : a.kind === "product" ? -1 : 1,
  );
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
