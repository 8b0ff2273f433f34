import { describe, expect, it } from "vitest";

import {
  FORM_DEFINITIONS,
  type FormField,
  maskPhone,
  maskZip,
  searchStates,
  STATE_SEARCH_NO_MATCH,
} from "@coop/contract/form-definitions";

import en from "../../locales/en-US/forms.json";
import es from "../../locales/es/forms.json";
import {
  birthdayOf,
  checkField,
  counterShown,
  favoriteOptions,
  favoritesSummary,
  isRequired,
  maskFor,
  maskPromo,
  searchStores,
  storeLine,
  submissionOf,
} from "./form-rules.ts";

const field = (f: Partial<FormField> & Pick<FormField, "type">): FormField => ({ name: "x", ...f });
const noon = new Date(2026, 10, 24, 12);

describe("form field rules", () => {
  it("forms.zip-mask: only digits are kept, at most five", () => {
    expect(maskZip("27a6-01 1234")).toBe("27601");
    expect(maskFor("zip")?.("  2")).toBe("2");
  });

  it("forms.phone-mask: digits are grouped ###-###-#### as typed, a leading US 1 dropped", () => {
    expect(maskPhone("919")).toBe("919");
    expect(maskPhone("9195")).toBe("919-5");
    expect(maskPhone("(919) 555-0100")).toBe("919-555-0100");
    expect(maskPhone("1 919 555 0100")).toBe("919-555-0100");
    expect(maskFor("phone")?.("91955501009999")).toBe("919-555-0100");
  });

  it("forms-web.promo-code: capitals, letters, digits and hyphens, at most 30", () => {
    expect(maskPromo("save 10%-now!")).toBe("SAVE10-NOW");
    expect(maskPromo("a".repeat(40))).toHaveLength(30);
    expect(checkField(field({ type: "promo" }), "SAVE-10")).toBeNull();
  });

  it("forms.state-search: at most 20 states, matched by name or code, none matching gives the no-match text in both languages", () => {
    expect(searchStates("")).toHaveLength(20);
    expect(searchStates("new").map(([code]) => code)).toEqual(["NH", "NJ", "NM", "NY"]);
    expect(searchStates("nc").map(([code]) => code)).toEqual(["NC"]);
    expect(searchStates("zzz")).toEqual([]);
    expect(en.state.noMatch).toBe(STATE_SEARCH_NO_MATCH);
    expect(es.state.noMatch).toBe(
      "¡Uy! No se encontraron elementos. Prueba a cambiar la búsqueda.",
    );
  });

  it("forms.favorites-selector: three chosen items are shown, the rest counted; the options are the menu's items, each once, at most 300", () => {
    expect(favoritesSummary(["a", "b"])).toEqual({ shown: ["a", "b"], others: 0 });
    expect(favoritesSummary(["a", "b", "c", "d", "e"])).toEqual({
      shown: ["a", "b", "c"],
      others: 2,
    });
    const products = Array.from({ length: 350 }, (_, i) => ({ sku: `s${i}`, name: `Item ${i}` }));
    const options = favoriteOptions([{ products: [{ sku: "s0", name: "Item 0" }] }, { products }]);
    expect(options).toHaveLength(300);
    expect(options.filter((o) => o.sku === "s0")).toHaveLength(1);
    expect(en.favorites.others_other).toBe("and {{count}} other favs");
  });

  it("forms-web.character-counter: the characters left show once 80% of the limit is used", () => {
    expect(counterShown(3199, 4000)).toBe(false);
    expect(counterShown(3200, 4000)).toBe(true);
  });

  it("forms-web.store-select: restaurants are found by city or name and read as name then address", () => {
    const stores = [
      {
        id: 101,
        name: "Downtown Raleigh",
        address: "1 Main St",
        city: "Raleigh",
        state: "NC",
        zip: "27601",
      },
      {
        id: 107,
        name: "Uptown",
        address: "2 Trade St",
        city: "Charlotte",
        state: "NC",
        zip: "28202",
      },
    ];
    expect(searchStores(stores, "charl").map((s) => s.id)).toEqual([107]);
    expect(searchStores(stores, "downtown").map((s) => s.id)).toEqual([101]);
    expect(storeLine(stores[1]!)).toEqual({
      name: "Uptown",
      address: "2 Trade St, Charlotte, NC 28202",
    });
  });

  it("forms-web.browser-checks: required fields, ticked boxes and the shape of each type are checked before sending", () => {
    expect(checkField(field({ type: "text", required: true }), "  ")).toEqual({
      key: "errors.required",
    });
    expect(checkField(field({ type: "text" }), "")).toBeNull();
    expect(checkField(field({ type: "rich-checkbox", required: true }), false)).toEqual({
      key: "errors.tick",
    });
    expect(checkField(field({ type: "email" }), "ada@coop")).toEqual({ key: "errors.email" });
    expect(checkField(field({ type: "email" }), "ada@coop.example")).toBeNull();
    expect(checkField(field({ type: "zip" }), "2760")).toEqual({ key: "errors.zip" });
    expect(checkField(field({ type: "phone" }), "919-555-010")).toEqual({ key: "errors.phone" });
    expect(checkField(field({ type: "phone" }), "919-555-0100")).toBeNull();
    expect(checkField(field({ type: "text", max: 5 }), "abcdef")).toEqual({
      key: "errors.tooLong",
      values: { max: 5 },
    });
    expect(checkField(field({ type: "number", min: 10, max: 20 }), "9")).toEqual({
      key: "errors.number",
      values: { min: 10, max: 20 },
    });
    expect(checkField(field({ type: "number", min: 10, max: 20 }), "12.5")?.key).toBe(
      "errors.number",
    );
    expect(checkField(field({ type: "date", future: true }), "2026-11-23", false, noon)).toEqual({
      key: "errors.pastDate",
    });
    expect(checkField(field({ type: "date", future: true }), "2026-11-24", false, noon)).toBeNull();
    expect(checkField(field({ type: "select", options: ["a"] }), "b")).toEqual({
      key: "errors.option",
    });
  });

  it("forms-web.contact-reply-by: asking for an answer by phone makes the phone required", () => {
    const phone = FORM_DEFINITIONS.contact.fields.find((f) => f.name === "phone")!;
    expect(isRequired(phone, { reply_by: "email" })).toBe(false);
    expect(isRequired(phone, { reply_by: "phone" })).toBe(true);
  });

  it("forms-web.renderer: a submission trims text, sends numbers and restaurant ids as numbers and leaves empty fields out", () => {
    const out = submissionOf(FORM_DEFINITIONS.catering.fields, {
      name: " Ada ",
      email: "ada@coop.example",
      phone: "",
      location_id: "101",
      guests: "25",
      favorites: ["s1"],
      message: "",
    });
    expect(out).toEqual({
      name: "Ada",
      email: "ada@coop.example",
      location_id: 101,
      guests: 25,
      favorites: ["s1"],
    });
  });

  it("forms-web.eclub-birthday: month and day become MM-DD; a day the month does not have is refused", () => {
    expect(birthdayOf("2", "29")).toBe("02-29");
    expect(birthdayOf("4", "31")).toBeUndefined();
    expect(birthdayOf("12", "")).toBeUndefined();
    expect(birthdayOf("7", "4")).toBe("07-04");
  });
});
