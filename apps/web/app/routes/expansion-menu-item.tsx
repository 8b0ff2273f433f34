import { data } from "react-router";

import { findItem, sectionsOf } from "../features/expansion-menu/expansion-rules.ts";
import { ExpansionItemView } from "../features/expansion-menu/expansion-views.tsx";
import { loadItems } from "../features/expansion-menu/load-expansion.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/expansion-menu-item";

// `/expansion-menu/items/{item}` (`expansion.item-404`): one item of the products story; 404
// when the story has no item of that segment.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { items, categories } = await loadItems(request, context);
  const item = findItem(items, params.item);
  if (!item) throw data("This item is not on the menu in new markets.", { status: 404 });
  const section = sectionsOf([item], categories)[0];
  return { item, categoryName: section?.category.name ?? item.category };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(matches[0].loaderData?.language, {
    title: loaderData?.item.name,
    description: loaderData?.item.description,
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ExpansionItemView item={loaderData.item} categoryName={loaderData.categoryName} />;
}
