import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { contentStories } from "../../db/schema/content.ts";
import { staffAudit } from "../../db/schema/staff.ts";
import { staffDemo, staffSignIn } from "../../test-support/staff.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { type ContentChange, createLocalContentEvents } from "./events.ts";
import { createPreviewTickets } from "./preview-ticket.ts";

/** Content authoring through /api/ops/content, on the real app. */
let clock = new Date("2026-11-24T15:00:00Z");
let t: TestApp;
const events = createLocalContentEvents();
const heard: ContentChange[] = [];
events.subscribe((change) => heard.push(change));
const tokens = { admin: "", manager: "", crew: "", marketing: "" };

beforeAll(async () => {
  t = await createTestApp({
    deps: { now: () => clock, contentEvents: events, jobs: { pollMs: 3_600_000 } },
  });
  for (const role of ["admin", "manager", "crew", "marketing"] as const)
    tokens[role] = await staffSignIn(t.app, staffDemo[role].email, staffDemo[role].password);
}, 60_000);
afterAll(async () => t.close());

async function call(method: string, path: string, payload?: unknown, token = tokens.marketing) {
  const res = await t.app.inject({
    method: method as "GET",
    url: `/api/ops/content/${path}`,
    ...(payload !== undefined && { payload: payload as object }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json() };
}

async function story(id: number) {
  const [found] = await t.database.db
    .select()
    .from(contentStories)
    .where(eq(contentStories.id, id));
  return found!;
}

async function newPage(slug: string, folder = "") {
  const res = await call("POST", "stories", {
    name: `Page ${slug}`,
    slug,
    folder,
    component: "page",
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as {
    id: number;
    lock_version: number;
    content: { default: Record<string, unknown>; es: null };
  };
}

describe("content authoring", () => {
  it("content.authoring-roles: marketing and admin write; crew and manager 403; no token 401", async () => {
    expect((await call("GET", "stories", undefined, "")).status).toBe(401);
    expect((await call("GET", "stories", undefined, tokens.crew)).status).toBe(403);
    expect((await call("GET", "stories", undefined, tokens.manager)).status).toBe(403);
    // Checked before the body: a bad body from a crew member is still a 403.
    expect((await call("POST", "stories", { nope: 1 }, tokens.crew)).status).toBe(403);
    expect((await call("GET", "stories", undefined, tokens.admin)).status).toBe(200);
    const created = await newPage("roles-check");
    const audit = await t.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.target, `story:${created.id}`));
    expect(audit.map((a) => a.action)).toEqual(["content.create"]);
    expect(audit[0]!.actorId).toBe(staffDemo.marketing.id);
  });

  it("content.publish-now: create, save, publish; the snapshot and the events follow", async () => {
    const folder = await call("POST", "stories", {
      name: "News",
      slug: "news",
      folder: "",
      is_folder: true,
    });
    expect(folder.status).toBe(201);
    const page = await newPage("fryers", "news");
    const content = {
      default: {
        ...page.content.default,
        title: "Fryers",
        body: [
          {
            _uid: "r1",
            component: "rich_text",
            text: {
              type: "doc",
              content: [{ type: "paragraph", content: [{ type: "text", text: "Hot." }] }],
            },
          },
        ],
      },
      es: { ...page.content.default, title: "Freidoras", body: [] },
    };
    const saved = await call("PUT", `stories/${page.id}`, {
      name: "Fryers",
      slug: "fryers",
      tag_list: ["news"],
      sort_by_date: "2026-11-20",
      content,
      lock_version: page.lock_version,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.state).toBe("draft");
    expect((await story(page.id)).published).toBeNull();
    heard.length = 0;
    const published = await call("POST", `stories/${page.id}/publish`, {});
    expect(published.status).toBe(200);
    expect(published.body.data.state).toBe("published");
    const after = await story(page.id);
    expect(after.published).toMatchObject({
      name: "Fryers",
      full_slug: "news/fryers",
      content: { es: { title: "Freidoras" } },
    });
    expect(after.publishedAt?.toISOString()).toBe(clock.toISOString());
    expect(heard).toEqual([
      { paths: ["/", "/news", "/news/fryers"], cv: Math.floor(clock.getTime() / 1000) },
    ]);
    const list = await call("GET", "stories?folder=news&q=fry");
    expect(list.body.data.stories.map((s: { full_slug: string }) => s.full_slug)).toEqual([
      "news/fryers",
    ]);
    // A later save makes it "changed" until published again.
    const again = await call("PUT", `stories/${page.id}`, {
      name: "Fryers!",
      slug: "fryers",
      tag_list: [],
      sort_by_date: null,
      content,
      lock_version: saved.body.data.lock_version,
    });
    expect(again.body.data.state).toBe("changed");
    expect((await story(page.id)).published).toMatchObject({ name: "Fryers" });
  });

  it("content.lock-version: a save from a stale lock_version is a 409 naming who saved", async () => {
    const page = await newPage("lock-test");
    const body = {
      name: "A",
      slug: "lock-test",
      tag_list: [],
      sort_by_date: null,
      content: page.content,
      lock_version: page.lock_version,
    };
    const [a, b] = await Promise.all([
      call("PUT", `stories/${page.id}`, body),
      call("PUT", `stories/${page.id}`, { ...body, name: "B" }, tokens.admin),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const lost = a.status === 409 ? a : b;
    expect(lost.body.message).toMatch(
      /saved by .+ at .+ since you opened it; reload to see their changes/,
    );
  });

  it("content.safe-links: a javascript: link is a 400 naming the field", async () => {
    const page = await newPage("links-test");
    const bad = {
      ...page.content.default,
      body: [
        {
          _uid: "c",
          component: "call_to_action",
          label: "Go",
          link: { linktype: "url", url: "java\tscript:alert(1)", cached_url: "" },
        },
      ],
    };
    const res = await call("PUT", `stories/${page.id}`, {
      name: "L",
      slug: "links-test",
      tag_list: [],
      sort_by_date: null,
      content: { default: bad, es: null },
      lock_version: page.lock_version,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe("content.default.body.0.link.url");
  });

  it("content.slug-unique: a taken slug, a missing folder, a folder with stories", async () => {
    await newPage("taken");
    expect(
      (await call("POST", "stories", { name: "X", slug: "taken", folder: "", component: "page" }))
        .status,
    ).toBe(409);
    expect(
      (
        await call("POST", "stories", {
          name: "X",
          slug: "x",
          folder: "nowhere",
          component: "page",
        })
      ).status,
    ).toBe(400);
    const folder = await call("POST", "stories", {
      name: "Box",
      slug: "box",
      folder: "",
      is_folder: true,
    });
    await newPage("inside", "box");
    const res = await call("DELETE", `stories/${folder.body.data.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain("holds 1 story");
    // Renaming the folder moves what it holds along.
    const box = folder.body.data;
    const renamed = await call("PUT", `stories/${box.id}`, {
      name: "Crate",
      slug: "crate",
      tag_list: [],
      sort_by_date: null,
      content: box.content,
      lock_version: box.lock_version,
    });
    expect(renamed.body.data.full_slug).toBe("crate");
    const moved = await call("GET", "stories?folder=crate");
    expect(moved.body.data.stories.map((s: { full_slug: string }) => s.full_slug)).toEqual([
      "crate/inside",
    ]);
  });

  it("content.schedule: a later time is a job that publishes then; a re-schedule replaces it", async () => {
    const page = await newPage("later");
    const first = new Date(clock.getTime() + 3_600_000).toISOString();
    const second = new Date(clock.getTime() + 7_200_000).toISOString();
    expect(
      (await call("POST", `stories/${page.id}/publish`, { at: first })).body.data.publish_at,
    ).toBe(first);
    expect(
      (await call("POST", `stories/${page.id}/publish`, { at: second })).body.data.publish_at,
    ).toBe(second);
    clock = new Date(first);
    await t.app.jobs.runDue();
    expect((await story(page.id)).published).toBeNull();
    clock = new Date(second);
    await t.app.jobs.runDue();
    const after = await story(page.id);
    expect(after.published).not.toBeNull();
    expect(after.publishAt).toBeNull();
    // A time already past publishes at once.
    const now = await newPage("past");
    const res = await call("POST", `stories/${now.id}/publish`, { at: "2020-01-01T00:00:00Z" });
    expect(res.body.data.state).toBe("published");
  });

  it("content.unpublish: off the site at once, and the scheduled publication is cancelled", async () => {
    const page = await newPage("gone");
    await call("POST", `stories/${page.id}/publish`, {});
    const at = new Date(clock.getTime() + 60_000).toISOString();
    await call("POST", `stories/${page.id}/publish`, { at });
    heard.length = 0;
    const res = await call("POST", `stories/${page.id}/unpublish`);
    expect(res.body.data).toMatchObject({ state: "draft", publish_at: null });
    expect(heard[0]!.paths).toContain("/gone");
    clock = new Date(Date.parse(at) + 1000);
    await t.app.jobs.runDue();
    expect((await story(page.id)).published).toBeNull();
  });

  it("content.versions-restore: newest first with names; a restore changes the draft only", async () => {
    const page = await newPage("history");
    const edit = (title: string, lock: number) =>
      call("PUT", `stories/${page.id}`, {
        name: "History",
        slug: "history",
        tag_list: [],
        sort_by_date: null,
        content: { default: { ...page.content.default, title }, es: null },
        lock_version: lock,
      });
    const one = await edit("One", page.lock_version);
    await call("POST", `stories/${page.id}/publish`, {});
    await edit("Two", one.body.data.lock_version);
    const versions = (await call("GET", `stories/${page.id}/versions`)).body.data.versions;
    expect(versions.map((v: { kind: string }) => v.kind)).toEqual([
      "save",
      "publish",
      "save",
      "save",
    ]);
    expect(versions[0].created_by).toBe(staffDemo.marketing.name);
    const restored = await call("POST", `stories/${page.id}/versions/${versions[1].id}/restore`);
    expect(restored.body.data.content.default.title).toBe("One");
    expect(restored.body.data.state).toBe("published");
    expect((await call("GET", `stories/${page.id}/versions`)).body.data.versions[0].kind).toBe(
      "restore",
    );
  });

  it("content.preview-link: a ticket naming the story, per language; a global story has none", async () => {
    const page = await newPage("preview-me");
    const res = await call("POST", `stories/${page.id}/preview`);
    expect(res.status).toBe(200);
    const url = new URL(res.body.data.url, "http://x");
    expect(url.pathname).toBe("/preview-me");
    const tickets = createPreviewTickets("t".repeat(40), undefined);
    expect(tickets.storyOf(url.searchParams.get("coop_preview")!, clock)).toBe(page.id);
    expect(res.body.data.url_es).toBe(`${res.body.data.url}&lang=es`);
    await call("POST", "stories", {
      name: "Globals",
      slug: "globals",
      folder: "",
      is_folder: true,
    });
    const banner = await newPage("preview-banner-test", "globals");
    const global = await call("POST", `stories/${banner.id}/preview`);
    expect(global.status).toBe(409);
    expect(global.body.message).toContain("has no page of its own");
  });
});
