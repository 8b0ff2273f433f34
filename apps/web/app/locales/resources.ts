// The translations, one file per namespace and language (`i18n.same-keys`: en-US and es with
// the same keys). A namespace per area keeps each feature's strings in its own file:
// `translation` (shell, errors), `frame` (the site frame: header, footer, menus), `pages`
// (page headings and titles), then one per feature. Add a namespace here in both languages.
import type enAccount from "./en-US/account.json";
import type enAuth from "./en-US/auth.json";
import type enBoard from "./en-US/board.json";
import type enCareers from "./en-US/careers.json";
import type enCart from "./en-US/cart.json";
import type enCatering from "./en-US/catering.json";
import type enCateringExit from "./en-US/cateringExit.json";
import type enCheckout from "./en-US/checkout.json";
import type enConfirm from "./en-US/confirm.json";
import type enContent from "./en-US/content.json";
import type enControls from "./en-US/controls.json";
import type enEclub from "./en-US/eclub.json";
import type enEngagement from "./en-US/engagement.json";
import type enExpansionMenu from "./en-US/expansionMenu.json";
import type enForms from "./en-US/forms.json";
import enFrame from "./en-US/frame.json";
import type enHistory from "./en-US/history.json";
import type enInApp from "./en-US/inApp.json";
import type enLocations from "./en-US/locations.json";
import type enMenu from "./en-US/menu.json";
import type enOffers from "./en-US/offers.json";
import type enOps from "./en-US/ops.json";
import type enOpsCareers from "./en-US/opsCareers.json";
import type enOpsContent from "./en-US/opsContent.json";
import type enOpsEngagement from "./en-US/opsEngagement.json";
import type enOpsForms from "./en-US/opsForms.json";
import type enOrderSteps from "./en-US/orderSteps.json";
import enPages from "./en-US/pages.json";
import type enPassword from "./en-US/password.json";
import type enPublicProduct from "./en-US/publicProduct.json";
import type enSaved from "./en-US/saved.json";
import type enSearch from "./en-US/search.json";
import enTranslation from "./en-US/translation.json";

/** The shape of every namespace (types only: the values load per language and namespace). */
export type LanguageResources = {
  translation: typeof enTranslation;
  frame: typeof enFrame;
  pages: typeof enPages;
  locations: typeof enLocations;
  menu: typeof enMenu;
  cart: typeof enCart;
  checkout: typeof enCheckout;
  confirm: typeof enConfirm;
  account: typeof enAccount;
  password: typeof enPassword;
  auth: typeof enAuth;
  history: typeof enHistory;
  offers: typeof enOffers;
  saved: typeof enSaved;
  /** The staff side (/ops): shell, sign-in, staff, audit; the order board; controls, settings, reports. */
  ops: typeof enOps;
  board: typeof enBoard;
  controls: typeof enControls;
  /** The site search page. */
  search: typeof enSearch;
  /** The public product page (/menu/product). */
  publicProduct: typeof enPublicProduct;
  /** The expansion menu pages. */
  expansionMenu: typeof enExpansionMenu;
  /** The content pages: rich text, components, listings, the top banner. */
  content: typeof enContent;
  /** Content authoring (/ops/content). */
  opsContent: typeof enOpsContent;
  /** Content cards, in-app messages, the inbox and the messaging preview. */
  engagement: typeof enEngagement;
  /** Engagement authoring (/ops/engagement): segments, campaigns, canvases, analytics. */
  opsEngagement: typeof enOpsEngagement;
  /** Form submissions (/ops/forms). */
  opsForms: typeof enOpsForms;
  /** Jobs and applications (/ops/careers). */
  opsCareers: typeof enOpsCareers;
  /** The careers pages: job search, one job and its application, positions. */
  careers: typeof enCareers;
  /** The site's forms (contact, content-page embeds): fields, checks, confirmation. */
  forms: typeof enForms;
  /** The e-club pages: sign-up, confirm, unsubscribe. */
  eclub: typeof enEclub;
  /** The catering exit dialog ('Are you sure you want to exit catering?'). */
  cateringExit: typeof enCateringExit;
  /** The order flow's own steps (restaurant, handoff) and the `store` link's notice. */
  orderSteps: typeof enOrderSteps;
  /** The catering home: packs, lead time, the headcount helper. */
  catering: typeof enCatering;
  /** The mobile app's screens in its web view (/app/signin, /app/payment, /app/confirm). */
  inApp: typeof enInApp;
};
export type Namespace = keyof LanguageResources;
/** The translations of one namespace in one language (a table of strings by key). */
export type Translations = LanguageResources[Namespace];

export const namespaces = [
  "translation",
  "frame",
  "pages",
  "locations",
  "menu",
  "cart",
  "checkout",
  "confirm",
  "account",
  "password",
  "auth",
  "history",
  "offers",
  "saved",
  "ops",
  "board",
  "controls",
  "search",
  "publicProduct",
  "expansionMenu",
  "content",
  "opsContent",
  "engagement",
  "opsEngagement",
  "opsForms",
  "opsCareers",
  "careers",
  "forms",
  "eclub",
  "cateringExit",
  "orderSteps",
  "catering",
  "inApp",
] as const satisfies readonly Namespace[];

/**
 * What every page needs (the layout, error pages, `meta` titles): bundled in en-US, loaded
 * first in another language. A feature's namespace loads with the first screen that uses
 * it (`i18n.on-demand`; docs/decisions/017-own-translator-instead-of-i18next.md), so a page
 * carries only the strings it can show.
 */
export const coreNamespaces = ["translation", "frame", "pages"] as const satisfies Namespace[];

/** The bundled translations (en-US core). */
export const bundled: { "en-US": Partial<LanguageResources> } = {
  "en-US": { translation: enTranslation, frame: enFrame, pages: enPages },
};

type Loader = () => Promise<{ default: unknown }>;

/** One chunk per file not bundled. Each must have the keys of its en-US file (unit test). */
const loaders: Record<"en-US" | "es", Partial<Record<Namespace, Loader>>> = {
  "en-US": {
    locations: () => import("./en-US/locations.json"),
    menu: () => import("./en-US/menu.json"),
    cart: () => import("./en-US/cart.json"),
    checkout: () => import("./en-US/checkout.json"),
    confirm: () => import("./en-US/confirm.json"),
    account: () => import("./en-US/account.json"),
    password: () => import("./en-US/password.json"),
    auth: () => import("./en-US/auth.json"),
    history: () => import("./en-US/history.json"),
    offers: () => import("./en-US/offers.json"),
    saved: () => import("./en-US/saved.json"),
    ops: () => import("./en-US/ops.json"),
    board: () => import("./en-US/board.json"),
    controls: () => import("./en-US/controls.json"),
    search: () => import("./en-US/search.json"),
    publicProduct: () => import("./en-US/publicProduct.json"),
    expansionMenu: () => import("./en-US/expansionMenu.json"),
    content: () => import("./en-US/content.json"),
    engagement: () => import("./en-US/engagement.json"),
    opsContent: () => import("./en-US/opsContent.json"),
    opsEngagement: () => import("./en-US/opsEngagement.json"),
    opsForms: () => import("./en-US/opsForms.json"),
    opsCareers: () => import("./en-US/opsCareers.json"),
    careers: () => import("./en-US/careers.json"),
    forms: () => import("./en-US/forms.json"),
    eclub: () => import("./en-US/eclub.json"),
    cateringExit: () => import("./en-US/cateringExit.json"),
    orderSteps: () => import("./en-US/orderSteps.json"),
    catering: () => import("./en-US/catering.json"),
    inApp: () => import("./en-US/inApp.json"),
  },
  es: {
    translation: () => import("./es/translation.json"),
    frame: () => import("./es/frame.json"),
    pages: () => import("./es/pages.json"),
    locations: () => import("./es/locations.json"),
    menu: () => import("./es/menu.json"),
    cart: () => import("./es/cart.json"),
    checkout: () => import("./es/checkout.json"),
    confirm: () => import("./es/confirm.json"),
    account: () => import("./es/account.json"),
    password: () => import("./es/password.json"),
    auth: () => import("./es/auth.json"),
    history: () => import("./es/history.json"),
    offers: () => import("./es/offers.json"),
    saved: () => import("./es/saved.json"),
    ops: () => import("./es/ops.json"),
    board: () => import("./es/board.json"),
    controls: () => import("./es/controls.json"),
    search: () => import("./es/search.json"),
    publicProduct: () => import("./es/publicProduct.json"),
    expansionMenu: () => import("./es/expansionMenu.json"),
    content: () => import("./es/content.json"),
    engagement: () => import("./es/engagement.json"),
    opsContent: () => import("./es/opsContent.json"),
    opsEngagement: () => import("./es/opsEngagement.json"),
    opsForms: () => import("./es/opsForms.json"),
    opsCareers: () => import("./es/opsCareers.json"),
    careers: () => import("./es/careers.json"),
    forms: () => import("./es/forms.json"),
    eclub: () => import("./es/eclub.json"),
    cateringExit: () => import("./es/cateringExit.json"),
    orderSteps: () => import("./es/orderSteps.json"),
    catering: () => import("./es/catering.json"),
    inApp: () => import("./es/inApp.json"),
  },
};

/** A namespace's translations in a language: bundled ones at once, the others from their chunk. */
export async function loadTranslations(
  language: "en-US" | "es",
  ns: Namespace,
): Promise<Translations> {
  const here = language === "en-US" ? bundled["en-US"][ns] : undefined;
  if (here) return here;
  const load = loaders[language][ns];
  if (!load) throw new Error(`No ${language} translations for the ${ns} namespace`);
  return (await load()).default as Translations;
}

/** Both languages, every namespace (tests, the key parity check). */
export async function loadAllResources(): Promise<Record<"en-US" | "es", LanguageResources>> {
  const all = async (language: "en-US" | "es") =>
    Object.fromEntries(
      await Promise.all(namespaces.map(async (ns) => [ns, await loadTranslations(language, ns)])),
    ) as LanguageResources;
  return { "en-US": await all("en-US"), es: await all("es") };
}
