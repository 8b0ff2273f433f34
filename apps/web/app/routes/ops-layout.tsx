import { Outlet } from "react-router";

import { RouteErrorPage } from "../features/layout/route-error-page.tsx";
import { errorMeta, pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/ops-layout";

/**
 * The staff side's layout (/ops; docs/decisions/027-restaurant-operations.md): none of the
 * customer frame (header, footer, bottom bars, the order's state); the ops pages bring their
 * own header. Every page under it is a lazily loaded module that no customer page imports.
 */
export function meta({ error, matches }: Route.MetaArgs) {
  const language = matches[0].loaderData?.language;
  return [
    ...(error ? errorMeta(language, error) : pageMeta(language)),
    { name: "robots", content: "noindex" },
  ];
}

export default function OpsLayout() {
  return (
    <main id="main" tabIndex={-1} className="ops">
      <Outlet />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main" tabIndex={-1} className="ops">
      <RouteErrorPage error={error} />
    </main>
  );
}
