import type { AppDeps } from "../app.ts";
import { zonedInstant } from "../domain/local-time.ts";
import { bearer } from "./members.ts";
import { guest, orderClient } from "./orders.ts";
import { randomIp, staffDemo, staffSignIn } from "./staff.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/**
 * The board tests' world (`modules/operations/*.test.ts`): a clock that runs from an instant
 * the test sets, the demo staff signed in, and orders placed at a restaurant through the API.
 */
export const TZ = "America/New_York";
export const local = (hhmm: string, date = "2026-11-20") =>
  zonedInstant(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)), TZ);

export function runningClock(start: Date) {
  let clock = { at: start, since: Date.now() };
  return {
    now: () => new Date(clock.at.getTime() + Date.now() - clock.since),
    set: (at: Date) => void (clock = { at, since: Date.now() }),
    advance: (ms: number) =>
      void (clock = {
        at: new Date(clock.at.getTime() + Date.now() - clock.since + ms),
        since: Date.now(),
      }),
  };
}

export async function signInAll(t: TestApp) {
  const tokens = { admin: "", manager: "", crew: "", marketing: "" };
  for (const role of ["admin", "manager", "crew", "marketing"] as const)
    tokens[role] = await staffSignIn(t.app, staffDemo[role].email, staffDemo[role].password);
  return tokens;
}

export function opsClient(t: TestApp) {
  return async (
    method: "GET" | "POST" | "PUT",
    url: string,
    token: string | null,
    payload?: unknown,
  ) => {
    const res = await t.app.inject({
      method,
      url: `/api/ops/${url}`,
      headers: token === null ? {} : bearer(token),
      remoteAddress: randomIp(),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.statusCode, body: (res.body ? res.json() : {}) as Record<string, any> };
  };
}

/** Staff drive the orders (no auto-advance), with the demo chain's make-time model. */
export const MANUAL = {
  auto_advance: false,
  make_time: { base_minutes: 6, per_item_minutes: 1, catering_base_minutes: 90, categories: [] },
};

/**
 * The app on the test's clock, the demo staff signed in, and the `manual` restaurants' settings
 * set to `settings` (MANUAL by default: staff drive their orders, where the demo chain
 * auto-advances). `advance` moves an order on the board, as crew unless another token is given.
 */
export async function startBoard(
  clock: { now: () => Date },
  options: { manual: number[]; settings?: typeof MANUAL; deps?: Partial<AppDeps> },
) {
  const t = await createTestApp({ deps: { now: clock.now, ...options.deps } });
  const ops = opsClient(t);
  const tokens = await signInAll(t);
  for (const id of options.manual) {
    const put = await ops(
      "PUT",
      `restaurants/${id}/settings`,
      tokens.manager,
      options.settings ?? MANUAL,
    );
    if (put.status !== 200) {
      await t.close();
      throw new Error(`settings of ${id}: ${put.status} ${JSON.stringify(put.body)}`);
    }
  }
  const advance = (id: string, from: string, token = tokens.crew) =>
    ops("POST", `orders/${id}/advance`, token, { from });
  return { t, ops, tokens, advance };
}

export type BoardWorld = Awaited<ReturnType<typeof startBoard>>;

/** Places a guest (or member, with `auth`) order at the restaurant; `at`: a scheduled time. */
export async function placeOrder(
  t: TestApp,
  menuId: string,
  options: {
    items?: { id: string; quantity: number }[];
    at?: Date;
    auth?: Record<string, string>;
    /** Delivery to this address. */
    address?: { address: string; apt?: string; city: string; state: string; zip: string };
  } = {},
) {
  const api = orderClient(t);
  const auth = options.auth ?? {};
  const o = await api.create(menuId, auth);
  const added = await api.add(o.id, options.items ?? [{ id: "SD-MAC", quantity: 1 }]);
  if (added.status !== 200) throw new Error(`add: ${added.status} ${JSON.stringify(added.body)}`);
  if (options.address) {
    const set = await api.call("PUT", `/api/v1/orders/${o.id}/address`, {
      type: "dispatch",
      address: options.address,
    });
    if (set.status !== 200) throw new Error(`address: ${set.status} ${JSON.stringify(set.body)}`);
  }
  if (options.at) {
    const timed = await api.call("PUT", `/api/v1/orders/${o.id}/time`, {
      time: options.at.toISOString(),
    });
    if (timed.status !== 200)
      throw new Error(`time: ${timed.status} ${JSON.stringify(timed.body)}`);
  }
  const total = (await api.call("GET", `/api/v1/orders/${o.id}`)).body.totals.total as number;
  const token = (await api.token(o.id)).body.token as string;
  const body = options.auth
    ? { usertype: "user", payments: [{ token, amount: total }] }
    : {
        usertype: "guest",
        contact: guest,
        payments: [{ type: "creditcard", token, amount: total }],
      };
  const res = await api.submit(o.id, body, undefined, auth);
  if (res.status !== 200) throw new Error(`submit: ${res.status} ${JSON.stringify(res.body)}`);
  return o.id;
}

export async function customerStatus(t: TestApp, id: string) {
  const res = await t.app.inject({ url: `/api/v1/orders/${id}/status` });
  return res.json() as { status: string; can_cancel: boolean; cancel_reason?: string | null };
}
