import { useSearchParams } from "react-router";

import { PageShell } from "../features/content/page-shell.tsx";
import { catalogPageMeta } from "../lib/meta.ts";
import { locationsModeOf } from "../lib/route-names.ts";
import type { Route } from "./+types/locations";

// `/locations?mode=pickup|delivery` (spec §2 Other links, §4 Handoff): find a restaurant to
// pick up from, or enter a delivery address. The mode is in the URL, so the server renders
// the right heading and switching mode needs no loader round trip.

export function meta({ matches, location }: Route.MetaArgs) {
  const mode = locationsModeOf(new URLSearchParams(location.search));
  return catalogPageMeta(matches[0].loaderData?.language, `locations-${mode}`);
}

export default function Locations() {
  const [search] = useSearchParams();
  return <PageShell page={`locations-${locationsModeOf(search)}`} />;
}
