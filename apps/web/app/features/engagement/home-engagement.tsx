import "./strings.ts";
import "./engagement.css";

import type { ReactNode } from "react";
import { useMemo } from "react";

import type { ContentCard } from "@coop/contract/engagement-feed";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { CardBanner, CardCarousel } from "./card-carousel.tsx";
import { carouselCards, offerMessageCards, topAlertCards } from "./feed-rules.ts";
import { useEngagementFeed } from "./feed-store.ts";

/** The home carousel's cards (empty on the server and until the feed arrives). */
export function useCarouselCards() {
  const { feed } = useEngagementFeed();
  return useMemo(() => carouselCards(feed.cards), [feed.cards]);
}

/** The home page's carousel, or null when there is no card (so the slot stays hidden). */
export function useHomeCarousel() {
  const cards = useCarouselCards();
  return cards.length > 0 ? <CardCarousel cards={cards} /> : null;
}

/** The carousel under the built-in hero (a home page without a story), in its own region. */
export function CarouselSection({ carousel }: { carousel: ReactNode }) {
  const { t } = useTranslation("engagement");
  return (
    <section className="content-cards" aria-label={t("carousel.label")}>
      {carousel}
    </section>
  );
}

// The strings load only once there is a card to show, so an empty feed never delays a page.
function LabelledBanner({
  cards,
  labelKey,
  className,
}: {
  cards: ContentCard[];
  labelKey: "topAlert.label" | "offerMessage.label";
  className: string;
}) {
  const { t } = useTranslation("engagement");
  return <CardBanner cards={cards} label={t(labelKey)} className={className} />;
}

/** The home page's top alert: over the top of the page, with a dismiss on each card. */
export function HomeTopAlert() {
  const { feed } = useEngagementFeed();
  const cards = useMemo(() => topAlertCards(feed.cards), [feed.cards]);
  if (cards.length === 0) return null;
  return (
    <div className="engagement-top-alert-anchor">
      <LabelledBanner cards={cards} labelKey="topAlert.label" className="engagement-top-alert" />
    </div>
  );
}

/** The offers page's message (nothing when there is none). */
export function OfferScreenMessage() {
  const { feed } = useEngagementFeed();
  const cards = useMemo(() => offerMessageCards(feed.cards), [feed.cards]);
  if (cards.length === 0) return null;
  return (
    <LabelledBanner
      cards={cards}
      labelKey="offerMessage.label"
      className="engagement-offer-message"
    />
  );
}
