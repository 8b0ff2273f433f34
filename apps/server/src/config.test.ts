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
  it("has working defaults: port 3000, ./data under the working directory, public origin from the port", () => {
    const config = loadConfig({}, "/srv/coop");
    expect(config.port).toBe(3000);
    expect(config.host).toBe("localhost");
    expect(config.dataDir).toBe("/srv/coop/data");
    expect(config.publicOrigin).toBe("http://localhost:3000");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.tokenSecret).toBeUndefined();
    expect(config.logLevel).toBe("info");
  });

  it("honours PORT, HOST, DATA_DIR, DATABASE_URL, PUBLIC_ORIGIN, REDIS_URL", () => {
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

  it("PORT=abc stops start-up with a message naming PORT", () => {
    expect(() => loadConfig({ PORT: "abc" }, "/")).toThrowError(
      /PORT: must be a whole number between 1 and 65535/,
    );
  });

  it("names every bad variable in one message, not only the first", () => {
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

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }, "/").port).toBe(3000);
  });
});
