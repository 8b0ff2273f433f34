import { createHash } from "node:crypto";
import { gunzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { PageLoadContext } from "@coop/contract/load-context";

import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { createPageCache, inlineScriptHashes, type RenderedPage } from "./page-cache.ts";
import { pageKeyOf } from "./page-key.ts";
import { PAGE_CACHE_HEADER } from "./register-web.ts";

/** A stand-in for the React Router build: a page that shows what its render could see. */
function fakeWeb() {
  const seen: Request[] = [];
  return {
    seen,
    web: {
      pageCache: true as const,
      version: "build-1",
      handle: async (request: Request, page: PageLoadContext) => {
        seen.push(request);
        const url = new URL(request.url);
        if (url.pathname === "/menu/missing") {
          return new Response("<!doctype html><p>not found</p><script>window.x=1</script>", {
            status: 404,
            headers: { "content-type": "text/html; charset=utf-8" },
          });
        }
        const cookie = request.headers.get("cookie") ?? "";
        const nonce = page.cspNonce;
        const html =
          `<!doctype html><html><head><link rel="modulepreload" href="/assets/route.js"/>` +
          `<script${nonce ? ` nonce="${nonce}"` : ""}>` +
          `window.render=${seen.length};</script>` +
          `<link rel="stylesheet" href="/assets/root.css"/><link rel="stylesheet" href="/assets/page.css"/>` +
          `</head><body>` +
          `<p>${url.host} ${url.pathname}${url.search} [${cookie}]</p>` +
          `<script type="module" src="/assets/entry.js"></script>` +
          `<script type="module">import("/assets/route.js");</script>` +
          `<p>${"padding ".repeat(200)}</p></body></html>`;
        return new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
      },
    },
  };
}

function scriptSrc(csp: unknown): string {
  return (
    String(csp)
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("script-src")) ?? ""
  );
}

describe("pagecache.public-only: public pages are cached per path, language and channel", () => {
  let t: TestApp;
  let fake: ReturnType<typeof fakeWeb>;
  beforeAll(async () => {
    fake = fakeWeb();
    t = await createTestApp({ seed: false, deps: { web: fake.web } });
  });
  afterAll(() => t.close());

  it("a second request for a public page is served from the cache, byte for byte", async () => {
    const before = fake.seen.length;
    const a = await t.app.inject({ url: "/" });
    const b = await t.app.inject({ url: "/" });
    expect(a.statusCode).toBe(200);
    expect(b.headers[PAGE_CACHE_HEADER]).toBe("hit");
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    expect(b.headers["content-security-policy"]).toBe(a.headers["content-security-policy"]);
    expect(fake.seen.length - before).toBe(1);
  });

  it("security.page-csp: the cached page's CSP allows exactly the hashes of its inline scripts, and no nonce", async () => {
    const res = await t.app.inject({ url: "/menu" });
    const html = res.payload;
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => `'sha256-${createHash("sha256").update(m[1]!).digest("base64")}'`,
    );
    expect(inline).toHaveLength(2);
    const src = scriptSrc(res.headers["content-security-policy"]);
    expect(src).toBe(`script-src 'self' ${inline.join(" ")}`);
    expect(src).not.toContain("nonce");
    expect(html).not.toContain("nonce=");
  });

  it("pagecache.conditional: a cached page asks for its stylesheets first, in a Link preload header", async () => {
    const res = await t.app.inject({ url: "/" });
    expect(res.headers.link).toBe(
      "</assets/root.css>; rel=preload; as=style, </assets/page.css>; rel=preload; as=style",
    );
  });

  it("pagecache.key: language and channel (host) give different entries; other cookies do not reach the render", async () => {
    const before = fake.seen.length;
    const en = await t.app.inject({
      url: "/order",
      headers: { cookie: "lang=en-US; session=secret" },
    });
    const es = await t.app.inject({ url: "/order", headers: { cookie: "lang=es" } });
    const catering = await t.app.inject({
      url: "/order",
      headers: { host: "catering.example.com", cookie: "lang=es" },
    });
    const esAgain = await t.app.inject({ url: "/order", headers: { cookie: "other=1; lang=es" } });
    expect(en.payload).toContain("[lang=en-US]");
    expect(en.payload).not.toContain("secret");
    expect(es.payload).toContain("[lang=es]");
    expect(catering.payload).toContain("catering.example.com /order [lang=es]");
    expect(esAgain.headers[PAGE_CACHE_HEADER]).toBe("hit");
    expect(esAgain.payload).toBe(es.payload);
    expect(fake.seen.length - before).toBe(3);
  });

  it("pages with personal data, ?lang= and unknown query parameters are rendered per request with a nonce", async () => {
    for (const url of ["/order/confirm?id=o1", "/account/settings", "/?lang=es", "/menu?utm=x"]) {
      const before = fake.seen.length;
      const a = await t.app.inject({ url });
      const b = await t.app.inject({ url });
      expect(fake.seen.length - before, url).toBe(2);
      expect(a.headers[PAGE_CACHE_HEADER], url).toBe("bypass");
      expect(scriptSrc(a.headers["content-security-policy"]), url).toMatch(/'nonce-/);
      expect(scriptSrc(b.headers["content-security-policy"])).not.toBe(
        scriptSrc(a.headers["content-security-policy"]),
      );
    }
  });

  it("pagecache.what-is-kept: a 404 is not cached", async () => {
    const before = fake.seen.length;
    const a = await t.app.inject({ url: "/menu/missing" });
    const b = await t.app.inject({ url: "/menu/missing" });
    expect(a.statusCode).toBe(404);
    expect(b.statusCode).toBe(404);
    expect(b.headers["cache-control"]).toBe("no-store");
    expect(scriptSrc(b.headers["content-security-policy"])).toContain("'sha256-");
    expect(fake.seen.length - before).toBe(2);
  });

  it("pagecache.conditional: a cached page is compressed once, answers 304 to its ETag, and HEAD works", async () => {
    const first = await t.app.inject({ url: "/locations?mode=delivery" });
    const gz = await t.app.inject({
      url: "/locations?mode=delivery",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).equals(first.rawPayload)).toBe(true);
    expect(gz.headers.vary).toBe("Cookie, Accept-Encoding");
    const etag = String(first.headers.etag);
    const notModified = await t.app.inject({
      url: "/locations?mode=delivery",
      headers: { "if-none-match": etag },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.payload).toBe("");
    const head = await t.app.inject({ method: "HEAD", url: "/locations?mode=delivery" });
    expect(head.statusCode).toBe(200);
    expect(head.payload).toBe("");
    expect(head.headers.etag).toBe(etag);
  });
});

describe("pagecache.revalidate: the cached render is revalidated", () => {
  const key = pageKeyOf(
    { method: "GET", url: "/", origin: "http://coop.test", cookie: undefined },
    "v",
  )!;
  function page(text: string): RenderedPage {
    return {
      status: 200,
      contentType: "text/html",
      body: {
        identity: Buffer.from(text),
        etag: `"${text}"`,
        br: Buffer.alloc(0),
        gzip: Buffer.alloc(0),
      },
      scriptHashes: inlineScriptHashes(text),
      cacheable: true,
      csp: "script-src 'self'",
      preloadLinks: null,
    };
  }

  it("a stale entry is served once more while it is rendered again, then the new render is served", async () => {
    let clock = 0;
    const cache = createPageCache({ ttlMs: 1_000, staleMs: 10_000, now: () => clock });
    let renders = 0;
    const render = async () => page(`render ${++renders}`);
    expect((await cache.get(key, render)).state).toBe("miss");
    clock = 999;
    expect((await cache.get(key, render)).state).toBe("hit");
    clock = 1_500;
    const stale = await cache.get(key, render);
    expect(stale.state).toBe("stale");
    expect(stale.page.body.identity.toString()).toBe("render 1");
    await new Promise((resolve) => setImmediate(resolve));
    const fresh = await cache.get(key, render);
    expect(fresh.state).toBe("hit");
    expect(fresh.page.body.identity.toString()).toBe("render 2");
    clock = 20_000;
    expect((await cache.get(key, render)).state).toBe("miss");
    expect(renders).toBe(3);
  });

  it("concurrent misses share one render; clear() drops everything; the oldest entry goes first", async () => {
    const cache = createPageCache({ maxEntries: 2 });
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return page("x");
    };
    await Promise.all([cache.get(key, render), cache.get(key, render), cache.get(key, render)]);
    expect(renders).toBe(1);
    cache.clear();
    expect(cache.size).toBe(0);
    const other = (path: string) =>
      pageKeyOf({ method: "GET", url: path, origin: "http://coop.test", cookie: undefined }, "v")!;
    await cache.get(key, render);
    await cache.get(other("/menu"), render);
    await cache.get(other("/order"), render);
    expect(cache.size).toBe(2);
    expect((await cache.get(key, render)).state).toBe("miss");
  });

  it("pagecache.key: the key keeps only what a public page depends on", () => {
    const of = (url: string, cookie?: string, method = "GET") =>
      pageKeyOf({ method, url, origin: "https://coop.test", cookie }, "v");
    expect(of("/locations?mode=pickup")?.url).toBe("https://coop.test/locations?mode=pickup");
    expect(of("/", "a=1; lang=es; source=app; b=2")?.cookie).toBe("lang=es; source=app");
    expect(of("/", "lang=es")?.key).not.toBe(of("/", "lang=en-US")?.key);
    expect(of("/", "lang=<script>")).toBeNull();
    expect(of("/", undefined, "POST")).toBeNull();
    expect(of("/?lang=es")).toBeNull();
    expect(of("/order/confirm")).toBeNull();
    expect(of("/account")).toBeNull();
    expect(of("/order/product?sku=X")).toBeNull();
  });
});
