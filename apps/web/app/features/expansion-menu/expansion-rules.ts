import type { ContentAsset, ContentStory } from "@coop/contract/content";

/**
 * The expansion menu's pages read three global stories (`expansion.from-content`): the
 * restaurants opening soon, the items of their menu, and the menu's categories. Pure functions
 * over the stories as the page context answers them; anything malformed is left out.
 */

export type ExpansionStore = {
  id: string;
  name: string;
  city: string;
  state: string;
  opening: string;
  text: string;
};
export type ExpansionItem = {
  id: string;
  /** The URL segment: `/expansion-menu/items/{item}`. */
  item: string;
  name: string;
  description: string;
  image: { src: string; alt: string } | null;
  category: string;
  calories: string;
  allergens: string;
};
export type ExpansionCategory = { slug: string; name: string; description: string };
export type ExpansionSection = { category: ExpansionCategory; items: ExpansionItem[] };

type StoryLike = Pick<ContentStory, "content"> | null;

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");
const entries = (story: StoryLike, component: string, field: string): Record<string, unknown>[] => {
  const content = story?.content as Record<string, unknown> | undefined;
  if (content?.component !== component || !Array.isArray(content[field])) return [];
  return (content[field] as unknown[]).filter(
    (e): e is Record<string, unknown> => typeof e === "object" && e !== null,
  );
};

/** The restaurants of the expansion-stores story that have a name, in the story's order. */
export function storesOf(story: StoryLike): ExpansionStore[] {
  return entries(story, "expansion_stores", "stores")
    .map((s, i) => ({
      id: text(s._uid) || String(i),
      name: text(s.name),
      city: text(s.city),
      state: text(s.state),
      opening: text(s.opening),
      text: text(s.text),
    }))
    .filter((s) => s.name !== "");
}

function imageOf(value: unknown): ExpansionItem["image"] {
  const asset = value as Partial<ContentAsset> | undefined;
  const src = text(asset?.filename);
  return src === "" ? null : { src, alt: text(asset?.alt) };
}

/** The items of the products story with a name and a URL segment (the first of each segment). */
export function itemsOf(story: StoryLike): ExpansionItem[] {
  const seen = new Set<string>();
  const items: ExpansionItem[] = [];
  for (const [i, p] of entries(story, "products", "items").entries()) {
    const item = text(p.item).toLowerCase();
    const name = text(p.name);
    if (item === "" || name === "" || seen.has(item)) continue;
    seen.add(item);
    items.push({
      id: text(p._uid) || String(i),
      item,
      name,
      description: text(p.description),
      image: imageOf(p.image),
      category: text(p.category),
      calories: text(p.calories),
      allergens: text(p.allergens),
    });
  }
  return items;
}

/** The categories story's categories with a name. */
export function categoriesOf(story: StoryLike): ExpansionCategory[] {
  return entries(story, "categories", "items")
    .map((c) => ({ slug: text(c.slug), name: text(c.name), description: text(c.description) }))
    .filter((c) => c.name !== "");
}

const key = (value: string) =>
  value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * `expansion.sections`: items grouped by category in the categories story's order (an item's
 * category names a category by slug or by name); items of a category the story does not list
 * form their own section under that name, after the listed ones; empty categories are left out.
 */
export function sectionsOf(
  items: readonly ExpansionItem[],
  categories: readonly ExpansionCategory[],
): ExpansionSection[] {
  const sections = new Map<string, ExpansionSection>();
  for (const category of categories) {
    const id = key(category.slug || category.name);
    if (!sections.has(id)) sections.set(id, { category, items: [] });
    const byName = key(category.name);
    if (!sections.has(byName)) sections.set(byName, sections.get(id)!);
  }
  for (const item of items) {
    const id = key(item.category);
    let section = sections.get(id);
    if (!section) {
      section = { category: { slug: id, name: item.category, description: "" }, items: [] };
      sections.set(id, section);
    }
    section.items.push(item);
  }
  return [...new Set(sections.values())].filter((s) => s.items.length > 0);
}

/** `expansion.item-404`: the item of that URL segment, or null (the page answers 404). */
export function findItem(items: readonly ExpansionItem[], item: string): ExpansionItem | null {
  const wanted = item.trim().toLowerCase();
  return items.find((i) => i.item === wanted) ?? null;
}
