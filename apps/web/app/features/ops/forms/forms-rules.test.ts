import { describe, expect, it } from "vitest";

import { chainLinks } from "../shell/ops-nav.ts";
import { admin, crew, manager, marketing } from "../shell/ops-test-fixtures.ts";
import {
  formsQuery,
  INITIAL_FILTERS,
  mailtoHref,
  orderedFields,
  pageCount,
  telHref,
} from "./forms-rules.ts";

describe("forms screen rules", () => {
  it("ops-forms.roles: the Forms link shows for admins, marketing and managers, never for crew", () => {
    const has = (staff: typeof admin) => chainLinks(staff).some((l) => l.to === "/ops/forms");
    expect([admin, marketing, manager, crew].map(has)).toEqual([true, true, true, false]);
  });

  it("ops-forms.filters: only the filters that are set go in the query; the export has no page", () => {
    expect(formsQuery(INITIAL_FILTERS)).toEqual({ state: "open", page: 1, per_page: 25 });
    const set = { form: "contact", state: "all", restaurant: "101", q: "  ada ", page: 3 } as const;
    expect(formsQuery(set)).toEqual({
      form: "contact",
      state: "all",
      restaurant_id: 101,
      q: "ada",
      page: 3,
      per_page: 25,
    });
    expect(formsQuery(set, false)).toEqual({
      form: "contact",
      state: "all",
      restaurant_id: 101,
      q: "ada",
    });
    expect([pageCount(0, 25), pageCount(25, 25), pageCount(26, 25)]).toEqual([1, 1, 2]);
  });

  it("ops-forms.every-field: fields in the form's order, then any field the form no longer has", () => {
    const fields = {
      message: "Cold fries",
      legacy: "x",
      name: "Ada",
      topic: "order",
      email: "a@b.c",
    };
    expect(orderedFields({ form: "contact", fields }).map(([name]) => name)).toEqual([
      "topic",
      "name",
      "email",
      "message",
      "legacy",
    ]);
  });

  it("ops-forms.reply-links: mailto with 'Re:' the subject, tel with +1 for a US number", () => {
    expect(mailtoHref("ada+x@coop.example", "Cold fries & more")).toBe(
      "mailto:ada%2Bx@coop.example?subject=Re%3A%20Cold%20fries%20%26%20more",
    );
    expect(telHref("919-555-0100")).toBe("tel:+19195550100");
    expect(telHref("+44 20 7946 0000")).toBe("tel:442079460000");
  });
});
