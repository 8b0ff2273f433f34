import { useState } from "react";

import { Goodbye } from "../features/account/account-exit.tsx";
import { AccountSettings } from "../features/account/account-settings.tsx";
import { AccountShell } from "../features/account/account-shell.tsx";
import { pageHeadingMeta } from "../lib/meta.ts";
import type { Route } from "./+types/account-settings";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageHeadingMeta(matches[0].loaderData?.language, "account-settings"),
    { name: "robots", content: "noindex" },
  ];
}

/**
 * /account/settings: profile, password, sign-out and account deletion. Once the account is
 * deleted the page says goodbye in place of the member page (which would otherwise send the
 * now signed-out visitor to sign-in).
 */
export default function Page() {
  const [deleted, setDeleted] = useState(false);
  if (deleted) return <Goodbye />;
  return (
    <AccountShell page="account-settings">
      <AccountSettings onDeleted={() => setDeleted(true)} />
    </AccountShell>
  );
}
