import { createContext, type RouterContextProvider } from "react-router";

import type { PageLoadContext } from "@coop/contract/load-context";

/**
 * The server's part of every request's router context: public data and settings the
 * server hands the loaders (see @coop/contract/load-context). entry.server.tsx exports
 * this key; the server sets it in the context of every request it hands the build.
 */
export const pageContext = createContext<PageLoadContext>();

/** What the server hands this request's loaders. */
export function pageContextOf(context: Readonly<RouterContextProvider>): PageLoadContext {
  return context.get(pageContext);
}
