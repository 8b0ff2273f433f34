import { AccountShell } from "../features/account/account-shell.tsx";
import { MemberOffers } from "../features/offers/member-offers.tsx";
import { pageHeadingMeta } from "../lib/meta.ts";
import type { Route } from "./+types/account-offers";

export function meta({ matches }: Route.MetaArgs) {
  return pageHeadingMeta(matches[0].loaderData?.language, "account-offers");
}

/** `/account/offers` (members only): the wallet and the loyalty catalog. */
export default function Page() {
  return (
    <AccountShell page="account-offers">
      <MemberOffers campaign="account-offers" />
    </AccountShell>
  );
}
