// The clients of the live-events bench (bench/live-events.ts): JSON calls, server-sent event
// streams opened from a chosen local address, and curbside orders placed through the API.
import { request as httpRequest } from "node:http";

export type Json = Record<string, unknown>;

/** What every client of the bench says it accepts, as a browser does. */
const ACCEPT_ENCODING = "gzip, deflate, br";

/** One JSON call (fetch decompresses what it accepted). */
export async function call(
  origin: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Json }> {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: {
      "accept-encoding": ACCEPT_ENCODING,
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  let json: Json;
  try {
    json = text ? (JSON.parse(text) as Json) : {};
  } catch {
    json = { message: text.slice(0, 200) };
  }
  return { status: res.status, json };
}

export async function expectOk(
  step: string,
  p: Promise<{ status: number; json: Json }>,
): Promise<Json> {
  const { status, json } = await p;
  if (status !== 200) throw new Error(`${step}: ${status} ${String(json.message ?? "")}`);
  return json;
}

/** One event as it arrived: performance.now() at its arrival, its type and its data. */
export type Arrived = { at: number; event: string; data: string };

export type Stream = {
  status: number;
  /** The response body when it was not a stream (an error message). */
  refusal: string;
  events: Arrived[];
  /** Called on every event after it is stored (the waits of the bench). */
  onEvent: (() => void) | null;
  ended: boolean;
  close(): void;
};

/**
 * Opens a server-sent event stream on its own connection from `localAddress` (one of 127/8:
 * the server counts streams per client address), and resolves once the answer's head came.
 */
export function openStream(
  origin: string,
  path: string,
  localAddress: string,
  headers: Record<string, string> = {},
): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      new URL(path, origin),
      {
        method: "GET",
        agent: false,
        localAddress,
        headers: { accept: "text/event-stream", "accept-encoding": ACCEPT_ENCODING, ...headers },
      },
      (res) => {
        // An idle stream is normal (heartbeats come every 15 s): only the head had a deadline.
        req.setTimeout(0);
        const stream: Stream = {
          status: res.statusCode ?? 0,
          refusal: "",
          events: [],
          onEvent: null,
          ended: false,
          close: () => req.destroy(),
        };
        res.setEncoding("utf8");
        let buffer = "";
        res.on("data", (chunk: string) => {
          if (stream.status !== 200) {
            stream.refusal += chunk;
            return;
          }
          buffer += chunk;
          for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let event = "message";
            const data: string[] = [];
            for (const line of block.split("\n")) {
              if (line.startsWith("event:")) event = line.slice(6).trim();
              else if (line.startsWith("data:")) data.push(line.slice(5).trimStart());
            }
            if (data.length === 0) continue; // a comment (heartbeat) or the retry hint
            stream.events.push({ at: performance.now(), event, data: data.join("\n") });
            stream.onEvent?.();
          }
        });
        const end = () => {
          stream.ended = true;
          stream.onEvent?.();
        };
        res.on("end", end);
        res.on("close", end);
        res.on("error", end);
        if (stream.status === 200) resolve(stream);
        else res.on("end", () => resolve(stream));
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error(`${path}: no answer within 10 s`)));
    req.on("error", reject);
    req.end();
  });
}

const contact = {
  first_name: "Bench",
  last_name: "Mark",
  email: "bench@example.com",
  phone: "9195550100",
};

/** The curbside slots of a menu's restaurant from tomorrow to three days out (any hour works). */
export async function curbsideSlots(origin: string, menuId: string): Promise<{ time: string }[]> {
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const times = await expectOk(
    "times",
    call(
      origin,
      "GET",
      `/api/v1/menus/${menuId}/times?from=${day(1)}&to=${day(3)}&handoff=curbside`,
    ),
  );
  return times.times as { time: string }[];
}

/**
 * A curbside order placed as a guest at the restaurant of `menuId`, for a random one of its
 * `slots` (spread, so that none fills up).
 */
export async function placeCurbsideOrder(
  origin: string,
  menuId: string,
  slots: { time: string }[],
): Promise<string> {
  const order = await expectOk(
    "create",
    call(origin, "POST", "/api/v1/orders/create", { menu_id: menuId }),
  );
  const id = order.id as string;
  const path = `/api/v1/orders/${id}`;
  await expectOk(
    "add",
    call(origin, "POST", `${path}/products`, {
      products: [{ id: "CB-3PC", quantity: 1, choices: [] }],
    }),
  );
  await expectOk("handoff", call(origin, "PUT", `${path}/handoff/curbside`));
  await expectOk(
    "vehicle",
    call(origin, "PUT", `${path}/custom`, {
      fields: { make: "Ford", model: "F-150", color: "Blue" },
    }),
  );
  const slot = slots[Math.floor(Math.random() * slots.length)];
  if (!slot) throw new Error(`times: ${menuId} has no curbside slot in the next three days`);
  const timed = await expectOk("time", call(origin, "PUT", `${path}/time`, { time: slot.time }));
  const total = (timed.totals as { total: number }).total;
  const token = await expectOk(
    "token",
    call(origin, "POST", `${path}/token`, {
      number: "4111111111111111",
      exp_month: 12,
      exp_year: 2035,
      cvv: "123",
      zip: "27601",
    }),
  );
  await expectOk(
    "submit",
    call(
      origin,
      "POST",
      `${path}/submit`,
      {
        usertype: "guest",
        contact,
        payments: [{ type: "creditcard", token: token.token, amount: total }],
      },
      { "idempotency-key": crypto.randomUUID() },
    ),
  );
  return id;
}

/** Runs `work` over `items`, `concurrency` at a time. */
export async function inBatches<T, R>(
  items: T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

/** The percentile `p` (0–100) of sorted numbers, nearest rank. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** The resident memory of a process in bytes (VmRSS of /proc/<pid>/status; Linux). */
export async function residentBytes(pid: number): Promise<number | null> {
  try {
    const { readFile } = await import("node:fs/promises");
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}
