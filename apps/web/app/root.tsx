import "./styles/global.css";
import "./styles/error-page.css";

import type { ReactNode } from "react";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";

import type { Route } from "./+types/root";
import { brand } from "./brand.ts";
import { ErrorPageGuard } from "./features/layout/error-page-guard.tsx";
import { MinimalFrame } from "./features/layout/frames.tsx";
import { RouteErrorPage } from "./features/layout/route-error-page.tsx";
import { channelFor, isInAppCatering } from "./lib/channel.ts";
import { cookieNames, readCookie } from "./lib/cookies.ts";
import { ensureLanguage } from "./lib/i18n.ts";
import { useTranslation } from "./lib/i18n-react.tsx";
import { defaultLanguage, resolveLanguage, toLanguage } from "./lib/language.ts";
import { errorMeta, pageMeta } from "./lib/meta.ts";
import { useNonce } from "./lib/nonce.ts";
import { pageContextOf } from "./lib/page-context.ts";
import { useClientLifecycle } from "./lib/store/use-client-lifecycle.ts";
import { useSyncedLanguage } from "./lib/use-synced-language.ts";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: brand.favicon, type: "image/svg+xml" },
];

/**
 * What every page needs from the request, none of it personal: the language (`i18n.choice`:
 * `?lang=`, then remembered in a cookie; the cookie; en-US) and the channel
 * (`channel.from-host`: the host; `channel.in-app-catering`: in-app catering mode from the
 * `source` cookie).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { language, setCookie } = resolveLanguage(request);
  const url = new URL(request.url);
  const channel = channelFor(url);
  const source = readCookie(request.headers.get("cookie"), cookieNames.source);
  return data(
    // origin: the site frame links to the other channel's site (catering subdomain, consumer
    // site) with the same href on the server and in the browser.
    // auth: the sign-in forms' settings (single sign-on, the bot check's site key), not personal.
    {
      language,
      channel,
      inAppCatering: isInAppCatering(channel, source),
      origin: url.origin,
      auth: pageContextOf(context).auth,
    },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
}

/**
 * In the browser, a navigation that changes the language (the toggle's `?lang=`) waits for
 * that language's translations (`i18n.on-demand`: only en-US is bundled), so the new page
 * renders in it at once. The first load uses the server's data: the entry loaded them before
 * hydrating.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await ensureLanguage(data.language);
  return data;
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return error ? errorMeta(loaderData?.language, error) : pageMeta(loaderData?.language);
}

/** The document around every page, error pages included. */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const { i18n } = useTranslation();
  const loaderData = useRouteLoaderData<typeof loader>("root");
  // Without loader data (the root loader failed) the i18n instance, which the entry
  // created from the same request, knows the language.
  const language = loaderData?.language ?? toLanguage(i18n.language) ?? defaultLanguage;
  useSyncedLanguage(language);
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand.colors.primary} />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useClientLifecycle();
  return <Outlet />;
}

/** Errors no layout caught (the root loader, or a layout that failed to render). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <MinimalFrame>
      <ErrorPageGuard>
        <RouteErrorPage error={error} />
      </ErrorPageGuard>
    </MinimalFrame>
  );
}
