import { data } from "react-router";

import { EngagementListPage } from "../features/ops/engagement/list-page.tsx";
import type { EngagementKind } from "../features/ops/ops-paths.ts";
import type { Route } from "./+types/ops-engagement";

const KINDS: readonly string[] = ["segments", "campaigns", "canvases"];

export function loader({ params }: Route.LoaderArgs) {
  // /ops/engagement opens the campaigns; an unknown tab answers 404.
  const tab = params.tab ?? "campaigns";
  if (!KINDS.includes(tab)) throw data("Not found", { status: 404 });
  return { kind: tab as EngagementKind };
}

/** /ops/engagement/{segments|campaigns|canvases}: the engagement lists. */
export default function Page({ loaderData }: Route.ComponentProps) {
  return <EngagementListPage kind={loaderData.kind} />;
}
