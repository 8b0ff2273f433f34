import { JobDetailView } from "../features/careers/job-detail.tsx";
import { loadJob } from "../features/careers/load-careers.ts";
import { pageMeta } from "../lib/meta.ts";
import { pageContextOf } from "../lib/page-context.ts";
import type { Route } from "./+types/careers-job";

// `/careers/jobs/:id` (`careers-web.job-page`): one job and its application form; a closed job
// still shows (it says it is closed); an unknown id is 404.
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadJob(request, params.id, pageContextOf(context).api.fetch);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(matches[0].loaderData?.language, {
    title: loaderData ? `${loaderData.title} · ${loaderData.location.name}` : undefined,
    description: loaderData?.position.description,
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <JobDetailView job={loaderData} />;
}
