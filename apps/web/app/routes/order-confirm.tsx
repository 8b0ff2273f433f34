import { useSearchParams } from "react-router";

import { CartTotals } from "../features/cart/cart-totals.tsx";
import { ConfirmView } from "../features/confirm/confirm-view.tsx";
import { loadStatusTexts } from "../features/confirm/load-status-texts.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { pageHeadingMeta } from "../lib/meta.ts";
import type { Route } from "./+types/order-confirm";

// The tracker's status names and descriptions from the order-statuses story (`order.status-texts`).
export async function loader({ context }: Route.LoaderArgs) {
  return { statusTexts: await loadStatusTexts(context) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageHeadingMeta(matches[0].loaderData?.language, "order-confirm");
}

/**
 * `/order/confirm?id=…`: the placed order, its live status (`order.tracking-steps`) and what to
 * do next.
 */
export default function Page({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { i18n } = useTranslation("confirm");
  const id = params.get("id");
  return (
    <ConfirmView
      orderId={id && id.trim() !== "" ? id.trim() : null}
      statusTexts={loaderData.statusTexts[i18n.language]}
      renderTotals={(order) => (
        <CartTotals totals={order.totals} delivery={order.handoff === "dispatch"} />
      )}
    />
  );
}
