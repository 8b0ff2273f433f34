import { beforeAll, describe, expect, it } from "vitest";

import { loadAllResources, namespaces } from "../locales/resources.ts";
import { createI18n, ensureLanguage, fixedT, isLanguageLoaded } from "./i18n.ts";

// es loads on demand (decision 014); the parity checks read both languages' files.
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

describe.each(namespaces)("catalogs of the %s namespace", (ns) => {
  const enUS = resources["en-US"][ns];
  const es = resources.es[ns];
  it("have exactly the same keys in en-US and es", () => {
    expect(keys(es).sort()).toEqual(keys(enUS).sort());
  });

  it("have a non-empty string for every key, with the same placeholders", () => {
    const lookup = (catalog: unknown, path: string): unknown =>
      path
        .split(".")
        .reduce((node: unknown, key) => (node as Record<string, unknown>)[key], catalog);
    for (const key of keys(enUS)) {
      const english = lookup(enUS, key);
      const spanish = lookup(es, key);
      expect(typeof english === "string" && english.length > 0, key).toBe(true);
      expect(typeof spanish === "string" && spanish.length > 0, key).toBe(true);
      expect(placeholders(spanish as string), key).toEqual(placeholders(english as string));
    }
  });
});

describe("language catalogs (issue 8 Performance: the other language loads on demand)", () => {
  it("bundles only en-US; an instance switching to es loads it through the backend, once", async () => {
    expect(isLanguageLoaded("en-US")).toBe(true);
    expect(isLanguageLoaded("es")).toBe(false);
    const instance = createI18n("en-US");
    await Promise.all([instance.changeLanguage("es"), ensureLanguage("es")]);
    expect(isLanguageLoaded("es")).toBe(true);
    expect(instance.t("home.title")).toBe("Te damos la bienvenida a Coop Chicken");
    // The shared instance of `meta` functions has it too.
    expect(fixedT("es")("errors.notFound.title")).not.toBe(
      fixedT("en-US")("errors.notFound.title"),
    );
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
