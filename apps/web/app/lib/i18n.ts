import type { i18n as I18n, TFunction } from "i18next";
import i18next from "i18next";

import { brand } from "../brand.ts";
import { namespaces, resources } from "../locales/resources.ts";
import type { Language } from "./language.ts";
import { defaultLanguage, supportedLanguages } from "./language.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: (typeof resources)["en-US"];
    defaultVariables: { brand: string };
  }
}

// The catalogs are small, so they are bundled: no extra request, and the server and the
// client render the same strings on the first pass.

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
    ns: [...namespaces],
    defaultNS: "translation",
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
