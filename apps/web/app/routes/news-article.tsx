import { contentMeta } from "../features/content/content-meta.ts";
import { requireStoryPage, storyPageHeaders } from "../features/content/load-story.ts";
import { StoryPage } from "../features/content/story-page.tsx";
import type { Route } from "./+types/news-article";

// The articles: `/news-and-community/{slug}` and `/about/chicken-scoop/{slug}` (`content-page.article-page`),
// server-rendered in the site's language. Without a slug these URLs are the listing (the
// folder's start page); 404 when no published story has the path.

export async function loader(args: Route.LoaderArgs) {
  return requireStoryPage(args);
}

export const headers = storyPageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return contentMeta(loaderData);
}

export default function NewsArticle({ loaderData }: Route.ComponentProps) {
  return <StoryPage data={loaderData} />;
}
