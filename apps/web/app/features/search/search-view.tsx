import "./strings.ts";
import "./search.css";

import { useId } from "react";
import { Form, Link } from "react-router";

import type { SiteSearchResult } from "@coop/contract/search";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { HighlightedText } from "./highlighted-text.tsx";
import { MIN_QUERY_LENGTH, useSiteSearch } from "./use-site-search.ts";

function ResultItem({ result }: { result: SiteSearchResult }) {
  const { t } = useTranslation("search");
  return (
    <li className="search-result">
      <span className={`search-result__kind search-result__kind--${result.kind}`}>
        {t(`kinds.${result.kind}`)}
      </span>
      <h2 className="search-result__title">
        <Link to={result.url}>
          <HighlightedText parts={result.title} />
        </Link>
      </h2>
      {result.excerpt.length > 0 && (
        <p className="search-result__excerpt">
          <HighlightedText parts={result.excerpt} />
        </p>
      )}
    </li>
  );
}

/**
 * The search page (`search.page`): a GET form (it works before the scripts load: the query goes
 * in `?q=`), then the results of the query in the address, asked after hydration, each with its
 * kind, its title and excerpt with the matches marked; "did you mean" when the search had to
 * correct the spelling; an empty state.
 */
export function SearchView({ query }: { query: string }) {
  const { t, i18n } = useTranslation("search");
  const inputId = useId();
  const state = useSiteSearch(query, i18n.language);
  return (
    <div className="search-page">
      <Form method="get" role="search" className="search-form">
        <label htmlFor={inputId} className="search-form__label">
          {t("label")}
        </label>
        <div className="search-form__row">
          <input
            key={query}
            id={inputId}
            className="search-form__input"
            type="search"
            name="q"
            defaultValue={query}
            minLength={MIN_QUERY_LENGTH}
            maxLength={100}
            required
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className="button button--accent search-form__submit">
            {t("submit")}
          </button>
        </div>
      </Form>
      <div className="search-page__status" role="status" aria-live="polite">
        {state.status === "loading" && t("loading")}
        {state.status === "done" &&
          (state.results.length === 0
            ? t("empty", { query: state.query })
            : t("count", { count: state.results.length, query: state.query }))}
        {state.status === "failed" && state.message}
      </div>
      {state.status === "done" && state.corrected !== null && state.results.length > 0 && (
        <p className="search-page__corrected">
          {t("corrected")}{" "}
          <Link to={`?${new URLSearchParams({ q: state.corrected }).toString()}`}>
            {state.corrected}
          </Link>
        </p>
      )}
      {state.status === "done" && state.results.length === 0 && (
        <p className="search-page__hint">{t("emptyHint")}</p>
      )}
      {state.status === "done" && state.results.length > 0 && (
        <ol className="search-results">
          {state.results.map((result) => (
            <ResultItem key={result.url} result={result} />
          ))}
        </ol>
      )}
    </div>
  );
}
