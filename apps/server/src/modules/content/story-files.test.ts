import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { contentAssets, contentStories } from "../../db/schema/content.ts";
import { DEMO_DATA_DIR } from "../../db/seed/demo-data.ts";
import { staffDemo, staffSignIn } from "../../test-support/staff.ts";
import { createTestApp, openTestDatabase, type TestApp } from "../../test-support/test-app.ts";
import { createLocalAssetStorage } from "./assets-storage.ts";
import { generatedGlobals, seedContent } from "./content-seeders.ts";
import { exportContent, importContent } from "./content-transfer.ts";
import { importStoryFiles, parseStoryFile, readStoryDir, StoryFileError } from "./story-files.ts";

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from("IHDR"),
  Buffer.from([0, 0, 0, 4, 0, 0, 0, 3]),
]);
const page = (uid: string, title: string) => ({ _uid: uid, component: "page", title, body: [] });

let t: TestApp;
let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "coop-content-files-"));
  t = await createTestApp({ config: { DATA_DIR: join(work, "data") } });
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(work, { recursive: true, force: true });
});

async function freshDb() {
  const fresh = await openTestDatabase();
  await fresh.database.migrate();
  return fresh;
}

describe("story files", () => {
  it("content.story-files: a file is checked (folder content, start page slug, safe links)", () => {
    const ok = {
      uuid: "u1",
      full_slug: "about/",
      name: "About",
      is_startpage: true,
      content: { default: page("a", "About"), es: null },
    };
    expect(parseStoryFile(JSON.stringify(ok), "about/_startpage.json").full_slug).toBe("about/");
    expect(() => parseStoryFile(JSON.stringify({ ...ok, is_startpage: false }), "a.json")).toThrow(
      /start page/,
    );
    expect(() => parseStoryFile(JSON.stringify({ ...ok, is_folder: true }), "a.json")).toThrow(
      /folder has "content": null/,
    );
    const bad = {
      ...ok,
      content: {
        default: {
          _uid: "x",
          component: "call_to_action",
          label: "x",
          link: { linktype: "url", url: "javascript:x" },
        },
        es: null,
      },
    };
    expect(() => parseStoryFile(JSON.stringify(bad), "bad.json")).toThrow(
      /bad\.json \(about\/\).*content\.default\.link\.url/,
    );
    expect(() => parseStoryFile("{", "broken.json")).toThrow(StoryFileError);
  });

  it("content.export-import: export, then import into a fresh database, twice, gives the same content", async () => {
    const token = await staffSignIn(t.app, staffDemo.marketing.email, staffDemo.marketing.password);
    const auth = { authorization: `Bearer ${token}` };
    await t.app.inject({
      method: "POST",
      url: "/api/ops/content/stories",
      payload: { name: "Moving", slug: "moving", folder: "", is_folder: true },
      headers: auth,
    });
    const created = (
      await t.app.inject({
        method: "POST",
        url: "/api/ops/content/stories",
        payload: { name: "Boxes", slug: "boxes", folder: "moving", component: "page" },
        headers: auth,
      })
    ).json().data;
    await t.app.inject({
      method: "POST",
      url: `/api/ops/content/stories/${created.id}/publish`,
      payload: {},
      headers: auth,
    });
    const up = await t.app.inject({
      method: "POST",
      url: "/api/ops/content/assets?name=box.png&alt=A%20box",
      payload: png,
      headers: { ...auth, "content-type": "image/png" },
    });
    expect(up.statusCode).toBe(201);

    const out = join(work, "export");
    const storages = { local: createLocalAssetStorage(join(work, "data", "content-assets")) };
    const exported = await exportContent(t.database.db, storages, out);
    expect(exported.assets).toBe(1);
    const file = JSON.parse(await readFile(join(out, "moving/boxes.json"), "utf8"));
    expect(file).toMatchObject({
      full_slug: "moving/boxes",
      published: true,
      is_folder: false,
    });

    const fresh = await freshDb();
    try {
      const target = createLocalAssetStorage(join(work, "other-assets"));
      const first = await importContent(fresh.database.db, target, out, new Date());
      expect(first).toMatchObject({ created: exported.stories, updated: 0, assets: 1 });
      const again = await importContent(fresh.database.db, target, out, new Date());
      expect(again).toMatchObject({ created: 0, updated: 0, unchanged: exported.stories });
      const slugs = (db: typeof fresh.database.db) =>
        db
          .select({ s: contentStories.fullSlug, p: contentStories.published })
          .from(contentStories)
          .orderBy(asc(contentStories.fullSlug));
      const before = await slugs(t.database.db);
      expect((await slugs(fresh.database.db)).map((r) => r.s)).toEqual(before.map((r) => r.s));
      const [boxes] = await fresh.database.db
        .select()
        .from(contentStories)
        .where(eq(contentStories.fullSlug, "moving/boxes"));
      expect(boxes!.published).toMatchObject({ name: "Boxes", full_slug: "moving/boxes" });
      const [asset] = await fresh.database.db.select().from(contentAssets);
      expect((await target.get(asset!.storageKey))?.equals(png)).toBe(true);
    } finally {
      await fresh.drop();
    }
  });

  it("content.export-import: a full slug held by another uuid is refused by name, and nothing is written", async () => {
    const fresh = await freshDb();
    try {
      const db = fresh.database.db;
      const story = (uuid: string, slug: string) => ({
        uuid,
        full_slug: slug,
        name: `Story ${uuid}`,
        is_folder: false,
        is_startpage: false,
        position: 0,
        tag_list: [],
        sort_by_date: null,
        published: true,
        content: { default: page(uuid, "T"), es: null },
      });
      await db.transaction((tx) => importStoryFiles(tx, [story("one", "about-us")], new Date()));
      await expect(
        db.transaction((tx) =>
          importStoryFiles(tx, [story("three", "fine"), story("two", "about-us")], new Date()),
        ),
      ).rejects.toThrow(/about-us is already the story "Story one"/);
      expect((await db.select().from(contentStories)).map((s) => s.uuid)).toEqual(["one"]);
      await expect(
        db.transaction((tx) => importStoryFiles(tx, [story("four", "no-folder/x")], new Date())),
      ).rejects.toThrow(/folder "no-folder"/);
    } finally {
      await fresh.drop();
    }
  });

  it("content.seed: the demo files load published, with globals made from the restaurants", async () => {
    const dir = join(work, "fixture");
    await mkdir(join(dir, "news"), { recursive: true });
    await writeFile(
      join(dir, "news.json"),
      JSON.stringify({
        uuid: "f-news",
        full_slug: "news",
        name: "News",
        is_folder: true,
        content: null,
      }),
    );
    await writeFile(
      join(dir, "news", "hello.json"),
      JSON.stringify({
        uuid: "s-hello",
        full_slug: "news/hello",
        name: "Hello",
        published: false,
        content: {
          default: {
            _uid: "h",
            component: "news_article",
            title: "Hello",
            teaser: "Hi",
            date: "2026-11-01",
            body: { type: "doc", content: [] },
          },
          es: null,
        },
      }),
    );
    const fresh = await freshDb();
    try {
      const db = fresh.database.db;
      const restaurant = {
        id: 7,
        address: "1 Main St",
        city: "Austin",
        state: "TX",
        lat: 30.2,
        lng: -97.7,
      };
      const counts = await db.transaction((tx) => seedContent(tx, [restaurant as never], dir));
      expect(counts.created).toBe(5);
      const rows = await db.select().from(contentStories).orderBy(asc(contentStories.fullSlug));
      expect(rows.map((r) => [r.fullSlug, r.published !== null])).toEqual([
        ["globals", false],
        ["globals/jobs", true],
        ["globals/locations", true],
        ["news", false],
        ["news/hello", true],
      ]);
      const locations = rows.find((r) => r.fullSlug === "globals/locations")!.published as {
        content: { default: { locations: unknown[] } };
      };
      expect(locations.content.default.locations).toEqual([
        { key: "7", value: "1 Main St", city: "Austin", state: "TX", lat: 30.2, lng: -97.7 },
      ]);
    } finally {
      await fresh.drop();
    }
  });

  it("content.seed: the demo chain's content files (when there are some) are valid story files", () => {
    const dir = join(DEMO_DATA_DIR, "content");
    if (!existsSync(dir)) return;
    const files = readStoryDir(dir);
    expect(files.length).toBeGreaterThan(0);
    expect(generatedGlobals([], files).every((f) => f.full_slug.startsWith("globals"))).toBe(true);
  });
});
