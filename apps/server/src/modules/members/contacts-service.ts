import { inArray } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { members } from "../../db/schema/members.ts";
import { findMemberById } from "./account.ts";

/**
 * How to reach a member about their order (modules/notifications): email and first name, and a
 * phone only when the member agreed to texts (`optin_sms`). Null for a deleted account.
 */
export type MemberContact = {
  email: string;
  firstName: string;
  /** Ten digits; null unless the member gave a phone and agreed to texts. */
  textPhone: string | null;
};

/**
 * Members' contacts for the other modules: `memberContacts`, names and phones for the
 * restaurant's order board (`ops.board`: a member's order carries no contact of its own;
 * erased accounts answer no name); `contactOf`, how to reach a member about their order
 * (modules/notifications).
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

    async contactOf(memberId: string): Promise<MemberContact | null> {
      const member = await findMemberById(db, memberId);
      if (!member || member.deletedAt) return null;
      return {
        email: member.email,
        firstName: member.firstName,
        textPhone: member.optinSms && member.phone ? member.phone : null,
      };
    },
  };
}

export type MemberContacts = ReturnType<typeof createMemberContacts>;
