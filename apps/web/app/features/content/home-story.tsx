import "./content.css";
import "./strings.ts";

import type { ReactNode } from "react";

import { BlokList } from "./bloks.tsx";
import { ContentEnvProvider } from "./content-env.tsx";
import type { StoryPageData } from "./load-story.ts";
import { PreviewBanner } from "./story-page.tsx";

const str = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/**
 * `content-page.home`: the home page from the `home` story: its first hero is the page's heading
 * (else the story's title is, for screen readers), then the featured products, the content-card
 * slot, card grids and the latest news (the newest few, with a link to all of them).
 */
export function HomeStory({
  data,
  contentCards = null,
}: {
  data: StoryPageData;
  /** What fills the content-card slot (the engagement carousel), null while there is nothing. */
  contentCards?: ReactNode;
}) {
  const content = data.story.content as Record<string, unknown>;
  const body = Array.isArray(content.body) ? (content.body as Record<string, unknown>[]) : [];
  const heroFirst = body[0]?.component === "hero" && str(body[0]?.headline) !== "";
  return (
    <ContentEnvProvider
      value={{
        origins: [data.origin],
        lists: data.lists,
        products: data.products,
        compactLists: true,
        heroIsTitle: true,
        contentCards,
      }}
    >
      {data.preview && <PreviewBanner />}
      <div className="content-home">
        {!heroFirst && (
          <h1 id="page-heading" className="visually-hidden">
            {str(content.title) || data.story.name}
          </h1>
        )}
        <BlokList bloks={body} />
      </div>
    </ContentEnvProvider>
  );
}
