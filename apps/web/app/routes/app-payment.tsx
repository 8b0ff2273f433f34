import "../features/checkout/checkout.css";

import { data } from "react-router";

import { cardErrors, type CardFields, parseExpiry } from "../features/checkout/checkout-rules.ts";
import { focusFirst } from "../features/checkout/field.tsx";
import { NEW_CARD, PaymentSection } from "../features/checkout/payment-section.tsx";
import { AppPayment, type CardEntry } from "../features/in-app/app-payment.tsx";
import { IncompleteLink } from "../features/in-app/app-screen.tsx";
import { paymentLinkOf } from "../features/in-app/in-app-rules.ts";
import { pageHeadingMeta } from "../lib/meta.ts";
import { pageContextOf } from "../lib/page-context.ts";
import type { Route } from "./+types/app-payment";

/**
 * `inapp.payment-link`, `inapp.redirect-allowed`: a complete link whose return address the
 * server allows, else 400 and the incomplete-link page (no card is asked for).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const link = paymentLinkOf(new URL(request.url).searchParams);
  const allowed = link !== null && pageContextOf(context).app?.redirectAllowed(link.redirectUri);
  return allowed ? { link } : data({ link: null }, { status: 400 });
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageHeadingMeta(matches[0].loaderData?.language, "app-payment"),
    { name: "robots", content: "noindex" },
  ];
}

const noop = () => undefined;

/** The checkout's card entry (fields, masks, the contract's card checks) for a new card only. */
const checkoutCard: CardEntry<CardFields> = {
  empty: { number: "", expiry: "", cvv: "", zip: "" },
  check: cardErrors,
  body(card) {
    const expiry = parseExpiry(card.expiry);
    return {
      number: card.number,
      exp_month: expiry?.month ?? 0,
      exp_year: expiry?.year ?? 0,
      cvv: card.cvv,
      zip: card.zip,
    };
  },
  focusFirst,
  fields: ({ card, onCard, errors, failure }) => (
    <PaymentSection
      savedCards={[]}
      cardChoice={NEW_CARD}
      onCardChoice={noop}
      card={card}
      onCard={onCard}
      saveCard={false}
      onSaveCard={noop}
      member={false}
      errors={errors}
      failure={failure}
    />
  ),
};

/** `/app/payment`: a card for an order the mobile app built, up to its single-use token. */
export default function Page({ loaderData }: Route.ComponentProps) {
  if (!loaderData.link) return <IncompleteLink page="app-payment" />;
  return <AppPayment link={loaderData.link} card={checkoutCard} />;
}
