import { and, desc, eq, sql } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { loyaltyAccounts, loyaltyLedger } from "../../db/schema/loyalty.ts";

/**
 * Loyalty points (`loyalty.earn`, `loyalty.reverse-on-cancel`, `loyalty.ledger`): earned at
 * order submit, per dollar after discounts; reversed when the order is cancelled; spent on
 * rewards of the reward list. Every change is a ledger row, and the balance (loyalty_accounts)
 * is the sum of the ledger. Earning and reversing are once per order (a unique index), so a
 * retried submit or cancel changes nothing the second time.
 *
 * The orders engine calls `accruePoints` inside its submit transaction and `reversePoints`
 * inside its cancel transaction, passing that transaction as `tx`.
 */

export type PointsChange = {
  /** Points this call added (accrue) or took away (reverse, as a positive number). */
  points: number;
  /** The balance afterwards. */
  balance: number;
  /** True when this order had already been counted: nothing changed. */
  alreadyDone: boolean;
};

export type LoyaltyService = {
  readonly pointsPerDollar: number;
  /** Points for an amount in cents after discounts (whole points, rounded down). */
  pointsFor(amountCents: number): number;
  accruePoints(
    tx: Db,
    args: { memberId: string; orderId: string; amountCents: number; now?: Date },
  ): Promise<PointsChange>;
  reversePoints(
    tx: Db,
    args: { memberId: string; orderId: string; now?: Date },
  ): Promise<PointsChange>;
  /** The orders engine's LoyaltyPort (modules/orders/ports.ts): accruePoints without the answer. */
  accrue(tx: Db, entry: { memberId: string; orderId: string; amountCents: number }): Promise<void>;
  /** The orders engine's LoyaltyPort: reversePoints without the answer. */
  reverse(tx: Db, entry: { memberId: string; orderId: string }): Promise<void>;
};

/** Creates the member's (empty) balance if it does not exist yet. */
export async function ensureLoyaltyAccount(tx: Db, memberId: string): Promise<void> {
  await tx.insert(loyaltyAccounts).values({ memberId }).onConflictDoNothing();
}

export async function pointsBalance(
  tx: Db,
  memberId: string,
): Promise<{ points: number; lifetimePoints: number }> {
  const [row] = await tx
    .select({ points: loyaltyAccounts.points, lifetimePoints: loyaltyAccounts.lifetimePoints })
    .from(loyaltyAccounts)
    .where(eq(loyaltyAccounts.memberId, memberId));
  return row ?? { points: 0, lifetimePoints: 0 };
}

/** Adds (or, negative, removes) points and records why, in the caller's transaction. */
export async function addPoints(
  tx: Db,
  args: {
    memberId: string;
    kind: "earn" | "bonus" | "adjust";
    points: number;
    note?: string;
    orderId?: string;
    now?: Date;
  },
): Promise<number> {
  const now = args.now ?? new Date();
  await tx.insert(loyaltyLedger).values({
    memberId: args.memberId,
    kind: args.kind,
    points: args.points,
    note: args.note ?? null,
    orderId: args.orderId ?? null,
    createdAt: now,
  });
  const gained = Math.max(0, args.points);
  const [row] = await tx
    .insert(loyaltyAccounts)
    .values({
      memberId: args.memberId,
      points: args.points,
      lifetimePoints: gained,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: loyaltyAccounts.memberId,
      set: {
        points: sql`${loyaltyAccounts.points} + ${args.points}`,
        lifetimePoints: sql`${loyaltyAccounts.lifetimePoints} + ${gained}`,
        updatedAt: now,
      },
    })
    .returning({ points: loyaltyAccounts.points });
  return row!.points;
}

export function createLoyaltyService(options: { pointsPerDollar: number }): LoyaltyService {
  const service: LoyaltyService = {
    ...createPoints(options.pointsPerDollar),
    async accrue(tx, entry) {
      await service.accruePoints(tx, entry);
    },
    async reverse(tx, entry) {
      await service.reversePoints(tx, entry);
    },
  };
  return service;
}

function createPoints(pointsPerDollar: number): Omit<LoyaltyService, "accrue" | "reverse"> {
  const options = { pointsPerDollar };
  const pointsFor = (amountCents: number) =>
    Math.max(0, Math.floor((Math.round(amountCents) * options.pointsPerDollar) / 100));

  return {
    pointsPerDollar: options.pointsPerDollar,
    pointsFor,

    async accruePoints(tx, { memberId, orderId, amountCents, now = new Date() }) {
      const points = pointsFor(amountCents);
      // The ledger row is the once-per-order marker: a second call finds it and stops.
      const inserted = await tx
        .insert(loyaltyLedger)
        .values({ memberId, kind: "earn", points, orderId, createdAt: now, note: null })
        .onConflictDoNothing()
        .returning({ id: loyaltyLedger.id });
      if (inserted.length === 0) {
        return {
          points: 0,
          balance: (await pointsBalance(tx, memberId)).points,
          alreadyDone: true,
        };
      }
      const [row] = await tx
        .insert(loyaltyAccounts)
        .values({ memberId, points, lifetimePoints: points, updatedAt: now })
        .onConflictDoUpdate({
          target: loyaltyAccounts.memberId,
          set: {
            points: sql`${loyaltyAccounts.points} + ${points}`,
            lifetimePoints: sql`${loyaltyAccounts.lifetimePoints} + ${points}`,
            updatedAt: now,
          },
        })
        .returning({ points: loyaltyAccounts.points });
      return { points, balance: row!.points, alreadyDone: false };
    },

    async reversePoints(tx, { memberId, orderId, now = new Date() }) {
      const [earned] = await tx
        .select({ memberId: loyaltyLedger.memberId, points: loyaltyLedger.points })
        .from(loyaltyLedger)
        .where(and(eq(loyaltyLedger.orderId, orderId), eq(loyaltyLedger.kind, "earn")));
      if (!earned || earned.memberId !== memberId) {
        return {
          points: 0,
          balance: (await pointsBalance(tx, memberId)).points,
          alreadyDone: false,
        };
      }
      // Lock the balance, so that a redeem running now sees the reversal or waits for it.
      const [account] = await tx
        .select({ points: loyaltyAccounts.points })
        .from(loyaltyAccounts)
        .where(eq(loyaltyAccounts.memberId, memberId))
        .for("update");
      // Points already spent cannot be taken back: the balance stops at zero.
      const take = Math.min(earned.points, account?.points ?? 0);
      const inserted = await tx
        .insert(loyaltyLedger)
        .values({
          memberId,
          kind: "reverse",
          points: -take,
          orderId,
          createdAt: now,
          note:
            take < earned.points ? `${earned.points - take} points had already been spent` : null,
        })
        .onConflictDoNothing()
        .returning({ id: loyaltyLedger.id });
      if (inserted.length === 0) {
        return { points: 0, balance: account?.points ?? 0, alreadyDone: true };
      }
      const [row] = await tx
        .update(loyaltyAccounts)
        .set({
          points: sql`${loyaltyAccounts.points} - ${take}`,
          lifetimePoints: sql`greatest(${loyaltyAccounts.lifetimePoints} - ${earned.points}, 0)`,
          updatedAt: now,
        })
        .where(eq(loyaltyAccounts.memberId, memberId))
        .returning({ points: loyaltyAccounts.points });
      return { points: take, balance: row?.points ?? 0, alreadyDone: false };
    },
  };
}

export async function ledgerHistory(tx: Db, memberId: string, limit = 20) {
  return tx
    .select()
    .from(loyaltyLedger)
    .where(eq(loyaltyLedger.memberId, memberId))
    .orderBy(desc(loyaltyLedger.createdAt), desc(loyaltyLedger.id))
    .limit(limit);
}
