import { SegmentAnalytics } from "../features/ops/engagement/analytics.tsx";
import { SegmentEditorPage } from "../features/ops/engagement/segment-editor.tsx";
import type { Route } from "./+types/ops-engagement-segment";

/** /ops/engagement/segments/{id}: one segment's editor (`new`: a new segment) and its size over time. */
export default function Page({ params }: Route.ComponentProps) {
  return (
    <SegmentEditorPage
      key={params.id}
      segmentId={params.id}
      extra={(segment) => <SegmentAnalytics segmentId={segment.id} />}
    />
  );
}
