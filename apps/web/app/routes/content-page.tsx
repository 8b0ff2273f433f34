import { contentMeta } from "../features/content/content-meta.ts";
import { requireStoryPage, storyPageHeaders } from "../features/content/load-story.ts";
import { StoryPage } from "../features/content/story-page.tsx";
import type { Route } from "./+types/content-page";

// Every plain content page (`/about`, `/about/{slug}`, `/foundation/{slug?}`, `/gift`, …) and
// the catch-all `/{slug}` (`content-page.story-page`): the story of the path, server-rendered in
// the site's language; 404 (the layout's not-found page) when no published story has it.

export async function loader(args: Route.LoaderArgs) {
  return requireStoryPage(args);
}

export const headers = storyPageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return contentMeta(loaderData);
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <StoryPage data={loaderData} />;
}
