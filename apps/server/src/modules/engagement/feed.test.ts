import { randomBytes } from "node:crypto";

import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import {
  engagementAliases,
  engagementMessages,
  engagementStatsDaily,
  engagementUsers,
} from "../../db/schema/engagement.ts";
import { bearer, signUp } from "../../test-support/members.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createFeedService } from "./feed-service.ts";

/** The site's engagement feed and the member's inbox, on the real app (rows written directly). */
const START = new Date("2026-11-24T15:00:00Z");
let clock = START;
const REST_KEY = "feed-test-rest-key-0123456789";
let t: TestApp;
let ada: { id: string; access: string };
let bob: { id: string; access: string };

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    deps: { now: () => clock, engagementApiKey: REST_KEY, jobs: { pollMs: 3_600_000 } },
  });
  ada = await signUp(t.app);
  bob = await signUp(t.app);
}, 60_000);
afterAll(async () => t.close());
// Tokens are checked against the same clock: every test starts at the same time.
afterEach(() => {
  clock = START;
});

const minutes = (n: number) => n * 60_000;
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

async function memberUser(memberId: string): Promise<number> {
  const [found] = await t.database.db
    .select({ id: engagementUsers.id })
    .from(engagementUsers)
    .where(eq(engagementUsers.externalId, memberId));
  if (found) return found.id;
  const [made] = await t.database.db
    .insert(engagementUsers)
    .values({ externalId: memberId, createdAt: clock, updatedAt: clock })
    .returning({ id: engagementUsers.id });
  return made!.id;
}

async function deviceUser(deviceId: string): Promise<number> {
  const [made] = await t.database.db
    .insert(engagementUsers)
    .values({ createdAt: clock, updatedAt: clock })
    .returning({ id: engagementUsers.id });
  await t.database.db
    .insert(engagementAliases)
    .values({ aliasLabel: "device", aliasName: deviceId, userId: made!.id, createdAt: clock });
  return made!.id;
}

type MessageRow = typeof engagementMessages.$inferInsert;

async function message(
  userId: number,
  fields: Partial<MessageRow> & { content: Record<string, unknown> },
): Promise<string> {
  const id = fields.id ?? randomBytes(12).toString("base64url");
  await t.database.db.insert(engagementMessages).values({
    id,
    userId,
    channel: "content_card",
    dispatchId: "dispatch-test",
    createdAt: clock,
    ...fields,
  });
  return id;
}

const card = (title: string, extra: Record<string, unknown> = {}) => ({
  type: "classic",
  title,
  description: `${title} description`,
  image_url: null,
  image_alt: "",
  url: "/offers",
  link_text: "See offers",
  extras: { feed_type: "homepage_carousel" },
  pinned: false,
  dismissible: true,
  ...extra,
});

const inApp = (message: string, extras: Record<string, unknown> = {}) => ({
  layout: "modal",
  header: `${message} header`,
  message,
  image_url: null,
  image_alt: "",
  buttons: [{ text: "Order now", url: "/menu" }],
  tags: [],
  trigger: { type: "session_start" },
  extras,
});

async function getFeed(headers: Record<string, string>, query = "") {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/v1/engagement/feed${query}`,
    headers,
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

async function post(id: string, event: string, headers: Record<string, string>) {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/v1/engagement/messages/${id}/${event}`,
    headers,
  });
  return { status: res.statusCode, body: res.json() };
}

async function stats(sourceId: string) {
  const rows = await t.database.db
    .select()
    .from(engagementStatsDaily)
    .where(eq(engagementStatsDaily.sourceId, sourceId));
  return Object.fromEntries(rows.map((r) => [`${r.sourceKind}:${r.variantId}:${r.day}`, r]));
}

describe("GET /api/v1/engagement/feed", () => {
  it("engagement.feed-caller: no token and no device id is a 401; the REST key is a 400", async () => {
    expect((await getFeed({})).status).toBe(401);
    const key = await getFeed(bearer(REST_KEY));
    expect(key.status).toBe(400);
    expect(key.body.message).toMatch(/visitor/);
    expect((await getFeed(bearer("not-a-token"))).status).toBe(401);
  });

  it("engagement.feed-caller: a new device gets its own user (alias device), once", async () => {
    const deviceId = `dev-${randomBytes(4).toString("hex")}`;
    const [first, second] = await Promise.all([
      getFeed({ device_id: deviceId }),
      getFeed({ device_id: deviceId }),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(first.body).toEqual({ cards: [], in_app_messages: [], unread: 0 });
    expect(first.headers["cache-control"]).toBe("private, no-store");
    const aliases = await t.database.db
      .select()
      .from(engagementAliases)
      .where(eq(engagementAliases.aliasName, deviceId));
    expect(aliases).toHaveLength(1);
    expect(aliases[0]!.aliasLabel).toBe("device");
  });

  it("engagement.feed-caller: a user first seen is given the active campaigns before the read", async () => {
    const feed = createFeedService({ db: t.database.db, now: () => clock });
    const deviceId = `dev-${randomBytes(4).toString("hex")}`;
    const delivered: number[] = [];
    const answer = await feed.feed({ kind: "device", deviceId }, "en-US", async (userId) => {
      delivered.push(userId);
      await message(userId, { content: card("Welcome") });
    });
    expect(delivered).toHaveLength(1);
    expect(answer.cards.map((c) => c.title)).toEqual(["Welcome"]);
  });

  it("engagement.feed-contents: a member's cards, pinned first then newest; expired, dismissed and deleted ones left out; control cards flagged", async () => {
    const member = await signUp(t.app);
    const user = await memberUser(member.id);
    const other = await memberUser(bob.id);
    const old = await message(user, {
      content: card("Old"),
      createdAt: new Date(clock.getTime() - minutes(120)),
    });
    const pinned = await message(user, {
      content: card("Pinned", { pinned: true }),
      createdAt: new Date(clock.getTime() - minutes(240)),
    });
    const fresh = await message(user, { content: card("Fresh") });
    const control = await message(user, {
      content: {},
      isControl: true,
      createdAt: new Date(clock.getTime() - minutes(60)),
    });
    await message(user, {
      content: card("Expired"),
      expiresAt: new Date(clock.getTime() - 1000),
    });
    const later_ = await message(user, {
      content: card("Expires later"),
      expiresAt: new Date(clock.getTime() + minutes(60)),
      createdAt: new Date(clock.getTime() - minutes(30)),
    });
    await message(user, { content: card("Dismissed"), dismissedAt: clock });
    await message(user, { content: card("Deleted"), deletedAt: clock });
    await message(other, { content: card("Bob's") });

    const res = await getFeed(bearer(member.access));
    expect(res.status).toBe(200);
    expect(res.body.cards.map((c: { id: string }) => c.id)).toEqual([
      pinned,
      fresh,
      later_,
      control,
      old,
    ]);
    const byId = Object.fromEntries(
      res.body.cards.map((c: { id: string; is_control: boolean }) => [c.id, c]),
    );
    expect(byId[control].is_control).toBe(true);
    expect(byId[fresh]).toMatchObject({
      title: "Fresh",
      description: "Fresh description",
      extras: { feed_type: "homepage_carousel" },
      viewed: false,
      dismissible: true,
      is_control: false,
      expires_at: null,
    });
    // The inbox keeps a dismissed card (only deleting hides it) and never counts a control
    // card, an expired or a deleted one: 5 unread.
    expect(res.body.unread).toBe(5);
  });

  it("engagement.feed-contents: a device reads its own cards, and its unread count is 0", async () => {
    const deviceId = `dev-${randomBytes(4).toString("hex")}`;
    const user = await deviceUser(deviceId);
    const mine = await message(user, { content: card("For this browser") });
    const other = await deviceUser(`${deviceId}-other`);
    await message(other, { content: card("Another browser's") });
    const res = await getFeed({ device_id: deviceId });
    expect(res.body.cards.map((c: { id: string }) => c.id)).toEqual([mine]);
    expect(res.body.unread).toBe(0);
  });

  it("engagement.feed-language: lang=es picks the Spanish text when the message has one", async () => {
    const deviceId = `dev-${randomBytes(4).toString("hex")}`;
    const user = await deviceUser(deviceId);
    await message(user, {
      content: { default: card("Hello"), es: card("Hola") },
      createdAt: new Date(clock.getTime() - 3000),
    });
    await message(user, {
      content: { default: card("Only English"), es: null },
      createdAt: new Date(clock.getTime() - 2000),
    });
    await message(user, {
      content: { message: card("Welcome"), message_es: card("Bienvenido") },
      createdAt: new Date(clock.getTime() - 1000),
    });
    await message(user, { content: card("Sent in one language") });
    const titles = async (query: string) =>
      (await getFeed({ device_id: deviceId }, query)).body.cards.map(
        (c: { title: string }) => c.title,
      );
    expect(await titles("?lang=es")).toEqual([
      "Sent in one language",
      "Bienvenido",
      "Only English",
      "Hola",
    ]);
    expect(await titles("")).toEqual(["Sent in one language", "Welcome", "Only English", "Hello"]);
    expect((await getFeed({ device_id: deviceId }, "?lang=fr")).status).toBe(400);
  });
});

describe("in-app messages", () => {
  it("engagement.in-app-capping: offered until shown once; then 5 minutes of nothing, at most 3 a day", async () => {
    const deviceId = `dev-${randomBytes(4).toString("hex")}`;
    const user = await deviceUser(deviceId);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(
        await message(user, {
          channel: "in_app_message",
          content: inApp(`Message ${i}`),
          createdAt: new Date(clock.getTime() - minutes(10 - i)),
        }),
      );
    await message(user, { channel: "in_app_message", content: inApp("Control"), isControl: true });
    const offered = async () =>
      (await getFeed({ device_id: deviceId })).body.in_app_messages.map(
        (m: { id: string }) => m.id,
      );
    // Newest first, at most 3 (the day's room), never the control one.
    expect(await offered()).toEqual([ids[4], ids[3], ids[2]]);
    const feed = await getFeed({ device_id: deviceId });
    expect(feed.body.in_app_messages[0]).toMatchObject({
      layout: "modal",
      message: "Message 4",
      header: "Message 4 header",
      buttons: [{ text: "Order now", url: "/menu" }],
      trigger: { type: "session_start" },
    });

    expect((await post(ids[4]!, "impression", { device_id: deviceId })).status).toBe(200);
    // Within 5 minutes of a display: nothing.
    expect(await offered()).toEqual([]);
    later(minutes(5));
    // The shown one is not offered again; 2 more fit in the day.
    expect(await offered()).toEqual([ids[3], ids[2]]);
    await post(ids[3]!, "impression", { device_id: deviceId });
    later(minutes(6));
    expect(await offered()).toEqual([ids[2]]);
    await post(ids[2]!, "impression", { device_id: deviceId });
    later(minutes(6));
    // Three shown in 24 hours: no more today.
    expect(await offered()).toEqual([]);
    later(24 * 60 * 60_000 - minutes(17));
    // 24 hours after the first display, room for one again.
    expect(await offered()).toEqual([ids[1]]);
  });

  it("engagement.in-app-capping: extras.reeligible_minutes offers a shown message again after that long", async () => {
    const deviceId = `dev-${randomBytes(4).toString("hex")}`;
    const user = await deviceUser(deviceId);
    const id = await message(user, {
      channel: "in_app_message",
      content: inApp("Lunch is on", { reeligible_minutes: "60" }),
    });
    await post(id, "impression", { device_id: deviceId });
    // The same display reported twice counts one display.
    await post(id, "impression", { device_id: deviceId });
    const offered = async () =>
      (await getFeed({ device_id: deviceId })).body.in_app_messages.map(
        (m: { id: string }) => m.id,
      );
    later(minutes(59));
    expect(await offered()).toEqual([]);
    later(minutes(1));
    expect(await offered()).toEqual([id]);
    await post(id, "impression", { device_id: deviceId });
    const [row] = await t.database.db
      .select()
      .from(engagementMessages)
      .where(eq(engagementMessages.id, id));
    expect(row!.displayCount).toBe(2);
    expect(row!.lastDisplayedAt).toEqual(clock);
  });
});

describe("POST /api/v1/engagement/messages/{id}/{event}", () => {
  it("engagement.impression-once: two impressions at once count one, in the variant row and the total", async () => {
    const member = await signUp(t.app);
    const user = await memberUser(member.id);
    const campaign = `campaign-${randomBytes(4).toString("hex")}`;
    const id = await message(user, {
      campaignId: campaign,
      variantId: "variant-a",
      content: card("Counted"),
    });
    const answers = await Promise.all([
      post(id, "impression", bearer(member.access)),
      post(id, "impression", bearer(member.access)),
      post(id, "impression", bearer(member.access)),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers[0]!.body).toEqual({ message: "success", unread: 1 });
    const counted = await stats(campaign);
    expect(Object.keys(counted).sort()).toEqual([
      "campaign::2026-11-24",
      "campaign:variant-a:2026-11-24",
    ]);
    expect(counted["campaign:variant-a:2026-11-24"]).toMatchObject({ impressions: 1, clicks: 0 });
    expect(counted["campaign::2026-11-24"]).toMatchObject({ impressions: 1 });
    const feed = await getFeed(bearer(member.access));
    expect(feed.body.cards[0]).toMatchObject({ id, viewed: true });
  });

  it("engagement.message-events: a click counts once, a dismissal takes the card out of the feed, canvas steps count by step", async () => {
    const member = await signUp(t.app);
    const user = await memberUser(member.id);
    const canvas = `canvas-${randomBytes(4).toString("hex")}`;
    const id = await message(user, {
      canvasId: canvas,
      canvasStepId: "step-2",
      content: card("Step two"),
    });
    await post(id, "click", bearer(member.access));
    await post(id, "click", bearer(member.access));
    const dismissed = await post(id, "dismiss", bearer(member.access));
    expect(dismissed).toEqual({ status: 200, body: { message: "success", unread: 1 } });
    await post(id, "dismiss", bearer(member.access));
    const day = clock.toISOString().slice(0, 10);
    const counted = await stats(canvas);
    expect(counted[`canvas:step-2:${day}`]).toMatchObject({ clicks: 1, dismissals: 1 });
    expect(counted[`canvas::${day}`]).toMatchObject({ clicks: 1, dismissals: 1 });
    expect((await getFeed(bearer(member.access))).body.cards).toEqual([]);
  });

  it("engagement.message-events: a control card's impression counts for its variant, not in the total", async () => {
    const deviceId = `dev-${randomBytes(4).toString("hex")}`;
    const user = await deviceUser(deviceId);
    const campaign = `campaign-${randomBytes(4).toString("hex")}`;
    const id = await message(user, {
      campaignId: campaign,
      variantId: "control",
      isControl: true,
      content: {},
    });
    expect((await post(id, "impression", { device_id: deviceId })).status).toBe(200);
    const day = clock.toISOString().slice(0, 10);
    const counted = await stats(campaign);
    expect(Object.keys(counted)).toEqual([`campaign:control:${day}`]);
    expect(counted[`campaign:control:${day}`]!.impressions).toBe(1);
  });

  it("engagement.message-events: another user's message and a made-up id are the same 404", async () => {
    const adaUser = await memberUser(ada.id);
    const id = await message(adaUser, { content: card("Ada's") });
    const deviceId = `dev-${randomBytes(4).toString("hex")}`;
    await deviceUser(deviceId);
    const byBob = await post(id, "click", bearer(bob.access));
    const madeUp = await post("no-such-message", "click", bearer(bob.access));
    const byDevice = await post(id, "click", { device_id: deviceId });
    expect(byBob.status).toBe(404);
    expect(byDevice.status).toBe(404);
    expect(madeUp.body.message).toBe(byBob.body.message);
    // A device never seen has no messages either (and gets no user from it).
    expect((await post(id, "click", { device_id: `${deviceId}-new` })).status).toBe(404);
    expect((await post(id, "click", {})).status).toBe(401);
    expect((await post(id, "click", bearer(REST_KEY))).status).toBe(400);
    expect((await post(id, "like", bearer(ada.access))).status).toBe(400);
    const [row] = await t.database.db
      .select()
      .from(engagementMessages)
      .where(eq(engagementMessages.id, id));
    expect(row!.clickedAt).toBeNull();
  });

  it("engagement.message-events: a card that is not dismissible stays (409)", async () => {
    const deviceId = `dev-${randomBytes(4).toString("hex")}`;
    const user = await deviceUser(deviceId);
    const id = await message(user, {
      content: card("Top alert", {
        dismissible: false,
        extras: { feed_type: "homepage_top_alert" },
      }),
    });
    const res = await post(id, "dismiss", { device_id: deviceId });
    expect(res.status).toBe(409);
    expect(
      (await getFeed({ device_id: deviceId })).body.cards.map((c: { id: string }) => c.id),
    ).toEqual([id]);
  });
});

describe("GET /api/v1/engagement/inbox", () => {
  async function inbox(token: string, query = "") {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/v1/engagement/inbox${query}`,
      headers: token ? bearer(token) : {},
    });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  }

  it("engagement.inbox: cards, in-app messages already shown and emails, newest first; never control rows", async () => {
    const member = await signUp(t.app);
    const user = await memberUser(member.id);
    const at = (m: number) => new Date(clock.getTime() - minutes(m));
    const cardId = await message(user, { content: card("Card"), createdAt: at(40) });
    const shown = await message(user, {
      channel: "in_app_message",
      content: inApp("Shown"),
      displayCount: 1,
      lastDisplayedAt: at(20),
      viewedAt: at(20),
      createdAt: at(30),
    });
    await message(user, { channel: "in_app_message", content: inApp("Not shown yet") });
    const email = await message(user, {
      channel: "email",
      content: {
        default: { subject: "We miss you", body: "Come back" },
        es: { subject: "Te extrañamos", body: "Vuelve" },
      },
      createdAt: at(10),
    });
    await message(user, { content: card("Control"), isControl: true, createdAt: at(5) });

    const res = await inbox(member.access);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.body.unread).toBe(3);
    expect(res.body.items).toEqual([
      expect.objectContaining({
        id: email,
        channel: "email",
        title: "We miss you",
        body: "Come back",
        read: false,
      }),
      expect.objectContaining({
        id: shown,
        channel: "in_app_message",
        title: "Shown header",
        body: "Shown",
        url: "/menu",
        link_text: "Order now",
      }),
      expect.objectContaining({
        id: cardId,
        channel: "content_card",
        title: "Card",
        body: "Card description",
        url: "/offers",
        link_text: "See offers",
      }),
    ]);
    const es = await inbox(member.access, "?lang=es");
    expect(es.body.items[0]).toMatchObject({ title: "Te extrañamos", body: "Vuelve" });
  });

  it("engagement.inbox: reading lowers the unread count; deleting hides the entry; another member gets 404", async () => {
    const member = await signUp(t.app);
    const user = await memberUser(member.id);
    const first = await message(user, {
      content: card("First"),
      createdAt: new Date(clock.getTime() - 1000),
    });
    const second = await message(user, { content: card("Second") });
    expect((await inbox(member.access)).body.unread).toBe(2);

    const read = await post(first, "read", bearer(member.access));
    expect(read.body).toEqual({ message: "success", unread: 1 });
    const after = await inbox(member.access);
    expect(after.body.unread).toBe(1);
    expect(after.body.items.find((i: { id: string }) => i.id === first).read).toBe(true);
    expect((await getFeed(bearer(member.access))).body.unread).toBe(1);

    const remove = (id: string, token: string) =>
      t.app.inject({
        method: "DELETE",
        url: `/api/v1/engagement/messages/${id}`,
        headers: token ? bearer(token) : {},
      });
    expect((await remove(second, "")).statusCode).toBe(401);
    expect((await remove(second, bob.access)).statusCode).toBe(404);
    expect((await post(second, "read", bearer(bob.access))).status).toBe(404);
    const deleted = await remove(second, member.access);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: "success", unread: 0 });
    const items = (await inbox(member.access)).body.items.map((i: { id: string }) => i.id);
    expect(items).toEqual([first]);
    // A deleted card leaves the feed too, and takes no more events.
    expect(
      (await getFeed(bearer(member.access))).body.cards.map((c: { id: string }) => c.id),
    ).toEqual([first]);
    expect((await post(second, "click", bearer(member.access))).status).toBe(404);
  });

  it("engagement.inbox: no token is a 401; a member with no messages has an empty inbox", async () => {
    expect((await inbox("")).status).toBe(401);
    const member = await signUp(t.app);
    expect((await inbox(member.access)).body).toEqual({ items: [], unread: 0 });
    const [stored] = await t.database.db
      .select()
      .from(engagementUsers)
      .where(and(eq(engagementUsers.externalId, member.id)));
    expect(stored).toBeUndefined();
  });
});
