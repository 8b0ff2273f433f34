import type { ReactNode } from "react";
import { useLocation } from "react-router";

import { NavigationProgress } from "./navigation-progress.tsx";
import { pageClass } from "./page-class.ts";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

function Page({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // tabIndex -1: the skip link moves focus here, not only the scroll position.
  return (
    <main id="main" tabIndex={-1} className={`page ${pageClass(pathname)}`}>
      {children}
    </main>
  );
}

/** The `default` layout (spec §2): header, page, footer, loader and the overlays. */
export function DefaultFrame({
  children,
  overlays,
}: {
  children: ReactNode;
  overlays?: ReactNode;
}) {
  return (
    <div className="layout layout--default">
      <NavigationProgress />
      <SiteHeader />
      <Page>{children}</Page>
      <SiteFooter />
      {overlays}
    </div>
  );
}

/** The `minimal` layout (spec §2): page plus loader. */
export function MinimalFrame({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--minimal">
      <NavigationProgress />
      <Page>{children}</Page>
    </div>
  );
}
