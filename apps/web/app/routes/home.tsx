// Both homes' stylesheets are the page's own, so the server's HTML links them; their code is
// two chunks (below), each loaded only on its own site.
import "../styles/home.css";
import "../features/content/content.css";
import "../features/engagement/engagement.css";
import "../features/catering/catering.css";

import { lazy } from "react";
import { data } from "react-router";

import { loadCateringHome } from "../features/catering/load-catering.ts";
import { contentMeta } from "../features/content/content-meta.ts";
import {
  loadStoryPage,
  PREVIEW_HEADERS,
  storyPageHeaders,
} from "../features/content/load-story.ts";
import { channelFor } from "../lib/channel.ts";
import { pageHeadingMeta, pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/home";

// `/` (`content-page.home`): the `home` story when it is published (hero, featured products of
// the default menu, the content-card slot, card grids, latest news); without it (or when
// content cannot be read) the built-in hero below.
// On the catering site (`catering-home.page`), `/` is the catering home instead.

const importCateringHome = () => import("../features/catering/catering-home.tsx");
const importConsumerHome = () => import("./home-consumer.tsx");
const CateringHome = lazy(importCateringHome);
const ConsumerHome = lazy(importConsumerHome);
// The page's own home is asked for as soon as this module runs, before hydration needs it.
if (typeof window !== "undefined") {
  void (channelFor(window.location) === "catering" ? importCateringHome() : importConsumerHome());
}

export async function loader(args: Route.LoaderArgs) {
  if (channelFor(new URL(args.request.url)) === "catering") {
    return data({ page: null, catering: await loadCateringHome(args.context) });
  }
  const page = await loadStoryPage(args, { compactLists: true });
  return data({ page, catering: null }, page?.preview ? { headers: PREVIEW_HEADERS } : undefined);
}

export const headers = storyPageHeaders;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (loaderData?.catering) return pageHeadingMeta(matches[0].loaderData?.language, "catering");
  return loaderData?.page
    ? contentMeta(loaderData.page, true)
    : pageMeta(matches[0].loaderData?.language);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return loaderData.catering ? (
    <CateringHome data={loaderData.catering} />
  ) : (
    <ConsumerHome page={loaderData.page} />
  );
}
