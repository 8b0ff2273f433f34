import { isAbsolute, resolve } from "node:path";

import { z } from "zod";

import {
  DEFAULT_MAP_TILE_ATTRIBUTION,
  DEFAULT_MAP_TILE_URL,
  type MapTiles,
  tileOrigin,
  tileTemplateProblem,
} from "./map-tiles.ts";

/**
 * Every setting Coop reads from the environment. Read once at start (main.ts),
 * validated, and passed down; nothing else reads process.env.
 */
/** reCAPTCHA v3's script (BOT_CHECK_SCRIPT_URL's default). */
export const DEFAULT_BOT_CHECK_SCRIPT_URL = "https://www.google.com/recaptcha/api.js";

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const port = z.coerce
  .number({ error: "must be a whole number between 1 and 65535" })
  .int("must be a whole number between 1 and 65535")
  .min(1, "must be a whole number between 1 and 65535")
  .max(65535, "must be a whole number between 1 and 65535");

function urlWithProtocols(protocols: string[], example: string) {
  return z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    {
      error: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")} (for example ${example})`,
    },
  );
}

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

const attempts = z.coerce
  .number({ error: "must be a whole number of attempts" })
  .int("must be a whole number of attempts")
  .min(1, "must be at least 1");

const envSchema = z.object({
  PORT: z.preprocess(emptyAsUndefined, port.default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().min(1).default("localhost")),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().min(1).default("./data")),
  SEED_DEMO: z.preprocess(
    emptyAsUndefined,
    z.enum(["true", "false"], { error: "must be true or false" }).default("true"),
  ),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    urlWithProtocols(
      ["postgres:", "postgresql:"],
      "postgres://user:password@127.0.0.1:5432/coop",
    ).optional(),
  ),
  PUBLIC_ORIGIN: z.preprocess(
    emptyAsUndefined,
    urlWithProtocols(["http:", "https:"], "https://order.example.com").optional(),
  ),
  TOKEN_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, "must be at least 32 characters (use 32 random bytes, base64)").optional(),
  ),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(logLevels, { error: `must be one of ${logLevels.join(", ")}` }).default("info"),
  ),
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    urlWithProtocols(["redis:", "rediss:"], "redis://127.0.0.1:6379").optional(),
  ),
  BODY_LIMIT: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "must be a number of bytes" })
      .int("must be a whole number of bytes")
      .min(1024, "must be at least 1024 bytes")
      .default(1_048_576),
  ),
  SHUTDOWN_TIMEOUT_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "must be a number of milliseconds" })
      .int("must be a whole number of milliseconds")
      .min(0, "must not be negative")
      .default(10_000),
  ),
  TOKEN_TTL_HOURS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "must be a number of hours" })
      .int("must be a whole number of hours")
      .min(1, "must be at least 1")
      .max(24 * 90, "must be at most 2160 (90 days)")
      .default(24 * 14),
  ),
  MENU_IMAGE_BASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((v) => v.startsWith("/") || /^https?:\/\//.test(v), {
        error: "must be a path starting with / or an http(s) URL (the menu image host)",
      })
      .default("/images/menu/"),
  ),
  // Unset: OpenStreetMap's tiles; set to "" for no tiles (the map is drawn without them).
  MAP_TILE_URL: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const problem = tileTemplateProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .default(DEFAULT_MAP_TILE_URL),
  MAP_TILE_ATTRIBUTION: z.preprocess(
    emptyAsUndefined,
    z.string().max(300, "must be at most 300 characters").default(DEFAULT_MAP_TILE_ATTRIBUTION),
  ),
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z.enum(["true", "false"], { error: "must be true or false" }).default("false"),
  ),
  // ── Members: email, single sign-on, bot check, loyalty, sign-in limits ──
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    urlWithProtocols(["smtp:", "smtps:"], "smtps://user:password@smtp.example.com:465").optional(),
  ),
  MAIL_FROM: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[^<>@\s]+@[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+>$/, {
        error:
          'must be an email address, optionally with a name ("Coop Chicken <no-reply@example.com>")',
      })
      .default("Coop Chicken <no-reply@coop.example>"),
  ),
  // ── Notifications: customer text messages (modules/notifications) ──
  TEXT_MESSAGES: z.preprocess(
    emptyAsUndefined,
    z.enum(["outbox", "off"], { error: "must be outbox or off" }).default("outbox"),
  ),
  // ── Engagement (modules/engagement; docs/decisions/030-engagement-engine.md) ──
  // The REST key of Coop's own engagement API (Authorization: Bearer on /api/braze/*);
  // unset: one generated and kept in DATA_DIR/engagement-api-key.
  ENGAGEMENT_API_KEY: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, "must be at least 32 characters").max(200).optional(),
  ),
  // The vendor's REST endpoint and its REST API key: when both are set, /api/braze/* is
  // forwarded there (with that key) and the built-in engine is not used.
  BRAZE_REST_URL: z.preprocess(
    emptyAsUndefined,
    urlWithProtocols(["https:", "http:"], "https://rest.iad-01.braze.com").optional(),
  ),
  BRAZE_API_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).max(200).optional()),
  // ── Content (modules/content; docs/decisions/028-content-service.md) ──
  // The vendor's delivery API (its v2 base URL) and its
  // public token: when both are set the site reads its content from there, not from Coop's own.
  CONTENT_API_URL: z.preprocess(
    emptyAsUndefined,
    urlWithProtocols(["https:", "http:"], "https://api.example-cms.com/v2").optional(),
  ),
  CONTENT_API_TOKEN: z.preprocess(emptyAsUndefined, z.string().max(200).optional()),
  // The token that reads drafts from /api/content/v2 (version=draft); unset: one derived from
  // the token secret (shown to marketing and admin staff on the authoring screen).
  CONTENT_PREVIEW_TOKEN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{20,200}$/, {
        error: "must be 20 to 200 letters, digits, - or _",
      })
      .optional(),
  ),
  // Uploaded images go to DATA_DIR/content-assets unless an S3-compatible bucket is named.
  ASSET_S3_ENDPOINT: z.preprocess(
    emptyAsUndefined,
    urlWithProtocols(["https:", "http:"], "https://s3.us-east-1.amazonaws.com").optional(),
  ),
  ASSET_S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().min(3).max(63).optional()),
  ASSET_S3_REGION: z.preprocess(emptyAsUndefined, z.string().min(1).max(40).default("us-east-1")),
  ASSET_S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().max(200).optional()),
  ASSET_S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().max(200).optional()),
  OIDC_ISSUER: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(
        (value) => {
          try {
            const url = new URL(value);
            return (
              url.protocol === "https:" ||
              (url.protocol === "http:" &&
                ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname))
            );
          } catch {
            return false;
          }
        },
        {
          error:
            "must be the provider's https:// issuer URL (for example https://accounts.google.com); http:// only on this machine",
        },
      )
      .optional(),
  ),
  OIDC_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  OIDC_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  OIDC_REDIRECT_PATH: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\/[A-Za-z0-9/_.-]*$/, {
        error: "must be a path starting with / (for example /account/oauthcallback)",
      })
      .default("/account/oauthcallback"),
  ),
  OIDC_PROVIDER_NAME: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .max(40, "must be at most 40 characters (the name on the sign-in button, such as Google)")
      .refine((v) => !/[<>\p{Cc}]/u.test(v), {
        error: "must not contain < > or control characters",
      })
      .optional(),
  ),
  BOT_CHECK_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  // The built-in bot check (docs/decisions/031-forms-eclub-careers.md): "builtin" serves a
  // reCAPTCHA-v3-shaped script and verifies the tokens it issued, for local use and tests.
  BOT_CHECK: z.preprocess(
    emptyAsUndefined,
    z.enum(["builtin"], { error: 'must be "builtin" or left empty' }).optional(),
  ),
  // The browser's half of the bot check (docs/decisions/024-bot-check-in-the-browser.md).
  BOT_CHECK_SITE_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,100}$/, {
        error: "must be the bot check's site key (letters, digits, - and _; at most 100)",
      })
      .optional(),
  ),
  BOT_CHECK_SCRIPT_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(
        (value) => {
          try {
            const url = new URL(value);
            return (
              url.protocol === "https:" ||
              (url.protocol === "http:" &&
                ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname))
            );
          } catch {
            return false;
          }
        },
        {
          error:
            "must be an https:// script URL (for example https://www.google.com/recaptcha/api.js); http:// only on this machine",
        },
      )
      .default(DEFAULT_BOT_CHECK_SCRIPT_URL),
  ),
  BOT_CHECK_VERIFY_URL: z.preprocess(
    emptyAsUndefined,
    urlWithProtocols(
      ["https:", "http:"],
      "https://www.google.com/recaptcha/api/siteverify",
    ).default("https://www.google.com/recaptcha/api/siteverify"),
  ),
  BOT_CHECK_MIN_SCORE: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "must be a number between 0 and 1" })
      .min(0, "must be a number between 0 and 1")
      .max(1, "must be a number between 0 and 1")
      .default(0.5),
  ),
  // ── The mobile app's web view (docs/decisions/032-catering-and-in-app.md) ──
  APP_REDIRECT_URIS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((value, ctx) => {
        const uris = value
          .split(",")
          .map((p) => p.trim())
          .filter(Boolean);
        for (const uri of uris) {
          let ok: boolean;
          try {
            const url = new URL(uri);
            ok = url.protocol !== "http:" && url.protocol !== "javascript:" && url.hash === "";
          } catch {
            ok = false;
          }
          if (!ok)
            ctx.addIssue({
              code: "custom",
              message: `"${uri}" must be an app redirect address such as coopchicken://auth/callback or https://app.example.com/auth (no http:, no #fragment)`,
            });
        }
        return uris;
      })
      .default(["coopchicken://auth/callback"]),
  ),
  // ── Forms and careers (docs/decisions/031-forms-eclub-careers.md) ──
  FORMS_INBOX: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[^<>@\s,;]+@[^<>@\s,;]+\.[^<>@\s,;]+$/, {
        error: "must be one email address, such as guests@example.com",
      })
      .default("guests@coop.example"),
  ),
  FORMS_ROUTES: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((value, ctx) => {
        const routes: Record<string, string> = {};
        for (const part of value
          .split(/[;,]/)
          .map((p) => p.trim())
          .filter(Boolean)) {
          const match = /^([a-z_-]+(?:\.[a-z_-]+)?)=([^<>@\s]+@[^<>@\s]+\.[^<>@\s]+)$/.exec(part);
          if (!match) {
            ctx.addIssue({
              code: "custom",
              message: `"${part}" must be form=email or form.topic=email (for example contact.catering=catering@example.com)`,
            });
            return z.NEVER;
          }
          routes[match[1]!] = match[2]!;
        }
        return routes;
      })
      .default({}),
  ),
  JOBS_SHEET_URL: z.preprocess(
    emptyAsUndefined,
    urlWithProtocols(["https:", "http:"], "https://docs.example.com/jobs.csv").optional(),
  ),
  JOBS_SHEET_INTERVAL_MINUTES: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "must be a whole number of minutes" })
      .int("must be a whole number of minutes")
      .min(5, "must be at least 5")
      .max(1440, "must be at most 1440 (a day)")
      .default(60),
  ),
  LOYALTY_POINTS_PER_DOLLAR: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "must be a whole number of points" })
      .int("must be a whole number of points")
      .min(0, "must not be negative")
      .max(1000, "must be at most 1000")
      .default(10),
  ),
  SIGNIN_LIMIT_PER_ACCOUNT: z.preprocess(emptyAsUndefined, attempts.default(10)),
  SIGNIN_LIMIT_PER_IP: z.preprocess(emptyAsUndefined, attempts.default(100)),
  SIGNIN_LIMIT_WINDOW_MINUTES: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "must be a number of minutes" })
      .int("must be a whole number of minutes")
      .min(1, "must be at least 1")
      .max(24 * 60, "must be at most 1440 (a day)")
      .default(15),
  ),
  // A web build made elsewhere (apps/web/react-router.config.ts reads it for the build).
  COOP_WEB_BUILD_DIR: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  // ── Orders: the order's own clock (`order.clock-speed`), for demos and browser tests ──
  ORDER_CLOCK_SPEED: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "must be a number between 1 and 3600" })
      .min(1, "must be a number between 1 and 3600 (1 = the real clock)")
      .max(3600, "must be a number between 1 and 3600 (3600 = an hour per second)")
      .default(1),
  ),
});

export type LogLevel = (typeof logLevels)[number];

export type Config = {
  port: number;
  host: string;
  /** Absolute path. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Seed the demo chain (catalog, loyalty program, demo members) into an empty database. */
  seedDemo: boolean;
  /** Origin the site is reached at, without a trailing slash. */
  publicOrigin: string;
  /** Unset means: generate one and keep it in DATA_DIR (see token-secret.ts). */
  tokenSecret: string | undefined;
  /** The engagement REST key; unset means: generate one and keep it in DATA_DIR. */
  engagementApiKey: string | undefined;
  /** The vendor's REST API to forward /api/braze/* to, with the vendor's own key. */
  brazeRest: { url: string; apiKey: string } | undefined;
  logLevel: LogLevel;
  redisUrl: string | undefined;
  bodyLimit: number;
  shutdownTimeoutMs: number;
  trustProxy: boolean;
  /** How long a sign-in (session and its tokens) lasts. */
  tokenTtlMs: number;
  /** Prefix of menu image URLs (spec: images come from a menu image host); ends with /. */
  menuImageBaseUrl: string;
  /** The find-a-restaurant map's tiles (url "" = none) and their host for the CSP img-src. */
  mapTiles: MapTiles & { origin: string | null };
  /** Email: SMTP when set, otherwise .eml files in DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Customer text messages: files in DATA_DIR/outbox ("outbox") or none ("off"). */
  textMessages: "outbox" | "off";
  /** The vendor's content delivery API; undefined: the site reads Coop's own content. */
  contentApi: { url: string; token: string } | undefined;
  /** Reads drafts from /api/content/v2; undefined: derived from the token secret. */
  contentPreviewToken: string | undefined;
  /** S3-compatible storage of uploaded images; undefined: files under DATA_DIR/content-assets. */
  assetS3:
    | {
        endpoint: string;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
      }
    | undefined;
  /** OpenID Connect single sign-on; undefined when not configured. */
  oidc:
    { issuer: string; clientId: string; clientSecret: string; redirectPath: string } | undefined;
  /** The provider's name on the single sign-on button (OIDC_PROVIDER_NAME); undefined: neutral. */
  oidcProviderName: string | undefined;
  /** reCAPTCHA-v3-shaped bot check; undefined when not configured (off). */
  botCheck: { secret: string; verifyUrl: string; minScore: number } | undefined;
  /**
   * The browser's half of the bot check (BOT_CHECK_SITE_KEY, BOT_CHECK_SCRIPT_URL): the forms
   * load the script and send its token; undefined when no site key is set (no script, no
   * header). `origins` are what the page CSP allows for its script and frames.
   */
  botCheckClient: { siteKey: string; scriptUrl: string; origins: string[] } | undefined;
  /** The built-in bot check (BOT_CHECK=builtin): its own script and verifier. */
  botCheckBuiltin: boolean;
  /** The redirect addresses the mobile app may receive its one-time sign-in code at (exact match). */
  appRedirectUris: string[];
  /** Where form submissions are emailed: the default inbox and per form or form.topic. */
  forms: { inbox: string; routes: Record<string, string> };
  /** The published spreadsheet of jobs pulled on a schedule; undefined when not set. */
  jobsSheet: { url: string; intervalMs: number } | undefined;
  loyaltyPointsPerDollar: number;
  /** Sign-in attempts allowed per account and per IP address in one window. */
  signinLimits: { perAccount: number; perIp: number; windowMs: number };
  /** How much faster a submitted order moves through its states than the clock (1 = real time). */
  orderClockSpeed: number;
  /** Absolute path of the web build to serve; undefined means apps/web/build. */
  webBuildDir: string | undefined;
};

export class ConfigError extends Error {
  readonly problems: { variable: string; message: string }[];
  constructor(problems: { variable: string; message: string }[]) {
    const lines = problems.map((p) => `  ${p.variable}: ${p.message}`);
    super(
      `Coop cannot start: ${problems.length === 1 ? "this environment variable is" : "these environment variables are"} invalid:\n${lines.join("\n")}`,
    );
    this.name = "ConfigError";
    this.problems = problems;
  }
}

/** Parses the environment; throws one ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined>, cwd: string): Config {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? "environment"),
        message: issue.message,
      }));
  problems.push(...togetherProblems(env));
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  const dataDir = isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(cwd, e.DATA_DIR);
  const webBuildDir = e.COOP_WEB_BUILD_DIR && resolve(cwd, e.COOP_WEB_BUILD_DIR);
  const publicOrigin = (e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    seedDemo: e.SEED_DEMO === "true",
    publicOrigin,
    tokenSecret: e.TOKEN_SECRET,
    logLevel: e.LOG_LEVEL,
    redisUrl: e.REDIS_URL,
    bodyLimit: e.BODY_LIMIT,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY === "true",
    tokenTtlMs: e.TOKEN_TTL_HOURS * 3_600_000,
    menuImageBaseUrl: e.MENU_IMAGE_BASE_URL.endsWith("/")
      ? e.MENU_IMAGE_BASE_URL
      : `${e.MENU_IMAGE_BASE_URL}/`,
    mapTiles: {
      url: e.MAP_TILE_URL,
      attribution: e.MAP_TILE_ATTRIBUTION,
      origin: e.MAP_TILE_URL === "" ? null : tileOrigin(e.MAP_TILE_URL),
    },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    textMessages: e.TEXT_MESSAGES,
    contentApi:
      e.CONTENT_API_URL && e.CONTENT_API_TOKEN
        ? { url: e.CONTENT_API_URL.replace(/\/+$/, ""), token: e.CONTENT_API_TOKEN }
        : undefined,
    contentPreviewToken: e.CONTENT_PREVIEW_TOKEN,
    engagementApiKey: e.ENGAGEMENT_API_KEY,
    brazeRest:
      e.BRAZE_REST_URL && e.BRAZE_API_KEY
        ? { url: e.BRAZE_REST_URL.replace(/\/+$/, ""), apiKey: e.BRAZE_API_KEY }
        : undefined,
    assetS3:
      e.ASSET_S3_ENDPOINT &&
      e.ASSET_S3_BUCKET &&
      e.ASSET_S3_ACCESS_KEY_ID &&
      e.ASSET_S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.ASSET_S3_ENDPOINT.replace(/\/+$/, ""),
            bucket: e.ASSET_S3_BUCKET,
            region: e.ASSET_S3_REGION,
            accessKeyId: e.ASSET_S3_ACCESS_KEY_ID,
            secretAccessKey: e.ASSET_S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            redirectPath: e.OIDC_REDIRECT_PATH,
          }
        : undefined,
    oidcProviderName: e.OIDC_PROVIDER_NAME,
    botCheckClient: e.BOT_CHECK_SITE_KEY
      ? {
          siteKey: e.BOT_CHECK_SITE_KEY,
          scriptUrl: e.BOT_CHECK_SCRIPT_URL,
          origins: botCheckOrigins(e.BOT_CHECK_SCRIPT_URL),
        }
      : undefined,
    botCheck: e.BOT_CHECK_SECRET
      ? {
          secret: e.BOT_CHECK_SECRET,
          verifyUrl: e.BOT_CHECK_VERIFY_URL,
          minScore: e.BOT_CHECK_MIN_SCORE,
        }
      : undefined,
    botCheckBuiltin: e.BOT_CHECK === "builtin",
    appRedirectUris: e.APP_REDIRECT_URIS,
    forms: { inbox: e.FORMS_INBOX, routes: e.FORMS_ROUTES },
    jobsSheet: e.JOBS_SHEET_URL
      ? { url: e.JOBS_SHEET_URL, intervalMs: e.JOBS_SHEET_INTERVAL_MINUTES * 60_000 }
      : undefined,
    loyaltyPointsPerDollar: e.LOYALTY_POINTS_PER_DOLLAR,
    signinLimits: {
      perAccount: e.SIGNIN_LIMIT_PER_ACCOUNT,
      perIp: e.SIGNIN_LIMIT_PER_IP,
      windowMs: e.SIGNIN_LIMIT_WINDOW_MINUTES * 60_000,
    },
    orderClockSpeed: e.ORDER_CLOCK_SPEED,
    webBuildDir,
  };
}

/**
 * The origins the bot-check script needs in the page CSP (script-src and frame-src): its own,
 * and for Google's reCAPTCHA also www.gstatic.com, where the script loads the rest of itself.
 */
export function botCheckOrigins(scriptUrl: string): string[] {
  const { origin, hostname } = new URL(scriptUrl);
  const google = hostname === "www.google.com" || hostname === "www.recaptcha.net";
  return google ? [origin, "https://www.gstatic.com"] : [origin];
}

/** Variables that only make sense together: single sign-on needs all three of its own. */
function togetherProblems(
  env: Record<string, string | undefined>,
): { variable: string; message: string }[] {
  return [
    ...groupProblems(
      env,
      ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"],
      "single sign-on",
    ),
    ...groupProblems(env, ["CONTENT_API_URL", "CONTENT_API_TOKEN"], "the vendor's content API"),
    ...groupProblems(env, ["BRAZE_REST_URL", "BRAZE_API_KEY"], "the engagement vendor's REST API"),
    ...groupProblems(
      env,
      [
        "ASSET_S3_ENDPOINT",
        "ASSET_S3_BUCKET",
        "ASSET_S3_ACCESS_KEY_ID",
        "ASSET_S3_SECRET_ACCESS_KEY",
      ],
      "image storage in S3",
    ),
    // `botcheck.builtin`: the built-in check brings both halves; a vendor's would be ignored.
    ...(env.BOT_CHECK === "builtin"
      ? ["BOT_CHECK_SECRET", "BOT_CHECK_SITE_KEY"]
          .filter((name) => (env[name] ?? "") !== "")
          .map((name) => ({
            variable: name,
            message:
              "must be left empty with BOT_CHECK=builtin: the built-in bot check verifies its own tokens; to use a vendor's check, unset BOT_CHECK",
          }))
      : []),
  ];
}

/** Variables that only work together: some set and some not names each one missing. */
function groupProblems(
  env: Record<string, string | undefined>,
  group: string[],
  what: string,
): { variable: string; message: string }[] {
  const set = group.filter((name) => (env[name] ?? "") !== "");
  if (set.length === 0 || set.length === group.length) return [];
  return group
    .filter((name) => !set.includes(name))
    .map((name) => ({
      variable: name,
      message: `must be set too: ${what} needs ${group.join(", ")} (${set.join(", ")} ${set.length === 1 ? "is" : "are"} set)`,
    }));
}
