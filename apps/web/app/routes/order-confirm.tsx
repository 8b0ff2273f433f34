import { useSearchParams } from "react-router";

import { CartTotals } from "../features/cart/cart-totals.tsx";
import { ConfirmView } from "../features/confirm/confirm-view.tsx";
import { pageHeadingMeta } from "../lib/meta.ts";
import type { Route } from "./+types/order-confirm";

export function meta({ matches }: Route.MetaArgs) {
  return pageHeadingMeta(matches[0].loaderData?.language, "order-confirm");
}

/**
 * `/order/confirm?id=…`: the placed order, its live status (`order.tracking-steps`) and what to
 * do next.
 */
export default function Page() {
  const [params] = useSearchParams();
  const id = params.get("id");
  return (
    <ConfirmView
      orderId={id && id.trim() !== "" ? id.trim() : null}
      renderTotals={(order) => (
        <CartTotals totals={order.totals} delivery={order.handoff === "dispatch"} />
      )}
    />
  );
}
