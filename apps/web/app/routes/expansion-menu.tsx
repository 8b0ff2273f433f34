import { PageShell } from "../features/content/page-shell.tsx";
import { ExpansionStoresView } from "../features/expansion-menu/expansion-views.tsx";
import { loadStores } from "../features/expansion-menu/load-expansion.ts";
import { pageHeadingMeta } from "../lib/meta.ts";
import type { Route } from "./+types/expansion-menu";

// `/expansion-menu` (`expansion.from-content`): the restaurants opening soon, from the
// expansion-stores story, rendered on the server.
export async function loader({ request, context }: Route.LoaderArgs) {
  return { stores: await loadStores(request, context) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageHeadingMeta(matches[0].loaderData?.language, "expansion-menu");
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell page="expansion-menu">
      <ExpansionStoresView stores={loaderData.stores} />
    </PageShell>
  );
}
