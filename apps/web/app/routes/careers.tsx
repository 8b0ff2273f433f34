import { JobSearchView } from "../features/careers/job-search.tsx";
import { loadCareersPage } from "../features/careers/load-careers.ts";
import { PageShell } from "../features/content/page-shell.tsx";
import { pageHeadingMeta } from "../lib/meta.ts";
import { pageContextOf } from "../lib/page-context.ts";
import type { Route } from "./+types/careers";

// `/careers` (`careers-web.search-url`, `careers-web.server-render`): the job search. The search
// is the address's query; the server renders its results with the page.
export function loader({ request, context }: Route.LoaderArgs) {
  return loadCareersPage(request, pageContextOf(context).api.fetch);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const base = pageHeadingMeta(matches[0].loaderData?.language, "careers");
  // A search's own address is for people, not for search engines (endless combinations).
  return loaderData?.searched ? [...base, { name: "robots", content: "noindex" }] : base;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell page="careers">
      <JobSearchView data={loaderData} />
    </PageShell>
  );
}
