import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { PageContent, PageLoadContext } from "@coop/contract/load-context";

import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createRemoteContent } from "./remote-content.ts";

const TOKEN = "vendor-public-token";
const story = (full_slug: string, title: string, lang = "default") => ({
  id: 1,
  uuid: `u-${full_slug}`,
  name: title,
  slug: full_slug.split("/").pop(),
  full_slug,
  lang,
  content: { _uid: "x", component: "page", title, body: [] },
});

/** A local stand-in for the vendor's delivery API v2: checks the token, answers like it. */
function fakeVendor() {
  const asked: URL[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url!, "http://vendor.test");
    asked.push(url);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "content-type": "application/json", ...headers });
      res.end(JSON.stringify(body));
    };
    if (url.searchParams.get("token") !== TOKEN) return send(401, { error: "Unauthorized" });
    if (url.pathname === "/v2/cdn/stories/broken") return send(500, { error: "oops" });
    if (url.pathname === "/v2/cdn/stories/slow") return; // never answers
    const es = url.searchParams.get("language") === "es";
    if (url.pathname === "/v2/cdn/stories") {
      return send(
        200,
        { stories: [story("news-and-community/a", "A")], cv: 1, rels: [], links: [] },
        { total: "41", "per-page": url.searchParams.get("per_page") ?? "25" },
      );
    }
    const slug = url.pathname.replace("/v2/cdn/stories/", "");
    if (slug === "about" || slug === "globals/top-banner") {
      return send(200, {
        story: story(slug, es ? "Acerca" : "About", es ? "es" : "default"),
        cv: 1,
      });
    }
    send(404, "This record could not be found");
  });
  return { server, asked };
}

let vendor: ReturnType<typeof fakeVendor>;
let base = "";
beforeAll(async () => {
  vendor = fakeVendor();
  await new Promise<void>((resolve) => vendor.server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(vendor.server.address() as AddressInfo).port}/v2`;
});
afterAll(async () => {
  vendor.server.closeAllConnections();
  await new Promise((resolve) => vendor.server.close(resolve));
});

describe("content.remote-api: with CONTENT_API_URL and CONTENT_API_TOKEN the pages read the vendor", () => {
  let t: TestApp;
  let content: PageContent;
  beforeAll(async () => {
    let seen: PageLoadContext | undefined;
    t = await createTestApp({
      seed: false,
      config: { CONTENT_API_URL: base, CONTENT_API_TOKEN: TOKEN },
      deps: {
        web: {
          handle: async (_request, context) => {
            seen = context;
            return new Response("<!doctype html>", { headers: { "content-type": "text/html" } });
          },
        },
      },
    });
    await t.app.inject({ url: "/account" });
    content = seen!.content;
  });
  afterAll(async () => t?.close());

  it("reads stories, a story in Spanish and a global story from the vendor with its token", async () => {
    expect((await content.story("about", { language: "en-US" }))?.name).toBe("About");
    const es = await content.story("about", { language: "es" });
    expect(es?.name).toBe("Acerca");
    const list = await content.stories({ startsWith: "news-and-community/", language: "en-US" });
    expect(list.total).toBe(41);
    expect(list.stories[0]?.full_slug).toBe("news-and-community/a");
    expect((await content.global("top-banner", "en-US"))?.full_slug).toBe("globals/top-banner");
    expect(await content.story("nowhere", { language: "en-US" })).toBeNull();
    const asked = vendor.asked.find((u) => u.pathname === "/v2/cdn/stories")!;
    expect(asked.searchParams.get("starts_with")).toBe("news-and-community/");
    expect(asked.searchParams.get("per_page")).toBe("100");
    expect(asked.searchParams.get("version")).toBe("published");
    expect(vendor.asked.some((u) => u.searchParams.get("language") === "es")).toBe(true);
  });
});

describe("content.failed-read: the vendor failing is logged and answers nothing", () => {
  it("an error status, a wrong token, a vendor down or too slow: null or an empty list, logged", async () => {
    const onError = vi.fn();
    const remote = createRemoteContent({ url: base, token: TOKEN, timeoutMs: 200, onError });
    expect(await remote.story("broken", { language: "en-US" })).toBeNull();
    expect(await remote.story("slow", { language: "en-US" })).toBeNull();
    expect(onError).toHaveBeenCalledTimes(2);
    const wrong = createRemoteContent({ url: base, token: "nope", onError });
    expect(await wrong.stories({ startsWith: "", language: "en-US" })).toEqual({
      stories: [],
      total: 0,
    });
    const down = createRemoteContent({ url: "http://127.0.0.1:9/v2", token: TOKEN, onError });
    expect(await down.global("top-banner", "es")).toBeNull();
    expect(onError).toHaveBeenCalledTimes(4);
    expect(String(onError.mock.calls[0]![0])).toContain("500");
  });
});
