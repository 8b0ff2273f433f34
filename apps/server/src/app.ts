import { createHmac, randomUUID } from "node:crypto";
import { join } from "node:path";

import compress from "@fastify/compress";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";

import { APP_VERSION } from "@coop/contract/constants";

import { closeSharedServices, createSharedServices } from "./composition.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { registerErrorHandling } from "./http/error-handler.ts";
import { HttpError } from "./http/http-error.ts";
import { openApiComponents } from "./http/openapi-components.ts";
import { securityHeaders } from "./http/security-headers.ts";
import type { BotCheck } from "./lib/bot-check.ts";
import { builtinBotCheckRoutes } from "./lib/bot-check-routes.ts";
import type { RateLimiter } from "./lib/rate-limit.ts";
import { createSheetPull } from "./modules/careers/import.ts";
import { registerApplicationEmails } from "./modules/careers/notify.ts";
import { careersOpsRoutes } from "./modules/careers/ops-routes.ts";
import { createCareersOps } from "./modules/careers/ops-service.ts";
import { createResumeCleanup } from "./modules/careers/resume-cleanup.ts";
import { createResumeFiles } from "./modules/careers/resume-files.ts";
import { careersRoutes } from "./modules/careers/routes.ts";
import { createJobIndex } from "./modules/careers/search.ts";
import { createCareersService } from "./modules/careers/service.ts";
import { assetsRoutes } from "./modules/content/assets-routes.ts";
import { createAssetsService } from "./modules/content/assets-service.ts";
import { assetStoragesOf } from "./modules/content/assets-storage.ts";
import { authoringRoutes } from "./modules/content/authoring-routes.ts";
import { createAuthoringService } from "./modules/content/authoring-service.ts";
import { cdnRoutes } from "./modules/content/cdn-routes.ts";
import { createDeliveryRepository } from "./modules/content/delivery-repository.ts";
import { createDeliveryService } from "./modules/content/delivery-service.ts";
import type { ContentEvents } from "./modules/content/events.ts";
import { createContentEvents } from "./modules/content/events-redis.ts";
import { createPageContent } from "./modules/content/page-content.ts";
import { createPreviewTickets } from "./modules/content/preview-ticket.ts";
import { createPublishJobs } from "./modules/content/publish-jobs.ts";
import { createRemoteContent } from "./modules/content/remote-content.ts";
import { searchRoutes } from "./modules/content/search-routes.ts";
import { createSearchService } from "./modules/content/search-service.ts";
import { seoRoutes } from "./modules/content/seo-routes.ts";
import { createEngagementAccess } from "./modules/engagement/access.ts";
import { createAnalyticsService } from "./modules/engagement/analytics-service.ts";
import { engagementAuthoringRoutes } from "./modules/engagement/authoring-routes.ts";
import { previewCampaign } from "./modules/engagement/campaigns-preview.ts";
import { createCampaignsService } from "./modules/engagement/campaigns-service.ts";
import { createSegmentExports } from "./modules/engagement/export-segment.ts";
import { engagementFeedRoutes } from "./modules/engagement/feed-routes.ts";
import { createFeedService } from "./modules/engagement/feed-service.ts";
import { createBrazeForwarder } from "./modules/engagement/forward.ts";
import { engagementRestRoutes } from "./modules/engagement/rest-routes.ts";
import { engagementRoutes } from "./modules/engagement/routes.ts";
import { registerSegmentSizes, scheduleSegmentSizes } from "./modules/engagement/segments-jobs.ts";
import { createSegmentsService } from "./modules/engagement/segments-service.ts";
import { createSends } from "./modules/engagement/sends.ts";
import { createSendsApi } from "./modules/engagement/sends-api.ts";
import { createEngagementService, type EngagementHooks } from "./modules/engagement/service.ts";
import {
  createMemberProfiles,
  createOrderFacts,
  type OrderFacts,
} from "./modules/engagement/users-facts.ts";
import { formsOpsRoutes } from "./modules/forms/ops-routes.ts";
import { createFormsOpsService } from "./modules/forms/ops-service.ts";
import { formsRoutes } from "./modules/forms/routes.ts";
import { createFormsService } from "./modules/forms/service.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { createJobQueue, type JobQueue, type JobQueueOptions } from "./modules/jobs/service.ts";
import { createOfflineGeocoder, type Geocoder } from "./modules/locations/geocoder.ts";
import { locationRoutes } from "./modules/locations/routes.ts";
import { createLocationsService } from "./modules/locations/service.ts";
import { findMemberById } from "./modules/members/account.ts";
import { appAuthRoutes } from "./modules/members/app-auth-routes.ts";
import { createMemberContacts } from "./modules/members/contacts-service.ts";
import { eclubRoutes } from "./modules/members/eclub.ts";
import { createEclubEngagement } from "./modules/members/eclub-engagement.ts";
import { createEclubService } from "./modules/members/eclub-service.ts";
import { memberRoutes } from "./modules/members/routes.ts";
import { savedRoutes } from "./modules/members/saved-routes.ts";
import { createMembersService } from "./modules/members/service.ts";
import { createTokenService, type TokenService } from "./modules/members/token-service.ts";
import { menuImageRoutes } from "./modules/menus/image-routes.ts";
import { menuRoutes } from "./modules/menus/routes.ts";
import { createMenusService } from "./modules/menus/service.ts";
import { tapPublishes } from "./modules/notifications/event-tap.ts";
import { createNotifications } from "./modules/notifications/service.ts";
import { createTextMessages } from "./modules/notifications/text-messages.ts";
import { offerRoutes } from "./modules/offers/routes.ts";
import { createOffersService } from "./modules/offers/service.ts";
import { boardRoutes } from "./modules/operations/board-routes.ts";
import { loadOperations } from "./modules/operations/controls-repository.ts";
import { controlsRoutes } from "./modules/operations/controls-routes.ts";
import { createControlsService } from "./modules/operations/controls-service.ts";
import { reportsRoutes } from "./modules/operations/reports-routes.ts";
import { createReportsService } from "./modules/operations/reports-service.ts";
import { settingsRoutes } from "./modules/operations/settings-routes.ts";
import { createSettingsService } from "./modules/operations/settings-service.ts";
import { createBoardService } from "./modules/orders/board-service.ts";
import { createHistoryService } from "./modules/orders/history.ts";
import { historyRoutes } from "./modules/orders/history-routes.ts";
import { createOrderNotices } from "./modules/orders/notice-service.ts";
import type { OrderEventBus } from "./modules/orders/order-events.ts";
import { createOrderEventBus } from "./modules/orders/order-events-redis.ts";
import type { LoyaltyPort } from "./modules/orders/ports.ts";
import { rewardRoutes as orderRewardRoutes } from "./modules/orders/reward-routes.ts";
import { orderRoutes } from "./modules/orders/routes.ts";
import { createOrdersService } from "./modules/orders/service.ts";
import { createSubmitService } from "./modules/orders/submit.ts";
import { createPaymentAttemptGuard } from "./modules/payments/attempt-guard-service.ts";
import { cardLogRedactPaths, maskCardNumbers } from "./modules/payments/log-redaction.ts";
import type { PaymentProvider } from "./modules/payments/provider.ts";
import { paymentRoutes } from "./modules/payments/routes.ts";
import { createPaymentsService, type PaymentsService } from "./modules/payments/service.ts";
import { createTestProcessor } from "./modules/payments/test-processor.ts";
import type { LoyaltyService } from "./modules/rewards/loyalty.ts";
import { rewardRoutes } from "./modules/rewards/routes.ts";
import { createRewardsService } from "./modules/rewards/service.ts";
import { staffRoutes } from "./modules/staff/routes.ts";
import { createStaffService, type StaffService } from "./modules/staff/service.ts";
import { upsellRoutes } from "./modules/upsells/routes.ts";
import { createUpsellsService } from "./modules/upsells/service.ts";
import { authSettingsOf } from "./web/page-context.ts";
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
  /** The token secret resolved at start (TOKEN_SECRET or the one kept in DATA_DIR). */
  tokenSecret?: string;
  /** Loyalty accrual at submit and reversal at cancel (modules/rewards). */
  loyalty?: LoyaltyPort;
  /** The card processor; the built-in test processor by default. */
  paymentProvider?: PaymentProvider;
  /** Where log lines go (stdout by default); tests capture them to check what is logged. */
  logStream?: { write(line: string): void };
  /** The order events bus (`order.live-events`); an in-process one by default. */
  orderEvents?: OrderEventBus;
  /** At most this many live order streams per client IP (default 8). */
  maxOrderStreamsPerIp?: number;
  /** The order board stream's heartbeat, which also checks the staff session (default 15 s). */
  boardHeartbeatMs?: number;
  /** The job queue's timing (poll, lease, first retry delay); tests shorten them. */
  jobs?: Pick<JobQueueOptions, "pollMs" | "leaseMs" | "backoffMs">;
  /** Content changes (`content.fan-out`); over Redis when REDIS_URL is set, else in-process. */
  contentEvents?: ContentEvents;
  /**
   * The engagement REST key resolved at start (ENGAGEMENT_API_KEY or the one kept in DATA_DIR);
   * absent (tests): ENGAGEMENT_API_KEY, else one derived from the token secret.
   */
  engagementApiKey?: string;
  /** What the campaign engine hears after users/track writes (tests pass a recorder). */
  engagementHooks?: EngagementHooks;
  /**
   * The segment evaluator's members of a segment (engagement user ids) for users/export/segment;
   * the campaign engine provides it. Absent: segment exports answer 503.
   */
  engagementSegmentMembers?: (segmentId: string) => Promise<number[]>;
};

/** What buildApp decorates the instance with (server.ts and the tests use them). */
declare module "fastify" {
  interface FastifyInstance {
    /** Set when the process is shutting down (readiness fails, connections close). */
    coop: { shuttingDown: boolean };
    tokens: TokenService;
    payments: PaymentsService;
    /** Points earned and reversed with orders (modules/rewards). */
    loyalty: LoyaltyService;
    /** The counters shared between processes (rate limits). */
    limiter: RateLimiter;
    /** The bot check of sign-in, sign-up, forgot-password and the contact form. */
    botCheck: BotCheck;
    /** Restaurant staff: `staff.requireStaff` authorizes the operations endpoints. */
    staff: StaffService;
    /** The durable job queue and its worker (`jobs.durable`). */
    jobs: JobQueue;
  }
}

export type App = FastifyInstance;

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** JSON endpoints (the API and the probes), as opposed to documents, files and the API docs page. */
function isApiPath(url: string): boolean {
  return (
    (url.startsWith("/api/") && !url.startsWith("/api/docs")) ||
    url === "/healthz" ||
    url === "/readyz"
  );
}

export async function buildApp(config: Config, deps: AppDeps): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // `payment.no-card-data`: card data never reaches the logs (modules/payments).
      redact: { paths: cardLogRedactPaths, censor: "[redacted]" },
      hooks: { streamWrite: maskCardNumbers },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    // `ops.access-log`: one access line per request (below), not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
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

  const security = securityHeaders({
    https: config.publicOrigin.startsWith("https:"),
    dev: deps.dev ?? false,
    imageOrigins: config.mapTiles.origin ? [config.mapTiles.origin] : [],
    botCheckOrigins: config.botCheckClient?.origins ?? [],
  });
  // `ops.access-log`: one line per answered request: method, route, URL, status and duration,
  // with the request id Fastify binds to every line of the request.
  app.addHook("onResponse", (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      "request",
    );
    done();
  });
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? security.api : security.common);
    reply.header("x-request-id", request.id);
    done();
  });
  // While shutting down, a keep-alive connection is closed after its response, so
  // that the process can end once the requests in flight are answered.
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (coop.shuttingDown) reply.header("connection", "close");
    done(null, payload);
  });

  await app.register(compress, { threshold: 1024 });

  registerErrorHandling(app);

  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Coop API",
        version: APP_VERSION,
        license: { name: "MIT", identifier: "MIT" },
        description:
          "The member, order and location API of Coop. Errors under /api share one body: " +
          "{ message, errors?: [{ path, message }], requestId }.",
      },
      // Relative, so "try it out" calls the origin the docs were opened from.
      servers: [{ url: "/", description: "this server" }],
      components: {
        // `auth.token-classes`: account calls need the access token; faves, payments,
        // addresses, order history and submit need the ordering token. Both come from sign-in.
        securitySchemes: {
          accessToken: {
            type: "http",
            scheme: "bearer",
            description: "The member's access token (data.tokens.access.token)",
          },
          orderingToken: {
            type: "http",
            scheme: "bearer",
            description: "The member's ordering token (data.tokens.ordering.access.token)",
          },
          // `staff.token-kind`: restaurant staff sign in under /api/ops with their own token.
          staffToken: {
            type: "http",
            scheme: "bearer",
            description: "A restaurant staff session token (data.token of /api/ops/signin)",
          },
          // `engagement.rest-key`: the engagement engine's REST API key (ENGAGEMENT_API_KEY).
          engagementKey: {
            type: "http",
            scheme: "bearer",
            description: "The engagement REST API key (ENGAGEMENT_API_KEY, kept in DATA_DIR)",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Schemas registered with an id (`.meta({ id })`) become components/schemas, which the
    // operations' $refs point to.
    transformObject: openApiComponents,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    uiConfig: { docExpansion: "list", deepLinking: true, validatorUrl: null },
    staticCSP: false,
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  await app.register(healthRoutes, { database: deps.database, coop });

  const now = deps.now ?? (() => new Date());
  const db = deps.database.db;
  const imageBaseUrl = config.menuImageBaseUrl;
  const tokenSecret = deps.tokenSecret ?? config.tokenSecret;
  if (!tokenSecret)
    throw new Error("buildApp needs the token secret (TOKEN_SECRET or deps.tokenSecret)");

  // The composition root: every service is built here and handed to whoever uses it.
  const shared = createSharedServices(config, app.log, { tokenSecret });
  const tokens = createTokenService({ db, secret: tokenSecret, ttlMs: config.tokenTtlMs });
  const cacheTtlMs = deps.catalogCacheTtlMs ?? 30_000;
  const geocoder = deps.geocoder ?? createOfflineGeocoder();
  const locations = createLocationsService({
    db,
    geocoder,
    cacheTtlMs,
    // Store controls, 86 list and pacing ride with the restaurants (modules/operations).
    operations: () => loadOperations(db),
  });
  const menus = createMenusService({
    db,
    locations,
    imageBaseUrl: config.menuImageBaseUrl,
    cacheTtlMs,
    now,
  });
  const rewards = createRewardsService({
    db,
    pointsPerDollar: config.loyaltyPointsPerDollar,
    imageBaseUrl,
  });
  const offers = createOffersService({ db, rewards, imageBaseUrl });
  const payments = createPaymentsService({
    db,
    provider: deps.paymentProvider ?? createTestProcessor({ db, now }),
    now,
  });
  const paymentGuard = createPaymentAttemptGuard(shared.limiter);
  const orderService = createOrdersService({
    db,
    locations,
    menus,
    offers,
    rewards,
    now,
    clockSpeed: config.orderClockSpeed,
  });
  // Filled in the engagement block below (the engine is built after the bus).
  const engagementTap: { facts?: OrderFacts } = {};
  const orderEvents = tapPublishes(
    deps.orderEvents ?? (await createOrderEventBus(config, app)),
    // `notify.order-ready`: a status published as ready brings the order's email forward;
    // `engagement.order-facts`: a placed member order is recorded for the engagement engine.
    (event) => {
      notifications.orderEvent(event);
      engagementTap.facts?.orderEvent(event);
    },
    (error) => app.log.error({ err: error }, "order event tap"),
  );

  // `jobs.durable`: the job queue's worker runs while the app does (modules/jobs); customer
  // notifications are jobs of it (modules/notifications).
  const jobs = createJobQueue({ db, now, log: app.log, ...deps.jobs });
  const memberContacts = createMemberContacts(db);
  const orderNotices = createOrderNotices({ db, now, clockSpeed: config.orderClockSpeed });
  const notifications = createNotifications({
    queue: jobs,
    notices: orderNotices,
    liveStatus: (id) => submit.liveStatus(id),
    contacts: memberContacts,
    restaurantOf: (id) => locations.get(String(id), false).catch(() => null),
    mailer: shared.mailer,
    texts: createTextMessages({
      kind: config.textMessages,
      outboxDir: join(config.dataDir, "outbox"),
      from: "Coop Chicken",
      now,
    }),
    now,
    clockSpeed: config.orderClockSpeed,
    log: app.log,
  });
  app.decorate("jobs", jobs);
  app.addHook("onReady", async () => jobs.start());
  app.addHook("preClose", async () => jobs.stop());
  // The order board's settings (modules/operations): auto-advance and make time at submit.
  const opsSettings = createSettingsService({
    db,
    locations,
    menus,
    // The staff service is built below; an audit row is written only at request time.
    audit: (tx, entry) => staff.writeAudit(tx, entry),
    now,
  });
  const submit = createSubmitService({
    db,
    orders: orderService,
    payments,
    loyalty: deps.loyalty ?? rewards.loyalty,
    offers,
    rewards,
    slots: menus,
    now,
    clockSpeed: config.orderClockSpeed,
    events: orderEvents,
    kitchen: opsSettings.kitchen,
    notifications: notifications.port,
  });
  app.addHook("onClose", async () => submit.stopWatching());
  const history = createHistoryService({ db, orders: orderService, now });

  app.decorate("tokens", tokens);
  app.decorate("payments", payments);
  app.decorate("loyalty", rewards.loyalty);
  app.decorate("limiter", shared.limiter);
  app.decorate("botCheck", shared.botCheck);
  // `botcheck.builtin`: the built-in check's script and token routes (BOT_CHECK=builtin).
  if (shared.builtinBotCheck)
    await app.register(builtinBotCheckRoutes, {
      botCheck: shared.builtinBotCheck,
      limiter: shared.limiter,
    });

  await app.register(locationRoutes, { locations, now });
  await app.register(menuRoutes, { menus, now });
  await app.register(menuImageRoutes, { menus });

  const members = createMembersService({
    config,
    db,
    tokens,
    now,
    log: app.log,
    limiter: shared.limiter,
    mailer: shared.mailer,
    welcome: {
      ensureLoyaltyAccount: rewards.ensureLoyaltyAccount,
      giveWelcomeOffers: offers.giveWelcomeOffers,
    },
    orders: orderService,
    locations,
    cards: payments,
    erasure: {
      eraseMemberOrders: orderService.eraseMemberOrders,
      closeLoyaltyAccount: rewards.closeLoyaltyAccount,
      removeWalletOffers: offers.removeWalletOffers,
    },
  });
  await app.register(async (personal) => {
    // Personal answers are never stored by a browser or a shared cache.
    personal.addHook("onSend", async (_request, reply) => {
      if (!reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-store");
    });
    const { accounts, verification, deletion, reset, sso, saved } = members;
    await personal.register(memberRoutes, {
      accounts,
      verification,
      deletion,
      reset,
      sso,
      tokens,
      botCheck: shared.botCheck,
    });
    await personal.register(appAuthRoutes, { appAuth: members.appAuth, tokens });
    await personal.register(savedRoutes, { saved, tokens, now, cardGuard: paymentGuard });
    await personal.register(rewardRoutes, {
      rewards,
      tokens,
      now,
      imageBaseUrl,
      emailVerified: accounts.emailVerified,
    });
  });
  await app.register(offerRoutes, { offers, tokens, now, cacheTtlMs });

  // Restaurant staff under /api/ops: their own accounts, sessions and token kind.
  const staff = createStaffService({
    config,
    db,
    tokenSecret,
    now,
    log: app.log,
    limiter: shared.limiter,
    mailer: shared.mailer,
    passwords: members.passwords,
    locations,
  });
  app.decorate("staff", staff);
  await app.register(staffRoutes, { accounts: staff.accounts, access: staff.access });

  // The order board (modules/operations over the orders module's board service).
  const orderBoard = createBoardService({
    db,
    now,
    clockSpeed: config.orderClockSpeed,
    orders: orderService,
    clock: submit,
    kitchen: opsSettings.kitchen,
    names: memberContacts,
    audit: staff.writeAudit,
  });
  await app.register(boardRoutes, {
    board: orderBoard,
    settings: opsSettings,
    access: staff.access,
    events: orderEvents,
    now,
    ...(deps.boardHeartbeatMs !== undefined && { heartbeatMs: deps.boardHeartbeatMs }),
  });
  await app.register(settingsRoutes, { settings: opsSettings, access: staff.access });
  // Store controls and pacing under /api/ops (`ops.controls-access`).
  await app.register(controlsRoutes, {
    controls: createControlsService({ db, locations, menus, writeAudit: staff.writeAudit, now }),
    access: staff.access,
  });
  // The manager's day report (`ops.report-today`), read through the orders module.
  await app.register(reportsRoutes, {
    staff,
    reports: createReportsService({
      orders: orderNotices,
      restaurant: (id) => locations.get(String(id), false),
      now,
      clockSpeed: config.orderClockSpeed,
    }),
  });
  // Content authoring under /api/ops/content (modules/content). One events object for the
  // whole app (`content.fan-out`): authoring publishes, the delivery cache, the page cache and
  // the search hear it, in every process when REDIS_URL is set.
  const contentEvents = deps.contentEvents ?? (await createContentEvents(config, app));
  const previewTickets = createPreviewTickets(tokenSecret, config.contentPreviewToken);
  const publishJobs = createPublishJobs(jobs);
  const authoring = createAuthoringService({
    db,
    now,
    events: contentEvents,
    audit: staff.writeAudit,
    names: staff.names,
    previews: previewTickets,
    schedule: publishJobs.schedule,
  });
  publishJobs.register(authoring);
  await app.register(authoringRoutes, { authoring, access: staff.access });
  const assets = createAssetsService({
    db,
    now,
    audit: staff.writeAudit,
    ...assetStoragesOf(config),
  });
  await app.register(assetsRoutes, { assets, access: staff.access });

  // Careers (modules/careers; docs/decisions/031-forms-eclub-careers.md): the job search over
  // an in-memory index, applications emailed to the restaurant's managers through the job
  // queue, the staff's jobs and applications, and the jobs sheet pulled on a schedule.
  const careersRestaurants = {
    active: () => locations.restaurants(),
    byIds: (ids: readonly number[]) => locations.summaries(ids),
  };
  const jobIndex = createJobIndex({ db, restaurants: careersRestaurants, ttlMs: cacheTtlMs });
  const resumeFiles = createResumeFiles(config.dataDir);
  const resumeCleanup = createResumeCleanup({ db, jobs, resumes: resumeFiles, now });
  resumeCleanup.register();
  app.addHook("onReady", async () => resumeCleanup.schedule());
  registerApplicationEmails({
    db,
    restaurants: careersRestaurants,
    recipients: (restaurantId) => staff.applicationRecipients(restaurantId),
    jobs,
    mailer: shared.mailer,
    publicOrigin: config.publicOrigin,
    log: app.log,
  });
  const sheetPull = config.jobsSheet
    ? createSheetPull({
        db,
        now,
        url: config.jobsSheet.url,
        intervalMs: config.jobsSheet.intervalMs,
        jobs,
        restaurantIds: async () => (await locations.restaurants()).map((r) => r.id),
        onChange: () => jobIndex.invalidate(),
      })
    : null;
  if (sheetPull) {
    sheetPull.register();
    app.addHook("onReady", async () => sheetPull.schedule());
  }
  await app.register(careersRoutes, {
    careers: createCareersService({
      db,
      now,
      geocoder,
      restaurants: careersRestaurants,
      index: jobIndex,
      resumes: resumeFiles,
      jobs,
    }),
    limiter: shared.limiter,
  });
  await app.register(careersOpsRoutes, {
    ops: createCareersOps({
      db,
      now,
      index: jobIndex,
      restaurants: careersRestaurants,
      resumes: resumeFiles,
      audit: staff.writeAudit,
      sheet: sheetPull && config.jobsSheet ? { ...sheetPull, url: config.jobsSheet.url } : null,
    }),
    access: staff.access,
  });
  app.addHook("onClose", async () => {
    await members.drain();
    await closeSharedServices(shared);
  });

  await app.register(paymentRoutes, {
    payments,
    guard: paymentGuard,
    orderExists: (id) => orderService.isOpen(id),
  });
  await app.register(orderRoutes, {
    orders: orderService,
    submit,
    payments,
    tokens,
    paymentGuard,
    events: orderEvents,
    ...(deps.maxOrderStreamsPerIp !== undefined && {
      maxStreamsPerIp: deps.maxOrderStreamsPerIp,
    }),
  });
  await app.register(historyRoutes, { history, tokens });
  await app.register(orderRewardRoutes, { orders: orderService, rewards, tokens });
  await app.register(upsellRoutes, {
    upsells: createUpsellsService({ db, menus, orders: orderService, now }),
  });

  // Engagement (modules/engagement; docs/decisions/030-engagement-engine.md): who may call
  // (`engagement.rest-key`, `engagement.self-only`), then the vendor-shaped REST paths.
  const engagementAccess = createEngagementAccess({
    apiKey:
      deps.engagementApiKey ??
      config.engagementApiKey ??
      createHmac("sha256", tokenSecret).update("coop engagement api key").digest("base64url"),
    tokens,
    staff: staff.access,
  });
  // The engine's segments, campaigns, canvases and sends (`engagement.segment-rules`,
  // `engagement.send-once`) and their ops authoring (`engagement.authoring-roles`).
  const engagementSegments = createSegmentsService({ db, now, audit: staff.writeAudit });
  const engagementSends = createSends({
    db,
    now,
    jobs,
    mail: { contacts: memberContacts, mailer: shared.mailer, publicOrigin: config.publicOrigin },
  });
  registerSegmentSizes(jobs, engagementSegments, now);
  app.addHook("onReady", async () => scheduleSegmentSizes(jobs, now));
  const engagementCampaigns = createCampaignsService({
    db,
    now,
    audit: staff.writeAudit,
    sends: engagementSends,
  });
  const engagement = createEngagementService({
    db,
    now,
    log: app.log,
    profileOf: createMemberProfiles({
      memberOf: (memberId) => findMemberById(db, memberId),
      pointsOf: async (memberId) => (await rewards.balance(memberId)).points,
    }),
    // `engagement.action-trigger`, `engagement.conversions`: what is tracked reaches the sends.
    hooks: deps.engagementHooks ?? {
      onTracked: (userId, events, purchases) =>
        engagementSends.onTracked(userId, events, purchases),
    },
  });
  // `engagement.order-facts`: the order bus tap above hands every published status here.
  // With the vendor configured the built-in engine is not used: its tables stay empty.
  if (!config.brazeRest)
    engagementTap.facts = createOrderFacts({
      db,
      findOrder: orderService.findOrder,
      engagement,
      log: app.log,
    });
  const segmentMembers =
    deps.engagementSegmentMembers ??
    (async (segmentId: string) =>
      (await engagementSegments.segmentMembers(segmentId)).map((user) => user.id));
  // Every /api/braze/* route is registered in this context: with the vendor configured, its
  // hook forwards each of them after Coop's own authorization (`engagement.forward`).
  await app.register(async (braze) => {
    if (config.brazeRest) {
      braze.addHook(
        "preValidation",
        createBrazeForwarder({ vendor: config.brazeRest, access: engagementAccess }),
      );
    }
    await braze.register(engagementRoutes, {
      engagement,
      access: engagementAccess,
      exports: createSegmentExports({
        db,
        now,
        jobs,
        engagement,
        segmentMembers,
        dataDir: config.dataDir,
        publicOrigin: config.publicOrigin,
        secret: createHmac("sha256", tokenSecret).update("coop engagement exports").digest(),
      }),
    });
    await braze.register(engagementRestRoutes, {
      analytics: createAnalyticsService({ db, now }),
      sendsApi: createSendsApi({ db, now, sends: engagementSends }),
      access: engagementAccess,
    });
  });
  // The site's feed and the member's inbox (`engagement.feed-caller`); a visitor first seen gets
  // the active campaigns they match (`engagement.first-sight`).
  await app.register(engagementFeedRoutes, {
    feed: createFeedService({ db, now }),
    access: engagementAccess,
    tokens,
    deliverActiveTo: (userId) => engagementSends.deliverActiveTo(userId),
  });
  await app.register(engagementAuthoringRoutes, {
    preview: (body) => previewCampaign({ db, now, campaigns: engagementCampaigns }, body),
    segments: engagementSegments,
    campaigns: engagementCampaigns,
    access: staff.access,
  });

  // ── Forms and e-club (docs/decisions/031-forms-eclub-careers.md) ──
  // `forms.deliver`: submissions are stored, then emailed by a job of the durable queue.
  const forms = createFormsService({
    db,
    now,
    jobs,
    mailer: shared.mailer,
    restaurants: locations,
    routes: config.forms,
  });
  forms.register();
  await app.register(formsRoutes, { forms, limiter: shared.limiter, botCheck: shared.botCheck });
  await app.register(formsOpsRoutes, {
    ops: createFormsOpsService({
      db,
      now,
      audit: staff.writeAudit,
      restaurants: locations,
      staffNames: (ids) => staff.names(ids),
    }),
    access: staff.access,
  });
  // `eclub.double-opt-in`, `eclub.engagement-user`: the e-club's emails go through the queue;
  // a confirmed subscriber becomes a user of the built-in engagement engine (not when the
  // vendor is configured: its tables are not used then).
  const eclub = createEclubService({
    db,
    locations,
    now,
    jobs,
    mailer: shared.mailer,
    secret: tokenSecret,
    publicOrigin: config.publicOrigin,
    engagement: config.brazeRest
      ? { setAttributes: async () => undefined }
      : createEclubEngagement({
          db,
          track: (attributes) =>
            engagement.track({ kind: "key" }, { attributes: [attributes] }, null),
        }),
  });
  eclub.register();
  await app.register(eclubRoutes, { eclub, limiter: shared.limiter });

  // The content service: its delivery API, the SEO files and the pages' reads (modules/content).
  const contentRepository = createDeliveryRepository(db);
  const delivery = createDeliveryService({
    repository: contentRepository,
    events: contentEvents,
    previewToken: previewTickets.previewToken,
  });
  await app.register(cdnRoutes, { delivery });
  await app.register(seoRoutes, { delivery, publicOrigin: config.publicOrigin });
  const contentReadFailed = (error: unknown) =>
    app.log.error({ err: error }, "reading published content failed");

  // The site search over published content and the default menu (`search.sources`).
  const siteSearch = createSearchService({
    db,
    menus,
    now,
    // A publication is searchable at once (the index is rebuilt on the content events).
    events: contentEvents,
    onError: (error) => app.log.error({ err: error }, "reading the menu for the search failed"),
  });
  app.addHook("onClose", async () => siteSearch.close());
  await app.register(searchRoutes, { search: siteSearch });

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

  if (deps.web)
    await registerWeb(app, deps.web, {
      pagePolicy: security.pagePolicy,
      menus,
      offers,
      content: config.contentApi
        ? createRemoteContent({ ...config.contentApi, onError: contentReadFailed })
        : createPageContent({
            delivery,
            repository: contentRepository,
            previewTickets,
            now,
            onError: contentReadFailed,
          }),
      contentEvents,
      mapTiles: { url: config.mapTiles.url, attribution: config.mapTiles.attribution },
      auth: authSettingsOf(config),
      appRedirectUris: config.appRedirectUris,
      now,
    });

  return app;
}
