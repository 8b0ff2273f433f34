import { PageShell } from "../features/content/page-shell.tsx";
import { catalogPageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/order-checkout";

export function meta({ matches }: Route.MetaArgs) {
  return catalogPageMeta(matches[0].loaderData?.language, "order-checkout");
}

export default function Page() {
  return <PageShell page="order-checkout" />;
}
