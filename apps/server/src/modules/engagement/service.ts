import type { z } from "zod";

import type { usersTrackBodySchema } from "@coop/contract/engagement";

import type { Db } from "../../db/client.ts";
import { insertEvents } from "./repository.ts";

/** The built-in engagement service: the site's custom events, kept in engagement_events. */
export function createEngagementService(deps: { db: Db; now: () => Date }) {
  return {
    /** Records the events of one users/track call; answers how many were recorded. */
    async track(
      events: z.output<typeof usersTrackBodySchema>["events"],
      deviceId: string | null,
    ): Promise<number> {
      const receivedAt = deps.now();
      await insertEvents(
        deps.db,
        events.map((e) => ({
          name: e.name,
          externalId: e.external_id ?? null,
          deviceId,
          properties: e.properties,
          time: new Date(e.time),
          receivedAt,
        })),
      );
      return events.length;
    },
  };
}

export type EngagementService = ReturnType<typeof createEngagementService>;
