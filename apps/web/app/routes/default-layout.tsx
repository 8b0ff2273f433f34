import { lazy } from "react";
import { Outlet, useRouteLoaderData } from "react-router";

import { CartWatchers } from "../features/cart/cart-watchers.tsx";
import { CateringExit } from "../features/catering/exit-watcher.tsx";
import { loadLayoutContent, TopBanner } from "../features/content/top-banner.tsx";
import { EngagementWatcher } from "../features/engagement/engagement-watcher.tsx";
import { ErrorPageGuard } from "../features/layout/error-page-guard.tsx";
import { DefaultFrame } from "../features/layout/frames.tsx";
import { IdlePrefetch } from "../features/layout/idle-prefetch.tsx";
import { DefaultLayoutOverlays } from "../features/layout/layout-slots.tsx";
import { RouteErrorPage } from "../features/layout/route-error-page.tsx";
import { type ChooseRestaurant, StoreParamWatcher } from "../features/order-steps/store-param.tsx";
import { resolveLanguage } from "../lib/language.ts";
import { errorMeta, pageMeta } from "../lib/meta.ts";
import { pageContextOf } from "../lib/page-context.ts";
import { useClientState } from "../lib/store/client-store.ts";
import { OpenedOnce } from "../ui/opened-once.tsx";
import type { Route } from "./+types/default-layout";

/**
 * The layout's content (`content-page.top-banner`, `content-page.global-class`): read on the server for
 * every page, so the banner and the seasonal class are in the server's HTML.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadLayoutContent(pageContextOf(context).content, resolveLanguage(request).language);
}

/** The top banner of the layout's content (also on its error pages). */
function LayoutBanner() {
  const layout = useRouteLoaderData<typeof loader>("routes/default-layout");
  const root = useRouteLoaderData("root") as { origin?: string } | undefined;
  return <TopBanner banner={layout?.topBanner ?? null} origin={root?.origin} />;
}

export function meta({ error, matches }: Route.MetaArgs) {
  const language = matches[0].loaderData?.language;
  return error ? errorMeta(language, error) : pageMeta(language);
}

// `frame.overlays-lazy`: the overlays' code loads the first time each opens, to keep each
// page's first load of JavaScript small; most page views never open the cart or a dialog.
const CartPanel = lazy(() =>
  import("../features/cart/cart-panel.tsx").then((m) => ({ default: m.CartPanel })),
);
const OrderConfirmDialog = lazy(() =>
  import("../features/checkout/order-confirm-dialog.tsx").then((m) => ({
    default: m.OrderConfirmDialog,
  })),
);
const LocationConfirmDialog = lazy(() =>
  import("../features/locations/location-confirm-dialog.tsx").then((m) => ({
    default: m.LocationConfirmDialog,
  })),
);

/**
 * The `store` link's restaurant, chosen as the finder chooses one (its code loads only when a
 * page carries the parameter).
 */
const chooseStoreRestaurant: ChooseRestaurant = async (location) => {
  const [{ choosePickupLocation }, { toStoredLocation }] = await Promise.all([
    import("../features/locations/choose-location.ts"),
    import("../features/locations/location-rules.ts"),
  ]);
  return choosePickupLocation(toStoredLocation(location));
};

export default function DefaultLayout() {
  const cartOpen = useClientState((s) => s.showCart);
  const confirming = useClientState((s) => s.orderConfirming);
  const choosingLocation = useClientState((s) => s.shouldOpenConfirmLocationModal);
  return (
    <DefaultFrame
      banner={<LayoutBanner />}
      overlays={
        <DefaultLayoutOverlays
          cartPanel={
            <>
              <CartWatchers />
              <OpenedOnce open={cartOpen}>
                <CartPanel />
              </OpenedOnce>
            </>
          }
          orderConfirm={
            <OpenedOnce open={confirming}>
              <OrderConfirmDialog />
            </OpenedOnce>
          }
          locationConfirm={
            <OpenedOnce open={choosingLocation}>
              <LocationConfirmDialog />
            </OpenedOnce>
          }
          cateringExit={<CateringExit />}
        />
      }
    >
      {/* `order-steps.store-param`: a page loaded with ?store= sets that restaurant up. */}
      <StoreParamWatcher choose={chooseStoreRestaurant} />
      <Outlet />
      <EngagementWatcher />
      <IdlePrefetch />
    </DefaultFrame>
  );
}

/** Errors of the pages in this layout, shown inside the header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <DefaultFrame
      banner={<LayoutBanner />}
      overlays={<DefaultLayoutOverlays cateringExit={<CateringExit />} />}
    >
      <ErrorPageGuard>
        <RouteErrorPage error={error} />
      </ErrorPageGuard>
    </DefaultFrame>
  );
}
