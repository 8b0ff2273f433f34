import { data, redirect } from "react-router";

import { EngagementListPage } from "../features/ops/engagement/list-page.tsx";
import { type EngagementKind, engagementListPath } from "../features/ops/ops-paths.ts";
import type { Route } from "./+types/ops-engagement";

const KINDS: readonly string[] = ["segments", "campaigns", "canvases"];

export function loader({ params }: Route.LoaderArgs) {
  // /ops/engagement opens the campaigns tab; an unknown tab answers 404.
  if (params.tab === undefined) throw redirect(engagementListPath("campaigns"));
  const tab = params.tab;
  if (!KINDS.includes(tab)) throw data("Not found", { status: 404 });
  return { kind: tab as EngagementKind };
}

/** /ops/engagement/{segments|campaigns|canvases}: the engagement lists. */
export default function Page({ loaderData }: Route.ComponentProps) {
  return <EngagementListPage kind={loaderData.kind} />;
}
