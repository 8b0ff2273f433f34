import { loadPositions } from "../features/careers/load-careers.ts";
import { PositionsView } from "../features/careers/positions-view.tsx";
import { PageShell } from "../features/content/page-shell.tsx";
import { pageHeadingMeta } from "../lib/meta.ts";
import { pageContextOf } from "../lib/page-context.ts";
import type { Route } from "./+types/positions";

// `/positions` (`careers-web.positions`): the position types with their open jobs.
export function loader({ request, context }: Route.LoaderArgs) {
  return loadPositions(request, pageContextOf(context).api.fetch);
}

export function meta({ matches }: Route.MetaArgs) {
  return pageHeadingMeta(matches[0].loaderData?.language, "positions");
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell page="positions">
      <PositionsView positions={loaderData} />
    </PageShell>
  );
}
