import { createContext, type RouterContextProvider } from "react-router";

import type { PageLoadContext } from "@coop/contract/load-context";

/**
 * The server's part of every request's router context: public data and settings the
 * server hands the loaders (see @coop/contract/load-context). Only the server entry sets
 * it (entry.server.tsx `createLoadContext`, which the server calls for each request).
 */
export const pageContext = createContext<PageLoadContext>();

/** What the server hands this request's loaders. */
export function pageContextOf(context: Readonly<RouterContextProvider>): PageLoadContext {
  return context.get(pageContext);
}
