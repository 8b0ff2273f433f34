import { useTranslation } from "react-i18next";

import { brand } from "../../brand.ts";

/** The footer frame: brand name and copyright line. */
export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__brand">{brand.chainName}</p>
        {/* The year can differ between server and browser only around New Year's Eve. */}
        <p className="site-footer__legal" suppressHydrationWarning>
          {t("layout.copyright", { year })}
        </p>
      </div>
    </footer>
  );
}
