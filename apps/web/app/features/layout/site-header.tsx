import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import { brand } from "../../brand.ts";
import { LanguageToggle } from "./language-toggle.tsx";

/** The header frame: skip link, logo and name (home link), language toggle. */
export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t("layout.skipToMain")}
      </a>
      <div className="site-header__inner">
        <Link to="/" className="brand-link" aria-label={t("layout.homeLink")}>
          <img className="brand-link__logo" src={brand.logo} alt="" width={44} height={44} />
          <span className="brand-link__name">{brand.chainName}</span>
        </Link>
        <LanguageToggle />
      </div>
    </header>
  );
}
