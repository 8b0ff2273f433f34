import { useEffect } from "react";
import { Link } from "react-router";

import { isChunkLoadError, reloadForChunkError } from "../../lib/chunk-reload.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { errorStatus, isNotFound } from "../../lib/route-error.ts";

/** The 404 page (`errors.route-status`): shown for unknown routes and anything else that answers 404. */
function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="error-page error-page--not-found" aria-labelledby="error-page-heading">
      <h1 id="error-page-heading" className="error-page__heading">
        {t("errors.notFound.heading")}
      </h1>
      <p className="error-page__text">{t("errors.notFound.text")}</p>
      <Link className="button button--primary" to="/">
        {t("errors.notFound.homeLink")}
      </Link>
    </section>
  );
}

function GenericErrorPage({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <section className="error-page" aria-labelledby="error-page-heading">
      <p className="error-page__status">{t("errors.generic.status", { status })}</p>
      <h1 id="error-page-heading" className="error-page__heading">
        {t("errors.generic.heading")}
      </h1>
      <p className="error-page__text">{t("errors.generic.text")}</p>
      <Link className="button button--primary" to="/">
        {t("errors.generic.homeLink")}
      </Link>
    </section>
  );
}

/** What an ErrorBoundary shows (`errors.route-status`): the 404 page for 404s, else the status page. */
export function RouteErrorPage({ error }: { error: unknown }) {
  // `frame.chunk-reload`: a page whose code chunk failed to load (a deploy replaced it) reloads, at
  // most once a minute; within the minute this error page stays.
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForChunkError();
  }, [error]);
  return isNotFound(error) ? <NotFoundPage /> : <GenericErrorPage status={errorStatus(error)} />;
}
