import "./strings.ts";
import "./auth.css";

import type { ReactNode } from "react";

import { useTranslation } from "../../lib/i18n-react.tsx";
import type { PageKey } from "../../lib/meta.ts";

/** The frame of the sign-in pages: the page heading and lead (the `pages` namespace), then the form. */
export function AuthPage({ page, children }: { page: PageKey; children: ReactNode }) {
  const { t } = useTranslation("pages");
  return (
    <article className="auth-page" aria-labelledby="page-heading">
      <header className="auth-page__header">
        <h1 id="page-heading" className="auth-page__heading">
          {t(`${page}.title`)}
        </h1>
        <p className="auth-page__lead">{t(`${page}.lead`)}</p>
      </header>
      <div className="auth-card">{children}</div>
    </article>
  );
}
