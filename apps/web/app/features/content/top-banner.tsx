import "./strings.ts";
import "./top-banner.css";

import { useId } from "react";

import type { ContentLink, ContentStory } from "@coop/contract/content";
import type { PageContent, PageLanguage } from "@coop/contract/load-context";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { fieldLink } from "./link-safety.ts";
import { SafeAnchor } from "./safe-link.tsx";

/** The top banner as the layout hands it to the page: null when off or empty. */
export type TopBannerData = { text: string; linkLabel: string; link: ContentLink | null };

/** What the default layout reads from content for every page: the banner and the global class. */
export type LayoutContent = { topBanner: TopBannerData | null; globalClass: string };

const str = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** `content-page.top-banner`: the `globals/top-banner` story when it is active and has text. */
export function topBannerOf(story: ContentStory | null): TopBannerData | null {
  const c = story?.content as Record<string, unknown> | undefined;
  if (!c || c.component !== "top_banner" || c.active !== true || !str(c.text)) return null;
  const link = typeof c.link === "object" && c.link !== null ? (c.link as ContentLink) : null;
  return { text: str(c.text), linkLabel: str(c.link_label), link };
}

/** `content-page.global-class`: the `global_class` of `globals/site-options` ("" when none). */
export function globalClassOf(story: ContentStory | null): string {
  const c = story?.content as Record<string, unknown> | undefined;
  return c?.component === "site_options" ? str(c.global_class) : "";
}

/**
 * The layout's content, read on the server for every page so the banner and the theme are in
 * the server's HTML (no shift after hydration). A failed read is no banner and no class.
 */
export async function loadLayoutContent(
  content: PageContent,
  language: PageLanguage,
): Promise<LayoutContent> {
  const [banner, options] = await Promise.all([
    content.global("top-banner", language).catch(() => null),
    content.global("site-options", language).catch(() => null),
  ]);
  return { topBanner: topBannerOf(banner), globalClass: globalClassOf(options) };
}

/** `content-page.top-banner`: the strip above the header, with its link when it has a safe one. */
export function TopBanner({ banner, origin }: { banner: TopBannerData | null; origin?: string }) {
  const { t } = useTranslation("content");
  const labelId = useId();
  if (!banner) return null;
  const link = fieldLink(banner.link ?? undefined, origin ? [origin] : []);
  return (
    <aside className="top-banner" aria-labelledby={labelId}>
      <h2 id={labelId} className="visually-hidden">
        {t("topBannerLabel")}
      </h2>
      <p className="top-banner__text">
        {banner.text}
        {banner.linkLabel && link.kind !== "unsafe" && (
          <>
            {" "}
            <SafeAnchor link={link} className="top-banner__link">
              {banner.linkLabel}
            </SafeAnchor>
          </>
        )}
      </p>
    </aside>
  );
}
