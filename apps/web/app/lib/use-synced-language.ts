import { useEffect } from "react";

import { useTranslation } from "./i18n-react.tsx";
import type { Language } from "./language.ts";

/**
 * Keeps the page's translator on the language of the root loader. The first render
 * already matches (server and client both start from the request's language); this only
 * acts when a later navigation changes it, e.g. the language toggle's `?lang=`.
 */
export function useSyncedLanguage(language: Language): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);
}
