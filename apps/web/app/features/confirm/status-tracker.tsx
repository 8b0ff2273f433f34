import "./strings.ts";

import { useTranslation } from "../../lib/i18n-react.tsx";
import type { OrderHandoff } from "../../lib/order/order-model.ts";
import { currentStepIndex, statusSteps, type StepStatus } from "./confirm-rules.ts";
import type { LiveMode } from "./live-status.ts";
import type { StatusTexts } from "./status-texts.ts";

/**
 * The progress tracker (`order.tracking-steps`): the order's steps for its handoff, those
 * passed marked done, the current one with aria-current="step". The current step is
 * announced politely (a live region) whenever it changes, without moving focus. Names and the
 * current step's description come from the order-statuses story where it gives them, else the
 * built-in words (`order.status-texts`).
 */
export function StatusTracker({
  handoff,
  status,
  checking,
  mode = null,
  texts = {},
}: {
  handoff: OrderHandoff;
  status: string | null;
  checking: boolean;
  /** How changes arrive: the live stream or polling (`order.tracker-sse-fallback`). */
  mode?: LiveMode | null;
  /** The order-statuses story's words, in the page's language. */
  texts?: StatusTexts;
}) {
  const { t } = useTranslation("confirm");
  const steps = statusSteps(handoff);
  const current = status === null ? -1 : currentStepIndex(handoff, status);
  const canceled = status === "canceled";
  const stepName = (step: StepStatus) =>
    texts[step]?.name || t(`status.steps.${step}` as "status.steps.ready");
  const stepDescription = (step: StepStatus) =>
    texts[step]?.description || t(`status.descriptions.${step}` as "status.descriptions.ready");
  const currentStep = current >= 0 ? steps[current] : undefined;

  return (
    <section
      className="confirm-card confirm-status"
      aria-labelledby="confirm-status-heading"
      data-live={mode ?? ""}
    >
      <h2 id="confirm-status-heading" className="confirm-card__heading">
        {t("status.heading")}
      </h2>
      <p
        className="confirm-status__live"
        role="status"
        aria-live="polite"
        data-testid="status-live"
      >
        {canceled
          ? t("status.canceled")
          : currentStep
            ? t("status.announce", { step: stepName(currentStep) })
            : checking
              ? t("status.checking")
              : ""}
      </p>
      {!canceled && currentStep && (
        <p className="confirm-status__description" data-testid="status-description">
          {stepDescription(currentStep)}
        </p>
      )}
      {!canceled && (
        <ol
          className="confirm-steps"
          aria-label={t("status.progress")}
          data-testid="status-steps"
          data-status={status ?? ""}
        >
          {steps.map((step, i) => {
            const state = i < current ? "done" : i === current ? "current" : "upcoming";
            return (
              <li
                key={step}
                className={`confirm-steps__step confirm-steps__step--${state}`}
                aria-current={state === "current" ? "step" : undefined}
                data-step={step}
              >
                <span className="confirm-steps__dot" aria-hidden="true">
                  {state === "done" ? "✓" : i + 1}
                </span>
                <span className="confirm-steps__label">{stepName(step)}</span>
                <span className="visually-hidden">
                  {` (${t(state === "done" ? "status.done" : state === "current" ? "status.current" : "status.upcoming")})`}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
