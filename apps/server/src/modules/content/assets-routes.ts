import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

import { ASSET_MAX_BYTES, ASSET_TYPES } from "@coop/contract/ops-content";

import { endpointRoute } from "../../http/endpoint-route.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import type { StaffService } from "../staff/service.ts";
import {
  ASSET_LIMIT_WORDS,
  ASSET_TYPE_WORDS,
  type AssetsService,
  isAssetType,
} from "./assets-service.ts";
import { AUTHORING_ROLES } from "./authoring-routes.ts";

/**
 * Images of the content: uploaded by marketing and admin staff under /api/ops/content/assets
 * (`content.asset-limits`), served to everyone at /content-assets/{id}/{name}
 * (`content.asset-serving`).
 */
export const assetsRoutes: FastifyPluginAsyncZod<{
  assets: AssetsService;
  access: StaffService["access"];
}> = async (app, { assets, access }) => {
  const authors = access.staffFirst({ roles: AUTHORING_ROLES });
  const actor = (request: Parameters<typeof authors.caller>[0]) => ({
    id: authors.caller(request).staff.id,
  });
  const errors = [400, 401, 403, 404] as const;
  const ok = <T>(data: T) => ({ status: "ok" as const, data });

  await app.register(async (scope) => {
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    ops.addHook("onSend", async (_request, reply) => {
      if (!reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-store");
    });
    // Raw image bodies on this scope only; every other route keeps its JSON parser and limit.
    ops.addContentTypeParser(
      [...ASSET_TYPES],
      { parseAs: "buffer", bodyLimit: ASSET_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    ops.route({
      ...endpointRoute("opsContentAssetsList", {
        summary: "Uploaded images, newest first",
        errors,
      }),
      preValidation: authors.preValidation,
      handler: async () => ok({ assets: await assets.list() }),
    });
    ops.route({
      ...endpointRoute("opsContentAssetsUpload", {
        summary: "Upload an image (the body is its bytes)",
        errors,
        status: 201,
      }),
      // The caller first, then the type and the size, before a byte of the body is read.
      preParsing: async (request, _reply, payload) => {
        await authors.preValidation(request);
        const type = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
        if (!isAssetType(type))
          throw new HttpError(
            400,
            `Upload ${ASSET_TYPE_WORDS} as the body, with its Content-Type.`,
          );
        const length = Number(request.headers["content-length"]);
        if (Number.isFinite(length) && length > ASSET_MAX_BYTES)
          throw new HttpError(
            413,
            `The image is larger than ${ASSET_LIMIT_WORDS}; make it smaller and upload it again.`,
          );
        return payload;
      },
      preValidation: authors.preValidation,
      handler: async (request, reply) => {
        const type = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const asset = await assets.upload(actor(request), type, body, request.query);
        reply.code(201);
        return ok(asset);
      },
    });
    ops.route({
      ...endpointRoute("opsContentAssetsUpdate", {
        summary: "Change an image's alternative text",
        errors,
      }),
      preValidation: authors.preValidation,
      handler: async (request) =>
        ok(await assets.updateAlt(actor(request), request.params.id, request.body.alt)),
    });
  });

  app.get(
    "/content-assets/:id/:name",
    {
      schema: {
        hide: true,
        params: z.object({ id: z.string().max(64), name: z.string().max(120) }),
      },
    },
    async (request, reply) => {
      const found = await assets.read(request.params.id, request.params.name);
      if (!found) throw notFound(`There is no image ${request.url.split("?")[0]}.`);
      return reply
        .type(found.contentType)
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'")
        .send(found.bytes);
    },
  );
};
