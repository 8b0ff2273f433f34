import "./page-shell.css";
import "./coming-soon.css";

import { Link } from "react-router";

import { useTranslation } from "../../lib/i18n-react.tsx";
import type { PageKey } from "../../lib/meta.ts";
import { locationsPath, routePaths } from "../../lib/route-names.ts";

/**
 * A page of the route table whose feature is not built yet. It cannot pass for a finished
 * page: a "Coming soon" badge over its heading, a notice that says in words that this part
 * of the site is not available yet, the paths that work today (order, menu, restaurants),
 * and what the page will offer once it is built (its lead in the `pages` namespace).
 */
export function ComingSoon({ page }: { page: PageKey }) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation("pages");
  return (
    <article className="page-shell coming-soon" aria-labelledby="page-heading">
      <header className="page-shell__header">
        <p className="coming-soon__badge">{t("comingSoon.badge")}</p>
        <h1 id="page-heading" className="page-shell__heading">
          {tp(`${page}.title`)}
        </h1>
      </header>
      <div className="coming-soon__notice">
        <p className="coming-soon__text">
          <strong>{t("comingSoon.notice")}</strong> {t("comingSoon.explanation")}
        </p>
        <p className="coming-soon__planned">
          {t("comingSoon.planned", { what: tp(`${page}.lead`) })}
        </p>
      </div>
      <nav className="coming-soon__actions" aria-label={t("comingSoon.actionsLabel")}>
        <Link className="button button--primary" to={locationsPath("pickup")}>
          {t("comingSoon.order")}
        </Link>
        <Link className="button button--outline" to={routePaths.menu}>
          {t("comingSoon.menu")}
        </Link>
        <Link className="button button--outline" to={routePaths.locations}>
          {t("comingSoon.locations")}
        </Link>
      </nav>
    </article>
  );
}
