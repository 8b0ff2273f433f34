import "../features/account/payments.css";

import { useEffect } from "react";
import { useLocation } from "react-router";

import { AccountShell } from "../features/account/account-shell.tsx";
import { PaymentsAddresses } from "../features/account/payments-addresses.tsx";
import { PaymentsCards } from "../features/account/payments-cards.tsx";
import { pageHeadingMeta } from "../lib/meta.ts";
import type { Route } from "./+types/account-payments";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageHeadingMeta(matches[0].loaderData?.language, "account-payments"),
    { name: "robots", content: "noindex" },
  ];
}

/** The sections render once the member is known: a link to #addresses scrolls there then. */
function ScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return null;
}

/**
 * /account/payments (`member.saved-cards`, `member.saved-addresses`): the member's saved
 * cards, then their delivery addresses (`#addresses`).
 */
export default function AccountPayments() {
  return (
    <AccountShell page="account-payments">
      <div className="saved-page">
        <PaymentsCards />
        <PaymentsAddresses />
        <ScrollToHash />
      </div>
    </AccountShell>
  );
}
