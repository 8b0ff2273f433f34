import { describe, expect, it } from "vitest";

import { ConfigError, loadConfig } from "./config.ts";

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, "/srv/coop");
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.map((p) => p.variable);
    throw error;
  }
  return [];
}

describe("configuration", () => {
  it("ops.config-defaults: has working defaults: port 3000, ./data under the working directory, public origin from the port", () => {
    const config = loadConfig({}, "/srv/coop");
    expect(config.port).toBe(3000);
    expect(config.host).toBe("localhost");
    expect(config.dataDir).toBe("/srv/coop/data");
    expect(config.publicOrigin).toBe("http://localhost:3000");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.tokenSecret).toBeUndefined();
    expect(config.logLevel).toBe("info");
  });

  it("ops.config-defaults: honours PORT, HOST, DATA_DIR, DATABASE_URL, PUBLIC_ORIGIN, REDIS_URL", () => {
    const config = loadConfig(
      {
        PORT: "8080",
        HOST: "0.0.0.0",
        DATA_DIR: "/var/lib/coop",
        DATABASE_URL: "postgres://u:p@db:5432/coop",
        PUBLIC_ORIGIN: "https://order.example.com/",
        REDIS_URL: "redis://cache:6379",
      },
      "/srv/coop",
    );
    expect(config).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      dataDir: "/var/lib/coop",
      databaseUrl: "postgres://u:p@db:5432/coop",
      publicOrigin: "https://order.example.com",
      redisUrl: "redis://cache:6379",
    });
  });

  it("ops.seed-demo: SEED_DEMO: the demo chain is seeded by default, false starts an empty chain, anything else is named", () => {
    expect(loadConfig({}, "/srv/coop").seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: "" }, "/srv/coop").seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: "true" }, "/srv/coop").seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: "false" }, "/srv/coop").seedDemo).toBe(false);
    expect(problemsOf({ SEED_DEMO: "no" })).toEqual(["SEED_DEMO"]);
  });

  it("PORT=abc stops start-up with a message naming PORT", () => {
    expect(() => loadConfig({ PORT: "abc" }, "/")).toThrowError(
      /PORT: must be a whole number between 1 and 65535/,
    );
  });

  it("errors.config-fail-fast: names every bad variable in one message, not only the first", () => {
    expect(
      problemsOf({
        PORT: "70000",
        DATABASE_URL: "mysql://x",
        PUBLIC_ORIGIN: "not a url",
        TOKEN_SECRET: "short",
        LOG_LEVEL: "loud",
        REDIS_URL: "http://x",
      }).sort(),
    ).toEqual(["DATABASE_URL", "LOG_LEVEL", "PORT", "PUBLIC_ORIGIN", "REDIS_URL", "TOKEN_SECRET"]);
  });

  it("errors.config-fail-fast: treats an empty variable as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }, "/").port).toBe(3000);
  });

  it("members: email to the outbox (reset.outbox), bot check and single sign-on off, 10 points per dollar by default (loyalty.earn)", () => {
    const config = loadConfig({}, "/srv/coop");
    expect(config).toMatchObject({
      smtpUrl: undefined,
      mailFrom: "Coop Chicken <no-reply@coop.example>",
      oidc: undefined,
      botCheck: undefined,
      loyaltyPointsPerDollar: 10,
      signinLimits: { perAccount: 10, perIp: 100, windowMs: 15 * 60_000 },
    });
  });

  it("botcheck.browser-token: the browser's bot check is on only with a site key; its script URL must be https (http only on this machine)", () => {
    expect(loadConfig({}, "/").botCheckClient).toBeUndefined();
    expect(loadConfig({ BOT_CHECK_SITE_KEY: "abc-1_2" }, "/").botCheckClient).toEqual({
      siteKey: "abc-1_2",
      scriptUrl: "https://www.google.com/recaptcha/api.js",
      origins: ["https://www.google.com", "https://www.gstatic.com"],
    });
    expect(
      loadConfig(
        { BOT_CHECK_SITE_KEY: "k", BOT_CHECK_SCRIPT_URL: "http://127.0.0.1:9999/api.js" },
        "/",
      ).botCheckClient?.origins,
    ).toEqual(["http://127.0.0.1:9999"]);
    expect(problemsOf({ BOT_CHECK_SITE_KEY: "has space" })).toEqual(["BOT_CHECK_SITE_KEY"]);
    expect(
      problemsOf({ BOT_CHECK_SITE_KEY: "k", BOT_CHECK_SCRIPT_URL: "http://captcha.example/a.js" }),
    ).toEqual(["BOT_CHECK_SCRIPT_URL"]);
    expect(problemsOf({ OIDC_PROVIDER_NAME: "<b>" })).toEqual(["OIDC_PROVIDER_NAME"]);
  });

  it("members: honours SMTP, bot check, single sign-on, loyalty and sign-in limits (ratelimit.sign-in)", () => {
    const config = loadConfig(
      {
        SMTP_URL: "smtps://user:pw@smtp.example.com:465",
        MAIL_FROM: "orders@coop.example",
        OIDC_ISSUER: "https://accounts.google.com",
        OIDC_CLIENT_ID: "id",
        OIDC_CLIENT_SECRET: "secret",
        OIDC_REDIRECT_PATH: "/login/callback",
        BOT_CHECK_SECRET: "s",
        BOT_CHECK_MIN_SCORE: "0.7",
        LOYALTY_POINTS_PER_DOLLAR: "5",
        SIGNIN_LIMIT_PER_ACCOUNT: "5",
        SIGNIN_LIMIT_PER_IP: "50",
        SIGNIN_LIMIT_WINDOW_MINUTES: "30",
      },
      "/",
    );
    expect(config).toMatchObject({
      smtpUrl: "smtps://user:pw@smtp.example.com:465",
      mailFrom: "orders@coop.example",
      oidc: {
        issuer: "https://accounts.google.com",
        clientId: "id",
        clientSecret: "secret",
        redirectPath: "/login/callback",
      },
      botCheck: {
        secret: "s",
        verifyUrl: "https://www.google.com/recaptcha/api/siteverify",
        minScore: 0.7,
      },
      loyaltyPointsPerDollar: 5,
      signinLimits: { perAccount: 5, perIp: 50, windowMs: 30 * 60_000 },
    });
    expect(
      loadConfig(
        { OIDC_ISSUER: "http://127.0.0.1:4000", OIDC_CLIENT_ID: "a", OIDC_CLIENT_SECRET: "b" },
        "/",
      ).oidc?.issuer,
    ).toBe("http://127.0.0.1:4000");
  });

  it("member.sso-callback-page: the provider sends the browser back to /account/oauthcallback unless OIDC_REDIRECT_PATH says otherwise", () => {
    const config = loadConfig(
      { OIDC_ISSUER: "https://accounts.google.com", OIDC_CLIENT_ID: "id", OIDC_CLIENT_SECRET: "s" },
      "/",
    );
    expect(config.oidc?.redirectPath).toBe("/account/oauthcallback");
  });

  it("sso.state: single sign-on needs its three variables together, and says which are missing", () => {
    expect(() => loadConfig({ OIDC_ISSUER: "https://accounts.google.com" }, "/")).toThrowError(
      /OIDC_CLIENT_ID: must be set too: single sign-on needs OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET \(OIDC_ISSUER is set\)/,
    );
    expect(problemsOf({ OIDC_CLIENT_ID: "a", OIDC_CLIENT_SECRET: "b", PORT: "x" }).sort()).toEqual([
      "OIDC_ISSUER",
      "PORT",
    ]);
  });

  it("members: names every bad variable", () => {
    expect(
      problemsOf({
        SMTP_URL: "http://mail.example.com",
        MAIL_FROM: "not an address",
        OIDC_ISSUER: "http://accounts.example.com",
        OIDC_CLIENT_ID: "a",
        OIDC_CLIENT_SECRET: "b",
        OIDC_REDIRECT_PATH: "account/sso",
        BOT_CHECK_VERIFY_URL: "ftp://x",
        BOT_CHECK_MIN_SCORE: "2",
        LOYALTY_POINTS_PER_DOLLAR: "-1",
        SIGNIN_LIMIT_PER_ACCOUNT: "0",
        SIGNIN_LIMIT_PER_IP: "many",
        SIGNIN_LIMIT_WINDOW_MINUTES: "0",
      }).sort(),
    ).toEqual(
      [
        "BOT_CHECK_MIN_SCORE",
        "BOT_CHECK_VERIFY_URL",
        "LOYALTY_POINTS_PER_DOLLAR",
        "MAIL_FROM",
        "OIDC_ISSUER",
        "OIDC_REDIRECT_PATH",
        "SIGNIN_LIMIT_PER_ACCOUNT",
        "SIGNIN_LIMIT_PER_IP",
        "SIGNIN_LIMIT_WINDOW_MINUTES",
        "SMTP_URL",
      ].sort(),
    );
  });

  it("order.clock-speed: ORDER_CLOCK_SPEED: the real clock by default, a number from 1 to 3600, named when wrong", () => {
    expect(loadConfig({}, "/").orderClockSpeed).toBe(1);
    expect(loadConfig({ ORDER_CLOCK_SPEED: "60" }, "/").orderClockSpeed).toBe(60);
    expect(loadConfig({ ORDER_CLOCK_SPEED: "2.5" }, "/").orderClockSpeed).toBe(2.5);
    expect(() => loadConfig({ ORDER_CLOCK_SPEED: "0" }, "/")).toThrowError(
      /ORDER_CLOCK_SPEED: must be a number between 1 and 3600/,
    );
    expect(() => loadConfig({ ORDER_CLOCK_SPEED: "fast" }, "/")).toThrowError(
      /ORDER_CLOCK_SPEED: must be a number between 1 and 3600/,
    );
    expect(problemsOf({ ORDER_CLOCK_SPEED: "3601" })).toEqual(["ORDER_CLOCK_SPEED"]);
  });

  it("COOP_WEB_BUILD_DIR: unset (or empty) serves apps/web/build; a relative path is resolved against the working directory", () => {
    expect(loadConfig({}, "/srv/coop").webBuildDir).toBeUndefined();
    expect(loadConfig({ COOP_WEB_BUILD_DIR: "" }, "/srv/coop").webBuildDir).toBeUndefined();
    expect(loadConfig({ COOP_WEB_BUILD_DIR: "/tmp/web" }, "/srv/coop").webBuildDir).toBe(
      "/tmp/web",
    );
    expect(loadConfig({ COOP_WEB_BUILD_DIR: "builds/a" }, "/srv/coop").webBuildDir).toBe(
      "/srv/coop/builds/a",
    );
  });

  it("locations.map-tiles: MAP_TILE_URL: OpenStreetMap by default, empty for no tiles, and a bad template stops start-up naming it", () => {
    const defaults = loadConfig({}, "/srv/coop");
    expect(defaults.mapTiles).toEqual({
      url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      attribution: "© OpenStreetMap contributors",
      origin: "https://tile.openstreetmap.org",
    });
    expect(loadConfig({ MAP_TILE_URL: "" }, "/srv/coop").mapTiles).toMatchObject({
      url: "",
      origin: null,
    });
    for (const bad of [
      "tile.example.org/{z}/{x}/{y}.png",
      "ftp://tile.example.org/{z}/{x}/{y}.png",
      "https://tile.example.org/{z}/{x}.png",
      "javascript:alert(1)//{z}{x}{y}",
    ]) {
      expect(problemsOf({ MAP_TILE_URL: bad })).toEqual(["MAP_TILE_URL"]);
    }
    expect(() => loadConfig({ MAP_TILE_URL: "https://x.example/{z}/{x}.png" }, "/srv")).toThrow(
      /MAP_TILE_URL: must be an https:\/\/ .*\{y\} missing/,
    );
  });
});
