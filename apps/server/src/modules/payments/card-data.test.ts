import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type App, buildApp } from "../../app.ts";
import { type Database, type Db, openDatabase } from "../../db/client.ts";
import { testConfig } from "../../test-support/test-app.ts";
import { maskCardNumbers } from "./log-redaction.ts";
import { cardBody, insertMember, insertOpenOrder } from "./test-support/fixtures.ts";

/*
 * `payment.no-card-data`: card numbers never reach the database or the logs. A real
 * PGlite on disk and the server's own log stream at trace level; after a checkout's worth
 * of card traffic (good, bad and malformed requests, a careless body log, an error quoting
 * a number), every file under DATA_DIR and every log line is searched for the numbers and
 * the security code.
 */

const VISA = "4111 1111 1111 1111";
const AMEX = "3782 822463 10005";
const VISA_CVV = "123";

let dataDir: string;
let database: Database;
let app: App;
const logLines: string[] = [];
let amexCvv = "";

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Every file under the data dir that contains one of the needles, with the needle. */
async function findInFiles(needles: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const file of await filesUnder(dataDir)) {
    const bytes = await readFile(file);
    for (const needle of needles) {
      if (bytes.includes(Buffer.from(needle, "latin1"))) found.push(`${file}: ${needle}`);
    }
  }
  return found;
}

const forms = (number: string) => {
  const digits = number.replaceAll(" ", "");
  return [digits, number, number.replaceAll(" ", "-")];
};

let requestNo = 0;
function post(url: string, payload: unknown) {
  requestNo += 1;
  return app.inject({
    method: "POST",
    url,
    payload: payload as Record<string, unknown>,
    // Fixed request ids, so that a random id cannot happen to contain a searched number.
    headers: { "x-request-id": `card-data-test-${requestNo}` },
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "coop-card-data-"));
  database = await openDatabase({ kind: "pglite", dataDir });
  await database.migrate();
  // A 4-digit code that does not occur in the files before the card is used (3 digits
  // occur by chance in any binary file, so the 4-digit American Express code stands for
  // every CVV: they take the same path).
  for (let n = 7391; n < 9999; n += 7) {
    const candidate = String(n);
    if ((await findInFiles([candidate])).length === 0) {
      amexCvv = candidate;
      break;
    }
  }
  app = await buildApp(testConfig({ LOG_LEVEL: "trace", DATA_DIR: dataDir }), {
    database,
    logStream: { write: (line) => void logLines.push(line) },
  });
  // A careless change a reviewer might miss: logging whole request bodies.
  app.addHook("preHandler", async (request) => {
    request.log.info({ body: request.body }, "request body");
    request.log.info({ req: { body: request.body } }, "request with body");
  });
  // And an error that quotes the card, on a route of its own.
  app.post("/api/v1/test-only/card-error", { schema: { hide: true } }, async (request) => {
    const { number } = request.body as { number: string };
    throw new Error(`could not use card ${number}`);
  });
  await app.ready();
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("payment.no-card-data: card data at rest and in the logs (PGlite on disk)", () => {
  it("never contains the card number or the security code", async () => {
    expect(amexCvv).not.toBe("");
    const db: Db = database.db;
    const memberId = await insertMember(db);
    const orderId = await insertOpenOrder(db);

    // Tokenize good cards, save one, charge both (the submit path), then bad requests.
    const visa = await post(
      `/api/v1/orders/${orderId}/token`,
      cardBody({ number: VISA, cvv: VISA_CVV }),
    );
    expect(visa.statusCode).toBe(200);
    const amex = await post(
      `/api/v1/orders/${orderId}/token`,
      cardBody({ number: AMEX, cvv: amexCvv, save: true }),
    );
    expect(amex.statusCode).toBe(200);
    await db.transaction(async (tx) => {
      const payments = app.payments;
      const a = await payments.charge(tx, {
        orderId,
        amountCents: 1250,
        idempotencyKey: randomUUID(),
        method: { token: visa.json().token },
      });
      const b = await payments.charge(tx, {
        orderId,
        amountCents: 800,
        idempotencyKey: randomUUID(),
        method: { token: amex.json().token, memberId },
      });
      expect([a.status, b.status]).toEqual(["approved", "approved"]);
    });
    for (const bad of [
      cardBody({ number: VISA, cvv: VISA_CVV, zip: "nope" }),
      cardBody({ number: AMEX, cvv: VISA_CVV }),
      cardBody({ number: VISA, cvv: VISA_CVV, exp_year: 2020 }),
      cardBody({ number: VISA.replace(/1$/, "2"), cvv: VISA_CVV }),
    ]) {
      expect((await post(`/api/v1/orders/${orderId}/token`, bad)).statusCode).toBe(400);
    }
    expect(
      (await post(`/api/v1/orders/missing-order/token`, cardBody({ number: VISA }))).statusCode,
    ).toBe(404);
    const query = await post(
      `/api/v1/orders/${orderId}/token?number=${VISA.replaceAll(" ", "")}`,
      cardBody({ number: VISA, cvv: VISA_CVV }),
    );
    expect(query.statusCode).toBe(200);
    const failed = await post("/api/v1/test-only/card-error", { number: VISA });
    expect(failed.statusCode).toBe(500);
    expect(withoutIds(failed.body)).not.toContain("4111");

    // Everything in the database, read back as text, first (works on any driver).
    const tables = (await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    )) as unknown as { rows: { table_name: string }[] };
    expect(tables.rows.length).toBeGreaterThan(5);
    for (const { table_name } of tables.rows) {
      const rows = (await db.execute(
        sql`select t::text as row from ${sql.identifier(table_name)} t`,
      )) as unknown as { rows: { row: string }[] };
      const text = rows.rows.map((r) => r.row).join("\n");
      for (const needle of [...forms(VISA), ...forms(AMEX)]) {
        expect(text.includes(needle), `${table_name} holds a card number`).toBe(false);
      }
      expect(text.includes(amexCvv), `${table_name} holds a CVV`).toBe(false);
    }

    await app.close();
    await database.close();

    // Every file of the database: tables, indexes, write-ahead log.
    const files = await filesUnder(dataDir);
    expect(files.length).toBeGreaterThan(100);
    expect(await findInFiles([...forms(VISA), ...forms(AMEX), amexCvv])).toEqual([]);

    // Every log line.
    const logs = logLines.join("");
    expect(logLines.length).toBeGreaterThan(20);
    expect(logs).toContain('"msg":"request body"');
    expect(logs).toContain("[redacted]");
    expect(logs).toContain("could not use card [card •••• 1111]");
    for (const needle of [...forms(VISA), ...forms(AMEX)]) {
      expect(logs.includes(needle), `the logs hold ${needle}`).toBe(false);
    }
    for (const cvv of [VISA_CVV, amexCvv]) {
      // As a value anywhere in a JSON line or a query string.
      expect(logs).not.toMatch(new RegExp(`"${cvv}"|:${cvv}[,}\\]]|=${cvv}\\b`));
    }
  });
});

describe("maskCardNumbers", () => {
  it("masks card numbers in any grouping, keeping the last four", () => {
    expect(maskCardNumbers("card 4111111111111111 failed")).toBe("card [card •••• 1111] failed");
    expect(maskCardNumbers("4111 1111 1111 1111")).toBe("[card •••• 1111]");
    expect(maskCardNumbers("x=3782-822463-10005&y")).toBe("x=[card •••• 0005]&y");
    expect(maskCardNumbers('{"n":"5555555555554444"}')).toBe('{"n":"[card •••• 4444]"}');
    expect(maskCardNumbers("4111 1111 1111 1111 22")).toBe("[card •••• 1111]");
  });

  it("leaves timestamps, ids and other numbers alone", () => {
    const line =
      '{"level":30,"time":1795223317927,"pid":31404,"reqId":"38bed66e-e721","n":4111111111111112,"x":12345678901234567890}';
    expect(maskCardNumbers(line)).toBe(line);
  });
});

/** A body without its random request ids (a UUID may contain "4111" by chance). */
function withoutIds(body: string): string {
  return body.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, "uuid");
}
