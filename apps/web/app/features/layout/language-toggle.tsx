import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";

import { useTranslation } from "../../lib/i18n-react.tsx";
import type { Language } from "../../lib/language.ts";
import { defaultLanguage, languageParam, toLanguage } from "../../lib/language.ts";
import { waitForLanguage } from "../../lib/language-wait.ts";

/**
 * English / Español (`i18n.choice`; header and mobile menu): a link to the same page with `?lang=`,
 * which the root loader turns into the `lang` cookie. Each label is the language's own
 * name. While switching (`i18n.switch-wait`) it shows a busy state until the translator reports the
 * new language or 5 s pass, checked every 100 ms.
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { t, i18n } = useTranslation("frame");
  const { t: tShell } = useTranslation();
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
  const busy = pending !== null;
  return (
    <Link
      className={`language-toggle ${className ?? ""}`}
      to={{ pathname: location.pathname, search: `?${search.toString()}`, hash: location.hash }}
      lang={target}
      hrefLang={target}
      preventScrollReset
      replace
      aria-busy={busy || undefined}
      data-busy={busy || undefined}
      onClick={() => setPending(target)}
    >
      <span className="language-toggle__label">
        {target === "es" ? tShell("language.spanish") : tShell("language.english")}
      </span>
      <span className="language-toggle__spinner" aria-hidden="true" />
      {busy && (
        <span className="visually-hidden" lang={current}>
          {t("language.switching")}
        </span>
      )}
    </Link>
  );
}
