import { Link, useRouteLoaderData } from "react-router";

import { brand } from "../brand.ts";
import { HomeStory } from "../features/content/home-story.tsx";
import type { StoryPageData } from "../features/content/load-story.ts";
import {
  CarouselSection,
  HomeTopAlert,
  useHomeCarousel,
} from "../features/engagement/home-engagement.tsx";
import { cateringOrigin } from "../lib/channel.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { locationsPath, routePaths } from "../lib/route-names.ts";

// Not a route module: the consumer site's home page, the default channel's view of `/`
// (routes/home.tsx), a chunk of its own so that the catering site's home never loads it.
// Its stylesheets are imported by routes/home.tsx, so the server's HTML links them.

/** The home page without content: the brand, its tagline and the ways to start an order. */
function BuiltInHero() {
  const { t } = useTranslation();
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <img className="home-hero__logo" src={brand.logo} alt="" width={96} height={96} />
      <h1 id="home-title" className="home-hero__title">
        {t("home.title")}
      </h1>
      <p className="home-hero__tagline">{t(brand.tagline)}</p>
      <p className="home-hero__intro">{t("home.intro")}</p>
      <nav className="home-hero__actions" aria-label={t("home.startLabel")}>
        <Link className="button button--primary" to={locationsPath("pickup")}>
          {t("home.orderPickup")}
        </Link>
        <Link className="button button--outline" to={locationsPath("delivery")}>
          {t("home.orderDelivery")}
        </Link>
        <Link className="home-hero__menu-link" to={routePaths.menu}>
          {t("home.seeMenu")}
        </Link>
      </nav>
    </section>
  );
}

/**
 * `catering-home.consumer-anchor`: the consumer site's `/#catering-menu` lands on this short
 * section, which sends catering visitors to the catering site (markup only, no catering code).
 */
function CateringSection() {
  const { t } = useTranslation();
  const root = useRouteLoaderData("root") as { origin?: string } | undefined;
  const origin = cateringOrigin(root?.origin ?? "http://localhost");
  return (
    <section id="catering-menu" className="home-catering" aria-labelledby="home-catering-title">
      <h2 id="home-catering-title" className="home-catering__title">
        {t("home.cateringTitle")}
      </h2>
      <p className="home-catering__text">{t("home.cateringText")}</p>
      {/* On a host that is an IP address there is no catering site: this site's catering page. */}
      <a className="button button--outline" href={origin ? `${origin}/` : "/catering"}>
        {t("home.cateringLink")}
      </a>
    </section>
  );
}

/**
 * The engagement cards fill in after hydration: the top alert over the top of the page, the
 * carousel in the story's content-card slot (after the built-in hero without a story).
 */
export default function ConsumerHome({ page }: { page: StoryPageData | null }) {
  const carousel = useHomeCarousel();
  return (
    <>
      <HomeTopAlert />
      {page ? (
        <HomeStory data={page} contentCards={carousel} />
      ) : (
        <>
          <BuiltInHero />
          {carousel && <CarouselSection carousel={carousel} />}
        </>
      )}
      <CateringSection />
    </>
  );
}
