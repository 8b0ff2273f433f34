// The catalogs, one file per namespace and language (ARCHITECTURE decision 10: en-US and
// es with the same keys). A namespace per area keeps each feature's strings in its own
// file: `translation` (shell, errors), `chrome` (header, footer, menus), `pages` (page
// headings and titles). Add a namespace here in both languages: in enResources and in esLoaders.
import enCart from "./en-US/cart.json";
import enCheckout from "./en-US/checkout.json";
import enChrome from "./en-US/chrome.json";
import enConfirm from "./en-US/confirm.json";
import enLocations from "./en-US/locations.json";
import enMenu from "./en-US/menu.json";
import enPages from "./en-US/pages.json";
import enTranslation from "./en-US/translation.json";
/** The default language's catalogs: bundled, so most pages need no extra request. */
export const enResources = {
  translation: enTranslation,
  chrome: enChrome,
  pages: enPages,
  locations: enLocations,
  menu: enMenu,
  cart: enCart,
  checkout: enCheckout,
  confirm: enConfirm,
} as const;

export type LanguageResources = typeof enResources;

/**
 * The other language's catalogs, loaded on demand (decision 014): one chunk per file, all
 * requested at once. Each one must have the keys of its en-US file (checked by a unit test).
 */
const esLoaders: { [N in keyof LanguageResources]: () => Promise<{ default: unknown }> } = {
  translation: () => import("./es/translation.json"),
  chrome: () => import("./es/chrome.json"),
  pages: () => import("./es/pages.json"),
  locations: () => import("./es/locations.json"),
  menu: () => import("./es/menu.json"),
  cart: () => import("./es/cart.json"),
  checkout: () => import("./es/checkout.json"),
  confirm: () => import("./es/confirm.json"),
};

/** Every catalog of a language; en-US at once, es on demand. */
export async function loadResources(language: "en-US" | "es"): Promise<LanguageResources> {
  if (language === "en-US") return enResources;
  const entries = await Promise.all(
    Object.entries(esLoaders).map(async ([ns, load]) => [ns, (await load()).default] as const),
  );
  return Object.fromEntries(entries) as unknown as LanguageResources;
}

/** Both languages (tests, the key parity check). */
export async function loadAllResources(): Promise<Record<"en-US" | "es", LanguageResources>> {
  return { "en-US": enResources, es: await loadResources("es") };
}

/** The shape of the catalogs, for types only (the values load per language). */
export declare const resources: Record<"en-US" | "es", LanguageResources>;

export const namespaces = [
  "translation",
  "chrome",
  "pages",
  "locations",
  "menu",
  "cart",
  "checkout",
  "confirm",
] as const;
export type Namespace = (typeof namespaces)[number];
