import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type App, buildApp } from "../../app.ts";
import { insertStory, republish } from "../../test-support/content.ts";
import { openTestDatabase, testConfig } from "../../test-support/test-app.ts";
import { PAGE_CACHE_HEADER } from "../../web/register-web.ts";
import type { ContentChange } from "./events.ts";
import { createRedisContentEvents, type RedisContentEvents } from "./events-redis.ts";

// Two server processes behind a load balancer: two apps on one database and one Redis.
const redisUrl = process.env.TEST_REDIS_URL;
const silent = { info: () => {}, warn: () => {} };
const until = async (check: () => Promise<boolean> | boolean) => {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20));
};

describe.skipIf(!redisUrl)(
  "content.fan-out: content changes reach every process (TEST_REDIS_URL)",
  () => {
    const channel = `coop:content-events:test:${process.pid}`;

    it("a change published in one process is heard once in each, its own included", async () => {
      const a = await createRedisContentEvents(redisUrl!, { log: silent, channel });
      const b = await createRedisContentEvents(redisUrl!, { log: silent, channel });
      const heardA: ContentChange[] = [];
      const heardB: ContentChange[] = [];
      a.subscribe((c) => heardA.push(c));
      b.subscribe((c) => heardB.push(c));
      await a.publish({ paths: ["/about"], cv: 7 });
      await until(() => heardB.length > 0);
      await new Promise((r) => setTimeout(r, 100));
      expect(heardA).toEqual([{ paths: ["/about"], cv: 7 }]);
      expect(heardB).toEqual([{ paths: ["/about"], cv: 7 }]);
      await Promise.all([a.close(), b.close()]);
    });

    it("a Redis that does not answer at start is an error naming REDIS_URL", async () => {
      await expect(
        createRedisContentEvents("redis://127.0.0.1:9", { log: silent, connectTimeoutMs: 300 }),
      ).rejects.toThrow(/REDIS_URL/);
    });
  },
);

describe.skipIf(!redisUrl)(
  "content.fan-out: a publication clears the caches of the other process",
  () => {
    let drop: () => Promise<void>;
    let a: App;
    let b: App;
    let publisher: RedisContentEvents;
    let db: Awaited<ReturnType<typeof openTestDatabase>>["database"]["db"];

    beforeAll(async () => {
      const opened = await openTestDatabase();
      drop = opened.drop;
      await opened.database.migrate();
      db = opened.database.db;
      await insertStory(db, {
        fullSlug: "about",
        content: { _uid: "a", component: "page", title: "Before", body: [] },
      });
      const web = {
        pageCache: true as const,
        handle: async () =>
          new Response(`<!doctype html><p>${Math.random()}</p>`, {
            headers: { "content-type": "text/html; charset=utf-8" },
          }),
      };
      const build = () =>
        buildApp(testConfig({ REDIS_URL: redisUrl! }), { database: opened.database, web });
      a = await build();
      b = await build();
      publisher = await createRedisContentEvents(redisUrl!, { log: silent });
    });
    afterAll(async () => {
      await publisher?.close();
      await b?.close();
      await a?.close();
      await drop?.();
    });

    it("process B's page cache and story cache are cleared by a change published elsewhere", async () => {
      const title = async (app: App) =>
        JSON.parse((await app.inject({ url: "/api/content/v2/cdn/stories/about" })).body).story
          .content.title as string;
      const state = async (app: App) =>
        (await app.inject({ url: "/about" })).headers[PAGE_CACHE_HEADER] as string;
      expect(await title(b)).toBe("Before");
      expect(await state(b)).toBe("miss");
      expect(await state(b)).toBe("hit");
      await republish(db, "about", { _uid: "a", component: "page", title: "After", body: [] });
      expect(await title(b)).toBe("Before");
      await publisher.publish({ paths: ["/about"], cv: Math.floor(Date.now() / 1000) });
      await until(async () => (await title(b)) === "After");
      expect(await title(b)).toBe("After");
      expect(await title(a)).toBe("After");
      expect(await state(b)).toBe("miss");
    });
  },
);
