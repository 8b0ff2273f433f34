import { AccountShell } from "../features/account/account-shell.tsx";
import { Inbox } from "../features/engagement/inbox.tsx";
import { pageHeadingMeta } from "../lib/meta.ts";
import type { Route } from "./+types/account-inbox";

export function meta({ matches }: Route.MetaArgs) {
  return pageHeadingMeta(matches[0].loaderData?.language, "account-inbox");
}

/** `/account/inbox` (members only; a guest is sent to sign in): the member's messages. */
export default function Page() {
  return (
    <AccountShell page="account-inbox">
      <Inbox />
    </AccountShell>
  );
}
