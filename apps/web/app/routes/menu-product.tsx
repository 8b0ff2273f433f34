import { data } from "react-router";

import { loadPublicMenu } from "../features/menu/load-menu.ts";
import { findPublicProduct } from "../features/menu/public-product-rules.ts";
import { PublicProductView } from "../features/menu/public-product-view.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/menu-product";

// `/menu/product?id=<sku>` (`menu.public-product`): one item of the public menu, rendered on the
// server without a chosen restaurant; 404 when the menu has no such item.
export async function loader({ request, context }: Route.LoaderArgs) {
  const menu = await loadPublicMenu(request, context);
  const found = findPublicProduct(menu, new URL(request.url).searchParams.get("id"));
  if (!found) throw data("This item is not on our menu.", { status: 404 });
  return found;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(matches[0].loaderData?.language, {
    title: loaderData?.product.name,
    description: loaderData?.product.description,
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PublicProductView product={loaderData.product} category={loaderData.category} />;
}
