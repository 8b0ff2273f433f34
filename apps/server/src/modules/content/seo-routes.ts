import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";

import { GLOBALS_FOLDER, storySchema } from "@coop/contract/content";

import { checkedJson } from "../../http/checked-json.ts";
import {
  prepareBody,
  type PreparedJson,
  prepareJson,
  sendJsonCached,
  sendPrepared,
} from "../../http/conditional.ts";
import type { DeliveryService } from "./delivery-service.ts";
import { isCateringOnlyPath, sitePathOf } from "./site-paths.ts";
import { deliveryStoryOf, findStory } from "./story-query.ts";

/** The site's own pages that are built and public, whatever the content says. */
export const STATIC_PUBLIC_PAGES = ["/", "/menu", "/menu/nutrition", "/locations", "/offers"];

/**
 * Paths under which a story is never a page of its own: personal, made per request, or not
 * public (`seo.sitemap`).
 */
const NOT_PAGES = ["/account", "/app", "/ops", "/api", "/order", "/search", "/_data"];

const SEO_CACHE = "public, max-age=300";

/**
 * The site paths of the sitemap (`seo.sitemap`): the built static public pages and the page
 * of every published story, never a global story, a draft or an unpublished one, nor a page
 * of the catering site only (`botime.catering-only`).
 */
export function sitemapPaths(fullSlugs: readonly string[]): string[] {
  const paths = new Set(STATIC_PUBLIC_PAGES);
  for (const fullSlug of fullSlugs) {
    const path = sitePathOf(fullSlug);
    if (path === null) continue;
    if (NOT_PAGES.some((p) => path === p || path.startsWith(`${p}/`))) continue;
    if (isCateringOnlyPath(path)) continue;
    paths.add(path);
  }
  return [...paths].sort();
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );
}

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${urls.join("\n")}\n</urlset>\n`
  );
}

/** `seo.robots`: everyone may crawl the public site; the personal and staff parts are off. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /ops",
    "Disallow: /account",
    "Disallow: /order",
    "Disallow: /api",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

const DATA_ROUTE = { method: "GET", url: "/_data/:file" };
const dataFileSchema = z.object({ story: storySchema });

/**
 * /sitemap.xml, /robots.txt and the content data files /_data/{slug}.json (`content.data-files`:
 * the published global story `globals/{slug}` as `{ story }`, 404 when there is none). The
 * sitemap follows the published stories: it is made again after every publication.
 */
export const seoRoutes: FastifyPluginAsync<{
  delivery: Pick<DeliveryService, "published">;
  publicOrigin: string;
}> = async (app, { delivery, publicOrigin }) => {
  const robots = prepareBody(robotsTxt(publicOrigin));
  let sitemap: { entries: unknown; body: ReturnType<typeof prepareBody> } | undefined;
  // The data files made from the published stories now, by slug.
  let dataFiles: { entries: unknown; bodies: Map<string, PreparedJson> } = {
    entries: null,
    bodies: new Map(),
  };

  app.get("/robots.txt", { schema: { hide: true }, compress: false }, (request, reply) => {
    reply.header("etag", robots.etag).header("cache-control", SEO_CACHE);
    reply.header("vary", "accept-encoding");
    return sendPrepared(request, reply, robots, "text/plain; charset=utf-8");
  });

  app.get("/sitemap.xml", { schema: { hide: true }, compress: false }, async (request, reply) => {
    const { entries } = await delivery.published();
    // Made once per load of the published stories.
    if (sitemap?.entries !== entries) {
      const slugs = entries.filter((e) => !e.row.isFolder).map((e) => e.version.full_slug);
      sitemap = { entries, body: prepareBody(sitemapXml(publicOrigin, sitemapPaths(slugs))) };
    }
    reply.header("etag", sitemap.body.etag).header("cache-control", SEO_CACHE);
    reply.header("vary", "accept-encoding");
    return sendPrepared(request, reply, sitemap.body, "application/xml; charset=utf-8");
  });

  app.get<{ Params: { file: string } }>(
    DATA_ROUTE.url,
    { schema: { hide: true }, compress: false },
    async (request, reply) => {
      const match = /^([a-z0-9-]{1,80})\.json$/.exec(request.params.file);
      const { entries } = await delivery.published();
      if (dataFiles.entries !== entries) dataFiles = { entries, bodies: new Map() };
      const entry = match ? findStory(entries, `${GLOBALS_FOLDER}/${match[1]}`) : undefined;
      if (!match || !entry) {
        reply.header("cache-control", "no-store");
        return reply.status(404).send({
          message: match
            ? `There is no published content data "${match[1]}": publish globals/${match[1]} first.`
            : "A content data file is /_data/<slug>.json (lower-case letters, digits, hyphens).",
          requestId: request.id,
        });
      }
      let body = dataFiles.bodies.get(match[1]!);
      if (!body) {
        const story = deliveryStoryOf(entry, "default", false);
        body = prepareJson(checkedJson(dataFileSchema, { story }, DATA_ROUTE));
        dataFiles.bodies.set(match[1]!, body);
      }
      return sendJsonCached(request, reply, body, { cacheControl: "public, max-age=60" });
    },
  );
};
