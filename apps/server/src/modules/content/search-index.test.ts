import { describe, expect, it } from "vitest";

import { allowedEdits, buildIndex, editDistance, fold, search, tokenize } from "./search-index.ts";
import { type SearchDocument, storyDocument } from "./search-text.ts";

const doc = (title: string, body: string, url = `/${fold(title).replace(/\W+/g, "-")}`) =>
  ({ kind: "page", url, title, body, image: null }) satisfies SearchDocument;

const marked = (parts: { text: string; match: boolean }[]) =>
  parts.filter((p) => p.match).map((p) => p.text);

describe("search index", () => {
  it("search.accent-folding: words compare in lower case without accents, highlights keep them", () => {
    expect(fold("Jalapeño CAFÉ")).toBe("jalapeno cafe");
    expect(tokenize("¡Pollo jalapeño!").map((t) => t.word)).toEqual(["pollo", "jalapeno"]);
    const index = buildIndex([doc("Sándwich de pollo jalapeño", "Picante y crujiente.")]);
    const { hits } = search(index, "JALAPENO sandwich", 10);
    expect(hits).toHaveLength(1);
    expect(marked(hits[0]!.title)).toEqual(["Sándwich", "jalapeño"]);
    expect(hits[0]!.title.map((p) => p.text).join("")).toBe("Sándwich de pollo jalapeño");
  });

  it("search.typo-tolerance: 1 edit for words of 4 to 7 letters, 2 for 8 or more, none below", () => {
    expect([allowedEdits("pie"), allowedEdits("fryer"), allowedEdits("biscuits")]).toEqual([
      0, 1, 2,
    ]);
    expect(editDistance("chikcen", "chicken")).toBe(1); // a transposition is one edit
    const index = buildIndex([
      doc("Fryers for Food Banks", "Our restaurants donate meals."),
      doc("Biscuit Month", "Buttermilk biscuits all month."),
      doc("Pie", "Apple pie."),
    ]);
    expect(search(index, "fryres", 10).hits.map((h) => h.url)).toEqual(["/fryers-for-food-banks"]);
    expect(search(index, "buttremlik", 10).hits.map((h) => h.url)).toEqual(["/biscuit-month"]);
    expect(search(index, "fyrrse", 10).hits).toEqual([]); // 3 edits: too far for 6 letters
    expect(search(index, "pei", 10).hits).toEqual([]); // 3 letters: as typed only
  });

  it("search.did-you-mean: a close spelling answers only when nothing matches as typed", () => {
    const index = buildIndex([
      doc("Chicken Sandwich", "Crispy chicken."),
      doc("Chicken Tenders", "Hand-breaded."),
    ]);
    const typo = search(index, "chiken tenders", 10);
    expect(typo.hits.map((h) => h.url)).toEqual(["/chicken-tenders"]);
    expect(typo.corrected).toBe("chicken tenders");
    expect(search(index, "chicken", 10).corrected).toBeNull();
  });

  it("search.ranking: title before body, exact before prefix before a close spelling", () => {
    const index = buildIndex([
      doc("Our values", "We cook chicken fresh.", "/body-exact"),
      doc("Chicken Scoop", "News.", "/title-exact"),
      doc("Chickens of the farm", "Farm.", "/title-prefix"),
      doc("Chikcen day", "Spelled wrong.", "/title-fuzzy"),
    ]);
    expect(search(index, "chicken", 10).hits.map((h) => h.url)).toEqual([
      "/title-exact",
      "/title-prefix",
      "/body-exact",
    ]);
  });

  it("search.all-words: every word of the query must be met; the limit caps the list", () => {
    const index = buildIndex(
      Array.from({ length: 8 }, (_, i) => doc(`Biscuit ${i}`, i % 2 ? "honey" : "gravy")),
    );
    expect(search(index, "biscuit honey", 10).hits).toHaveLength(4);
    expect(search(index, "biscuit", 3).hits).toHaveLength(3);
    expect(search(index, "biscuit nothing", 10).hits).toEqual([]);
  });

  it("search.highlight: the excerpt is the body around the first match, matches marked", () => {
    const body = `${"Lorem ipsum dolor sit amet. ".repeat(10)}Our fryers raised money for food banks. ${"More words here. ".repeat(10)}`;
    const { hits } = search(buildIndex([doc("Giving back", body)]), "fryers", 10);
    const parts = hits[0]!.excerpt;
    expect(parts[0]).toEqual({ text: "…", match: false });
    expect(parts.at(-1)).toEqual({ text: "…", match: false });
    expect(marked(parts)).toEqual(["fryers"]);
    expect(parts.map((p) => p.text).join("").length).toBeLessThan(175);
  });

  it("search.story-text: a story's words come from its bloks and rich text, not ids or links", () => {
    const found = storyDocument(
      {
        name: "Fryers",
        content: {
          _uid: "a",
          component: "news_article",
          title: "Fryers for Food Banks",
          teaser: "A drive.",
          date: "2026-03-01",
          image: { id: 1, filename: "/img/fryers.jpg", alt: "" },
          body: {
            type: "doc",
            content: [
              { type: "paragraph", content: [{ type: "text", text: "Meals donated." }] },
              { type: "paragraph", content: [{ type: "text", text: "Thank you." }] },
            ],
          },
        },
      },
      "/news-and-community/fryers",
    );
    expect(found).toEqual({
      kind: "article",
      url: "/news-and-community/fryers",
      title: "Fryers for Food Banks",
      body: "A drive. Meals donated. Thank you.",
      image: "/img/fryers.jpg",
    });
  });
});
