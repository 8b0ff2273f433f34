import { and, asc, desc, eq, sql } from "drizzle-orm";

import type { FaveLocationsResponse, MemberAddress, MemberPayment } from "@coop/contract/members";

import type { Db } from "../../db/client.ts";
import { memberAddresses, memberFavoriteLocations, savedCards } from "../../db/schema/members.ts";
import type { RestaurantLookup } from "./ports.ts";

/**
 * A member's saved things: delivery addresses and cards (added by checkout, listed and
 * deleted by the member) and favorite restaurants. Every query is scoped by member id:
 * another member's id matches nothing, so it reads as "not found" and leaks nothing.
 *
 * `saveAddress` and `saveCard` add them (demo seeding saves cards; the payments module
 * keeps the cards saved at checkout). Orders keep their own copy of the address and card
 * summary, because a member may delete these at any time.
 */
export type AddressRow = typeof memberAddresses.$inferSelect;
export type CardRow = typeof savedCards.$inferSelect;

export const MAX_FAVORITES = 20;
/** `member.address-limit`: the most delivery addresses a member keeps. */
export const MAX_ADDRESSES = 10;

/**
 * Serialises the changes to one member's addresses until the transaction ends: the cap and
 * the single default (`member.address-default`) are decided under it.
 */
async function lockAddresses(tx: Db, memberId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`member_addresses:${memberId}`}))`);
}

export function toAddressJson(row: AddressRow): MemberAddress {
  return {
    id: row.id,
    address: row.address,
    building: row.building,
    apt: row.building,
    city: row.city,
    state: row.state,
    zip: row.zip,
    default: row.isDefault,
  };
}

/** A card is expired after the last day of its expiry month. */
export function cardExpired(row: Pick<CardRow, "expMonth" | "expYear">, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return row.expYear < year || (row.expYear === year && row.expMonth < month);
}

export function toPaymentJson(row: CardRow, now: Date): MemberPayment {
  return {
    account: {
      id: row.id,
      brand: row.brand,
      last4: row.last4,
      exp_month: row.expMonth,
      exp_year: row.expYear,
      expired: cardExpired(row, now),
      label: `${row.brand} ending in ${row.last4}`,
    },
  };
}

export async function listAddresses(db: Db, memberId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(memberAddresses)
    .where(eq(memberAddresses.memberId, memberId))
    .orderBy(
      desc(memberAddresses.isDefault),
      desc(memberAddresses.createdAt),
      asc(memberAddresses.id),
    );
}

export async function listCards(db: Db, memberId: string): Promise<CardRow[]> {
  return db
    .select()
    .from(savedCards)
    .where(eq(savedCards.memberId, memberId))
    .orderBy(desc(savedCards.createdAt), asc(savedCards.id));
}

/**
 * Deletes one of the member's addresses; false when the member has none with that id. When
 * the default goes, the most recent remaining address becomes the default.
 */
export async function deleteAddress(db: Db, memberId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockAddresses(tx, memberId);
    const [gone] = await tx
      .delete(memberAddresses)
      .where(and(eq(memberAddresses.id, id), eq(memberAddresses.memberId, memberId)))
      .returning({ isDefault: memberAddresses.isDefault });
    if (!gone) return false;
    if (gone.isDefault) {
      const [next] = await listAddresses(tx, memberId);
      if (next) {
        await tx
          .update(memberAddresses)
          .set({ isDefault: true })
          .where(eq(memberAddresses.id, next.id));
      }
    }
    return true;
  });
}

/**
 * `member.address-default`: makes one of the member's addresses the default, and no other;
 * false when the member has no address with that id.
 */
export async function makeDefaultAddress(db: Db, memberId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockAddresses(tx, memberId);
    const [own] = await tx
      .select({ id: memberAddresses.id })
      .from(memberAddresses)
      .where(and(eq(memberAddresses.id, id), eq(memberAddresses.memberId, memberId)));
    if (!own) return false;
    await tx
      .update(memberAddresses)
      .set({ isDefault: false })
      .where(and(eq(memberAddresses.memberId, memberId), eq(memberAddresses.isDefault, true)));
    await tx.update(memberAddresses).set({ isDefault: true }).where(eq(memberAddresses.id, id));
    return true;
  });
}

/** Deletes one of the member's cards (the processor token goes with it); false when none. */
export async function deleteCard(db: Db, memberId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(savedCards)
    .where(and(eq(savedCards.id, id), eq(savedCards.memberId, memberId)))
    .returning({ id: savedCards.id });
  return gone.length > 0;
}

const norm = (s: string | null | undefined) => (s ?? "").trim().replace(/\s+/g, " ").toLowerCase();

/** The saved address that is this one (street, unit and ZIP; case and spaces ignored). */
function sameAddress(
  existing: AddressRow[],
  args: { address: string; building?: string | null; zip: string },
): AddressRow | undefined {
  return existing.find(
    (a) =>
      norm(a.address) === norm(args.address) &&
      norm(a.building) === norm(args.building) &&
      a.zip === args.zip.trim(),
  );
}

/**
 * The member's own call (members/addresses): saves the address in one transaction, or
 * answers "full" when it is new and the member keeps MAX_ADDRESSES already
 * (`member.address-limit`); the same address again is not a new one.
 */
export async function addAddress(
  db: Db,
  args: Parameters<typeof saveAddress>[1],
): Promise<AddressRow | "full"> {
  return db.transaction(async (tx) => {
    await lockAddresses(tx, args.memberId);
    const existing = await listAddresses(tx, args.memberId);
    if (!sameAddress(existing, args) && existing.length >= MAX_ADDRESSES) return "full";
    return saveAddress(tx, args);
  });
}

/**
 * Saves a delivery address (the member's own call, or checkout). The same address (street,
 * unit, zip; case and spaces ignored) is not saved twice; `makeDefault` (or being the first)
 * makes it the default. Call it inside a transaction: the member's addresses are locked
 * until it ends.
 */
export async function saveAddress(
  tx: Db,
  args: {
    memberId: string;
    address: string;
    building?: string | null;
    city: string;
    state: string;
    zip: string;
    makeDefault?: boolean;
  },
): Promise<AddressRow> {
  await lockAddresses(tx, args.memberId);
  const existing = await listAddresses(tx, args.memberId);
  const same = sameAddress(existing, args);
  const makeDefault = args.makeDefault === true || existing.length === 0;
  if (makeDefault) {
    await tx
      .update(memberAddresses)
      .set({ isDefault: false })
      .where(and(eq(memberAddresses.memberId, args.memberId), eq(memberAddresses.isDefault, true)));
  }
  if (same) {
    if (!makeDefault) return same;
    const [row] = await tx
      .update(memberAddresses)
      .set({ isDefault: true })
      .where(eq(memberAddresses.id, same.id))
      .returning();
    return row!;
  }
  const [row] = await tx
    .insert(memberAddresses)
    .values({
      memberId: args.memberId,
      address: args.address.trim(),
      building: args.building?.trim() || null,
      city: args.city.trim(),
      state: args.state.trim().toUpperCase(),
      zip: args.zip.trim(),
      isDefault: makeDefault,
    })
    .returning();
  return row!;
}

/**
 * Checkout saves a card: only what the processor returned (its reusable token) and what a
 * person recognises the card by. Never the number or the security code (`payment.no-card-data`).
 */
export async function saveCard(
  tx: Db,
  args: {
    memberId: string;
    brand: string;
    last4: string;
    expMonth: number;
    expYear: number;
    providerRef: string;
  },
): Promise<CardRow> {
  if (!/^\d{4}$/.test(args.last4)) throw new Error("saveCard: last4 must be four digits");
  const [row] = await tx
    .insert(savedCards)
    .values({
      memberId: args.memberId,
      brand: args.brand,
      last4: args.last4,
      expMonth: args.expMonth,
      expYear: args.expYear,
      providerRef: args.providerRef,
    })
    .returning();
  return row!;
}

// ── Favorite restaurants ───────────────────────────────────────────────────────────────────

export async function favoriteLocations(
  db: Db,
  places: RestaurantLookup,
  memberId: string,
): Promise<FaveLocationsResponse> {
  const faves = await db
    .select({ restaurantId: memberFavoriteLocations.restaurantId })
    .from(memberFavoriteLocations)
    .where(eq(memberFavoriteLocations.memberId, memberId))
    .orderBy(asc(memberFavoriteLocations.createdAt), asc(memberFavoriteLocations.restaurantId));
  const byId = new Map(
    (await places.summaries(faves.map((f) => f.restaurantId))).map((r) => [r.id, r]),
  );
  return {
    favelocations: faves.flatMap((f) => {
      const r = byId.get(f.restaurantId);
      if (!r) return [];
      return [
        {
          id: r.id,
          slug: r.slug,
          name: r.name,
          address: r.address,
          city: r.city,
          state: r.state,
          zip: r.zip,
          phone: r.phone,
          lat: r.lat,
          lng: r.lng,
          menu_id: r.menuId,
          catering_menu_id: r.cateringMenuId,
          catering_lead_time_minutes: r.cateringLeadTimeMinutes,
        },
      ];
    }),
  };
}

/** "unknown": no such restaurant; "full": the member has MAX_FAVORITES already. */
export async function addFavoriteLocation(
  db: Db,
  places: RestaurantLookup,
  memberId: string,
  restaurantId: number,
): Promise<"added" | "unknown" | "full"> {
  const [restaurant] = await places.summaries([restaurantId]);
  if (!restaurant?.active) return "unknown";
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberFavoriteLocations)
    .where(eq(memberFavoriteLocations.memberId, memberId));
  if ((count?.n ?? 0) >= MAX_FAVORITES) {
    const [already] = await db
      .select({ id: memberFavoriteLocations.restaurantId })
      .from(memberFavoriteLocations)
      .where(
        and(
          eq(memberFavoriteLocations.memberId, memberId),
          eq(memberFavoriteLocations.restaurantId, restaurantId),
        ),
      );
    if (!already) return "full";
  }
  await db.insert(memberFavoriteLocations).values({ memberId, restaurantId }).onConflictDoNothing();
  return "added";
}

export async function removeFavoriteLocation(
  db: Db,
  memberId: string,
  restaurantId: number,
): Promise<void> {
  await db
    .delete(memberFavoriteLocations)
    .where(
      and(
        eq(memberFavoriteLocations.memberId, memberId),
        eq(memberFavoriteLocations.restaurantId, restaurantId),
      ),
    );
}
