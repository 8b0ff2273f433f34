// @vitest-environment happy-dom
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import type { RichTextNode } from "@coop/contract/content";

import { ContentEnvProvider } from "./content-env.tsx";
import { RichText } from "./rich-text.tsx";

function render(content: unknown[]): HTMLElement {
  const html = renderToString(
    <MemoryRouter>
      <ContentEnvProvider value={{ origins: ["https://coop.example"] }}>
        <RichText doc={{ type: "doc", content }} />
      </ContentEnvProvider>
    </MemoryRouter>,
  );
  const root = document.createElement("div");
  root.innerHTML = html;
  return root;
}

const text = (value: string, marks: unknown[] = []): RichTextNode =>
  ({ type: "text", text: value, marks }) as RichTextNode;
const link = (href: string, linktype = "url") => ({ type: "link", attrs: { href, linktype } });

describe("the rich-text renderer", () => {
  it("content-page.rich-text: paragraphs, level 2 and 3 headings, lists, list items and hard breaks", () => {
    const root = render([
      { type: "heading", attrs: { level: 2 }, content: [text("Our story")] },
      { type: "heading", attrs: { level: 3 }, content: [text("1952")] },
      { type: "heading", attrs: { level: 1 }, content: [text("Too big")] },
      { type: "heading", attrs: { level: 5 }, content: [text("Too small")] },
      { type: "paragraph", content: [text("Line one"), { type: "hard_break" }, text("Line two")] },
      {
        type: "bullet_list",
        content: [
          { type: "list_item", content: [{ type: "paragraph", content: [text("Wings")] }] },
        ],
      },
      {
        type: "ordered_list",
        attrs: { order: 3 },
        content: [{ type: "list_item", content: [{ type: "paragraph", content: [text("Fry")] }] }],
      },
    ]);
    expect([...root.querySelectorAll("h2")].map((h) => h.textContent)).toEqual([
      "Our story",
      "Too big",
    ]);
    expect([...root.querySelectorAll("h3")].map((h) => h.textContent)).toEqual([
      "1952",
      "Too small",
    ]);
    expect(root.querySelector("h1")).toBeNull();
    expect(root.querySelector("p br")).not.toBeNull();
    expect(root.querySelector("p")?.textContent).toBe("Line oneLine two");
    expect(root.querySelector("ul > li > p")?.textContent).toBe("Wings");
    expect(root.querySelector("ol")?.getAttribute("start")).toBe("3");
    expect(root.querySelector("ol > li")?.textContent).toBe("Fry");
  });

  it("content-page.rich-text: bold, italic and link marks, the link around the others", () => {
    const root = render([
      {
        type: "paragraph",
        content: [
          text("crispy", [{ type: "bold" }]),
          text(" and "),
          text("juicy", [{ type: "italic" }, { type: "bold" }]),
          text(" menu", [link("/menu", "url"), { type: "bold" }]),
        ],
      },
    ]);
    expect(root.querySelector("strong")?.textContent).toBe("crispy");
    expect(root.querySelector("em > strong, strong > em")?.textContent).toBe("juicy");
    const a = root.querySelector("a");
    expect(a?.getAttribute("href")).toBe("/menu");
    expect(a?.querySelector("strong")?.textContent).toBe(" menu");
    expect(a?.hasAttribute("target")).toBe(false);
  });

  it("content-page.link-safety: a link to another site opens in a new tab with rel noopener and says so", () => {
    const root = render([
      { type: "paragraph", content: [text("Give", [link("https://foodbank.example/")])] },
    ]);
    const a = root.querySelector("a");
    expect(a?.getAttribute("href")).toBe("https://foodbank.example/");
    expect(a?.getAttribute("target")).toBe("_blank");
    expect(a?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(a?.textContent).toBe("Give (opens in a new tab)");
  });

  it("content-page.link-safety: story links go to their page; this site's URLs stay in the tab", () => {
    const root = render([
      {
        type: "paragraph",
        content: [
          text("story", [link("about/our-story", "story")]),
          text("home", [link("home", "story")]),
          text("here", [link("https://coop.example/menu")]),
          text("mail", [link("hi@coop.example", "email")]),
        ],
      },
    ]);
    expect([...root.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
      "/about/our-story",
      "/",
      "/menu",
      "mailto:hi@coop.example",
    ]);
    expect(root.querySelector("a[target]")).toBeNull();
  });

  it("content-page.link-safety: javascript:, data: and other unsafe links are plain text, no <a>", () => {
    const root = render([
      {
        type: "paragraph",
        content: [
          text("one", [link("javascript:alert(1)")]),
          text("two", [link("data:text/html,hi")]),
          text("three", [link("//evil.example")]),
          text("four", [link("vbscript:x")]),
        ],
      },
    ]);
    expect(root.querySelector("a")).toBeNull();
    expect(root.textContent).toBe("onetwothreefour");
    expect(root.innerHTML).not.toContain("javascript");
  });

  it("content-page.rich-text: unknown nodes and marks are skipped, broken ones never crash", () => {
    const root = render([
      { type: "blockquote", content: [text("quoted")] },
      { type: "paragraph", content: [text("kept", [{ type: "strike" }]), null, 42, { nope: 1 }] },
      { type: "paragraph", content: "not a list" },
      { type: "text", text: 5 },
      "a string",
      { type: "paragraph", content: [text("x", [{ type: "link" }, { type: "link", attrs: {} }])] },
    ]);
    expect(root.textContent).toBe("keptx");
    expect(root.querySelector("blockquote, s, a")).toBeNull();
  });

  it("content-page.rich-text: an empty or missing document renders nothing", () => {
    for (const doc of [undefined, null, "text", { type: "doc" }, { type: "doc", content: [] }]) {
      const html = renderToString(
        <MemoryRouter>
          <RichText doc={doc} />
        </MemoryRouter>,
      );
      expect(html).toBe("");
    }
  });
});
