import type { StoredUser } from "@coop/contract/entities";
import type { MemberUser } from "@coop/contract/members";

/**
 * `member.complete-profile`: a member that single sign-on created may lack a name or a phone
 * (providers do not always send them). Such a member is asked for them on /account/complete
 * after signing in; everyone else goes straight on.
 */
export function needsCompletion(
  user: Pick<MemberUser | StoredUser, "first_name" | "last_name" | "phone">,
): boolean {
  const blank = (value: string | null | undefined) => (value ?? "").trim() === "";
  return blank(user.first_name) || blank(user.last_name) || blank(user.phone);
}

/**
 * Where a member who needs completing goes after signing in: `/account/complete`, carrying
 * the path `completeSignIn` answered (`?redirect=`), so the form goes on there afterwards.
 * The single sign-on callback calls it: `needsCompletion(user) ? completionPath(target) : target`.
 */
export function completionPath(target: string): string {
  return `/account/complete?redirect=${encodeURIComponent(target)}`;
}
