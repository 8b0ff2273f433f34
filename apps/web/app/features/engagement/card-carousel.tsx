import "./strings.ts";
import "./engagement.css";

import type { KeyboardEvent } from "react";
import { useId, useRef, useState } from "react";

import type { ContentCard } from "@coop/contract/engagement-feed";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { EngagementLink } from "./engagement-link.tsx";
import { sendEngagementEvent } from "./feed-store.ts";
import { useImpression } from "./use-impression.ts";

/** One content card: image, title, description, link and (when allowed) a dismiss button. */
export function EngagementCard({
  card,
  preview = false,
}: {
  card: ContentCard;
  /** On the preview page nothing is recorded and the card cannot be dismissed. */
  preview?: boolean;
}) {
  const { t } = useTranslation("engagement");
  const ref = useRef<HTMLElement>(null);
  useImpression(ref, card.id, card.viewed || preview);
  const titleId = useId();
  return (
    <article
      className={`engagement-card engagement-card--${card.type}`}
      ref={ref}
      aria-labelledby={titleId}
    >
      {card.image_url && (
        <img
          className="engagement-card__image"
          src={card.image_url}
          alt={card.image_alt}
          loading="lazy"
          width={640}
          height={360}
        />
      )}
      <div className="engagement-card__body">
        <h3
          id={titleId}
          className={card.type === "image_only" ? "visually-hidden" : "engagement-card__title"}
        >
          {card.title}
        </h3>
        {card.type !== "image_only" && card.description && (
          <p className="engagement-card__description">{card.description}</p>
        )}
        {card.url &&
          (preview ? (
            <span className="engagement-card__link">{card.link_text || t("card.open")}</span>
          ) : (
            <EngagementLink id={card.id} url={card.url} className="engagement-card__link">
              {card.link_text || t("card.open")}
            </EngagementLink>
          ))}
      </div>
      {card.dismissible && !preview && (
        <button
          type="button"
          className="engagement-card__dismiss"
          aria-label={t("card.dismiss", { title: card.title })}
          onClick={() => void sendEngagementEvent(card.id, "dismiss")}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </article>
  );
}

/**
 * `engagement-site.carousel-a11y`: the home page's cards, one at a time, as the WAI-ARIA carousel
 * pattern: a region described as a carousel, each card a group described as a slide, previous
 * and next buttons with names, Left and Right arrow keys, Home and End, and the position
 * ("Card 2 of 4") announced politely. It never turns by itself.
 */
export function CardCarousel({ cards, label }: { cards: ContentCard[]; label?: string }) {
  const { t } = useTranslation("engagement");
  const [index, setIndex] = useState(0);
  const count = cards.length;
  const current = Math.min(index, count - 1);
  if (count === 0) return null;
  const card = cards[current]!;
  const go = (next: number) => setIndex((next + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return;
    const moves: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    // Keys typed in a control of the card (none today) keep their own meaning.
    if (event.key === "Home" || event.key === "End") {
      setIndex(target);
    } else {
      go(target);
    }
    event.preventDefault();
  };
  return (
    <section
      className="engagement-carousel"
      aria-roledescription={t("carousel.roledescription")}
      aria-label={label ?? t("carousel.label")}
      onKeyDown={onKeyDown}
    >
      {count > 1 && (
        <div className="engagement-carousel__controls">
          <button
            type="button"
            className="engagement-carousel__button"
            aria-label={t("carousel.previous")}
            onClick={() => go(current - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="engagement-carousel__button"
            aria-label={t("carousel.next")}
            onClick={() => go(current + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {count > 1 ? t("carousel.position", { index: current + 1, count }) : ""}
      </p>
      <div
        key={card.id}
        className="engagement-carousel__slide"
        role="group"
        aria-roledescription={t("carousel.slide")}
        aria-label={t("carousel.position", { index: current + 1, count })}
      >
        <EngagementCard card={card} />
      </div>
    </section>
  );
}

/**
 * A strip of cards with a dismiss (the home page's top alert, the offers page's message):
 * a labelled region, nothing at all when there is no card.
 */
export function CardBanner({
  cards,
  label,
  className,
}: {
  cards: ContentCard[];
  label: string;
  className: string;
}) {
  if (cards.length === 0) return null;
  return (
    <section className={`engagement-banner ${className}`} aria-label={label}>
      {cards.map((card) => (
        <EngagementCard key={card.id} card={card} />
      ))}
    </section>
  );
}
