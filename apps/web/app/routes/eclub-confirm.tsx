import { PageShell } from "../features/content/page-shell.tsx";
import { EclubConfirm } from "../features/eclub/eclub-links.tsx";
import { pageHeadingMeta } from "../lib/meta.ts";
import type { Route } from "./+types/eclub-confirm";

// `/eclub/confirm?token=`: the e-club's double opt-in (`forms-web.eclub-confirm`). A page of one
// person's link: not for search engines.
export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageHeadingMeta(matches[0].loaderData?.language, "eclub-confirm"),
    { name: "robots", content: "noindex" },
  ];
}

export default function Page() {
  return (
    <PageShell page="eclub-confirm">
      <EclubConfirm />
    </PageShell>
  );
}
