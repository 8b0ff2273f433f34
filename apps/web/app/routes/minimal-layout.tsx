import { Outlet } from "react-router";

import { ErrorPageGuard } from "../features/layout/error-page-guard.tsx";
import { MinimalFrame } from "../features/layout/frames.tsx";
import { RouteErrorPage } from "../features/layout/route-error-page.tsx";
import { useBotCheck } from "../lib/bot-check.ts";
import { errorMeta, pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/minimal-layout";

export function meta({ error, matches }: Route.MetaArgs) {
  const language = matches[0].loaderData?.language;
  return error ? errorMeta(language, error) : pageMeta(language);
}

// The bot-check service is initialised here (spec: the minimal layout initialises it;
// `botcheck.browser-token`): its script starts loading when a site key is configured.
export default function MinimalLayout({ matches }: Route.ComponentProps) {
  useBotCheck(matches[0].loaderData.auth.botCheck);
  return (
    <MinimalFrame>
      <Outlet />
    </MinimalFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <MinimalFrame>
      <ErrorPageGuard>
        <RouteErrorPage error={error} />
      </ErrorPageGuard>
    </MinimalFrame>
  );
}
