import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { notFound } from "../../http/http-error.ts";
import { findMenuImage } from "./menu-images.ts";
import type { MenusService } from "./service.ts";

/**
 * The built-in menu image host: /images/menu/<sku>-card.svg and <sku>-hero.svg, drawn
 * from the product (`menu.images`: images come from a menu image host; MENU_IMAGE_BASE_URL
 * points elsewhere when a chain has photographs).
 */
export const menuImageRoutes: FastifyPluginAsyncZod<{ menus: MenusService }> = async (
  app,
  { menus },
) => {
  app.get(
    "/images/menu/:file",
    { schema: { hide: true, params: z.object({ file: z.string().max(80) }) } },
    async (request, reply) => {
      const lookup = await menus.imageSubjects();
      const svg = findMenuImage(request.params.file, (sku) => lookup.get(sku));
      if (!svg) throw notFound(`There is no menu image ${request.params.file}.`);
      return reply
        .type("image/svg+xml; charset=utf-8")
        .header("cache-control", "public, max-age=86400")
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
};
