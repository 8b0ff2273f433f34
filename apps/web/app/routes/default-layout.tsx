import "../styles/layout.css";

import { Outlet } from "react-router";

import { CartPanel } from "../features/cart/cart-panel.tsx";
import { OrderConfirmDialog } from "../features/checkout/order-confirm-dialog.tsx";
import { ErrorPageGuard } from "../features/layout/error-page-guard.tsx";
import { DefaultFrame } from "../features/layout/frames.tsx";
import { DefaultLayoutOverlays } from "../features/layout/layout-slots.tsx";
import { RouteErrorPage } from "../features/layout/route-error-page.tsx";
import { LocationConfirmDialog } from "../features/locations/location-confirm-dialog.tsx";
import { errorMeta, pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/default-layout";

export function meta({ error, matches }: Route.MetaArgs) {
  const language = matches[0].loaderData?.language;
  return error ? errorMeta(language, error) : pageMeta(language);
}

export default function DefaultLayout() {
  return (
    <DefaultFrame
      overlays={
        <DefaultLayoutOverlays
          cartPanel={<CartPanel />}
          orderConfirm={<OrderConfirmDialog />}
          locationConfirm={<LocationConfirmDialog />}
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
