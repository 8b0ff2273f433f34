import "../features/locations/locations.css";
import "../features/order-steps/order-steps.css";

import { useSearchParams } from "react-router";

import { PageShell } from "../features/content/page-shell.tsx";
import { DeliveryForm } from "../features/locations/delivery-form.tsx";
import { HandoffStep } from "../features/order-steps/handoff-step.tsx";
import {
  afterType,
  locationStepPath,
  safeNext,
} from "../features/order-steps/order-steps-rules.ts";
import { StepIndicator } from "../features/order-steps/step-indicator.tsx";
import {
  useRestaurantGate,
  useSendToRestaurantStep,
} from "../features/order-steps/use-restaurant-gate.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { pageHeadingMeta } from "../lib/meta.ts";
import type { Route } from "./+types/order-type";

// `/order/type` (route name order-type): the order flow's handoff step, on both channels.
// The restaurant lives in the browser's storage, so the choices come after hydration; a
// visitor without a restaurant goes to the restaurant step (`order-steps.no-restaurant`).

export function meta({ matches }: Route.MetaArgs) {
  return pageHeadingMeta(matches[0].loaderData?.language, "order-type");
}

export default function OrderType() {
  const { t } = useTranslation("orderSteps");
  const [search] = useSearchParams();
  const next = safeNext(search.get("next"));
  const gate = useRestaurantGate();
  useSendToRestaurantStep(gate.status === "none", next);
  return (
    <PageShell page="order-type">
      <div className="order-step">
        <StepIndicator current="handoff" />
        {gate.status === "ready" ? (
          <HandoffStep
            key={gate.location.id}
            location={gate.location}
            next={next}
            deliveryForm={
              <DeliveryForm next={afterType(next)} pickupHref={locationStepPath(next)} />
            }
          />
        ) : (
          <p role="status" className="order-step__status">
            {gate.status === "none" ? t("redirecting") : t("type.loading")}
          </p>
        )}
      </div>
    </PageShell>
  );
}
