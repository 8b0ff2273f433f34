import { PageShell } from "../features/content/page-shell.tsx";
import { MessagingPreview } from "../features/engagement/messaging-preview.tsx";
import { pageHeadingMeta } from "../lib/meta.ts";
import type { Route } from "./+types/messaging-test";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageHeadingMeta(matches[0].loaderData?.language, "messaging-test"),
    { name: "robots", content: "noindex" },
  ];
}

/** `/messaging/test`: marketing staff preview a campaign as a segment's customers get it. */
export default function Page() {
  return (
    <PageShell page="messaging-test">
      <MessagingPreview />
    </PageShell>
  );
}
