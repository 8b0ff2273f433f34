import { toCents } from "@coop/contract/money";
import type { SubmitBody } from "@coop/contract/orders";

import type { Db } from "../../db/client.ts";
import { formatClock, localParts } from "../../domain/local-time.ts";
import { formatUsd } from "../../domain/money-format.ts";
import { badRequest, HttpError } from "../../http/http-error.ts";
import type { MenuCatalog } from "../menus/service.ts";
import type { SlotsPort } from "./ports.ts";
import type { LineRow, OrderRow } from "./repository.ts";
import { nextTimeWithRoom } from "./timing.ts";

// The checks of a submit request before anything is redeemed or charged.

/** `order.submit-guest-contact`: a member submit needs a signed-in member, a guest one a contact. */
export function assertSubmitter(body: SubmitBody, memberId: string | null): void {
  if (body.usertype === "user" && !memberId) {
    throw new HttpError(
      401,
      "Please sign in to place this order as a member, or check out as a guest.",
    );
  }
  if (body.usertype === "guest" && !body.contact) {
    throw badRequest("Guests need to give their name, email and phone.", [
      { path: "body.contact", message: "is required for guests" },
    ]);
  }
}

/** An order with a blocking message (closed restaurant, a time gone…) cannot be placed: a 422. */
export function assertNothingBlocking(
  messages: readonly { code: string; message: string; blocking?: boolean }[],
): void {
  const blocking = messages.filter((m) => m.blocking);
  if (blocking.length > 0) {
    throw new HttpError(422, blocking[0]!.message, {
      errors: blocking.map((m) => ({ path: `order.${m.code}`, message: m.message })),
    });
  }
}

/** `order.submit-payments-total`: the payments add up to the order total exactly. */
export function assertPaymentsTotal(payments: SubmitBody["payments"], total: number): void {
  const paid = payments.reduce((s, p) => s + toCents(p.amount), 0);
  if (paid !== total) {
    throw badRequest(
      `The payments add up to ${formatUsd(paid)} but the order total is ${formatUsd(total)}.`,
      [{ path: "body.payments", message: `must add up to ${formatUsd(total)}` }],
    );
  }
}

/**
 * `ops.pacing-race`: the answer to an order whose slot filled while it was being placed (another
 * customer took the last place): a 422 naming the order's time, with the next time that has room
 * for it in words and as an instant.
 */
export async function slotTaken(
  deps: { slots: Pick<SlotsPort, "reservations"> },
  tx: Db,
  order: Pick<OrderRow, "handoff" | "timeMode" | "timeWanted">,
  lines: Pick<LineRow, "name" | "productId" | "sku" | "quantity">[],
  catalog: MenuCatalog,
  now: Date,
): Promise<HttpError> {
  const next = await nextTimeWithRoom(deps.slots, tx, order, lines, catalog, now);
  const timeZone = catalog.target.restaurant!.timeZone;
  const when = next ? describeLocal(next, timeZone, now) : null;
  return new HttpError(
    422,
    when
      ? `The time you chose just filled up. The next time with room is ${when}; choose it or another time.`
      : "The time you chose just filled up, and no later time has room. Please try again later.",
    {
      code: "slot_full",
      errors: [
        {
          path: "order.time",
          message: next ? `is full; the next time with room is ${next.toISOString()}` : "is full",
        },
      ],
    },
  );
}

function describeLocal(at: Date, timeZone: string, now: Date): string {
  const local = localParts(at, timeZone);
  const [h, m] = formatClock(local.minutes).split(":").map(Number) as [number, number];
  const clock = `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
  return local.date === localParts(now, timeZone).date ? clock : `${clock} on ${local.date}`;
}
