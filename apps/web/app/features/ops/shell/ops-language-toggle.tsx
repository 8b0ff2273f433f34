import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import type { Language } from "../../../lib/language.ts";
import { defaultLanguage, languageParam, toLanguage } from "../../../lib/language.ts";
import { waitForLanguage } from "../../../lib/language-wait.ts";

/**
 * English / Español on the staff pages: a link to the same page with `?lang=` (the root loader
 * remembers it in the `lang` cookie, as on the customer pages). Each label is the language's
 * own name, marked with its language.
 */
export function OpsLanguageToggle() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const [pending, setPending] = useState<Language | null>(null);

  useEffect(() => {
    if (!pending) return;
    const wait = waitForLanguage(() => i18n.language, pending);
    void wait.done.then((result) => {
      if (result !== "cancelled") setPending(null);
    });
    return () => wait.cancel();
  }, [pending, i18n]);

  const current = toLanguage(i18n.language) ?? defaultLanguage;
  const target: Language = current === "es" ? "en-US" : "es";
  const search = new URLSearchParams(location.search);
  search.set(languageParam, target);
  return (
    <Link
      className="ops-button ops-button--quiet"
      to={{ pathname: location.pathname, search: `?${search.toString()}` }}
      lang={target}
      hrefLang={target}
      replace
      preventScrollReset
      aria-busy={pending !== null || undefined}
      onClick={() => setPending(target)}
    >
      {target === "es" ? t("language.spanish") : t("language.english")}
    </Link>
  );
}
