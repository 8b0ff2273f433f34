import { api } from "../../lib/api-client.ts";
import { refreshMember, storedUserOf } from "../../lib/member/session.ts";
import { clientStore } from "../../lib/store/client-store.ts";

/**
 * The member as members/get answers now (the store keeps less: no email_verified,
 * has_password or displayed phone), stored again on the way. A 401 means the session ended
 * elsewhere: refreshMember signs this browser out too.
 */
export async function loadMember() {
  const result = await api.call("membersGet");
  if (result.ok) clientStore.setState({ user: storedUserOf(result.data) });
  else if (result.status === 401) void refreshMember();
  return result;
}
