import { beforeAll, describe, expect, it } from "vitest";

import { ensureLanguage } from "./i18n.ts";
import { pageHeadingMeta, placeholderPageMeta } from "./meta.ts";

beforeAll(() => ensureLanguage("es"));

describe("placeholderPageMeta (a page whose feature is not built yet)", () => {
  it("says 'Coming soon' in the title and asks search engines not to index the page", () => {
    expect(placeholderPageMeta("en-US", "account-login")).toEqual([
      { title: "Coming soon: Sign in or Sign up | Coop Chicken" },
      {
        name: "description",
        content:
          "This part of the Coop Chicken site is not available yet. You can order, see the menu or find a restaurant.",
      },
      { name: "robots", content: "noindex" },
    ]);
  });

  it("follows the language", () => {
    const meta = placeholderPageMeta("es", "account-login");
    expect(meta[0]).toEqual({ title: "Próximamente: Inicia sesión o regístrate | Coop Chicken" });
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("is not what a built page gets: pageHeadingMeta has its heading and lead, no noindex", () => {
    const meta = pageHeadingMeta("en-US", "menu-nutrition");
    expect(meta[0]).toEqual({ title: "Nutrition | Coop Chicken" });
    expect(meta.some((tag) => "name" in tag && tag.name === "robots")).toBe(false);
  });
});
