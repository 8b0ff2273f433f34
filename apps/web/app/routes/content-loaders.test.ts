import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";

import type { PageContent, PageLoadContext } from "@coop/contract/load-context";

import { aboutStory, fakeContent, storyOf } from "../features/content/test-fixtures.ts";
import { pageContext } from "../lib/page-context.ts";
import { loader as contentLoader } from "./content-page.tsx";
import { loader as layoutLoader } from "./default-layout.tsx";
import { loader as homeLoader } from "./home.tsx";

// The content routes' loaders with a fake page context (the server's PageContent).

function argsOf(url: string, content: PageContent) {
  const value: PageLoadContext = {
    menus: { get: async () => null },
    offers: { publicOffers: async () => [] },
    content,
    mapTiles: { url: "", attribution: "" },
    auth: { sso: { enabled: false, label: null }, botCheck: null },
    api: { fetch: () => Promise.reject(new Error("no API in this test")) },
    cspNonce: undefined,
  };
  const context = new RouterContextProvider(new Map([[pageContext, value]]));
  return { request: new Request(url), url: new URL(url), pattern: "", params: {}, context };
}

describe("content route loaders", () => {
  it("content-page.home: / renders the home story; without it (or when content fails) the built-in hero", async () => {
    const home = storyOf("home", { component: "page", title: "Home", body: [] });
    const withStory = await homeLoader(argsOf("https://coop.example/", fakeContent([home])));
    expect(withStory.data.page?.story.full_slug).toBe("home");
    const without = await homeLoader(argsOf("https://coop.example/", fakeContent([])));
    expect(without.data.page).toBeNull();
  });

  it("content-page.story-page: the catch-all /{slug} shows a published root story, else a 404", async () => {
    const gift = storyOf("gift", { component: "page", title: "Gift cards", body: [] });
    const content = fakeContent([gift, aboutStory]);
    const found = await contentLoader(argsOf("https://coop.example/gift", content));
    expect(found.data.story.full_slug).toBe("gift");
    const thrown: unknown = await contentLoader(argsOf("https://coop.example/nope", content)).catch(
      (error: unknown) => error,
    );
    expect((thrown as { init?: { status?: number } }).init?.status).toBe(404);
  });

  it("content-page.top-banner: the default layout's loader reads the banner in the request's language", async () => {
    const banner = storyOf("globals/top-banner", {
      component: "top_banner",
      active: true,
      text: "Hola",
    });
    const content = fakeContent([banner]);
    const data = await layoutLoader(argsOf("https://coop.example/about?lang=es", content));
    expect(data).toEqual({
      topBanner: { text: "Hola", linkLabel: "", link: null },
      globalClass: "",
    });
    expect(content.calls).toContainEqual(["global", "top-banner", "es"]);
  });
});
