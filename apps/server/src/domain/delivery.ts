import type { DeliveryFeeTier } from "./catalog-types.ts";

/**
 * `handoff.delivery-address`: the delivery fee for a distance: the first tier whose upToMiles
 * covers it; null when the distance is beyond the last tier or the radius (the address is not
 * delivered to). A distance exactly on a tier's edge belongs to that tier.
 */
export function deliveryFeeCents(
  tiers: readonly DeliveryFeeTier[],
  radiusMiles: number,
  distance: number,
): number | null {
  if (distance > radiusMiles) return null;
  const tier = [...tiers]
    .sort((a, b) => a.upToMiles - b.upToMiles)
    .find((t) => distance <= t.upToMiles);
  return tier ? tier.feeCents : null;
}
