import { redirect } from "react-router";

import { PageShell } from "../features/content/page-shell.tsx";
import { ProductScreen } from "../features/product/product-screen.tsx";
import { useTranslation } from "../lib/i18n-react.tsx";
import { pageHeadingMeta } from "../lib/meta.ts";
import { productQueryOf, routePaths } from "../lib/route-names.ts";
import { readStoredLocation } from "../lib/store/persistence.ts";
import { LoadingStatus } from "../ui/loading-status.tsx";
import type { Route } from "./+types/order-product";

// The product screen (route name order-product; `frame.product-query`): `?id=` sku, `cid=`
// cart line, `q=` quantity; the screen itself is features/product.

export function meta({ matches }: Route.MetaArgs) {
  return pageHeadingMeta(matches[0].loaderData?.language, "order-product");
}

/**
 * `frame.product-needs-location`: asking for one product with no chosen location redirects
 * to /locations. The chosen location lives in the browser's local storage, which the server
 * cannot read, so this runs in the browser, on the first load too (`hydrate`); the server
 * sends the HydrateFallback below, which already has the page's frame and heading.
 */
export function clientLoader({ url }: Route.ClientLoaderArgs) {
  if (!readStoredLocation()) throw redirect(routePaths.locations);
  return productQueryOf(url.searchParams);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  const { t } = useTranslation("pages");
  return (
    <PageShell page="order-product">
      <LoadingStatus>{t("order-product.loading")}</LoadingStatus>
    </PageShell>
  );
}

export default function OrderProduct({ loaderData }: Route.ComponentProps) {
  return <ProductScreen query={loaderData} />;
}
