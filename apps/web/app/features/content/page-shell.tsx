import "./page-shell.css";

import type { ReactNode } from "react";

import { useTranslation } from "../../lib/i18n-react.tsx";
import type { PageKey } from "../../lib/meta.ts";

/**
 * The shell of a built page of the route table: its `<h1>` and a lead saying what the page is
 * for, both from the `pages` namespace, then the page's own content. Server-rendered, so
 * every page has its heading in the HTML before any script runs.
 */
export function PageShell({ page, children }: { page: PageKey; children?: ReactNode }) {
  const { t } = useTranslation("pages");
  return (
    <article className="page-shell" aria-labelledby="page-heading">
      <header className="page-shell__header">
        <h1 id="page-heading" className="page-shell__heading">
          {t(`${page}.title`)}
        </h1>
        <p className="page-shell__lead">{t(`${page}.lead`)}</p>
      </header>
      {children}
    </article>
  );
}
