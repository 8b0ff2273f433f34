import { PageShell } from "../features/content/page-shell.tsx";
import { sectionsOf } from "../features/expansion-menu/expansion-rules.ts";
import { ExpansionItemsView } from "../features/expansion-menu/expansion-views.tsx";
import { loadItems } from "../features/expansion-menu/load-expansion.ts";
import { pageHeadingMeta } from "../lib/meta.ts";
import type { Route } from "./+types/expansion-menu-items";

// `/expansion-menu/items` (`expansion.sections`): the expansion menu's items by category, from
// the products and categories stories, rendered on the server.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { items, categories } = await loadItems(request, context);
  return { sections: sectionsOf(items, categories) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageHeadingMeta(matches[0].loaderData?.language, "expansion-menu-items");
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell page="expansion-menu-items">
      <ExpansionItemsView sections={loaderData.sections} />
    </PageShell>
  );
}
