import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { apiErrorBodySchema } from "@coop/contract/errors";
import { contactResponseSchema, formSubmitResponseSchema } from "@coop/contract/forms";

import { buildApp } from "../../app.ts";
import { formSubmissions } from "../../db/schema/forms.ts";
import { jobs as jobsTable } from "../../db/schema/operations.ts";
import { seedOnce } from "../../db/seed/seed.ts";
import { decoded, startSmtp, waitFor } from "../../test-support/smtp.ts";
import { randomIp } from "../../test-support/staff.ts";
import {
  createTestApp,
  openTestDatabase,
  type TestApp,
  testConfig,
} from "../../test-support/test-app.ts";
import { earliestToday } from "./fields.ts";

type Smtp = Awaited<ReturnType<typeof startSmtp>>;

let smtp: Smtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp({ refuseFirst: 2 });
  t = await createTestApp({
    config: {
      SMTP_URL: smtp.url,
      FORMS_INBOX: "guests@coop.example",
      FORMS_ROUTES: "contact.catering=catering@coop.example;franchising=franchise@coop.example",
    },
    deps: { jobs: { pollMs: 20, backoffMs: 20 } },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const contactFields = (over: Record<string, unknown> = {}) => ({
  topic: "order",
  name: "Ella Fitz",
  email: "ella@example.com",
  phone: "(919) 555-0123",
  location_id: 101,
  order_number: "A-1001",
  message: "My biscuits were cold.",
  reply_by: "email",
  ...over,
});

const contact = (request: Record<string, unknown>, ip = randomIp()) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/contact",
    payload: { form: "contact", request },
    remoteAddress: ip,
  });

const submit = (body: Record<string, unknown>, ip = randomIp()) =>
  t.app.inject({ method: "POST", url: "/api/submit", payload: body, remoteAddress: ip });

const pathsOf = (body: unknown) => apiErrorBodySchema.parse(body).errors?.map((e) => e.path) ?? [];

async function rowOf(id: string) {
  const [row] = await t.database.db
    .select()
    .from(formSubmissions)
    .where(eq(formSubmissions.id, id));
  return row;
}

/** The message whose text contains `needle`, once it arrives. */
const mailWith = (needle: string) =>
  waitFor(() => smtp.received.find((m) => decoded(m.raw).includes(needle)), `mail with ${needle}`);

const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

describe("POST /api/v1/contact", () => {
  it("forms.deliver: stores the message and answers 201 with its reference; the mail server refuses the first attempts and the job delivers it on a retry", async () => {
    const res = await contact(contactFields({ message: "Retry please" }));
    expect(res.statusCode).toBe(201);
    const body = contactResponseSchema.parse(res.json());
    expect(body.status).toBe("received");
    expect(body.data.reference).toBe(body.data.id.slice(0, 8).toUpperCase());
    const stored = await rowOf(body.data.id);
    expect(stored).toMatchObject({
      form: "contact",
      topic: "order",
      restaurantId: 101,
      subject: "Contact: Order question — Downtown Raleigh",
      replyTo: "ella@example.com",
      senderPhone: "919-555-0123",
    });

    const mail = await mailWith("Retry please");
    expect(smtp.refusedCount()).toBe(2);
    expect(mail.to).toEqual(["guests@coop.example"]);
    const text = decoded(mail.raw);
    expect(text).toMatch(/Subject: =\?UTF-8\?Q\?Contact:_Order_question_/);
    expect(text).toMatch(/Reply-To: ella@example\.com/);
    expect(text).toContain("Restaurant: Downtown Raleigh (#101)");
    expect(text).toContain("Order number: A-1001");
    expect(text).toContain("Phone: 919-555-0123");
    expect(text).toContain(`reference ${body.data.reference}`);
    const delivered = await waitForRow(body.data.id, (r) => r.deliveryState === "delivered");
    expect(delivered.deliveryAttempts).toBe(3);
    expect(delivered.lastDeliveryError).toMatch(/451/);
    expect(delivered.deliveredAt).toBeInstanceOf(Date);
  });

  it("forms.routing: a topic with its own route goes to that inbox; others to FORMS_INBOX", async () => {
    const res = await contact(contactFields({ topic: "catering", message: "Party of 40" }));
    expect(res.statusCode).toBe(201);
    const mail = await mailWith("Party of 40");
    expect(mail.to).toEqual(["catering@coop.example"]);
    expect((await rowOf(res.json().data.id))!.inbox).toBe("catering@coop.example");
  });

  it.each([
    [{ topic: "pizza" }, "body.request.topic"],
    [{ name: "" }, "body.request.name"],
    [{ name: "x".repeat(101) }, "body.request.name"],
    [{ email: "not-an-email" }, "body.request.email"],
    [{ phone: "555-0123" }, "body.request.phone"],
    [{ location_id: 999 }, "body.request.location_id"],
    [{ location_id: "abc" }, "body.request.location_id"],
    [{ order_number: "x".repeat(41) }, "body.request.order_number"],
    [{ message: "x".repeat(4001) }, "body.request.message"],
    [{ message: undefined }, "body.request.message"],
    [{ reply_by: "fax" }, "body.request.reply_by"],
    [{ coupon: "FREE" }, "body.request.coupon"],
  ])("forms.field-types: a bad contact field is a 400 naming it: %j", async (over, path) => {
    const res = await contact(contactFields(over));
    expect(res.statusCode).toBe(400);
    expect(pathsOf(res.json())).toContain(path);
    expect(res.json().message).toContain(path);
  });

  it("forms.honeypot: a filled honeypot is answered like a success, and nothing is stored or sent", async () => {
    const res = await contact(
      contactFields({ website_url: "http://spam.example", message: "Buy now" }),
    );
    expect(res.statusCode).toBe(201);
    const body = contactResponseSchema.parse(res.json());
    expect(await rowOf(body.data.id)).toBeUndefined();
    const [job] = await t.database.db
      .select()
      .from(jobsTable)
      .where(eq(jobsTable.key, `forms.deliver:${body.data.id}`));
    expect(job).toBeUndefined();
  });

  it("forms.rate-limit: the sixth message from one address within 10 minutes is a 429 with retry-after and a sentence", async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i++) expect((await contact(contactFields(), ip)).statusCode).toBe(201);
    const res = await contact(contactFields(), ip);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect(res.json().message).toMatch(
      /Too many messages sent from here\. Please try again in \d+ minutes?\./,
    );
    // Another address is not held back.
    expect((await contact(contactFields())).statusCode).toBe(201);
  });

  it("forms.size-limits: a body over 32 KB is refused with 413, and more than 30 fields with a 400", async () => {
    const big = await contact(contactFields({ message: "x".repeat(40_000) }));
    expect(big.statusCode).toBe(413);
    const many = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`f${i}`, "x"]));
    const res = await contact({ ...contactFields(), ...many });
    expect(res.statusCode).toBe(400);
    expect(pathsOf(res.json())).toContain("body.request");
  });
});

async function waitForRow(
  id: string,
  ok: (row: typeof formSubmissions.$inferSelect) => boolean,
): Promise<typeof formSubmissions.$inferSelect> {
  for (let i = 0; i < 400; i++) {
    const row = await rowOf(id);
    if (row && ok(row)) return row;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`submission ${id} did not reach the expected state`);
}

describe("POST /api/submit", () => {
  const franchising = (over: Record<string, unknown> = {}) => ({
    name: "Ray Kroc",
    email: "ray@example.com",
    phone: "19195550199",
    city: "Durham",
    state: "nc",
    zip: "27701",
    liquid_capital: "500k-1m",
    units: 3,
    message: "Three stores in the Triangle.",
    consent: true,
    ...over,
  });

  it("forms.routing, forms.deliver: the form's route picks the inbox; replyto, subject and includeDate shape the email", async () => {
    const res = await submit({
      form: "franchising",
      fields: franchising({ message: "Franchise please" }),
      replyto: "office@example.com",
      subject: "New franchise lead",
      includeDate: true,
    });
    expect(res.statusCode).toBe(201);
    const body = formSubmitResponseSchema.parse(res.json());
    const mail = await mailWith("Franchise please");
    expect(mail.to).toEqual(["franchise@coop.example"]);
    const text = decoded(mail.raw);
    expect(text).toContain("Subject: New franchise lead");
    expect(text).toContain("Reply-To: office@example.com");
    expect(text).toContain("State: NC");
    expect(text).toContain("Phone: 919-555-0199");
    expect(text).toContain("Liquid capital: 500k-1m");
    expect(text).toContain("Consent given: Yes");
    expect(text).toMatch(/Sent: .+ \(Eastern\)/);
    expect(text).toContain(`reference ${body.reference}`);
  });

  it("forms.deliver: without includeDate the email has no date line, and Reply-To is the form's email field", async () => {
    const res = await submit({
      form: "media",
      fields: {
        name: "Nellie Bly",
        email: "nellie@example.com",
        outlet: "The Daily",
        deadline: tomorrow(),
        message: "Interview request",
      },
    });
    expect(res.statusCode).toBe(201);
    const text = decoded((await mailWith("Interview request")).raw);
    expect(text).toContain("Reply-To: nellie@example.com");
    expect(text).toContain("Subject: Media request: The Daily");
    expect(text).not.toMatch(/Sent: /);
    expect(text).toContain("To: guests@coop.example");
  });

  it.each([
    ["franchising", { state: "XX" }, "body.fields.state"],
    ["franchising", { zip: "2770" }, "body.fields.zip"],
    ["franchising", { units: 0 }, "body.fields.units"],
    ["franchising", { units: 51 }, "body.fields.units"],
    ["franchising", { units: 2.5 }, "body.fields.units"],
    ["franchising", { consent: false }, "body.fields.consent"],
    ["franchising", { consent: undefined }, "body.fields.consent"],
    ["franchising", { liquid_capital: "lots" }, "body.fields.liquid_capital"],
    ["franchising", { city: "" }, "body.fields.city"],
  ])("forms.field-types: %s with %j is a 400 naming %s", async (form, over, path) => {
    const res = await submit({ form, fields: franchising(over) });
    expect(res.statusCode).toBe(400);
    expect(pathsOf(res.json())).toContain(path);
  });

  const catering = (over: Record<string, unknown> = {}) => ({
    name: "Julia Child",
    email: "julia@example.com",
    location_id: "107",
    event_date: tomorrow(),
    guests: 40,
    promo_code: "party-10",
    favorites: ["tenders-3pc", "biscuit"],
    ...over,
  });

  it("forms.field-types: catering takes a store id as text, a promo code, favorites and a future date", async () => {
    const res = await submit({ form: "catering", fields: catering() });
    expect(res.statusCode).toBe(201);
    const row = await rowOf(res.json().id);
    expect(row).toMatchObject({
      restaurantId: 107,
      subject: "Catering request: Julia Child — Uptown Charlotte",
    });
    expect(row!.fields).toMatchObject({
      location_id: 107,
      promo_code: "PARTY-10",
      favorites: ["tenders-3pc", "biscuit"],
      guests: 40,
    });
  });

  it("forms.field-types: a future date may be today where the US day ends last, not the day before; a number may come as digits", async () => {
    const today = earliestToday(new Date());
    const ok = await submit({
      form: "catering",
      fields: catering({ event_date: today, guests: "12" }),
    });
    expect(ok.statusCode).toBe(201);
    expect((await rowOf(ok.json().id))!.fields).toMatchObject({ event_date: today, guests: 12 });
    const day = new Date(`${today}T12:00:00Z`);
    const yesterday = new Date(day.getTime() - 86_400_000).toISOString().slice(0, 10);
    const past = await submit({ form: "catering", fields: catering({ event_date: yesterday }) });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe("body.fields.event_date must be today or a later date.");
  });

  it.each([
    [{ event_date: "2020-01-01" }, "body.fields.event_date"],
    [{ event_date: "2030-02-30" }, "body.fields.event_date"],
    [{ event_date: "next friday" }, "body.fields.event_date"],
    [{ promo_code: "FREE CHICKEN!" }, "body.fields.promo_code"],
    [{ promo_code: "X".repeat(31) }, "body.fields.promo_code"],
    [{ favorites: "biscuit" }, "body.fields.favorites"],
    [{ favorites: ["x".repeat(61)] }, "body.fields.favorites"],
    [{ favorites: Array.from({ length: 301 }, (_, i) => `sku-${i}`) }, "body.fields.favorites"],
    [{ guests: 9 }, "body.fields.guests"],
    [{ location_id: undefined }, "body.fields.location_id"],
  ])("forms.field-types: catering with %j is a 400 naming %s", async (over, path) => {
    const res = await submit({ form: "catering", fields: catering(over) });
    expect(res.statusCode).toBe(400);
    expect(pathsOf(res.json())).toContain(path);
  });

  it("forms.field-types: an unknown form and a bad replyto are 400s naming them", async () => {
    const bad = await submit({ form: "pizza", fields: {} });
    expect(bad.statusCode).toBe(400);
    expect(pathsOf(bad.json())).toContain("body.form");
    const reply = await submit({ form: "catering", fields: catering(), replyto: "nope" });
    expect(reply.statusCode).toBe(400);
    expect(pathsOf(reply.json())).toContain("body.replyto");
  });

  it("forms.honeypot: a filled honeypot on a form embed answers ok and stores nothing", async () => {
    const res = await submit({ form: "catering", fields: catering({ website_url: "x" }) });
    expect(res.statusCode).toBe(201);
    expect(res.json().ok).toBe(true);
    expect(await rowOf(res.json().id)).toBeUndefined();
  });
});

describe("forms.deliver: a mail server that keeps refusing", () => {
  it("marks the submission failed after the last attempt, with the error", async () => {
    const refusing = await startSmtp({ refuseFirst: 1000, refuseCode: 550 });
    const app = await createTestApp({
      config: { SMTP_URL: refusing.url },
      deps: { jobs: { pollMs: 10, backoffMs: 1 } },
    });
    try {
      const res = await app.app.inject({
        method: "POST",
        url: "/api/v1/contact",
        payload: { form: "contact", request: contactFields() },
      });
      expect(res.statusCode).toBe(201);
      const id = res.json().data.id as string;
      let row: typeof formSubmissions.$inferSelect | undefined;
      for (let i = 0; i < 400; i++) {
        [row] = await app.database.db
          .select()
          .from(formSubmissions)
          .where(eq(formSubmissions.id, id));
        if (row?.deliveryState !== "pending") break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(row).toMatchObject({ deliveryState: "failed", deliveryAttempts: 10 });
      expect(row!.lastDeliveryError).toMatch(/550/);
      expect(refusing.received).toEqual([]);
    } finally {
      await app.close();
      await refusing.close();
    }
  });
});

describe("forms.deliver: a restart between the store and the send", () => {
  it("a submission stored while the worker is stopped is delivered by the next app on the same database", async () => {
    const mail = await startSmtp();
    const { database, drop } = await openTestDatabase();
    try {
      await database.migrate(async (db) => void (await seedOnce(db)));
      const config = testConfig({ SMTP_URL: mail.url });
      const first = await buildApp(config, { database, catalogCacheTtlMs: 0 });
      await first.ready();
      await first.jobs.stop();
      const res = await first.inject({
        method: "POST",
        url: "/api/v1/contact",
        payload: { form: "contact", request: contactFields({ message: "Across a restart" }) },
      });
      expect(res.statusCode).toBe(201);
      await first.close();
      const id = res.json().data.id as string;
      const [stored] = await database.db
        .select()
        .from(formSubmissions)
        .where(eq(formSubmissions.id, id));
      expect(stored!.deliveryState).toBe("pending");
      expect(mail.received).toEqual([]);

      const second = await buildApp(config, {
        database,
        catalogCacheTtlMs: 0,
        jobs: { pollMs: 20 },
      });
      await second.ready();
      try {
        const sent = await waitFor(
          () => mail.received.find((m) => decoded(m.raw).includes("Across a restart")),
          "the delivered message",
        );
        expect(sent.to).toEqual(["guests@coop.example"]);
      } finally {
        await second.close();
      }
    } finally {
      await drop();
      await mail.close();
    }
  });
});

describe("eclub.double-opt-in: the confirmation email goes through the job queue", () => {
  it("a mail server refusing at first delays the email, it does not lose it", async () => {
    const refusing = await startSmtp({ refuseFirst: 2 });
    const app = await createTestApp({
      config: { SMTP_URL: refusing.url, PUBLIC_ORIGIN: "https://coop.example" },
      deps: { jobs: { pollMs: 20, backoffMs: 20 } },
    });
    try {
      const res = await app.app.inject({
        method: "POST",
        url: "/api/v1/eclub/subscribe",
        payload: { email: "queued-eclub@example.com", consent: true },
      });
      expect(res.statusCode).toBe(200);
      const mail = await waitFor(
        () => refusing.received.find((m) => m.to.includes("queued-eclub@example.com")),
        "the e-club email",
      );
      expect(refusing.refusedCount()).toBe(2);
      const text = decoded(mail.raw);
      expect(text).toContain("https://coop.example/eclub/confirm?token=");
      expect(text).toContain("https://coop.example/eclub/unsubscribe?token=");
    } finally {
      await app.close();
      await refusing.close();
    }
  });
});
