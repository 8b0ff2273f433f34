import { lazy } from "react";
import { Outlet } from "react-router";

import { CartWatchers } from "../features/cart/cart-watchers.tsx";
import { ErrorPageGuard } from "../features/layout/error-page-guard.tsx";
import { DefaultFrame } from "../features/layout/frames.tsx";
import { DefaultLayoutOverlays } from "../features/layout/layout-slots.tsx";
import { RouteErrorPage } from "../features/layout/route-error-page.tsx";
import { errorMeta, pageMeta } from "../lib/meta.ts";
import { useClientState } from "../lib/store/client-store.ts";
import { OpenedOnce } from "../ui/opened-once.tsx";
import type { Route } from "./+types/default-layout";

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

export default function DefaultLayout() {
  const cartOpen = useClientState((s) => s.showCart);
  const confirming = useClientState((s) => s.orderConfirming);
  const choosingLocation = useClientState((s) => s.shouldOpenConfirmLocationModal);
  return (
    <DefaultFrame
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
        />
      }
    >
      <Outlet />
    </DefaultFrame>
  );
}

/** Errors of the pages in this layout, shown inside the header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <DefaultFrame overlays={<DefaultLayoutOverlays />}>
      <ErrorPageGuard>
        <RouteErrorPage error={error} />
      </ErrorPageGuard>
    </DefaultFrame>
  );
}
