// The catalogs, one file per namespace and language (ARCHITECTURE decision 10: en-US and
// es with the same keys). A namespace per area keeps each feature's strings in its own
// file: `translation` (shell, errors), `chrome` (header, footer, menus), `pages` (page
// headings and titles). Add a namespace here in both languages.
import enCart from "./en-US/cart.json";
import enCheckout from "./en-US/checkout.json";
import enChrome from "./en-US/chrome.json";
import enConfirm from "./en-US/confirm.json";
import enLocations from "./en-US/locations.json";
import enMenu from "./en-US/menu.json";
import enPages from "./en-US/pages.json";
import enTranslation from "./en-US/translation.json";
import esCart from "./es/cart.json";
import esCheckout from "./es/checkout.json";
import esChrome from "./es/chrome.json";
import esConfirm from "./es/confirm.json";
import esLocations from "./es/locations.json";
import esMenu from "./es/menu.json";
import esPages from "./es/pages.json";
import esTranslation from "./es/translation.json";

export const resources = {
  "en-US": {
    translation: enTranslation,
    chrome: enChrome,
    pages: enPages,
    locations: enLocations,
    menu: enMenu,
    cart: enCart,
    checkout: enCheckout,
    confirm: enConfirm,
  },
  es: {
    translation: esTranslation,
    chrome: esChrome,
    pages: esPages,
    locations: esLocations,
    menu: esMenu,
    cart: esCart,
    checkout: esCheckout,
    confirm: esConfirm,
  },
} as const;

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
