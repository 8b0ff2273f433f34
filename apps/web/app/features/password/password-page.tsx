import "./password.css";

import type { ReactNode } from "react";

import { useTranslation } from "../../lib/i18n-react.tsx";
import type { PageKey } from "../../lib/meta.ts";

/** The frame of the password pages: the page's heading and lead (`pages` namespace), then the form. */
export function PasswordPage({ page, children }: { page: PageKey; children: ReactNode }) {
  const { t } = useTranslation("pages");
  return (
    <article className="password-page" aria-labelledby="page-heading">
      <h1 id="page-heading" className="password-page__heading">
        {t(`${page}.title`)}
      </h1>
      <p className="password-page__lead">{t(`${page}.lead`)}</p>
      {children}
    </article>
  );
}
