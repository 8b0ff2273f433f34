import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";

import type { Language } from "../../lib/language.ts";
import { defaultLanguage, languageParam, toLanguage } from "../../lib/language.ts";

/**
 * English / Español (spec §2 Header): a link to the same page with `?lang=`, which the root
 * loader turns into the `lang` cookie. Each label is the language's own name.
 */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const current = toLanguage(i18n.language) ?? defaultLanguage;
  const target: Language = current === "es" ? "en-US" : "es";
  const search = new URLSearchParams(location.search);
  search.set(languageParam, target);
  return (
    <Link
      className="language-toggle"
      to={{ pathname: location.pathname, search: `?${search.toString()}`, hash: location.hash }}
      lang={target}
      hrefLang={target}
      preventScrollReset
      replace
    >
      {target === "es" ? t("language.spanish") : t("language.english")}
    </Link>
  );
}
