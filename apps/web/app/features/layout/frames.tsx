// The site frame's styles, in cascade order (styles/frame/layout.css says what each holds).
import "../../styles/frame/layout.css";
import "../../styles/frame/controls.css";
import "../../styles/frame/header.css";
import "../../styles/frame/mobile-menu.css";
import "../../styles/frame/bottom-bars.css";
import "../../styles/frame/footer.css";
import "../../styles/frame/navigation-progress.css";
import "../../styles/frame/page-transition.css";

import type { ReactNode } from "react";
import { useRef } from "react";
import { useLocation, useRouteLoaderData } from "react-router";

import { useClientState } from "../../lib/store/client-store.ts";
import { BottomBars } from "./bottom-bars.tsx";
import {
  globalClassTokens,
  showBottomBar,
  showFooter,
  showInAppCateringBar,
} from "./frame-rules.ts";
import { MobileMenu } from "./mobile-menu.tsx";
import { NavigationProgress } from "./navigation-progress.tsx";
import { pageClass } from "./page-class.ts";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { useFrameContext } from "./use-frame-context.ts";
import { usePageTransition } from "./use-page-transition.ts";

/**
 * The page element (`frame.page-class`): its style class from the path (`page-home` on `/`)
 * plus the global class of the content options, from the default layout's loader (so it is in
 * the server's HTML) and the store. On route changes it fades out then in and takes focus
 * (`nav.page-transition-out-in`, `nav.focus-new-page`).
 */
function Page({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const storeClass = useClientState((s) => s.globalClass);
  // The content options' class as the default layout's loader read it (in the server's HTML).
  const layout = useRouteLoaderData("routes/default-layout") as
    { globalClass?: string } | undefined;
  const globalClass = [layout?.globalClass, storeClass].filter(Boolean).join(" ");
  const classes = ["page", pageClass(pathname), globalClassTokens(globalClass)];
  const ref = useRef<HTMLElement>(null);
  const { phase, onAnimationEnd } = usePageTransition(ref);
  // tabIndex -1: the skip link moves focus here, not only the scroll position.
  return (
    <main
      id="main"
      ref={ref}
      tabIndex={-1}
      className={classes.filter(Boolean).join(" ")}
      data-transition={phase}
      onAnimationEnd={onAnimationEnd}
    >
      {children}
    </main>
  );
}

/**
 * The `default` layout (`frame.layouts`): header, page, footer, loader and the overlays, plus the
 * mobile menu and the bars fixed to the bottom. The frame's data attributes say which bars
 * the page has (known from the URL and the channel on the server), so the CSS reserves
 * their height before any script runs.
 */
export function DefaultFrame({
  children,
  overlays,
  banner,
}: {
  children: ReactNode;
  overlays?: ReactNode;
  /** The content's top banner, above the header. */
  banner?: ReactNode;
}) {
  const frame = useFrameContext();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // Set once the personal state is loaded: tests and scripts wait for it.
  const hydrated = useClientState((s) => s.hydrated);
  return (
    <div
      className="layout layout--default"
      data-channel={frame.channel}
      data-bottom-bar={showBottomBar(frame) || undefined}
      data-in-app-bar={showInAppCateringBar(frame) || undefined}
      data-hydrated={hydrated || undefined}
    >
      <NavigationProgress />
      {banner}
      <SiteHeader menuButtonRef={menuButtonRef} />
      <Page>{children}</Page>
      {showFooter(frame) && <SiteFooter />}
      <BottomBars frame={frame} />
      <MobileMenu menuButtonRef={menuButtonRef} />
      {overlays}
    </div>
  );
}

/** The `minimal` layout (`frame.layouts`): page plus loader. */
export function MinimalFrame({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--minimal">
      <NavigationProgress />
      <Page>{children}</Page>
    </div>
  );
}
