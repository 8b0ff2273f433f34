import "./strings.ts";

import { type FormEvent, useId, useState } from "react";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { formatMoney } from "../../lib/money.ts";
import {
  addToOrderPath,
  checkGuests,
  type GuestCheck,
  guestLimits,
  type Pack,
  type Plan,
  planForGuests,
} from "./catering-rules.ts";
import { SiteLink } from "./site-link.tsx";
import type { CateringSite } from "./use-catering-site.ts";

type Outcome =
  | { kind: "plan"; plan: Plan }
  | { kind: "none" }
  | { kind: "error"; reason: Extract<GuestCheck, { ok: false }>["reason"] };

const errorKeys = {
  empty: "headcount.errorEmpty",
  whole: "headcount.errorWhole",
  range: "headcount.errorRange",
} as const;

/**
 * The headcount helper (`catering-home.headcount`): a number of guests, then the cheapest packs
 * that feed them, with an "Add to my order" link (`catering-home.add-link`). The plan is read
 * out by a polite live region; a wrong number is named next to the field, which keeps focus.
 */
export function HeadcountHelper({ packs, site }: { packs: readonly Pack[]; site: CateringSite }) {
  const { t } = useTranslation("catering");
  const id = useId();
  const [value, setValue] = useState("");
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const canPlan = packs.some((p) => p.serves !== null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkGuests(value);
    if (!check.ok) {
      setOutcome({ kind: "error", reason: check.reason });
      return;
    }
    const plan = planForGuests(packs, check.guests);
    setOutcome(plan ? { kind: "plan", plan } : { kind: "none" });
  };

  const error = outcome?.kind === "error" ? t(errorKeys[outcome.reason]) : null;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <section className="catering-headcount" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="catering-home__section-title">
        {t("headcount.title")}
      </h2>
      <p className="catering-headcount__lead">{t("headcount.lead")}</p>
      {canPlan ? (
        <form className="catering-headcount__form" onSubmit={onSubmit} noValidate>
          <div className="catering-headcount__field">
            <label htmlFor={`${id}-guests`} className="catering-headcount__label">
              {t("headcount.label")}
            </label>
            <input
              id={`${id}-guests`}
              name="guests"
              type="number"
              inputMode="numeric"
              min={guestLimits.min}
              max={guestLimits.max}
              step={1}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${errorId} ${hintId}` : hintId}
              className="catering-headcount__input"
            />
            <p id={hintId} className="catering-headcount__hint">
              {t("headcount.hint")}
            </p>
            {error && (
              <p id={errorId} className="catering-headcount__error">
                {error}
              </p>
            )}
          </div>
          <button type="submit" className="button button--primary">
            {t("headcount.submit")}
          </button>
        </form>
      ) : (
        <p className="catering-headcount__unavailable">{t("headcount.unavailable")}</p>
      )}
      <div role="status" aria-live="polite" className="catering-headcount__result">
        {outcome?.kind === "plan" && <PlanView plan={outcome.plan} site={site} />}
        {outcome?.kind === "none" && <p>{t("headcount.noPlan")}</p>}
      </div>
    </section>
  );
}

function PlanView({ plan, site }: { plan: Plan; site: CateringSite }) {
  const { t } = useTranslation("catering");
  return (
    <div className="catering-plan">
      <h3 className="catering-plan__title">{t("headcount.planTitle", { count: plan.guests })}</h3>
      <ul className="catering-plan__lines">
        {plan.lines.map((line) => (
          <li key={line.pack.sku}>
            {t("headcount.line", { quantity: line.quantity, name: line.pack.name })}
          </li>
        ))}
      </ul>
      <p className="catering-plan__feeds">{t("headcount.feedsTotal", { count: plan.feeds })}</p>
      <dl className="catering-plan__figures">
        <div>
          <dt>{t("headcount.total")}</dt>
          <dd>{formatMoney(plan.totalCents / 100)}</dd>
        </div>
        <div>
          <dt>{t("headcount.perPerson")}</dt>
          <dd>{formatMoney(plan.perGuestCents / 100)}</dd>
        </div>
      </dl>
      <p className="catering-plan__note">{t("headcount.estimateNote")}</p>
      <SiteLink
        base={site.base}
        to={addToOrderPath(plan.lines, site.hasLocation)}
        className="button button--primary"
      >
        {t("headcount.add")}
      </SiteLink>
    </div>
  );
}
