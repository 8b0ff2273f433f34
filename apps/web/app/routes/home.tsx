import "../styles/home.css";

import { data, Link } from "react-router";

import { brand } from "../brand.ts";
import { contentMeta } from "../features/content/content-meta.ts";
import { HomeStory } from "../features/content/home-story.tsx";
import {
  loadStoryPage,
  PREVIEW_HEADERS,
  storyPageHeaders,
} from "../features/content/load-story.ts";
import {
  CarouselSection,
  HomeTopAlert,
  useHomeCarousel,
} from "../features/engagement/home-engagement.tsx";
import { useTranslation } from "../lib/i18n-react.tsx";
import { pageMeta } from "../lib/meta.ts";
import { locationsPath, routePaths } from "../lib/route-names.ts";
import type { Route } from "./+types/home";

// `/` (`content-page.home`): the `home` story when it is published (hero, featured products of
// the default menu, the content-card slot, card grids, latest news); without it (or when
// content cannot be read) the built-in hero below.

export async function loader(args: Route.LoaderArgs) {
  const page = await loadStoryPage(args, { compactLists: true });
  return data({ page }, page?.preview ? { headers: PREVIEW_HEADERS } : undefined);
}

export const headers = storyPageHeaders;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return loaderData?.page
    ? contentMeta(loaderData.page, true)
    : pageMeta(matches[0].loaderData?.language);
}

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
 * The engagement cards fill in after hydration: the top alert over the top of the page, the
 * carousel in the story's content-card slot (after the built-in hero without a story).
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const carousel = useHomeCarousel();
  return (
    <>
      <HomeTopAlert />
      {loaderData.page ? (
        <HomeStory data={loaderData.page} contentCards={carousel} />
      ) : (
        <>
          <BuiltInHero />
          {carousel && <CarouselSection carousel={carousel} />}
        </>
      )}
    </>
  );
}
