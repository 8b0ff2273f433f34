import type { BackendModule, i18n as I18n, Resource, TFunction } from "i18next";
import i18next from "i18next";

import { brand } from "../brand.ts";
import {
  enResources,
  type LanguageResources,
  loadResources,
  namespaces,
  type resources,
} from "../locales/resources.ts";
import type { Language } from "./language.ts";
import { defaultLanguage, supportedLanguages } from "./language.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: (typeof resources)["en-US"];
    defaultVariables: { brand: string };
  }
}

// The default language's catalogs are bundled; the other language's load on demand
// (decision 014), before the first render that needs them: `ensureLanguage` on the server
// before rendering and in the browser before hydrating, so server and client render the
// same strings on the first pass. A later language change loads them through the backend.
const loaded = new Map<Language, LanguageResources>([[defaultLanguage, enResources]]);
const loading = new Map<Language, Promise<LanguageResources>>();
// In the browser: the page's instance, given a language as soon as it loads, so that a
// language change after it (useSyncedLanguage) is as immediate as with bundled catalogs.
// (The server makes an instance per request after the load: none is kept.)
const pageInstances = new Set<I18n>();

/** Loads a language's catalogs once; every instance made afterwards has them at once. */
export function ensureLanguage(language: Language): Promise<void> {
  if (loaded.has(language)) return Promise.resolve();
  let promise = loading.get(language);
  if (!promise) {
    promise = loadResources(language).then((catalogs) => {
      loaded.set(language, catalogs);
      for (const instance of [shared, ...pageInstances]) {
        for (const [ns, catalog] of Object.entries(catalogs)) {
          instance.addResourceBundle(language, ns, catalog, true, true);
        }
      }
      return catalogs;
    });
    promise.catch(() => loading.delete(language));
    loading.set(language, promise);
  }
  return promise.then(() => undefined);
}

/** Whether a language's catalogs are loaded (a render in that language needs no wait). */
export function isLanguageLoaded(language: Language): boolean {
  return loaded.has(language);
}

function loadedResources(): Resource {
  return Object.fromEntries(loaded) as unknown as Resource;
}

/** i18next's way to a language it does not have yet (a language change after the first render). */
const onDemand: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const wanted = supportedLanguages.find((l) => l === language);
    if (!wanted) {
      callback(null, {});
      return;
    }
    ensureLanguage(wanted).then(
      () => callback(null, loaded.get(wanted)?.[namespace as keyof LanguageResources] ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/**
 * A fresh i18next instance fixed to one language: one per request on the server (so
 * concurrent requests never share a language), one for the page on the client. The
 * language's catalogs must be loaded (`ensureLanguage`) for the first render to have them.
 */
export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(onDemand).init({
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: supportedLanguages,
    load: "currentOnly",
    resources: loadedResources(),
    // The bundled resources are not all of them: languages not loaded yet go to the backend.
    partialBundledLanguages: true,
    ns: [...namespaces],
    defaultNS: "translation",
    initAsync: false,
    interpolation: { escapeValue: false, defaultVariables: { brand: brand.chainName } },
    react: { useSuspense: false },
  });
  if (typeof document !== "undefined") pageInstances.add(instance);
  return instance;
}

// For code that runs outside React (route `meta` functions): getFixedT never changes the
// instance's language, so one shared instance is safe across requests. A language is added
// to it when it loads.
const shared = createI18n(defaultLanguage);

export function fixedT(language: Language): TFunction {
  return shared.getFixedT(language);
}
