import "./strings.ts";

import type { ContentAsset } from "@coop/contract/content";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { ArticleDate } from "./article-date.tsx";
import { ContentImage } from "./content-image.tsx";
import { RichText } from "./rich-text.tsx";

const str = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/**
 * `content-page.article-page`: a news or Chicken Scoop article: its title (the h1), date, author,
 * teaser as the lead, its image (the top of the page: loaded first) and its body.
 */
export function ArticlePage({ content, name }: { content: Record<string, unknown>; name: string }) {
  const { t } = useTranslation("content");
  const title = str(content.title) || name;
  const author = str(content.author);
  const teaser = str(content.teaser);
  return (
    <article className="content-page content-article" aria-labelledby="page-heading">
      <header className="content-page__header">
        <h1 id="page-heading" className="content-page__title">
          {title}
        </h1>
        <p className="content-article__byline">
          <ArticleDate date={str(content.date)} />
          {author && <span className="content-article__author">{t("byAuthor", { author })}</span>}
        </p>
        {teaser && <p className="content-page__intro">{teaser}</p>}
      </header>
      <ContentImage
        asset={content.image as ContentAsset | undefined}
        className="content-article__image"
        priority
      />
      <RichText doc={content.body} className="content-page__body" />
    </article>
  );
}
