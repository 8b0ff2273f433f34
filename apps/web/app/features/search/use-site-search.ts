import { useEffect, useState } from "react";

import type { SiteSearchResult } from "@coop/contract/search";

import { api } from "../../lib/api-client.ts";

export type SiteSearchState =
  | { status: "idle" }
  | { status: "loading"; query: string }
  | { status: "done"; query: string; results: SiteSearchResult[]; corrected: string | null }
  | { status: "failed"; query: string; message: string };

/** The shortest query the search answers (`search.query-words`). */
export const MIN_QUERY_LENGTH = 2;

/**
 * The site search for `query` in `language`, asked after hydration (`search.page`): idle with
 * no query, loading, then the results or the API's message. A newer query cancels the older.
 */
export function useSiteSearch(query: string, language: "en-US" | "es"): SiteSearchState {
  const q = query.trim();
  const [state, setState] = useState<SiteSearchState>({ status: "idle" });
  useEffect(() => {
    if (q.length < MIN_QUERY_LENGTH) {
      setState({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    setState({ status: "loading", query: q });
    api.call("siteSearch", { query: { q, lang: language }, signal: controller.signal }).then(
      (result) => {
        if (controller.signal.aborted) return;
        setState(
          result.ok
            ? {
                status: "done",
                query: q,
                results: result.data.data.results,
                corrected: result.data.data.corrected,
              }
            : { status: "failed", query: q, message: result.errors.join(" ") },
        );
      },
      () => undefined, // cancelled by a newer query or by leaving the page
    );
    return () => controller.abort();
  }, [q, language]);
  return state;
}
