import type { z } from "zod";

import type { eclubBodySchema } from "@coop/contract/members";

import type { Db } from "../../db/client.ts";
import { eclubSubscriptions } from "../../db/schema/members.ts";
import { fieldError } from "./account.ts";
import type { RestaurantLookup } from "./ports.ts";

/**
 * The e-club mailing list: one row per email; subscribing again updates what was given.
 * A restaurant named must be one of ours (active or not).
 */
export function createEclubService(deps: { db: Db; locations: RestaurantLookup; now: () => Date }) {
  const { db, now } = deps;
  return {
    async subscribe(b: z.output<typeof eclubBodySchema>): Promise<void> {
      if (b.location_id !== undefined) {
        const [known] = await deps.locations.summaries([b.location_id]);
        if (!known) throw fieldError("body.location_id", "is not one of our restaurants");
      }
      const given = {
        ...(b.first_name !== undefined && { firstName: b.first_name }),
        ...(b.last_name !== undefined && { lastName: b.last_name }),
        ...(b.zip !== undefined && { zip: b.zip }),
        ...(b.birthday !== undefined && { birthday: b.birthday }),
        ...(b.location_id !== undefined && { restaurantId: b.location_id }),
        ...(b.phone !== undefined && { phone: b.phone }),
        ...(b.optin_sms !== undefined && { optinSms: b.optin_sms }),
      };
      await db
        .insert(eclubSubscriptions)
        .values({ email: b.email, ...given, createdAt: now(), updatedAt: now() })
        .onConflictDoUpdate({
          target: eclubSubscriptions.email,
          set: { ...given, updatedAt: now() },
        });
    },
  };
}

export type EclubService = ReturnType<typeof createEclubService>;
