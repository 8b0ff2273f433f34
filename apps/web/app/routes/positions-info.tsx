import { loadPosition } from "../features/careers/load-careers.ts";
import { PositionInfoView } from "../features/careers/positions-view.tsx";
import { pageMeta } from "../lib/meta.ts";
import { pageContextOf } from "../lib/page-context.ts";
import type { Route } from "./+types/positions-info";

// `/positions/info?position=<slug>` (`careers-web.positions`): one position type; 404 when the
// query names none.
export function loader({ request, context }: Route.LoaderArgs) {
  return loadPosition(request, pageContextOf(context).api.fetch);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(matches[0].loaderData?.language, {
    title: loaderData?.name,
    description: loaderData?.summary,
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PositionInfoView position={loaderData} />;
}
