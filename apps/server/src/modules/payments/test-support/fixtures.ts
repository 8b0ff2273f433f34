import { randomBytes } from "node:crypto";

import type { Db } from "../../../db/client.ts";
import { members } from "../../../db/schema/members.ts";
import { orders } from "../../../db/schema/orders.ts";

/** An open pickup order, written directly (the payments tests need only its id). */
export async function insertOpenOrder(db: Db, at = new Date()): Promise<string> {
  const id = randomBytes(16).toString("base64url");
  await db.insert(orders).values({
    id,
    locationId: 101,
    menuId: "m101",
    kind: "default",
    channel: "default",
    state: "open",
    handoff: "pickup",
    timeMode: "asap",
    totals: {},
    createdAt: at,
    updatedAt: at,
  });
  return id;
}

export async function insertMember(db: Db): Promise<string> {
  const id = randomBytes(9).toString("base64url");
  await db
    .insert(members)
    .values({ id, email: `${id}@example.com`, firstName: "Ada", lastName: "Lovelace" });
  return id;
}

/** A card body for POST orders/{id}/token. */
export function cardBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    number: "4111 1111 1111 1111",
    exp_month: 12,
    exp_year: 2030,
    cvv: "123",
    zip: "27601",
    ...overrides,
  };
}
