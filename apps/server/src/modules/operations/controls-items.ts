import type { Restaurant } from "../locations/service.ts";
import type { MenuOptionGroup, MenusService } from "../menus/service.ts";

export type MenuItem = { kind: "product" | "option"; id: number; name: string; group: string };

/**
 * The products and options of a restaurant's menus (regular and catering), each once, in menu
 * order: what a manager can 86 there (`ops.86`).
 */
export async function menuItems(
  menus: Pick<MenusService, "catalogFor">,
  r: Pick<Restaurant, "menuId" | "cateringMenuId">,
): Promise<MenuItem[]> {
  const seen = new Set<string>();
  const out: MenuItem[] = [];
  const add = (item: MenuItem) => {
    const key = `${item.kind}:${item.id}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(item);
  };
  const walk = (groups: readonly MenuOptionGroup[]) => {
    for (const g of groups) {
      for (const o of g.options) {
        add({ kind: "option", id: o.id, name: o.name, group: g.name });
        walk(o.groups);
      }
    }
  };
  for (const menuId of [r.menuId, r.cateringMenuId]) {
    const catalog = await menus.catalogFor(menuId);
    for (const c of catalog.base.categories) {
      for (const p of c.products) add({ kind: "product", id: p.id, name: p.name, group: c.name });
    }
    for (const c of catalog.base.categories) for (const p of c.products) walk(p.groups);
  }
  return out;
}
