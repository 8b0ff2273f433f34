import { AccountShell } from "../features/account/account-shell.tsx";
import { HistoryView } from "../features/account/history-view.tsx";
import { pageHeadingMeta } from "../lib/meta.ts";
import type { Route } from "./+types/account-order-history";

export function meta({ matches }: Route.MetaArgs) {
  return pageHeadingMeta(matches[0].loaderData?.language, "account-order-history");
}

/**
 * `/account/order-history` (members only): recent orders with reorder, save as favorite and
 * details, and the favorite orders (`order.history-list`, `order.reorder-ask-first`,
 * `order.favorites`). `?reorder=<order id>` starts the reorder of that order on load.
 */
export default function Page() {
  return (
    <AccountShell page="account-order-history">
      <HistoryView />
    </AccountShell>
  );
}
