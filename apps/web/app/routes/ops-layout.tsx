import { useEffect, useState } from "react";
import { Outlet } from "react-router";

import { RouteErrorPage } from "../features/layout/route-error-page.tsx";
import { OpsHeader } from "../features/ops/shell/ops-header.tsx";
import { useStaffRefresh } from "../features/ops/shell/use-staff-refresh.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { errorMeta, pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/ops-layout";

/**
 * The staff side's layout (/ops; docs/decisions/027-restaurant-operations.md): none of the
 * customer frame (header, footer, bottom bars, the order's state); a skip link, the staff
 * header (features/ops/shell) and the page. Every page under it is a lazily loaded module that
 * no customer page imports (`ops-shell.chunk-isolation`).
 */
export function meta({ error, matches }: Route.MetaArgs) {
  const language = matches[0].loaderData?.language;
  return [
    ...(error ? errorMeta(language, error) : pageMeta(language)),
    { name: "robots", content: "noindex" },
  ];
}

function SkipLink() {
  const { t } = useTranslation("ops");
  return (
    <a className="ops-skip" href="#main">
      {t("shell.skip")}
    </a>
  );
}

export default function OpsLayout() {
  useStaffRefresh();
  // Set after hydration: tests and scripts wait for it (as on the customer layout).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div className="ops-layout" data-hydrated={hydrated || undefined}>
      <SkipLink />
      <OpsHeader />
      <main id="main" tabIndex={-1} className="ops">
        <Outlet />
      </main>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main" tabIndex={-1} className="ops">
      <RouteErrorPage error={error} />
    </main>
  );
}
