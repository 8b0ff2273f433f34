import { useRouteLoaderData } from "react-router";

import type { AuthSettings } from "@coop/contract/load-context";

/** Off: no single sign-on, no bot check (a page rendered without the root loader's data). */
export const noAuthSettings: AuthSettings = {
  sso: { enabled: false, label: null },
  botCheck: null,
};

/**
 * The sign-in forms' settings the server handed the page (root loader, from the page
 * context): whether single sign-on is on and its provider's name, and the bot check's site
 * key and script.
 */
export function useAuthSettings(): AuthSettings {
  const root = useRouteLoaderData("root") as { auth?: AuthSettings } | undefined;
  return root?.auth ?? noAuthSettings;
}
