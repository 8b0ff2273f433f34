/**
 * The staff pages under /ops (not in the spec's route table: the spec leaves the restaurant
 * side "not shown"; docs/decisions/027-restaurant-operations.md). routes.ts registers them in
 * the ops layout, each a lazily loaded module of its own, so no customer page loads them.
 */
export const opsPaths = {
  /** Sign-in when signed out; the restaurants to pick from when signed in. */
  home: "/ops",
  accept: "/ops/accept",
  staff: "/ops/staff",
  audit: "/ops/audit",
  board: "/ops/restaurants/:id/board",
  controls: "/ops/restaurants/:id/controls",
  settings: "/ops/restaurants/:id/settings",
  today: "/ops/restaurants/:id/today",
  /** Content authoring (marketing and admins): the stories, then one story's editor. */
  content: "/ops/content",
  contentStory: "/ops/content/:id",
} as const;

export type OpsPage = keyof typeof opsPaths;

/** The URL of a restaurant's page. */
export function restaurantPath(
  page: "board" | "controls" | "settings" | "today",
  restaurantId: number,
): string {
  return opsPaths[page].replace(":id", String(restaurantId));
}

/** The editor of a content story. */
export function contentStoryPath(storyId: number): string {
  return opsPaths.contentStory.replace(":id", String(storyId));
}
