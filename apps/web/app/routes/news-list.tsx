import { contentMeta } from "../features/content/content-meta.ts";
import { requireStoryPage, storyPageHeaders } from "../features/content/load-story.ts";
import { StoryPage } from "../features/content/story-page.tsx";
import type { Route } from "./+types/news-list";

// The article listings: `/news-and-community` and `/about/chicken-scoop` (`content-page.article-list`):
// the folder's start page with its articles, 9 a page (`?page=N`, newest first), in the
// site's language; 404 when the story is missing or the page is past the last one.

export async function loader(args: Route.LoaderArgs) {
  return requireStoryPage(args);
}

export const headers = storyPageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return contentMeta(loaderData);
}

export default function NewsList({ loaderData }: Route.ComponentProps) {
  return <StoryPage data={loaderData} />;
}
