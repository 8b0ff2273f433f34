import { data } from "react-router";

import { contentMeta } from "../features/content/content-meta.ts";
import { requireStoryPage, storyPageHeaders } from "../features/content/load-story.ts";
import { StoryPage } from "../features/content/story-page.tsx";
import { channelFor } from "../lib/channel.ts";
import type { Route } from "./+types/bo-time-moments";

// Bo Time Moments (`botime.catering-only`): `/bo-time-moments`, the folder's start page with its
// stories (`?page=N`, like the news listings), and `/bo-time-moments/{slug}`, one story; content
// stories of the `bo-time-moments` folder, server-rendered in the site's language. Only the
// catering channel has them: on the default channel they are an unknown page (404). The page
// cache keys a page by its host, so one channel's page is never served on the other.

export async function loader(args: Route.LoaderArgs) {
  if (channelFor(new URL(args.request.url)) !== "catering") throw data(null, { status: 404 });
  return requireStoryPage(args);
}

export const headers = storyPageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return contentMeta(loaderData);
}

export default function BoTimeMoments({ loaderData }: Route.ComponentProps) {
  return <StoryPage data={loaderData} />;
}
