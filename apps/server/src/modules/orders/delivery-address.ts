import type { DeliveryAddress } from "@coop/contract/orders";

import { deliveryFeeCents } from "../../domain/delivery.ts";
import { distanceMiles } from "../../domain/geo.ts";
import { badRequest, HttpError } from "../../http/http-error.ts";
import type { LocationsService } from "../locations/service.ts";
import type { StoredAddress } from "./cart.ts";

/**
 * A delivery address as stored on an order: located, within the restaurant's delivery
 * radius, with its distance and delivery fee. 400 when the address is unknown, 422 when
 * the restaurant does not deliver there.
 */
export async function geocodeAddress(
  locations: Pick<LocationsService, "geocodeAddress">,
  r: {
    lat: number;
    lng: number;
    deliveryRadiusMiles: number;
    deliveryFeeTiers: { upToMiles: number; feeCents: number }[];
    name: string;
  },
  address: DeliveryAddress,
): Promise<StoredAddress> {
  const point = locations.geocodeAddress(address);
  if (!point)
    throw badRequest("We could not find this address. Check the ZIP code.", [
      { path: "body.address.zip", message: "is not a ZIP code we know" },
    ]);
  const distance = distanceMiles(point, r);
  const fee = deliveryFeeCents(r.deliveryFeeTiers, r.deliveryRadiusMiles, distance);
  if (fee === null) {
    throw new HttpError(
      422,
      `${r.name} doesn't deliver to this address. Choose another restaurant or pickup.`,
      {
        errors: [{ path: "body.address", message: "is outside this restaurant's delivery area" }],
      },
    );
  }
  return {
    ...address,
    apt: address.apt ?? null,
    state: address.state.toUpperCase(),
    distanceMiles: Math.round(distance * 100) / 100,
    feeCents: fee,
  } as StoredAddress;
}
