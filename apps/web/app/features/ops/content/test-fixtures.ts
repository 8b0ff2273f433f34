// Stories of the content screens' tests.
import type { OpsStory, OpsStorySummary } from "@coop/contract/ops-content";

export const article: OpsStory = {
  id: 42,
  name: "Fryers for Food Banks",
  slug: "fryers-for-food-banks-2026",
  full_slug: "news-and-community/fryers-for-food-banks-2026",
  is_folder: false,
  is_startpage: false,
  component: "news_article",
  state: "draft",
  published_at: null,
  publish_at: null,
  updated_at: "2026-11-24T11:00:00Z",
  updated_by: "Hedy Marketing",
  tag_list: ["community"],
  site_path: "/news-and-community/fryers-for-food-banks-2026",
  parent_id: 3,
  position: 0,
  sort_by_date: "2026-11-20",
  lock_version: 4,
  content: {
    default: {
      _uid: "a1",
      component: "news_article",
      title: "Fryers for Food Banks",
      teaser: "We gave back.",
      date: "2026-11-20",
      body: { type: "doc" },
    },
    es: null,
  },
};

export const page: OpsStory = {
  ...article,
  id: 7,
  name: "About",
  slug: "about",
  full_slug: "about/",
  is_startpage: true,
  component: "page",
  state: "published",
  published_at: "2026-11-24T11:57:00Z",
  site_path: "/about",
  sort_by_date: null,
  lock_version: 2,
  content: {
    default: {
      _uid: "p1",
      component: "page",
      title: "About us",
      body: [
        { _uid: "b1", component: "hero", headline: "Hello" },
        { _uid: "b2", component: "content_cards", title: "Cards" },
      ],
    },
    es: null,
  },
};

export function summaryOf(story: OpsStory): OpsStorySummary {
  const {
    parent_id: _p,
    position: _o,
    sort_by_date: _s,
    content: _c,
    lock_version: _l,
    ...summary
  } = story;
  return summary;
}

export const ok = (data: unknown) => ({ status: 200, body: { status: "ok", data } });
