/**
 * The member's session in the browser: signing in (user and token into the store, then the
 * saved redirect path or /account), signing out (`member.sign-out`: the token revoked on the
 * server, user and token cleared, the order abandoned), refreshing the stored member, and
 * keeping signed-out visitors off member pages (`member.redirect-after-sign-in`).
 */
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";

import type { AuthToken, StoredUser } from "@coop/contract/entities";
import type { MemberTokens, MemberUser } from "@coop/contract/members";

import { api } from "../api-client.ts";
import { holdMemberEngagementCalls, identifyMember } from "../engagement.ts";
import { inOrder } from "../order/order-queue.ts";
import { routePaths } from "../route-names.ts";
import { clientStore, useClientState } from "../store/client-store.ts";
import { isSignedIn } from "../store/state.ts";

/** The member as the client keeps it: a phone the member has not given is left out, not null. */
export function storedUserOf(user: MemberUser): StoredUser {
  const { phone, first_name, last_name, email, optin, optin_sms, addresses, payments } = user;
  const stored: StoredUser = {
    first_name,
    last_name,
    email,
    optin,
    optin_sms,
    addresses,
    payments,
  };
  return phone === null ? stored : { ...stored, phone };
}

/** The token object as the client keeps it. */
export function storedTokenOf(tokens: MemberTokens): AuthToken {
  return tokens;
}

/**
 * Only paths of this site are followed after sign-in: a redirect is a path starting with one
 * "/" (never "//host" or a full URL), and never a sign-in page itself.
 */
export function safeRedirect(path: string | null | undefined): string | null {
  if (!path || !path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\"))
    return null;
  const bare = path.split(/[?#]/, 1)[0] ?? path;
  const authPages: string[] = [
    routePaths["account-login"],
    routePaths["account-signup"],
    routePaths["account-oauthcallback"],
    routePaths["account-password-reset"],
    routePaths["account-reset-password"],
  ];
  return authPages.includes(bare) ? null : path;
}

/** Remembers where to come back to after sign-in or sign-up. */
export function rememberRedirect(path: string): void {
  const safe = safeRedirect(path);
  if (safe) clientStore.setState({ redirect: safe });
}

/**
 * After members/signin, members/create or members/sso: stores the member and the token and
 * answers where to go next — the saved redirect path (then forgotten), otherwise /account.
 * `engagement.identify-on-sign-in`: this device's anonymous engagement history then merges
 * into the member.
 */
export function completeSignIn(data: { user: MemberUser; tokens: MemberTokens }): string {
  const target = safeRedirect(clientStore.getState().redirect) ?? routePaths.account;
  clientStore.setState({
    user: storedUserOf(data.user),
    token: storedTokenOf(data.tokens),
    guestUser: false,
    createAccount: false,
    redirect: null,
  });
  identifyMember(data.tokens.id);
  return target;
}

/** Forgets the member in this browser (user, token and what came with them). */
function clearMember(): void {
  clientStore.setState({
    user: null,
    token: null,
    walletOffers: [],
    payments: [],
    favelocations: [],
    offerToApply: null,
  });
}

/**
 * `member.sign-out`: the session is revoked on the server (DELETE members/signout; its
 * failure does not keep the visitor signed in here), user and token are cleared, and the
 * current order is abandoned and dropped.
 */
export async function signOut(): Promise<void> {
  const { token } = clientStore.getState();
  const release = await holdMemberEngagementCalls();
  try {
    if (token) await api.call("membersSignout").catch(() => undefined);
    clearMember();
  } finally {
    release();
  }
  await inOrder(async (write) => {
    const order = clientStore.getState().order;
    if (order) await api.call("ordersAbandon", { params: { id: order.id } }).catch(() => undefined);
    write.clear();
  });
}

/**
 * Reads the member again (GET members/get) and stores them. A 401 means the session ended
 * elsewhere (revoked, expired, password reset): the visitor is signed out here too.
 */
export async function refreshMember(): Promise<MemberUser | null> {
  if (!clientStore.getState().token) return null;
  const result = await api.call("membersGet");
  if (result.ok) {
    clientStore.setState({ user: storedUserOf(result.data) });
    return result.data;
  }
  if (result.status === 401) clearMember();
  return null;
}

export type MemberState = {
  /** False until the personal state has been read in the browser (always false on the server). */
  hydrated: boolean;
  signedIn: boolean;
  user: StoredUser | null;
  token: AuthToken | null;
};

/** The member as this browser knows them. */
export function useMember(): MemberState {
  const hydrated = useClientState((s) => s.hydrated);
  const user = useClientState((s) => s.user);
  const token = useClientState((s) => s.token);
  return { hydrated, signedIn: isSignedIn({ user, token }), user, token };
}

/**
 * Member pages: once hydrated, a signed-out visitor is sent to sign-in and the page they
 * asked for is remembered (`member.redirect-after-sign-in`). Answers "checking" until the
 * browser knows, "signed-out" while leaving, "signed-in" when the page may show.
 */
export function useRequireMember(): "checking" | "signed-out" | "signed-in" {
  const { hydrated, signedIn } = useMember();
  const location = useLocation();
  const navigate = useNavigate();
  const leaving = hydrated && !signedIn;
  useEffect(() => {
    if (!leaving) return;
    rememberRedirect(`${location.pathname}${location.search}`);
    void navigate(routePaths["account-login"], { replace: true });
  }, [leaving, location.pathname, location.search, navigate]);
  if (!hydrated) return "checking";
  return signedIn ? "signed-in" : "signed-out";
}
