import { data } from "react-router";

import type { MenuResponse } from "@coop/contract/menus";

import { channelFor } from "../../lib/channel.ts";

/** The menu of the public menu pages: the default menu, or on the catering channel the catering menu (screens §7 getMenu). */
export function publicMenuId(request: Request): string {
  return channelFor(new URL(request.url)) === "catering" ? "catering" : "default";
}

/**
 * Where the loader reaches this same server's API. The web build cannot call the API
 * in-process, so it asks over HTTP at the address the request came to; names under
 * `localhost` (catering.localhost in development and tests) do not resolve from Node,
 * so they go to the loopback address, same port.
 */
function apiOrigin(request: Request): URL {
  const url = new URL(request.url);
  if (url.hostname === "localhost" || url.hostname.endsWith(".localhost")) {
    url.hostname = "127.0.0.1";
  }
  return url;
}

/**
 * The public menu pages render on the server: their loader asks the API over HTTP. A
 * menu the API does not know answers 404; any other failure 500.
 */
export async function loadPublicMenu(request: Request, menuId?: string): Promise<MenuResponse> {
  const id = menuId ?? publicMenuId(request);
  const url = new URL(`/api/v1/menus/${encodeURIComponent(id)}`, apiOrigin(request));
  const response = await fetch(url, { headers: { accept: "application/json" } });
  if (response.status === 404 || response.status === 400) {
    throw data("This page could not be found.", { status: 404 });
  }
  if (!response.ok) throw data("The menu could not be loaded.", { status: 500 });
  return (await response.json()) as MenuResponse;
}
