import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { beforeAll, describe, expect, it, vi } from "vitest";

import { loadAllResources, namespaces } from "../locales/resources.ts";
import {
  createI18n,
  ensureAllNamespaces,
  ensureLanguage,
  ensureNamespace,
  fixedT,
  isLanguageLoaded,
  isNamespaceLoaded,
  translate,
} from "./i18n.ts";
import { I18nProvider, useTranslation } from "./i18n-react.tsx";

// es loads on demand (`i18n.on-demand`); the parity checks read both languages' files.
const resources = await loadAllResources();

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? "").sort();
}

describe.each(namespaces)("i18n.same-keys: translations of the %s namespace", (ns) => {
  const enUS = resources["en-US"][ns];
  const es = resources.es[ns];
  it("have exactly the same keys in en-US and es", () => {
    expect(keys(es).sort()).toEqual(keys(enUS).sort());
  });

  it("have a non-empty string for every key, with the same placeholders", () => {
    const lookup = (translations: unknown, path: string): unknown =>
      path
        .split(".")
        .reduce((node: unknown, key) => (node as Record<string, unknown>)[key], translations);
    for (const key of keys(enUS)) {
      const english = lookup(enUS, key);
      const spanish = lookup(es, key);
      expect(typeof english === "string" && english.length > 0, key).toBe(true);
      expect(typeof spanish === "string" && spanish.length > 0, key).toBe(true);
      expect(placeholders(spanish as string), key).toEqual(placeholders(english as string));
    }
  });
});

describe("i18n.on-demand: loading translations (only what a page shows is loaded)", () => {
  it("bundles en-US's core namespaces only; a feature's namespace loads on demand, once", async () => {
    expect(isNamespaceLoaded("en-US", "frame")).toBe(true);
    expect(isNamespaceLoaded("en-US", "checkout")).toBe(false);
    expect(translate("en-US", "checkout", "dialog.placeOrder")).toBe("dialog.placeOrder");
    const first = ensureNamespace("en-US", "checkout");
    expect(ensureNamespace("en-US", "checkout")).toBe(first);
    await first;
    expect(isNamespaceLoaded("en-US", "checkout")).toBe(true);
    expect(translate("en-US", "checkout", "dialog.placeOrder")).toBe("Place Order");
  });

  it("switching to es loads its core and every namespace already on screen before switching", async () => {
    expect(isLanguageLoaded("es")).toBe(false);
    const instance = createI18n("en-US");
    const switching = instance.changeLanguage("es");
    expect(instance.language).toBe("en-US");
    await switching;
    expect(instance.language).toBe("es");
    expect(isLanguageLoaded("es")).toBe(true);
    // checkout was loaded in en-US (test above): it is there in es too, so the screen
    // that showed it can render at once in the new language.
    expect(isNamespaceLoaded("es", "checkout")).toBe(true);
    expect(isNamespaceLoaded("es", "confirm")).toBe(false);
    expect(instance.t("home.title")).toBe("Te damos la bienvenida a Coop Chicken");
    // The `meta` functions' translator has it too.
    expect(fixedT("es")("errors.notFound.title")).not.toBe(
      fixedT("en-US")("errors.notFound.title"),
    );
  });
  it("useTranslation waits for a namespace that is not loaded instead of showing keys", async () => {
    expect(isNamespaceLoaded("en-US", "confirm")).toBe(false);
    function Probe() {
      const { t } = useTranslation("confirm");
      return createElement("span", null, t("notFound.title"));
    }
    const { prelude } = await prerenderToNodeStream(
      createElement(I18nProvider, { i18n: createI18n("en-US") }, createElement(Probe)),
    );
    let html = "";
    for await (const chunk of prelude) html += String(chunk);
    expect(isNamespaceLoaded("en-US", "confirm")).toBe(true);
    expect(html).toBe("<span>We can&#x27;t find this order</span>");
    expect(html).not.toContain("notFound.title");
  });
});

describe("createI18n", () => {
  beforeAll(() => ensureLanguage("es"));

  it("makes independent instances fixed to a language, with the brand filled in", () => {
    const english = createI18n("en-US");
    const spanish = createI18n("es");
    expect(english.language).toBe("en-US");
    expect(spanish.language).toBe("es");
    expect(english.t("home.title")).toBe("Welcome to Coop Chicken");
    expect(spanish.t("home.title")).toBe("Te damos la bienvenida a Coop Chicken");
    expect(spanish.t("errors.notFound.heading")).toBe("¡Uy! Te escapaste del gallinero.");
  });

  it("translates outside React through fixedT", () => {
    expect(fixedT("en-US")("errors.notFound.title")).toBe("Page not found");
    expect(fixedT("es")("meta.title", { page: "Menú" })).toBe("Menú | Coop Chicken");
  });
});

describe("i18n.translate: the lookup rules the screens rely on", () => {
  beforeAll(() => Promise.all([ensureAllNamespaces("en-US"), ensureAllNamespaces("es")]));

  it("plurals: _zero for 0 when the key has one, else the language's category, else _other", () => {
    const t = fixedT("en-US");
    const place = { place: "27601" };
    expect(translate("en-US", "locations", "search.resultsCount", { count: 0, ...place })).toBe(
      "No restaurants found near 27601. Try a nearby zip code or city.",
    );
    expect(translate("en-US", "locations", "search.resultsCount", { count: 1, ...place })).toBe(
      "1 restaurant near 27601",
    );
    expect(translate("en-US", "locations", "search.resultsCount", { count: 7, ...place })).toBe(
      "7 restaurants near 27601",
    );
    // No _zero form: 0 takes the language's category ("other" in English).
    expect(translate("en-US", "frame", "header.cart", { count: 0 })).toBe("Cart, 0 items");
    expect(translate("es", "frame", "header.cart", { count: 1 })).toBe("Carrito, 1 artículo");
    // Spanish "many" (a million) has no form of its own: it falls back to _other.
    expect(translate("es", "frame", "header.cart", { count: 1_000_000 })).toBe(
      "Carrito, 1000000 artículos",
    );
    expect(t("meta.title", { page: "Menu" })).toBe("Menu | Coop Chicken");
  });

  it("fills {{brand}} by default, a missing variable with nothing, never leaves braces", () => {
    expect(translate("en-US", "translation", "home.title")).toBe("Welcome to Coop Chicken");
    expect(translate("en-US", "translation", "meta.title")).toBe(" | Coop Chicken");
  });

  it("falls back to en-US, then to defaultValue, then to the key", () => {
    expect(translate("es", "menu", "allergen.not-a-key", { defaultValue: "Lupin" })).toBe("Lupin");
    expect(translate("es", "menu", "no.such.key")).toBe("no.such.key");
    // `ns` in the options reads another namespace (meta functions read `pages`).
    expect(fixedT("en-US")("menu.title", { ns: "pages" })).toBe(
      translate("en-US", "pages", "menu.title"),
    );
  });
});

describe("changeLanguage and the React binding", () => {
  it("switches only once the translations are there, and notifies subscribers once", async () => {
    const instance = createI18n("en-US");
    const listener = vi.fn();
    instance.subscribe(listener);
    await instance.changeLanguage("es");
    expect(instance.language).toBe("es");
    expect(instance.t("home.title")).toBe("Te damos la bienvenida a Coop Chicken");
    expect(listener).toHaveBeenCalledTimes(1);
    await instance.changeLanguage("es");
    await instance.changeLanguage("fr");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(instance.language).toBe("es");
  });

  it("keeps one t per language and namespace, so effects that depend on it do not re-run", () => {
    const instance = createI18n("en-US");
    expect(instance.getFixedT("en-US", "menu")).toBe(instance.getFixedT("en-US", "menu"));
    expect(instance.getFixedT("es", "menu")).not.toBe(instance.getFixedT("en-US", "menu"));
  });

  it("useTranslation renders the provider's language and namespace", async () => {
    await ensureLanguage("es");
    function Probe() {
      const { t } = useTranslation("frame");
      return createElement("span", null, t("header.cart", { count: 2 }));
    }
    const render = (language: "en-US" | "es") =>
      renderToString(
        createElement(I18nProvider, { i18n: createI18n(language) }, createElement(Probe)),
      );
    expect(render("en-US")).toBe("<span>Cart, 2 items</span>");
    expect(render("es")).toBe("<span>Carrito, 2 artículos</span>");
  });
});
