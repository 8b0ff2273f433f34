import "../features/confirm/confirm.css";

import { CartTotals } from "../features/cart/cart-totals.tsx";
import { loadStatusTexts } from "../features/confirm/load-status-texts.ts";
import { CancelOrder, CurbsideArrival } from "../features/confirm/order-actions.tsx";
import { OrderDetails } from "../features/confirm/order-details.tsx";
import { StatusTracker } from "../features/confirm/status-tracker.tsx";
import { useOrderTracking } from "../features/confirm/use-order-tracking.ts";
import { AppConfirm } from "../features/in-app/app-confirm.tsx";
import { confirmLinkOf } from "../features/in-app/in-app-rules.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { pageHeadingMeta } from "../lib/meta.ts";
import { pageContextOf } from "../lib/page-context.ts";
import type { Route } from "./+types/app-confirm";

/**
 * `inapp.confirm-link`: the order of `id`; the return address becomes "Back to the app" only
 * when the server allows it (`inapp.redirect-allowed`). The tracker's words come from the
 * order-statuses story (`order.status-texts`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const link = confirmLinkOf(new URL(request.url).searchParams);
  const back =
    link.redirectUri !== null && pageContextOf(context).app?.redirectAllowed(link.redirectUri)
      ? link.redirectUri
      : null;
  return { orderId: link.orderId, back, statusTexts: await loadStatusTexts(context) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageHeadingMeta(matches[0].loaderData?.language, "app-confirm"),
    { name: "robots", content: "noindex" },
  ];
}

/** `/app/confirm?id=…`: the placed order in the app's web view, with its live status. */
export default function Page({ loaderData }: Route.ComponentProps) {
  const { i18n } = useTranslation("inApp");
  const { state, location, status, mode, retry, applyStatus } = useOrderTracking(
    loaderData.orderId,
  );
  const texts = loaderData.statusTexts[i18n.language];
  return (
    <AppConfirm
      state={state}
      back={loaderData.back}
      onRetry={retry}
      renderStatus={(order) => (
        <div className="confirm__main">
          <StatusTracker
            handoff={order.handoff}
            status={status?.status ?? null}
            checking={status === null}
            mode={mode}
            {...(texts && { texts })}
          />
          <div className="confirm__actions">
            <CurbsideArrival
              orderId={order.id}
              handoff={order.handoff}
              status={status}
              onStatus={applyStatus}
            />
            <CancelOrder orderId={order.id} status={status} onStatus={applyStatus} />
          </div>
          <OrderDetails order={order} location={location} readyAt={status?.ready_at ?? null} />
        </div>
      )}
      renderTotals={(order) => (
        <CartTotals totals={order.totals} delivery={order.handoff === "dispatch"} />
      )}
    />
  );
}
