import { useEffect, useState } from "react";
import { useLocation } from "react-router";

import { useTranslation } from "./i18n-react.tsx";
import type { Language } from "./language.ts";
import { defaultLanguage, languageParam, toLanguage } from "./language.ts";
import { waitForLanguage } from "./language-wait.ts";

/**
 * The English / Español switch of a page (`i18n.choice`): the other language, its own name, the
 * same page with `?lang=` (which the root loader turns into the `lang` cookie), and a busy state
 * from `start` until the translator reports the new language or the wait gives up
 * (`i18n.switch-wait`).
 */
export function useLanguageSwitch() {
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
  return {
    current,
    target,
    /** The current page's path and query with `?lang=` set to the other language. */
    pathname: location.pathname,
    search: `?${search.toString()}`,
    hash: location.hash,
    /** The other language's name, in that language. */
    label: target === "es" ? t("language.spanish") : t("language.english"),
    busy: pending !== null,
    start: () => setPending(target),
  };
}
