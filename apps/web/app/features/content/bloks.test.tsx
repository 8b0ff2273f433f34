// @vitest-environment happy-dom
import { act, render as rtlRender, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { createRoutesStub, MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";

import { BlokList } from "./bloks.tsx";
import { type ContentEnv, ContentEnvProvider } from "./content-env.tsx";
import { paragraph } from "./test-fixtures.ts";

function render(bloks: unknown[], env: Partial<ContentEnv> = {}): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = renderToString(
    <MemoryRouter>
      <ContentEnvProvider value={{ origins: ["https://coop.example"], ...env }}>
        <BlokList bloks={bloks} />
      </ContentEnvProvider>
    </MemoryRouter>,
  );
  return root;
}

const image = (filename: string, alt: string | null = "A bucket of chicken") => ({
  id: 1,
  filename,
  alt,
});
const storyLinkTo = (slug: string) => ({ linktype: "story", url: "", cached_url: slug });

describe("content components", () => {
  it("content-page.components: a hero with its image first and at once, headline, text and action", () => {
    const root = render([
      {
        _uid: "h",
        component: "hero",
        headline: "Crispy since 1952",
        text: "Fresh every day.",
        image: image("https://a.example/f/1/1200x800/x/hero.jpg"),
        cta_label: "Order now",
        cta_link: storyLinkTo("menu"),
      },
    ]);
    const img = root.querySelector("img");
    expect(img?.getAttribute("fetchpriority")).toBe("high");
    expect(img?.hasAttribute("loading")).toBe(false);
    expect(img?.getAttribute("width")).toBe("1200");
    expect(img?.getAttribute("height")).toBe("800");
    expect(img?.getAttribute("alt")).toBe("A bucket of chicken");
    expect(root.querySelector("h2")?.textContent).toBe("Crispy since 1952");
    expect(root.querySelector("a")?.getAttribute("href")).toBe("/menu");
  });

  it("content-page.components: the first hero is the page's h1 where the page says so (home)", () => {
    const root = render([{ _uid: "h", component: "hero", headline: "Welcome" }], {
      heroIsTitle: true,
    });
    expect(root.querySelector("h1")?.textContent).toBe("Welcome");
  });

  it("content-page.image: images below the top are lazy; alt from the asset, decorative ones empty; unsafe sources dropped", () => {
    const root = render([
      { _uid: "i1", component: "image", image: image("/content-assets/a.png"), caption: "Hi" },
      { _uid: "i2", component: "image", image: image("https://a.example/b.png", null) },
      { _uid: "i3", component: "image", image: image("javascript:alert(1)") },
      { _uid: "i4", component: "image", image: image("//evil.example/x.png") },
    ]);
    const imgs = [...root.querySelectorAll("img")];
    expect(imgs.map((i) => i.getAttribute("src"))).toEqual([
      "/content-assets/a.png",
      "https://a.example/b.png",
    ]);
    expect(imgs.map((i) => i.getAttribute("loading"))).toEqual(["lazy", "lazy"]);
    expect(imgs.map((i) => i.getAttribute("alt"))).toEqual(["A bucket of chicken", ""]);
    expect(root.querySelector("figcaption")?.textContent).toBe("Hi");
  });

  it("content-page.components: rich text, call to action, card grid and FAQ", () => {
    const root = render([
      { _uid: "r", component: "rich_text", text: paragraph("Hand-breaded.") },
      {
        _uid: "c",
        component: "call_to_action",
        label: "Find us",
        text: "Near you",
        style: "outline",
        link: { linktype: "url", url: "https://coop.example/locations", cached_url: "" },
      },
      {
        _uid: "g",
        component: "card_grid",
        title: "Explore",
        cards: [
          { _uid: "c1", component: "card", title: "Values", link: storyLinkTo("about/our-values") },
          {
            _uid: "c2",
            component: "card",
            title: "Give",
            link: { linktype: "url", url: "https://x.example", cached_url: "" },
          },
          { _uid: "c3", component: "card", title: "" },
        ],
      },
      {
        _uid: "f",
        component: "faq",
        items: [
          { _uid: "q", component: "faq_item", question: "Halal?", answer: paragraph("Ask us.") },
        ],
      },
    ]);
    expect(root.querySelector(".rich-text p")?.textContent).toBe("Hand-breaded.");
    const cta = root.querySelector(".content-cta a");
    expect(cta?.getAttribute("href")).toBe("/locations");
    expect(cta?.className).toContain("button--outline");
    expect(root.querySelector(".content-grid h2")?.textContent).toBe("Explore");
    expect(root.querySelectorAll(".content-grid li")).toHaveLength(2);
    expect(root.querySelector(".content-grid h3 a")?.getAttribute("href")).toBe(
      "/about/our-values",
    );
    expect(root.querySelector('.content-grid a[target="_blank"]')?.getAttribute("rel")).toBe(
      "noopener noreferrer",
    );
    expect(root.querySelector("details summary")?.textContent).toBe("Halal?");
    expect(root.querySelector("details p")?.textContent).toBe("Ask us.");
    expect(root.querySelector(".content-faq h2")?.textContent).toBe("Frequently asked questions");
  });

  it("content-page.components: a call to action with an unsafe link is left out", () => {
    const root = render([
      {
        _uid: "c",
        component: "call_to_action",
        label: "Click",
        link: { linktype: "url", url: "javascript:alert(1)", cached_url: "" },
      },
    ]);
    expect(root.innerHTML).toBe("");
  });

  it("content-page.components: unknown components and broken entries are skipped, the rest renders", () => {
    const root = render([
      { _uid: "x", component: "carousel_3000", slides: 9 },
      null,
      "text",
      { component: "rich_text", text: "not a doc" },
      { _uid: "r", component: "rich_text", text: paragraph("Still here.") },
    ]);
    expect(root.textContent).toBe("Still here.");
  });

  it("content-page.form-embed: a form id the site does not know says plainly it cannot be sent online, with no fields", () => {
    const root = render([
      { _uid: "f", component: "form_embed", form: "newsletter", title: "Write to us" },
    ]);
    expect(root.querySelector("h2")?.textContent).toBe("Write to us");
    expect(root.textContent).toContain("This form cannot be sent online.");
    expect(root.querySelector("form, input, button, textarea")).toBeNull();
  });

  it("content-page.form-embed: a known form is the real form under the editor's title, and it is sent to /api/submit", async () => {
    const user = userEvent.setup();
    const posted: { url: string; body: unknown }[] = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
      if (init.method === "POST") {
        posted.push({ url, body: JSON.parse(String(init.body)) });
        return Response.json({ ok: true, id: "i", reference: "REF12345" });
      }
      return Response.json({ count: 0, locations: [] });
    });
    const Stub = createRoutesStub([
      {
        path: "/media-resources",
        Component: () => (
          <ContentEnvProvider value={{ origins: ["https://coop.example"] }}>
            <BlokList
              bloks={[
                { _uid: "f", component: "form_embed", form: "media", title: "Press inquiries" },
              ]}
            />
          </ContentEnvProvider>
        ),
      },
    ]);
    // The form's code loads on first use: the render settles once it has arrived.
    await act(async () => {
      rtlRender(<Stub initialEntries={["/media-resources"]} />);
    });
    expect(await screen.findByRole("heading", { name: "Press inquiries" })).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: "Your name" }), "Ada");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "ada@coop.example");
    await user.type(screen.getByRole("textbox", { name: "Publication or outlet" }), "Gazette");
    await user.type(screen.getByRole("textbox", { name: "Message" }), "A question");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Your reference number: REF12345")).toBeTruthy();
    expect(posted).toEqual([
      {
        url: "/api/submit",
        body: {
          form: "media",
          fields: {
            name: "Ada",
            email: "ada@coop.example",
            outlet: "Gazette",
            message: "A question",
          },
          language: "en",
        },
      },
    ]);
    vi.unstubAllGlobals();
  });

  it("content-page.cards-slot: the content-card slot is a labelled region, hidden while it is empty", () => {
    const empty = render([{ _uid: "s", component: "content_cards" }]);
    const slot = empty.querySelector('[data-slot="content-cards"]');
    expect(slot?.getAttribute("aria-label")).toBe("For you");
    expect(slot?.hasAttribute("hidden")).toBe(true);
    expect(slot?.children).toHaveLength(0);
    const filled = render([{ _uid: "s", component: "content_cards", title: "Deals" }], {
      contentCards: <p>A card</p>,
    });
    const shown = filled.querySelector('[data-slot="content-cards"]');
    expect(shown?.hasAttribute("hidden")).toBe(false);
    expect(shown?.getAttribute("aria-label")).toBe("Deals");
  });

  it("content-page.featured-products: the default menu's products by sku in the editor's order; unknown skus left out", () => {
    const products = {
      "101": {
        sku: "101",
        name: "Two Piece",
        description: "Dark meat",
        cost: 7.49,
        image: "/i/101.png",
      },
      "205": { sku: "205", name: "Biscuit", description: "", cost: 1.99, image: null },
    };
    const root = render(
      [
        {
          _uid: "p",
          component: "featured_products",
          title: "Favorites",
          skus: ["205", "999", "101"],
        },
      ],
      { products },
    );
    expect([...root.querySelectorAll("h3 a")].map((a) => a.textContent)).toEqual([
      "Biscuit",
      "Two Piece",
    ]);
    expect(root.querySelector("h3 a")?.getAttribute("href")).toBe("/order/product?id=205");
    expect(root.textContent).toContain("$7.49");
    const none = render([{ _uid: "p", component: "featured_products", skus: ["999"] }], {
      products,
    });
    expect(none.innerHTML).toBe("");
  });
});
