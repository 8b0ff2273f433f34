import "./content.css";
import "./strings.ts";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { ArticlePage } from "./article-page.tsx";
import { BlokList } from "./bloks.tsx";
import { ContentEnvProvider } from "./content-env.tsx";
import type { StoryPageData } from "./load-story.ts";

const str = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** `content-page.preview`: the strip over a page rendered from a preview link. */
export function PreviewBanner() {
  const { t } = useTranslation("content");
  return (
    <p className="content-preview" role="note">
      {t("previewBanner")}
    </p>
  );
}

/** A `page` story: its title (the page's h1), its lead, then its body's components. */
function PageStory({ content, name }: { content: Record<string, unknown>; name: string }) {
  const title = str(content.title) || name;
  const intro = str(content.intro);
  return (
    <article className="content-page" aria-labelledby="page-heading">
      <header className="content-page__header">
        <h1 id="page-heading" className="content-page__title">
          {title}
        </h1>
        {intro && <p className="content-page__intro">{intro}</p>}
      </header>
      <div className="content-page__body">
        <BlokList bloks={content.body} />
      </div>
    </article>
  );
}

/**
 * `content-page.story-page`: a content page: a `page` story or a `news_article`, with the data its
 * loader read, and the preview strip when it came from a preview link.
 */
export function StoryPage({ data }: { data: StoryPageData }) {
  const content = data.story.content as Record<string, unknown>;
  return (
    <ContentEnvProvider
      value={{ origins: [data.origin], lists: data.lists, products: data.products }}
    >
      {data.preview && <PreviewBanner />}
      {content.component === "news_article" ? (
        <ArticlePage content={content} name={data.story.name} />
      ) : (
        <PageStory content={content} name={data.story.name} />
      )}
    </ContentEnvProvider>
  );
}
