import { randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";

import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { registerErrorHandling } from "./http/error-handler.ts";
import { HttpError } from "./http/http-error.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { createOfflineGeocoder, type Geocoder } from "./modules/locations/geocoder.ts";
import { locationRoutes } from "./modules/locations/routes.ts";
import { createLocationsService } from "./modules/locations/service.ts";
import { menuImageRoutes } from "./modules/menus/image-routes.ts";
import { menuRoutes } from "./modules/menus/routes.ts";
import { createMenusService } from "./modules/menus/service.ts";
import { registerWeb, type WebApp } from "./web/register-web.ts";

export type AppDeps = {
  database: Database;
  /** The React Router site; absent in API-only tests. */
  web?: WebApp;
  /** Development (Vite with HMR) relaxes the CSP for Vite's injected scripts. */
  dev?: boolean;
  /** The clock (tests fix it). */
  now?: () => Date;
  /** Address → point; the offline ZIP-centroid geocoder by default. */
  geocoder?: Geocoder;
  /** How long the in-memory catalog (restaurants, menus) is trusted; tests use 0. */
  catalogCacheTtlMs?: number;
};

export type App = FastifyInstance & { coop: { shuttingDown: boolean } };

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** CSP nonces, one per request, read by helmet's directive and by the web handler. */
const nonces = new WeakMap<IncomingMessage, string>();
export const nonceOf = (req: IncomingMessage): string => nonces.get(req) ?? "";

export async function buildApp(config: Config, deps: AppDeps): Promise<App> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    // Honour a caller's request id when it looks like one, so a trace crosses services.
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: false },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const coop = { shuttingDown: false };
  app.decorate("coop", coop);

  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
    nonces.set(request.raw, randomBytes(16).toString("base64"));
  });
  // While shutting down, a keep-alive connection is closed after its response, so
  // that the process can end once the requests in flight are answered.
  app.addHook("onSend", async (_request, reply) => {
    if (coop.shuttingDown) reply.header("connection", "close");
  });

  const httpsOrigin = config.publicOrigin.startsWith("https:");
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: deps.dev
          ? ["'self'", "'unsafe-inline'"]
          : ["'self'", (req) => `'nonce-${nonceOf(req as IncomingMessage)}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: deps.dev ? ["'self'", "ws:", "wss:"] : ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(httpsOrigin ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: httpsOrigin ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });

  registerErrorHandling(app);

  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Coop API",
        version: "1.4.23",
        description:
          "The member, order and location API of Coop. Errors under /api share one body: " +
          "{ message, errors?: [{ path, message }], requestId }.",
      },
      // Relative, so "try it out" calls the origin the docs were opened from.
      servers: [{ url: "/", description: "this server" }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    uiConfig: { docExpansion: "list", deepLinking: true, validatorUrl: null },
    staticCSP: false,
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  await app.register(healthRoutes, { database: deps.database, coop });

  const now = deps.now ?? (() => new Date());
  const cacheTtlMs = deps.catalogCacheTtlMs ?? 30_000;
  const locations = createLocationsService({
    db: deps.database.db,
    geocoder: deps.geocoder ?? createOfflineGeocoder(),
    cacheTtlMs,
  });
  const menus = createMenusService({
    db: deps.database.db,
    locations,
    imageBaseUrl: config.menuImageBaseUrl,
    cacheTtlMs,
  });
  await app.register(locationRoutes, { locations, now });
  await app.register(menuRoutes, { menus, now });
  await app.register(menuImageRoutes, { menus });

  // Anything else under /api is an unknown route: a JSON 404, never the HTML site.
  app.all("/api/*", { schema: { hide: true } }, async (request) => {
    throw new HttpError(
      404,
      `There is no API route ${request.method} ${request.url.split("?")[0]}. The routes are listed at /api/docs.`,
    );
  });
  app.setNotFoundHandler(async (request) => {
    throw new HttpError(
      404,
      `Nothing is served at ${request.method} ${request.url.split("?")[0]}.`,
    );
  });

  if (deps.web) await registerWeb(app, deps.web, nonceOf);

  return app as unknown as App;
}
