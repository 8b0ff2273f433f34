import type { Db } from "../../db/client.ts";
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

export function createMemberContacts(db: Db) {
  return {
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
