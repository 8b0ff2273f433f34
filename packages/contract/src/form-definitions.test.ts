import { describe, expect, it } from "vitest";

import {
  FORM_DEFINITIONS,
  FORM_IDS,
  maskPhone,
  maskZip,
  searchStates,
  STATE_SEARCH_LIMIT,
} from "./form-definitions.ts";

describe("forms.zip-mask, forms.phone-mask: the form masks", () => {
  it.each([
    ["27601", "27601"],
    ["2760a1-99", "27601"],
    ["276011234", "27601"],
    ["", ""],
  ])("forms.zip-mask: %j is shown as %j", (typed, shown) => {
    expect(maskZip(typed)).toBe(shown);
  });

  it.each([
    ["919", "919"],
    ["9195", "919-5"],
    ["919555", "919-555"],
    ["9195550123", "919-555-0123"],
    ["(919) 555-0123", "919-555-0123"],
    ["1 919 555 0123", "919-555-0123"],
    ["919555012399", "919-555-0123"],
  ])("forms.phone-mask: %j is shown as %j", (typed, shown) => {
    expect(maskPhone(typed)).toBe(shown);
  });
});

describe("the state search", () => {
  it("forms.state-search: finds by code or by part of the name, at most 20, and nothing for no match", () => {
    expect(searchStates("nc").map(([code]) => code)).toEqual(["NC"]);
    expect(searchStates("carolina").map(([code]) => code)).toEqual(["NC", "SC"]);
    expect(searchStates("")).toHaveLength(STATE_SEARCH_LIMIT);
    expect(searchStates("zzz")).toEqual([]);
  });
});

describe("the form definitions", () => {
  it("forms.field-types: every form names its email and name fields among its fields, and its store and topic fields when it has them", () => {
    for (const id of FORM_IDS) {
      const def = FORM_DEFINITIONS[id];
      const names = def.fields.map((f) => f.name);
      expect(def.id).toBe(id);
      for (const key of [def.emailField, def.nameField, def.phoneField, def.storeField])
        if (key !== undefined) expect(names, `${id}: ${key}`).toContain(key);
      if (def.storeField)
        expect(def.fields.find((f) => f.name === def.storeField)!.type).toBe("store");
      expect(new Set(names).size).toBe(names.length);
    }
  });
});
