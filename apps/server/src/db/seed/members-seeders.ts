import { randomBytes } from "node:crypto";

import { addPoints, ensureLoyaltyAccount } from "../../modules/rewards/loyalty.ts";
import type { Db } from "../client.ts";
import { loyaltyRewards, memberOffers, memberRewards, offers } from "../schema/loyalty.ts";
import { memberAddresses, memberFavoriteLocations, members } from "../schema/members.ts";
import type { Seeder } from "./seed.ts";

const DAY = 86_400_000;

/** Read when a seeder runs, not when the server starts. */
const demo = () => import("./demo-data.ts");

/** The reward catalog and the offers, the welcome offer among them. */
export const loyaltyCatalogSeeder: Seeder = {
  name: "loyalty-catalog-v1",
  async run(db: Db) {
    const { offerList, rewardList } = await demo();
    await db.insert(loyaltyRewards).values(
      rewardList.map((r, sort) => ({
        id: r.id,
        name: r.name,
        description: r.description,
        points: r.points,
        channel: r.channel,
        discount: r.discount,
        image: r.image,
        validDays: r.validDays,
        sort,
      })),
    );
    await db.insert(offers).values(
      offerList.map((o, sort) => ({
        id: o.id,
        code: o.code,
        label: o.label,
        description: o.description,
        image: o.image,
        channel: o.channel,
        isPublic: o.isPublic,
        endsAt: o.endsAt ? new Date(o.endsAt) : null,
        welcomeValidDays: o.welcomeValidDays ?? null,
        sort,
      })),
    );
  },
};

/**
 * Demo members with points, addresses, favorite restaurants, wallet offers (one expired,
 * catering ones) and a redeemed reward. Saved cards and past orders come from the orders
 * engine's seeders.
 */
export const demoMembersSeeder: Seeder = {
  name: "demo-members-v1",
  async run(db: Db) {
    const { demoMembers, rewardList } = await demo();
    const now = new Date();
    for (const m of demoMembers) {
      await db.insert(members).values({
        id: m.id,
        email: m.email,
        firstName: m.firstName,
        lastName: m.lastName,
        phone: m.phone,
        passwordHash: m.passwordHash,
        optin: m.optin,
        optinSms: m.optinSms,
        // The demo members' addresses count as verified and the terms as accepted.
        emailVerifiedAt: now,
        termsAcceptedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      await ensureLoyaltyAccount(db, m.id);
      for (const p of m.points) {
        await addPoints(db, { memberId: m.id, kind: p.kind, points: p.points, note: p.note, now });
      }
      if (m.addresses.length > 0) {
        await db.insert(memberAddresses).values(
          m.addresses.map((a, i) => ({
            memberId: m.id,
            ...a,
            // Listed newest first: the first address of the data file is the newest.
            createdAt: new Date(now.getTime() - i * 1000),
          })),
        );
      }
      if (m.favorites.length > 0) {
        await db.insert(memberFavoriteLocations).values(
          m.favorites.map((restaurantId, i) => ({
            memberId: m.id,
            restaurantId,
            createdAt: new Date(now.getTime() + i * 1000),
          })),
        );
      }
      for (const w of m.wallet) {
        await db.insert(memberOffers).values({
          memberId: m.id,
          offerId: w.offerId,
          status: w.status,
          expiresAt:
            w.expiresInDays === null ? null : new Date(now.getTime() + w.expiresInDays * DAY),
          completedAt: w.status === "complete" ? now : null,
          createdAt: now,
        });
      }
      for (const r of m.rewards) {
        const reward = rewardList.find((c) => c.id === r.rewardId)!;
        await db.insert(memberRewards).values({
          // Random like every reference: it is what lets an order use the reward.
          reference: randomBytes(18).toString("base64url"),
          memberId: m.id,
          rewardId: reward.id,
          status: "available",
          pointsSpent: 0,
          channel: reward.channel,
          campaign: "demo-seed",
          createdAt: now,
          expiresAt: new Date(now.getTime() + reward.validDays * DAY),
        });
      }
    }
  },
};

export const membersSeeders: Seeder[] = [loyaltyCatalogSeeder, demoMembersSeeder];
