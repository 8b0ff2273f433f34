import { ContentEditorPage } from "../features/ops/content/editor-page.tsx";
import { requireRestaurantId as requirePositiveId } from "../features/ops/controls/restaurant-id.ts";
import type { Route } from "./+types/ops-content-story";

export function loader({ params }: Route.LoaderArgs) {
  // A URL whose id is not a positive number answers 404.
  return { storyId: requirePositiveId(params.id) };
}

/** /ops/content/{id}: the editor of one story. */
export default function Page({ loaderData }: Route.ComponentProps) {
  return <ContentEditorPage key={loaderData.storyId} storyId={loaderData.storyId} />;
}
