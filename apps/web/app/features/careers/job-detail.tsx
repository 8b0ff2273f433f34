import "./strings.ts";
import "./careers.css";

import { Link } from "react-router";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { ApplicationForm } from "./application-form.tsx";
import type { JobDetail } from "./careers-types.ts";
import { JobFacts } from "./job-card.tsx";

/**
 * One job (`careers-web.job-page`): title, position, restaurant and address, type and pay, the
 * description and the position's, then the application form; a closed job says so and offers
 * the search instead of the form.
 */
export function JobDetailView({ job }: { job: JobDetail }) {
  const { t, i18n } = useTranslation("careers");
  const posted = new Date(job.posted_at);
  const postedText = Number.isNaN(posted.getTime())
    ? ""
    : new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" }).format(posted);
  return (
    <article className="job-page" aria-labelledby="job-heading">
      <p className="job-page__back">
        <Link to="/careers">{t("job.back")}</Link>
      </p>
      <header className="job-page__header">
        <h1 id="job-heading">{job.title}</h1>
        <p className="job-page__position">{job.position.name}</p>
      </header>
      {job.status === "closed" && (
        <p className="job-page__closed" role="note">
          {t("job.closed")}
        </p>
      )}
      <JobFacts
        job={job}
        className="job-card__facts job-page__facts"
        after={
          postedText && (
            <div>
              <dt>{t("job.posted")}</dt>
              <dd>{postedText}</dd>
            </div>
          )
        }
      />
      <section className="job-page__text" aria-labelledby="job-about">
        <h2 id="job-about">{t("job.about")}</h2>
        <p className="job-page__description">{job.description}</p>
        {job.position.description && (
          <>
            <h3>{t("job.aboutPosition", { position: job.position.name })}</h3>
            <p className="job-page__description">{job.position.description}</p>
          </>
        )}
      </section>
      {job.status === "open" ? (
        <section className="job-page__apply" aria-labelledby="job-apply">
          <h2 id="job-apply">{t("apply.title")}</h2>
          <ApplicationForm job={job} />
        </section>
      ) : (
        <p>
          <Link
            className="button button--primary"
            to={`/careers?position=${encodeURIComponent(job.position.slug)}`}
          >
            {t("job.searchOthers", { position: job.position.name })}
          </Link>
        </p>
      )}
    </article>
  );
}
