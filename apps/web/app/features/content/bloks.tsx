import "./strings.ts";

import { lazy, useId } from "react";

import type {
  CtaBlok,
  FaqBlok,
  FormEmbedBlok,
  HeroBlok,
  ImageBlok,
  RichTextBlok,
} from "@coop/contract/content";
import { isFormId } from "@coop/contract/form-definitions";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { ArticleList } from "./article-list.tsx";
import { CardGrid, FeaturedProducts, SingleCard } from "./cards.tsx";
import { useContentEnv } from "./content-env.tsx";
import { ContentImage } from "./content-image.tsx";
import { fieldLink } from "./link-safety.ts";
import { RichText } from "./rich-text.tsx";
import { SafeAnchor } from "./safe-link.tsx";

// `content-page.components`: the components a page's body is made of. Each reads only its own
// fields, checks them (content is data an editor saved), and renders nothing when a required
// one is missing. A component the site does not know is skipped, never a crash.

type AnyBlok = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

function Hero({ blok, isTitle }: { blok: HeroBlok; isTitle: boolean }) {
  const { origins } = useContentEnv();
  const headline = text(blok.headline);
  if (!headline) return null;
  const Heading = isTitle ? "h1" : "h2";
  const link = fieldLink(blok.cta_link, origins);
  return (
    <section className="content-hero">
      <ContentImage asset={blok.image} className="content-hero__image" priority />
      <div className="content-hero__body">
        <Heading id={isTitle ? "page-heading" : undefined} className="content-hero__headline">
          {headline}
        </Heading>
        {text(blok.text) && <p className="content-hero__text">{text(blok.text)}</p>}
        {text(blok.cta_label) && link.kind !== "unsafe" && (
          <p className="content-hero__action">
            <SafeAnchor link={link} className="button button--primary">
              {text(blok.cta_label)}
            </SafeAnchor>
          </p>
        )}
      </div>
    </section>
  );
}

function ImageFigure({ blok }: { blok: ImageBlok }) {
  const caption = text(blok.caption);
  return (
    <figure className="content-figure">
      <ContentImage asset={blok.image} className="content-figure__image" />
      {caption && <figcaption className="content-figure__caption">{caption}</figcaption>}
    </figure>
  );
}

function CallToAction({ blok }: { blok: CtaBlok }) {
  const { origins } = useContentEnv();
  const label = text(blok.label);
  const link = fieldLink(blok.link, origins);
  if (!label || link.kind === "unsafe") return null;
  const style = blok.style === "outline" ? "button--outline" : "button--primary";
  return (
    <div className="content-cta">
      {text(blok.text) && <p className="content-cta__text">{text(blok.text)}</p>}
      <SafeAnchor link={link} className={`button ${style}`}>
        {label}
      </SafeAnchor>
    </div>
  );
}

function Faq({ blok }: { blok: FaqBlok }) {
  const { t } = useTranslation("content");
  const headingId = useId();
  const items = Array.isArray(blok.items) ? blok.items.filter((i) => text(i?.question)) : [];
  if (items.length === 0) return null;
  return (
    <section className="content-faq" aria-labelledby={headingId}>
      <h2 id={headingId}>{text(blok.title) || t("faqTitle")}</h2>
      {items.map((item, i) => (
        <details key={text(item._uid) || i} className="content-faq__item">
          <summary className="content-faq__question">{text(item.question)}</summary>
          <RichText doc={item.answer} className="content-faq__answer" />
        </details>
      ))}
    </section>
  );
}

// The form renderer (with its fields, checks and bot check) loads only on a page that embeds a
// form: most content pages, the home among them, have none. No Suspense boundary of its own:
// the server waits for it inside the page's shell, so the HTML is the same as before, and on
// the client the page hydrates once it has arrived.
const FormRenderer = lazy(() =>
  import("../../ui/forms/form-renderer.tsx").then((m) => ({ default: m.FormRenderer })),
);

/**
 * `content-page.form-embed`: a form placed in a page is the site's form of that id (contact,
 * franchising, media, donation, catering), drawn and sent by the shared form renderer, under
 * the editor's title. A form id the site does not know shows its title and says plainly that
 * it cannot be sent online; nothing pretends to submit.
 */
function FormEmbed({ blok }: { blok: FormEmbedBlok }) {
  const { t } = useTranslation("content");
  const headingId = useId();
  const form = text(blok.form);
  if (isFormId(form))
    return (
      <div className="content-form" data-form={form}>
        <FormRenderer formId={form} title={text(blok.title) || undefined} />
      </div>
    );
  return (
    <section className="content-form" aria-labelledby={headingId} data-form={form}>
      <h2 id={headingId}>{text(blok.title) || t("formTitle")}</h2>
      <p className="content-form__notice">{t("formUnavailable")}</p>
    </section>
  );
}

/**
 * `content-page.cards-slot`: where the engagement service's content cards go. A labelled region that
 * stays hidden while there is nothing in it: no made-up cards.
 */
function ContentCardsSlot({ title }: { title: string }) {
  const { t } = useTranslation("content");
  const { contentCards } = useContentEnv();
  return (
    <section
      className="content-cards"
      aria-label={title || t("contentCardsLabel")}
      data-slot="content-cards"
      hidden={contentCards ? undefined : true}
    >
      {contentCards}
    </section>
  );
}

/** One component of a page's body; null for an unknown one. */
export function BlokView({ blok, first = false }: { blok: unknown; first?: boolean }) {
  const { heroIsTitle } = useContentEnv();
  if (typeof blok !== "object" || blok === null) return null;
  const b = blok as AnyBlok;
  switch (b.component) {
    case "hero":
      return <Hero blok={b as unknown as HeroBlok} isTitle={heroIsTitle && first} />;
    case "rich_text":
      return <RichText doc={(b as unknown as RichTextBlok).text} className="content-rich-text" />;
    case "image":
      return <ImageFigure blok={b as unknown as ImageBlok} />;
    case "call_to_action":
      return <CallToAction blok={b as unknown as CtaBlok} />;
    case "card":
      return <SingleCard blok={b} />;
    case "card_grid":
      return <CardGrid blok={b} />;
    case "faq":
      return <Faq blok={b as unknown as FaqBlok} />;
    case "form_embed":
      return <FormEmbed blok={b as unknown as FormEmbedBlok} />;
    case "content_cards":
      return <ContentCardsSlot title={text(b.title)} />;
    case "featured_products":
      return <FeaturedProducts blok={b} />;
    case "article_list":
      return <ArticleList uid={text(b._uid)} title={text(b.title)} />;
    default:
      return null;
  }
}

/** A page's body: its components in order. */
export function BlokList({ bloks }: { bloks: unknown }) {
  if (!Array.isArray(bloks)) return null;
  return (
    <>
      {bloks.map((blok: unknown, i) => (
        <BlokView
          key={typeof (blok as AnyBlok)?._uid === "string" ? String((blok as AnyBlok)._uid) : i}
          blok={blok}
          first={i === 0}
        />
      ))}
    </>
  );
}
