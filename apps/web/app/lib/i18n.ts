// The site's translator (`i18n.translate`, `i18n.same-keys`, `i18n.on-demand`;
// docs/decisions/017-own-translator-instead-of-i18next.md): translations per namespace
// and language, `{{name}}` interpolation, plurals by `count` (`_zero`, then the language's
// Intl.PluralRules category, then `_other`), en-US as the fallback, `defaultValue`, and the
// brand as a default variable. Written here rather than taken from i18next, whose runtime
// was 18 KB gzip of every page's first load for these few features (over the first-load budget
// of docs/decisions/014-ssr-cache-and-budgets.md).
import { brand } from "../brand.ts";
import {
  bundled,
  coreNamespaces,
  type LanguageResources,
  loadTranslations,
  type Namespace,
  namespaces,
  type Translations,
} from "../locales/resources.ts";
import type { Language } from "./language.ts";
import { defaultLanguage, toLanguage } from "./language.ts";

/** "a.b.c" for every string leaf of a namespace's translations. */
type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type PluralSuffix = "zero" | "one" | "two" | "few" | "many" | "other";
/** A plural key is also reachable by its base name (`header.cart` for `header.cart_one`). */
type WithPluralBase<K> = K extends `${infer Base}_${PluralSuffix}` ? Base | K : K;

/** Every key of a namespace of the en-US translations (the es ones have the same keys, by test). */
type TranslationKey<N extends Namespace> = WithPluralBase<Leaves<LanguageResources[N]>>;

type TranslateOptions = {
  /** Picks the plural form and is available as `{{count}}`. */
  count?: number;
  /** Shown when no translations have the key (instead of the key). */
  defaultValue?: string;
  [variable: string]: unknown;
};

/** Translates a key of namespace N, or of another namespace named with `ns`. */
export interface TFunction<N extends Namespace = "translation"> {
  (key: TranslationKey<N>, options?: TranslateOptions & { ns?: N }): string;
  <M extends Namespace>(key: TranslationKey<M>, options: TranslateOptions & { ns: M }): string;
  /** A key built at run time (an allergen, a card brand) with the text to show when absent. */
  (key: string, options: TranslateOptions & { defaultValue: string; ns?: N }): string;
}

/** The untyped shape every TFunction has at run time. */
type Translator = (key: string, options?: TranslateOptions) => string;

/** One translator fixed to a language at a time; a language change notifies subscribers. */
export type I18n = {
  readonly language: Language;
  t: TFunction;
  /** A translator of one language and namespace (stable: the same function each time). */
  getFixedT<N extends Namespace = "translation">(language: Language, ns?: N): TFunction<N>;
  /** Loads the language's translations if needed, then switches; unknown languages are ignored. */
  changeLanguage(language: string): Promise<void>;
  subscribe(listener: () => void): () => void;
};

// en-US's core translations are bundled; everything else loads on demand (decisions 014, 017):
// a language's core before the first render in it (`ensureLanguage`: on the server before
// rendering, in the browser before hydrating and before a navigation that switches), a
// feature's namespace with the first component that asks for it (`useTranslation` waits
// for it; the server loads every namespace before rendering, `ensureAllNamespaces`).
const loaded = new Map<Language, Partial<LanguageResources>>();
for (const [ns, translations] of Object.entries(bundled["en-US"])) {
  setTranslations(defaultLanguage, ns as Namespace, translations);
}
const loading = new Map<string, TrackedPromise>();

function setTranslations(language: Language, ns: Namespace, translations: Translations): void {
  const byNamespace = loaded.get(language) ?? {};
  (byNamespace as Record<Namespace, Translations>)[ns] = translations;
  loaded.set(language, byNamespace);
}

/** Translations a feature brings with its code (its `strings.ts`): loaded from then on. */
export function provideTranslations<N extends Namespace>(
  language: Language,
  ns: N,
  translations: LanguageResources[N],
): void {
  if (!isNamespaceLoaded(language, ns)) setTranslations(language, ns, translations);
}

/** Whether a namespace of a language is loaded (a render that needs it need not wait). */
export function isNamespaceLoaded(language: Language, ns: Namespace): boolean {
  return loaded.get(language)?.[ns] !== undefined;
}

/** A promise React's `use` reads without waiting once it is settled (its `status` field). */
type TrackedPromise = Promise<void> & { status?: "pending" | "fulfilled" | "rejected" };
const settled: TrackedPromise = Object.assign(Promise.resolve(), { status: "fulfilled" as const });

/**
 * Loads one namespace of a language once: the same promise while it loads and after. Once
 * loaded it is marked fulfilled, so `use()` of it never suspends and every render makes the
 * same `use` calls (React requires that when a render is replayed after suspending).
 */
export function ensureNamespace(language: Language, ns: Namespace): TrackedPromise {
  const key = `${language}:${ns}`;
  let promise = loading.get(key);
  if (promise) return promise;
  if (isNamespaceLoaded(language, ns)) return settled;
  const tracked: TrackedPromise = loadTranslations(language, ns).then((translations) => {
    setTranslations(language, ns, translations);
    tracked.status = "fulfilled";
  });
  tracked.status = "pending";
  tracked.catch(() => {
    tracked.status = "rejected";
    loading.delete(key); // the next render asks again
  });
  promise = tracked;
  loading.set(key, promise);
  return promise;
}

/** The namespaces any language has loaded: a language switch must not lose one on screen. */
function namespacesInUse(): Namespace[] {
  const used = new Set<Namespace>(coreNamespaces);
  for (const byNamespace of loaded.values()) {
    for (const ns of Object.keys(byNamespace)) used.add(ns as Namespace);
  }
  return [...used];
}

/**
 * Loads what a render in this language needs now: the core namespaces and every namespace
 * already loaded in another language (so that a switch shows the same screen translated).
 */
export function ensureLanguage(language: Language): Promise<void> {
  return Promise.all(namespacesInUse().map((ns) => ensureNamespace(language, ns))).then(
    () => undefined,
  );
}

/** Whether every namespace of a language is loaded (the server renders only then). */
export function allNamespacesLoaded(language: Language): boolean {
  return namespaces.every((ns) => isNamespaceLoaded(language, ns));
}

/** Every namespace of a language (the server renders any page at once). */
export function ensureAllNamespaces(language: Language): Promise<void> {
  return Promise.all(namespaces.map((ns) => ensureNamespace(language, ns))).then(() => undefined);
}

/** Whether a render in this language needs no wait (see ensureLanguage). */
export function isLanguageLoaded(language: Language): boolean {
  return namespacesInUse().every((ns) => isNamespaceLoaded(language, ns));
}

function lookup(language: Language, ns: Namespace, key: string): string | undefined {
  let node: unknown = loaded.get(language)?.[ns];
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralCategory(language: Language, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The translated text of a key in one language, plural form chosen by `count`. */
function resolve(
  language: Language,
  ns: Namespace,
  key: string,
  count: number | undefined,
): string | undefined {
  if (count !== undefined) {
    const forms = [...(count === 0 ? ["zero"] : []), pluralCategory(language, count), "other"];
    for (const form of forms) {
      const text = lookup(language, ns, `${key}_${form}`);
      if (text !== undefined) return text;
    }
  }
  return lookup(language, ns, key);
}

const placeholder = /\{\{\s*([\w.]+)\s*\}\}/g;

function interpolate(text: string, variables: TranslateOptions): string {
  return text.replace(placeholder, (_, name: string) => {
    const value = name in variables ? variables[name] : name === "brand" ? brand.chainName : "";
    return value === undefined || value === null ? "" : String(value);
  });
}

/** The text of a key: the language, then en-US, then `defaultValue`, then the key itself. */
export function translate(
  language: Language,
  ns: Namespace,
  key: string,
  options: TranslateOptions = {},
): string {
  const namespace = typeof options.ns === "string" ? (options.ns as Namespace) : ns;
  const text =
    resolve(language, namespace, key, options.count) ??
    (language === defaultLanguage
      ? undefined
      : resolve(defaultLanguage, namespace, key, options.count));
  return text === undefined ? (options.defaultValue ?? key) : interpolate(text, options);
}

/**
 * A translator fixed to one language: one per request on the server (so concurrent requests
 * never share a language), one for the page in the browser. The language's translations must be
 * loaded (`ensureLanguage`) for the first render to have them.
 */
export function createI18n(language: Language): I18n {
  let current = language;
  let wanted = language;
  const listeners = new Set<() => void>();
  const fixed = new Map<string, Translator>();

  function getFixedT<N extends Namespace = "translation">(lng: Language, ns?: N): TFunction<N> {
    const namespace: Namespace = ns ?? "translation";
    const cacheKey = `${lng}\u0000${namespace}`;
    let t = fixed.get(cacheKey);
    if (!t) {
      t = (key, options) => translate(lng, namespace, key, options);
      fixed.set(cacheKey, t);
    }
    return t as unknown as TFunction<N>;
  }

  return {
    get language() {
      return current;
    },
    get t() {
      return getFixedT(current);
    },
    getFixedT,
    async changeLanguage(value) {
      const next = toLanguage(value);
      if (!next) return;
      wanted = next;
      await ensureLanguage(next);
      // A later call may have asked for another language while this one loaded.
      if (wanted !== next || current === next) return;
      current = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** For code that runs outside React (route `meta` functions). */
export function fixedT(language: Language): TFunction {
  const t: Translator = (key, options) => translate(language, "translation", key, options);
  return t as unknown as TFunction;
}
