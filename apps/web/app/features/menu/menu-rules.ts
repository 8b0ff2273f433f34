import type { MenuResponse } from "@coop/contract/menus";

export type MenuCategory = MenuResponse["categories"][number];
export type MenuProduct = MenuCategory["products"][number];
type Image = MenuProduct["images"][number];

/** `menu.card-image`: upsells and product cards show the image of group 'mobile-webapp-menu'. */
const CARD_IMAGE_GROUP = "mobile-webapp-menu";

/** The URL of a product image: the one of `group`, else the first; null without images. */
export function imageUrl(images: readonly Image[], group = CARD_IMAGE_GROUP): string | null {
  const image = images.find((i) => i.groupname === group) ?? images[0];
  if (!image) return null;
  return image.url ?? `/images/menu/${image.filename}`;
}

/** `menu.card-image`: a cart line shows the second image of the product (the first when only one). */
export function secondImageUrl(images: readonly Image[]): string | null {
  const image = images[1] ?? images[0];
  if (!image) return null;
  return image.url ?? `/images/menu/${image.filename}`;
}

export type ProductState = "available" | "sold-out" | "not-now";

/** Sold out (86'd today) wins over not available now (outside its hours). */
export function productState(product: Pick<MenuProduct, "availability">): ProductState {
  if (product.availability.sold_out) return "sold-out";
  if (!product.availability.now) return "not-now";
  return "available";
}

/** "540 Cal" or "540-780 Cal" (the number part; the unit comes from the translations). */
export function calorieRange(product: Pick<MenuProduct, "basecalories" | "maxcalories">): string {
  return product.maxcalories > product.basecalories
    ? `${product.basecalories}-${product.maxcalories}`
    : String(product.basecalories);
}

/** Every allergen named on the menu, sorted. */
export function allergensOf(categories: readonly MenuCategory[]): string[] {
  const all = new Set<string>();
  for (const c of categories) for (const p of c.products) for (const a of p.allergens) all.add(a);
  return [...all].sort();
}

/**
 * The nutrition filter: only the products free of every allergen in `avoid`; categories
 * left empty are dropped.
 */
export function withoutAllergens(
  categories: readonly MenuCategory[],
  avoid: ReadonlySet<string>,
): MenuCategory[] {
  if (avoid.size === 0) return [...categories];
  return categories
    .map((c) => ({
      ...c,
      products: c.products.filter((p) => !p.allergens.some((a) => avoid.has(a))),
    }))
    .filter((c) => c.products.length > 0);
}

/** The anchor of a category section. */
export function categoryAnchor(id: number | string): string {
  return `category-${id}`;
}
