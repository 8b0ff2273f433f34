import { inArray } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { members } from "../../db/schema/members.ts";

/**
 * Members' names and phones for the restaurant's order board (`ops.board`): a member's order
 * carries no contact of its own. Erased accounts answer no name.
 */
export function createMemberContacts(db: Db) {
  return {
    async memberContacts(ids: readonly string[]) {
      const found = new Map<string, { name: string; phone: string | null }>();
      if (ids.length === 0) return found;
      const rows = await db
        .select({
          id: members.id,
          first: members.firstName,
          last: members.lastName,
          phone: members.phone,
          deletedAt: members.deletedAt,
        })
        .from(members)
        .where(inArray(members.id, [...new Set(ids)]));
      for (const r of rows) {
        if (r.deletedAt) continue;
        found.set(r.id, { name: `${r.first} ${r.last}`.trim(), phone: r.phone });
      }
      return found;
    },
  };
}
