import { AccountHome } from "../features/account/account-home.tsx";
import { AccountShell } from "../features/account/account-shell.tsx";
import { pageHeadingMeta } from "../lib/meta.ts";
import type { Route } from "./+types/account";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageHeadingMeta(matches[0].loaderData?.language, "account"),
    { name: "robots", content: "noindex" },
  ];
}

/** /account: the member's home (points, offers, last order, links to every section). */
export default function Page() {
  return (
    <AccountShell page="account">
      <AccountHome />
    </AccountShell>
  );
}
