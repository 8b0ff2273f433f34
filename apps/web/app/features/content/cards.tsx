import "./strings.ts";

import { useId } from "react";
import { Link } from "react-router";

import type { ContentAsset, ContentLink } from "@coop/contract/content";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { formatMoney } from "../../lib/money.ts";
import { productPath } from "../../lib/route-names.ts";
import { useContentEnv } from "./content-env.tsx";
import { ContentImage } from "./content-image.tsx";
import { fieldLink } from "./link-safety.ts";
import { SafeAnchor } from "./safe-link.tsx";

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

type CardFields = { title?: unknown; text?: unknown; image?: unknown; link?: unknown };

/** A card: its image, its title (the link, when it has a safe one) and its text. */
function Card({ card, headingLevel }: { card: CardFields; headingLevel: 2 | 3 }) {
  const { origins } = useContentEnv();
  const title = text(card.title);
  if (!title) return null;
  const link = fieldLink(card.link as ContentLink | undefined, origins);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="content-card">
      <ContentImage
        asset={card.image as ContentAsset | undefined}
        className="content-card__image"
      />
      <Heading className="content-card__title">
        <SafeAnchor link={link} className="content-card__link">
          {title}
        </SafeAnchor>
      </Heading>
      {text(card.text) && <p className="content-card__text">{text(card.text)}</p>}
    </article>
  );
}

export function SingleCard({ blok }: { blok: CardFields }) {
  return (
    <div className="content-card-single">
      <Card card={blok} headingLevel={2} />
    </div>
  );
}

/** A titled grid of cards (one column on a phone, up to three on a wide screen). */
export function CardGrid({ blok }: { blok: { title?: unknown; cards?: unknown } }) {
  const headingId = useId();
  const title = text(blok.title);
  const cards = Array.isArray(blok.cards)
    ? (blok.cards as (CardFields & { _uid?: unknown })[]).filter((c) => text(c?.title))
    : [];
  if (cards.length === 0) return null;
  return (
    <section className="content-grid" aria-labelledby={title ? headingId : undefined}>
      {title && <h2 id={headingId}>{title}</h2>}
      <ul className="content-grid__list">
        {cards.map((card, i) => (
          <li key={text(card._uid) || i}>
            <Card card={card} headingLevel={title ? 3 : 2} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * `content-page.featured-products`: products of the default menu, by sku in the editor's order; a
 * sku the menu does not have is left out, and with none left nothing shows.
 */
export function FeaturedProducts({ blok }: { blok: { title?: unknown; skus?: unknown } }) {
  const { t } = useTranslation("content");
  const { products } = useContentEnv();
  const headingId = useId();
  const skus = Array.isArray(blok.skus) ? blok.skus.filter((s) => typeof s === "string") : [];
  const shown = skus.flatMap((sku) => (products[sku] ? [products[sku]] : []));
  if (shown.length === 0) return null;
  return (
    <section className="content-grid content-products" aria-labelledby={headingId}>
      <h2 id={headingId}>{text(blok.title) || t("featuredTitle")}</h2>
      <ul className="content-grid__list">
        {shown.map((product) => (
          <li key={product.sku}>
            <article className="content-card">
              {product.image && (
                <img
                  className="content-card__image"
                  src={product.image}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              )}
              <h3 className="content-card__title">
                <Link className="content-card__link" to={productPath({ sku: product.sku })}>
                  {product.name}
                </Link>
              </h3>
              {product.description && <p className="content-card__text">{product.description}</p>}
              <p className="content-card__price">{formatMoney(product.cost)}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
