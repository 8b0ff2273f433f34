import "./strings.ts";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { type OrderStep, orderSteps } from "./order-steps-rules.ts";

/**
 * The order flow's steps ("1 Restaurant · 2 How you get it · 3 Menu"): a numbered list, the
 * current step marked `aria-current="step"`, the ones before it marked done for screen
 * readers as well as by their look.
 */
export function StepIndicator({ current }: { current: OrderStep }) {
  const { t } = useTranslation("orderSteps");
  const at = orderSteps.indexOf(current);
  return (
    <ol className="order-steps" aria-label={t("steps.label")}>
      {orderSteps.map((step, index) => {
        const state = index < at ? "done" : index === at ? "current" : "next";
        return (
          <li
            key={step}
            className={`order-steps__step order-steps__step--${state}`}
            aria-current={state === "current" ? "step" : undefined}
          >
            <span className="order-steps__number" aria-hidden="true">
              {state === "done" ? "✓" : index + 1}
            </span>
            <span className="order-steps__name">{t(`steps.${step}`)}</span>
            {state === "done" && <span className="visually-hidden"> ({t("steps.done")})</span>}
          </li>
        );
      })}
    </ol>
  );
}
