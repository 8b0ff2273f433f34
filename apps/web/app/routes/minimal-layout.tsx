import { Outlet } from "react-router";

import { ErrorPageGuard } from "../features/layout/error-page-guard.tsx";
import { MinimalFrame } from "../features/layout/frames.tsx";
import { RouteErrorPage } from "../features/layout/route-error-page.tsx";
import { errorMeta, pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/minimal-layout";

export function meta({ error, matches }: Route.MetaArgs) {
  const language = matches[0].loaderData?.language;
  return error ? errorMeta(language, error) : pageMeta(language);
}

// The bot-check service (`botcheck.actions`) will be initialised here, with the first form page.
export default function MinimalLayout() {
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
