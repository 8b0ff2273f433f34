import type { i18n as I18n, TFunction } from "i18next";
import i18next from "i18next";

import { brand } from "../brand.ts";
import enUS from "../locales/en-US.json";
import es from "../locales/es.json";
import type { Language } from "./language.ts";
import { defaultLanguage, supportedLanguages } from "./language.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof enUS };
    defaultVariables: { brand: string };
  }
}

// Both catalogs are small, so they are bundled: no loading state, no extra request, and
// the server and the client render the same strings on the first pass.
const resources = {
  "en-US": { translation: enUS },
  es: { translation: es },
};

/**
 * A fresh i18next instance fixed to one language: one per request on the server (so
 * concurrent requests never share a language), one for the page on the client.
 */
export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: supportedLanguages,
    load: "currentOnly",
    resources,
    initAsync: false,
    interpolation: { escapeValue: false, defaultVariables: { brand: brand.chainName } },
    react: { useSuspense: false },
  });
  return instance;
}

// For code that runs outside React (route `meta` functions): getFixedT never changes the
// instance's language, so one shared instance is safe across requests.
const shared = createI18n(defaultLanguage);

export function fixedT(language: Language): TFunction {
  return shared.getFixedT(language);
}
