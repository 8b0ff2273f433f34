// React bindings of the translator (lib/i18n.ts): a provider for the page's (or the
// request's) instance and `useTranslation(ns)`, which re-renders on a language change.
import { createContext, type ReactNode, use, useMemo, useSyncExternalStore } from "react";

import type { Namespace } from "../locales/resources.ts";
import type { I18n, TFunction } from "./i18n.ts";
import { createI18n, ensureNamespace } from "./i18n.ts";
import type { Language } from "./language.ts";
import { defaultLanguage } from "./language.ts";

type I18nContextValue = { i18n: I18n; language: Language };

// Without a provider (a component rendered on its own in a test): en-US.
const fallback = createI18n(defaultLanguage);
const I18nContext = createContext<I18nContextValue>({ i18n: fallback, language: defaultLanguage });

export function I18nProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  const language = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  const value = useMemo(() => ({ i18n, language }), [i18n, language]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

/**
 * The translator of a namespace ("translation" by default) in the page's current language.
 * A feature's namespace that is not loaded yet suspends the component until it is (the
 * first screen of a feature; `i18n.on-demand`): during hydration React keeps the server's HTML,
 * during a navigation the previous screen, so no key ever shows untranslated.
 */
export function useTranslation<N extends Namespace = "translation">(
  ns?: N,
): { t: TFunction<N>; i18n: I18n } {
  const { i18n, language } = use(I18nContext);
  const namespace = (ns ?? "translation") as N;
  // Called on every render (a loaded namespace's promise is already fulfilled): React
  // replays a suspended render and expects the same `use` calls in it.
  use(ensureNamespace(language, namespace) as Promise<void>);
  const t = i18n.getFixedT(language, namespace);
  return { t, i18n };
}
