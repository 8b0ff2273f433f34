import "./strings.ts";

import { useId } from "react";
import { Link } from "react-router";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { ArticleDate } from "./article-date.tsx";
import { type ArticleListData, useContentEnv } from "./content-env.tsx";
import { ContentImage } from "./content-image.tsx";

/** `content-page.article-paging`: the link of a page of a listing (page 1 is the folder's path). */
export function listPageHref(folderPath: string, page: number): string {
  return page <= 1 ? folderPath : `${folderPath}?page=${page}`;
}

function Pagination({ list }: { list: ArticleListData }) {
  const { t } = useTranslation("content");
  if (list.pageCount <= 1) return null;
  const pages = Array.from({ length: list.pageCount }, (_, i) => i + 1);
  return (
    <nav className="content-pages" aria-label={t("pagination.label")}>
      {list.page > 1 && (
        <Link rel="prev" to={listPageHref(list.folderPath, list.page - 1)}>
          {t("pagination.previous")}
        </Link>
      )}
      <ol className="content-pages__list">
        {pages.map((page) => (
          <li key={page}>
            {page === list.page ? (
              <span aria-current="page" className="content-pages__current">
                <span className="visually-hidden">{t("pagination.page")} </span>
                {page}
              </span>
            ) : (
              <Link to={listPageHref(list.folderPath, page)}>
                <span className="visually-hidden">{t("pagination.page")} </span>
                {page}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {list.page < list.pageCount && (
        <Link rel="next" to={listPageHref(list.folderPath, list.page + 1)}>
          {t("pagination.next")}
        </Link>
      )}
    </nav>
  );
}

/**
 * `content-page.article-list`: the articles under a folder, newest first, 9 a page with real links
 * between pages (`?page=N`). On the home page (compact) the first few and a link to the rest.
 */
export function ArticleList({ uid, title }: { uid: string; title: string }) {
  const { t } = useTranslation("content");
  const { lists, compactLists } = useContentEnv();
  const headingId = useId();
  const list = lists[uid];
  if (!list) return null;
  if (list.articles.length === 0 && compactLists) return null;
  return (
    <section className="content-articles" aria-labelledby={headingId}>
      <h2 id={headingId}>{title || t(compactLists ? "latestNews" : "articlesTitle")}</h2>
      {list.articles.length === 0 ? (
        <p>{t("noArticles")}</p>
      ) : (
        <ul className="content-grid__list">
          {list.articles.map((article) => (
            <li key={article.path}>
              <article className="content-card">
                <ContentImage asset={article.image} className="content-card__image" />
                <h3 className="content-card__title">
                  <Link className="content-card__link" to={article.path}>
                    {article.title}
                  </Link>
                </h3>
                <ArticleDate date={article.date} className="content-card__date" />
                {article.teaser && <p className="content-card__text">{article.teaser}</p>}
              </article>
            </li>
          ))}
        </ul>
      )}
      {compactLists ? (
        list.total > list.articles.length && (
          <p className="content-articles__more">
            <Link to={list.folderPath}>{t("allArticles")}</Link>
          </p>
        )
      ) : (
        <Pagination list={list} />
      )}
    </section>
  );
}
