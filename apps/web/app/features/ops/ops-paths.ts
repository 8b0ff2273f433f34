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
  /** Engagement authoring (marketing and admins): the lists (a tab each), then one editor. */
  engagement: "/ops/engagement/:tab?",
  engagementSegment: "/ops/engagement/segments/:id",
  engagementCampaign: "/ops/engagement/campaigns/:id",
  engagementCanvas: "/ops/engagement/canvases/:id",
  /** Form submissions (admins and marketing: all; managers: their restaurants'). */
  forms: "/ops/forms",
  /** Jobs and applications (admins: all; managers: their restaurants'). */
  careers: "/ops/careers",
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

/** The engagement tabs: segments, campaigns and canvases. */
export type EngagementKind = "segments" | "campaigns" | "canvases";

/** A tab of the engagement lists (`/ops/engagement/campaigns`). */
export function engagementListPath(kind: EngagementKind): string {
  return `/ops/engagement/${kind}`;
}

/** The editor of a segment, campaign or canvas; `new` opens an empty one. */
export function engagementEditorPath(kind: EngagementKind, id: string): string {
  return `/ops/engagement/${kind}/${encodeURIComponent(id)}`;
}

/** The careers screen's tabs (`?tab=applications`); `?application=<id>` opens one application (the managers' email links). */
export type CareersTab = "jobs" | "applications";
