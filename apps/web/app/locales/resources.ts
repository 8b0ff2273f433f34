// The catalogs, one file per namespace and language (ARCHITECTURE decision 10: en-US and
// es with the same keys). A namespace per area keeps each feature's strings in its own
// file: `translation` (shell, errors), `chrome` (header, footer, menus), `pages` (page
// headings and titles). Add a namespace here in both languages.
import enChrome from "./en-US/chrome.json";
import enPages from "./en-US/pages.json";
import enTranslation from "./en-US/translation.json";
import esChrome from "./es/chrome.json";
import esPages from "./es/pages.json";
import esTranslation from "./es/translation.json";

export const resources = {
  "en-US": { translation: enTranslation, chrome: enChrome, pages: enPages },
  es: { translation: esTranslation, chrome: esChrome, pages: esPages },
} as const;

export const namespaces = ["translation", "chrome", "pages"] as const;
export type Namespace = (typeof namespaces)[number];
