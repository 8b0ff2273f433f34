import { and, asc, eq, gt, isNull, lte, or } from "drizzle-orm";

import type { PublicOffer, WalletOfferEntry } from "@coop/contract/offers";

import type { Db } from "../../db/client.ts";
import { memberOffers, offers } from "../../db/schema/loyalty.ts";
import {
  imageUrl,
  keptInWallet,
  walletChannel as channelOf,
  walletLabel,
} from "../../lib/wallet-entry.ts";

/**
 * Wallet offers (`wallet.entry-fields`; GET members/offers/all) and public offers
 * (GET offers/all, `wallet.public-offers`). A wallet holds two kinds: offers the member was
 * given (their `cred` is the coupon code, built here) and loyalty rewards the member redeemed
 * (their `cred` is the reference, built by modules/rewards). Expired and used entries are
 * returned too: the client shows only what `wallet.visible` allows.
 */
/** The offers in the member's wallet, as wallet entries. */
export async function walletOffers(
  db: Db,
  memberId: string,
  now: Date,
  imageBaseUrl: string,
): Promise<WalletOfferEntry[]> {
  const given = await db
    .select({
      id: memberOffers.id,
      status: memberOffers.status,
      expiresAt: memberOffers.expiresAt,
      completedAt: memberOffers.completedAt,
      code: offers.code,
      label: offers.label,
      description: offers.description,
      image: offers.image,
      channel: offers.channel,
      endsAt: offers.endsAt,
    })
    .from(memberOffers)
    .innerJoin(offers, eq(offers.id, memberOffers.offerId))
    .where(eq(memberOffers.memberId, memberId))
    .orderBy(asc(memberOffers.expiresAt), asc(memberOffers.createdAt));

  const entries: WalletOfferEntry[] = [];
  for (const o of given) {
    // The wallet entry ends with the offer itself when that comes first.
    const ends = [o.expiresAt, o.endsAt].filter((d): d is Date => d !== null);
    const expires = ends.length ? new Date(Math.min(...ends.map((d) => d.getTime()))) : null;
    const done = o.status === "complete";
    if (!keptInWallet({ done, doneAt: o.completedAt, expires }, now)) continue;
    entries.push({
      id: o.id,
      kind: "offer",
      label: walletLabel(o.label, o.channel),
      cred: o.code,
      image: imageUrl(o.image, imageBaseUrl),
      expires: expires?.toISOString() ?? null,
      status: done ? "complete" : "incomplete",
      description: o.description,
      channel: channelOf(o.channel),
    });
  }
  return entries;
}

/** Offers open to everyone now (GET offers/all). */
export async function publicOffers(
  db: Db,
  now: Date,
  imageBaseUrl: string,
): Promise<PublicOffer[]> {
  const rows = await db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.isPublic, true),
        or(isNull(offers.startsAt), lte(offers.startsAt, now)),
        or(isNull(offers.endsAt), gt(offers.endsAt, now)),
      ),
    )
    .orderBy(asc(offers.sort), asc(offers.id));
  return rows.map((o) => ({
    id: o.id,
    label: walletLabel(o.label, o.channel),
    cred: o.code,
    description: o.description,
    image: imageUrl(o.image, imageBaseUrl),
    expires: o.endsAt?.toISOString() ?? null,
    channel: channelOf(o.channel),
  }));
}

/** Puts an offer in a member's wallet (sign-up's welcome offer, seeding, campaigns). */
export async function giveOffer(
  tx: Db,
  args: { memberId: string; offerId: string; expiresAt: Date | null; now?: Date },
): Promise<boolean> {
  const [offer] = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(eq(offers.id, args.offerId));
  if (!offer) return false;
  await tx.insert(memberOffers).values({
    memberId: args.memberId,
    offerId: args.offerId,
    expiresAt: args.expiresAt,
    createdAt: args.now ?? new Date(),
  });
  return true;
}
