import "../styles/home.css";
// The catering home's styles are in the page's own stylesheets (its server HTML needs them);
// its code loads only on the catering site (below).
import "../features/catering/catering.css";

import { lazy } from "react";
import { data, Link, useRouteLoaderData } from "react-router";

import { brand } from "../brand.ts";
import { loadCateringHome } from "../features/catering/load-catering.ts";
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
import { cateringOrigin, channelFor } from "../lib/channel.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { pageHeadingMeta, pageMeta } from "../lib/meta.ts";
import { locationsPath, routePaths } from "../lib/route-names.ts";
import type { Route } from "./+types/home";

// `/` (`content-page.home`): the `home` story when it is published (hero, featured products of
// the default menu, the content-card slot, card grids, latest news); without it (or when
// content cannot be read) the built-in hero below.
// On the catering site (`catering-home.page`), `/` is the catering home instead.

const importCateringHome = () => import("../features/catering/catering-home.tsx");
const CateringHome = lazy(importCateringHome);
// The catering home's code is its own chunk, so the consumer home never loads it; on the
// catering site it is asked for as soon as this module runs, before hydration needs it.
if (typeof window !== "undefined" && channelFor(window.location) === "catering") {
  void importCateringHome();
}

export async function loader(args: Route.LoaderArgs) {
  if (channelFor(new URL(args.request.url)) === "catering") {
    return data({ page: null, catering: await loadCateringHome(args.context) });
  }
  const page = await loadStoryPage(args, { compactLists: true });
  return data({ page, catering: null }, page?.preview ? { headers: PREVIEW_HEADERS } : undefined);
}

export const headers = storyPageHeaders;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (loaderData?.catering) return pageHeadingMeta(matches[0].loaderData?.language, "catering");
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
      <a className="button button--outline" href={`${origin}/`}>
        {t("home.cateringLink")}
      </a>
    </section>
  );
}

/**
 * The engagement cards fill in after hydration: the top alert over the top of the page, the
 * carousel in the story's content-card slot (after the built-in hero without a story).
 */
function ConsumerHome({ page }: { page: Route.ComponentProps["loaderData"]["page"] }) {
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

export default function Home({ loaderData }: Route.ComponentProps) {
  return loaderData.catering ? (
    <CateringHome data={loaderData.catering} />
  ) : (
    <ConsumerHome page={loaderData.page} />
  );
}
