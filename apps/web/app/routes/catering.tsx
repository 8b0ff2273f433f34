import "../features/catering/catering.css";

import { CateringHome } from "../features/catering/catering-home.tsx";
import { loadCateringHome } from "../features/catering/load-catering.ts";
import { pageHeadingMeta } from "../lib/meta.ts";
import type { Route } from "./+types/catering";

// `/catering` (`catering-home.page`): the catering home on either site; on the consumer site
// its order links go to the catering site.

export async function loader({ context }: Route.LoaderArgs) {
  return loadCateringHome(context);
}

export function meta({ matches }: Route.MetaArgs) {
  return pageHeadingMeta(matches[0].loaderData?.language, "catering");
}

export default function CateringPage({ loaderData }: Route.ComponentProps) {
  return <CateringHome data={loaderData} />;
}
