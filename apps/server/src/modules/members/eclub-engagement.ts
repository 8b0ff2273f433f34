import { eq } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { members } from "../../db/schema/members.ts";
import type { EclubEngagement } from "./eclub-service.ts";

/** The alias label of an e-club subscriber's engagement user (the name is the email). */
export const ECLUB_ALIAS_LABEL = "eclub";

/**
 * `eclub.engagement-user`: the e-club's port onto the engagement engine's users/track: the
 * subscriber's user is the member's (external id) when the email is a member's, else the user
 * of the alias `eclub:<email>`, created on first sight.
 */
export function createEclubEngagement(deps: {
  db: Db;
  track: (attributes: Record<string, unknown>) => Promise<unknown>;
}): EclubEngagement {
  return {
    async setAttributes(email, attributes) {
      const [member] = await deps.db
        .select({ id: members.id })
        .from(members)
        .where(eq(members.email, email));
      const ref = member
        ? { external_id: member.id }
        : { user_alias: { alias_label: ECLUB_ALIAS_LABEL, alias_name: email } };
      await deps.track({ ...ref, ...attributes });
    },
  };
}
