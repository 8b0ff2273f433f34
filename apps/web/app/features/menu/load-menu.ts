import { data, type RouterContextProvider } from "react-router";

import type { MenuResponse } from "@coop/contract/menus";

import { channelFor } from "../../lib/channel.ts";
import { pageContextOf } from "../../lib/page-context.ts";

/**
 * `menu.public-menu`: the menu of the public menu pages: the default menu, or on the
 * catering channel the catering menu.
 */
export function publicMenuId(request: Request): string {
  return channelFor(new URL(request.url)) === "catering" ? "catering" : "default";
}

/**
 * The public menu pages render on the server: their loader reads the menu from the server's
 * menus service, through the page context. A menu the server does not know answers 404; any
 * other failure 500 (the server logs it).
 */
export async function loadPublicMenu(
  request: Request,
  context: Readonly<RouterContextProvider>,
  menuId?: string,
): Promise<MenuResponse> {
  let menu: MenuResponse | null;
  try {
    menu = await pageContextOf(context).menus.get(menuId ?? publicMenuId(request));
  } catch {
    throw data("The menu could not be loaded.", { status: 500 });
  }
  if (!menu) throw data("This page could not be found.", { status: 404 });
  return menu;
}
