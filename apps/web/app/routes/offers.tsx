import "../features/offers/offers.css";

import { PageShell } from "../features/content/page-shell.tsx";
import { OfferScreenMessage } from "../features/engagement/home-engagement.tsx";
import { MemberOffers } from "../features/offers/member-offers.tsx";
import { PublicOffers, SignInCallToAction } from "../features/offers/public-offers.tsx";
import { useMember } from "../lib/member/session.ts";
import { pageHeadingMeta } from "../lib/meta.ts";
import { pageContextOf } from "../lib/page-context.ts";
import type { Route } from "./+types/offers";

// The chain's public offers (GET offers/all), read in-process so the server renders them.
export async function loader({ context }: Route.LoaderArgs) {
  return { offers: await pageContextOf(context).offers.publicOffers() };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageHeadingMeta(matches[0].loaderData?.language, "offers");
}

/**
 * `/offers` (`offers.public`): everyone sees the public offers; a guest is asked to sign in,
 * a signed-in member sees their wallet and rewards. The personal part fills in after
 * hydration, in space kept for it.
 */
export default function Page({ loaderData }: Route.ComponentProps) {
  const { hydrated, signedIn } = useMember();
  return (
    <PageShell page="offers">
      <OfferScreenMessage />
      <div className="offers-page">
        <PublicOffers offers={loaderData.offers} />
        <div className="offers-personal" data-testid="offers-personal">
          {hydrated && (signedIn ? <MemberOffers campaign="offers" /> : <SignInCallToAction />)}
        </div>
      </div>
    </PageShell>
  );
}
