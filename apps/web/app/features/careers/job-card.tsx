import type { ReactNode } from "react";
import { Link } from "react-router";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { formatDistance, payRange } from "./careers-rules.ts";
import type { JobSummary } from "./careers-types.ts";

/** The pay line of a job: "$12.00–$15.00 an hour", or that it is not listed. */
export function PayText({ min, max }: { min: number | null; max: number | null }) {
  const { t } = useTranslation("careers");
  const pay = payRange(min, max);
  return <>{t(`pay.${pay.kind}`, { amount: pay.amount })}</>;
}

/**
 * A job's facts, as its card and its page show them: the restaurant with its address, what
 * `extra` adds after it (the card's distance), the employment type, the pay, and what `after`
 * adds last (the page's posting date). `whereId` names the restaurant's line for a link that
 * points at it.
 */
export function JobFacts({
  job,
  className = "job-card__facts",
  whereId,
  extra,
  after,
}: {
  job: Pick<JobSummary, "location" | "employment_type" | "pay_min_cents" | "pay_max_cents">;
  className?: string;
  whereId?: string;
  extra?: ReactNode;
  after?: ReactNode;
}) {
  const { t } = useTranslation("careers");
  const where = job.location;
  return (
    <dl className={className}>
      <div>
        <dt>{t("job.restaurant")}</dt>
        <dd id={whereId}>
          {where.name}
          <span className="job-card__address">
            {`${where.street_address}, ${where.city}, ${where.state} ${where.zip}`}
          </span>
        </dd>
      </div>
      {extra}
      <div>
        <dt>{t("job.type")}</dt>
        <dd>{t(`employment.${job.employment_type}`)}</dd>
      </div>
      <div>
        <dt>{t("job.pay")}</dt>
        <dd>
          <PayText min={job.pay_min_cents} max={job.pay_max_cents} />
        </dd>
      </div>
      {after}
    </dl>
  );
}

/** The path of a job's page. */
export const jobPath = (id: number) => `/careers/jobs/${id}`;

/** One job of the results: title (its link), position, restaurant, address, distance, type, pay. */
export function JobCard({ job }: { job: JobSummary }) {
  const { t } = useTranslation("careers");
  const distance = formatDistance(job.distance_miles);
  return (
    <li className="job-card" data-testid="job-result">
      <h3 className="job-card__title">
        {/* Several jobs may share a title: the link is described by its restaurant. */}
        <Link to={jobPath(job.id)} aria-describedby={`job-${job.id}-where`}>
          {job.title}
        </Link>
      </h3>
      <p className="job-card__position">{job.position.name}</p>
      <JobFacts
        job={job}
        whereId={`job-${job.id}-where`}
        extra={
          distance && (
            <div>
              <dt>{t("job.distance")}</dt>
              <dd>{t("job.away", { distance })}</dd>
            </div>
          )
        }
      />
    </li>
  );
}
