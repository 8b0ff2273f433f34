import "./strings.ts";
import "./careers.css";

import { Link } from "react-router";

import { useTranslation } from "../../lib/i18n-react.tsx";
import type { Position } from "./careers-types.ts";
import type { Outcome } from "./load-careers.ts";

/** The links of a position: its page and a search of its open jobs. */
export const positionInfoPath = (slug: string) =>
  `/positions/info?position=${encodeURIComponent(slug)}`;
export const positionSearchPath = (slug: string) => `/careers?position=${encodeURIComponent(slug)}`;

/**
 * `/positions` (`careers-web.positions`): every position type with its summary and its open
 * jobs, each linking to its page and to a search of its jobs.
 */
export function PositionsView({ positions }: { positions: Outcome<Position[]> }) {
  const { t } = useTranslation("careers");
  if (!positions.ok) {
    return (
      <p className="careers-error" role="alert">
        {positions.errors.join(" ") || t("results.failed")}
      </p>
    );
  }
  if (positions.value.length === 0) return <p>{t("positions.none")}</p>;
  return (
    <ul className="positions-list">
      {positions.value.map((p) => (
        <li key={p.slug} className="position-card" data-testid="position">
          <h2 className="position-card__name">{p.name}</h2>
          <p>{p.summary}</p>
          <p className="position-card__open">{t("positions.open", { count: p.open_jobs })}</p>
          <p className="position-card__links">
            <Link
              to={positionInfoPath(p.slug)}
              aria-label={t("positions.aboutLabel", { position: p.name })}
            >
              {t("positions.about")}
            </Link>
            {p.open_jobs > 0 && (
              <Link
                to={positionSearchPath(p.slug)}
                aria-label={t("positions.searchLabel", { position: p.name, count: p.open_jobs })}
              >
                {t("positions.search")}
              </Link>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** `/positions/info?position=<slug>`: one position, its description and a search of its jobs. */
export function PositionInfoView({ position }: { position: Position }) {
  const { t } = useTranslation("careers");
  return (
    <article className="job-page" aria-labelledby="position-heading">
      <p className="job-page__back">
        <Link to="/positions">{t("positions.back")}</Link>
      </p>
      <header className="job-page__header">
        <h1 id="position-heading">{position.name}</h1>
        <p className="job-page__position">{position.summary}</p>
      </header>
      <p className="job-page__description">{position.description}</p>
      <p className="position-card__open">{t("positions.open", { count: position.open_jobs })}</p>
      <p>
        <Link className="button button--primary" to={positionSearchPath(position.slug)}>
          {t("positions.searchThis", { position: position.name })}
        </Link>
      </p>
    </article>
  );
}
