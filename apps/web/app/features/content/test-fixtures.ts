// Stories shaped like the delivery API's, for the content pages' tests (the real ones come from
// the content module and the demo content).
import type { ContentStory, RichTextDoc } from "@coop/contract/content";
import type { PageContent, PageLanguage } from "@coop/contract/load-context";

let nextId = 1;

export function storyOf(
  fullSlug: string,
  content: Record<string, unknown> & { component: string },
  extra: Partial<ContentStory> = {},
): ContentStory {
  const id = nextId++;
  const slug = fullSlug.replace(/\/$/, "").split("/").at(-1) ?? fullSlug;
  return {
    id,
    uuid: `uuid-${id}`,
    name: String(content.title ?? slug),
    slug,
    full_slug: fullSlug,
    default_full_slug: fullSlug,
    created_at: "2026-01-01T00:00:00.000Z",
    published_at: "2026-01-02T00:00:00.000Z",
    first_published_at: "2026-01-02T00:00:00.000Z",
    sort_by_date: null,
    position: 0,
    tag_list: [],
    is_startpage: fullSlug.endsWith("/"),
    parent_id: null,
    group_id: `group-${id}`,
    lang: "default",
    path: null,
    release_id: null,
    meta_data: null,
    alternates: [],
    content: { _uid: `uid-${id}`, ...content } as ContentStory["content"],
    ...extra,
  };
}

export const paragraph = (text: string): RichTextDoc => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text }] }],
});

export const aboutStory = storyOf("about/", {
  component: "page",
  title: "About Coop",
  intro: "Fried chicken since 1952.",
  seo: { title: "Our story", description: "Who we are and what we fry." },
  body: [
    { _uid: "r1", component: "rich_text", text: paragraph("We fry every piece by hand.") },
    { _uid: "x1", component: "marquee_from_the_future", speed: 11 },
    {
      _uid: "c1",
      component: "call_to_action",
      label: "Order now",
      link: { linktype: "story", url: "", cached_url: "menu" },
    },
  ],
});

/** An article of the news folder, `n` days into 2026. */
export function newsArticle(n: number, folder = "news-and-community"): ContentStory {
  const date = new Date(Date.UTC(2026, 0, n)).toISOString().slice(0, 10);
  return storyOf(
    `${folder}/story-${n}`,
    {
      component: "news_article",
      title: `Story ${n}`,
      teaser: `Teaser ${n}`,
      date,
      body: paragraph(`Body ${n}`),
    },
    { sort_by_date: date },
  );
}

export const newsStart = storyOf("news-and-community/", {
  component: "page",
  title: "News and community",
  body: [{ _uid: "list", component: "article_list", folder: "news-and-community" }],
});

/**
 * A PageContent over a list of stories, like the content module's: Spanish stories win in es,
 * listings newest `sort_by_date` first, without the folder's start page.
 */
export function fakeContent(
  stories: ContentStory[],
  spanish: Record<string, ContentStory> = {},
): PageContent & { calls: unknown[] } {
  const calls: unknown[] = [];
  const pick = (slug: string, language: PageLanguage) =>
    (language === "es" ? spanish[slug] : undefined) ?? stories.find((s) => s.full_slug === slug);
  return {
    calls,
    async story(fullSlug, options) {
      calls.push(["story", fullSlug, options]);
      return pick(fullSlug, options.language) ?? null;
    },
    async stories(query) {
      calls.push(["stories", query]);
      const all = stories
        .filter((s) => s.full_slug.startsWith(query.startsWith))
        .filter((s) => !(query.excludingSlugs ?? []).includes(s.full_slug))
        .sort((a, b) => (b.sort_by_date ?? "").localeCompare(a.sort_by_date ?? ""));
      const perPage = query.perPage ?? 25;
      const page = query.page ?? 1;
      return { stories: all.slice((page - 1) * perPage, page * perPage), total: all.length };
    },
    async global(slug, language) {
      calls.push(["global", slug, language]);
      return pick(`globals/${slug}`, language) ?? null;
    },
  };
}
