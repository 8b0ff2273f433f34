import { PageShell } from "../features/content/page-shell.tsx";
import { SearchView } from "../features/search/search-view.tsx";
import { pageHeadingMeta } from "../lib/meta.ts";
import type { Route } from "./+types/search";

// `/search` (`search.page`): the site search. The server renders the form with the query of
// the address; the results are asked of GET /api/v1/search after hydration (never cached as a
// page: every query is its own).
export function loader({ request }: Route.LoaderArgs) {
  return { query: new URL(request.url).searchParams.get("q") ?? "" };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageHeadingMeta(matches[0].loaderData?.language, "search"),
    { name: "robots", content: "noindex" },
  ];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell page="search">
      <SearchView query={loaderData.query} />
    </PageShell>
  );
}
