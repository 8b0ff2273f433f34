import { PageShell } from "../features/content/page-shell.tsx";
import { catalogPageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/order-confirm";

export function meta({ matches }: Route.MetaArgs) {
  return catalogPageMeta(matches[0].loaderData?.language, "order-confirm");
}

export default function Page() {
  return <PageShell page="order-confirm" />;
}
