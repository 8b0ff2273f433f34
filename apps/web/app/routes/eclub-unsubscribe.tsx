import { PageShell } from "../features/content/page-shell.tsx";
import { EclubUnsubscribe } from "../features/eclub/eclub-links.tsx";
import { pageHeadingMeta } from "../lib/meta.ts";
import type { Route } from "./+types/eclub-unsubscribe";

// `/eclub/unsubscribe?token=`: leaving the e-club (`forms-web.eclub-unsubscribe`). A page of one
// person's link: not for search engines.
export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageHeadingMeta(matches[0].loaderData?.language, "eclub-unsubscribe"),
    { name: "robots", content: "noindex" },
  ];
}

export default function Page() {
  return (
    <PageShell page="eclub-unsubscribe">
      <EclubUnsubscribe />
    </PageShell>
  );
}
