import { GLOBALS_FOLDER, SITE_STORIES_PER_PAGE } from "@coop/contract/content";
import type { PageContent } from "@coop/contract/load-context";

import type { DeliveryRepository } from "./delivery-repository.ts";
import type { DeliveryService } from "./delivery-service.ts";
import type { PreviewTickets } from "./preview-ticket.ts";
import { deliveryStoryOf, findStory, queryStories } from "./story-query.ts";
import { contentLanguageOf } from "./story-shape.ts";

export type PageContentDeps = {
  delivery: Pick<DeliveryService, "published">;
  repository: Pick<DeliveryRepository, "load" | "storyIdOf">;
  previewTickets: Pick<PreviewTickets, "storyOf">;
  now: () => Date;
  /** Told about a failed read; the page then gets nothing (`content.failed-read`). */
  onError: (error: unknown) => void;
};

/**
 * The published content the pages render, read in-process (`content.page-reads`): the delivery
 * service's published stories, loaded once per publication and queried in memory, in the page's
 * language with the default one where a story has no Spanish version. A preview ticket that
 * names the story asked for shows its draft instead (`content.preview-ticket`). A failed read
 * is logged and answers nothing (`content.failed-read`): the page shows its 404 or fallback.
 */
export function createPageContent(deps: PageContentDeps): PageContent {
  async function draftOf(fullSlug: string, ticket: string, language: "default" | "es") {
    const id = deps.previewTickets.storyOf(ticket, deps.now());
    if (id === null || id !== (await deps.repository.storyIdOf(fullSlug))) return null;
    const entry = findStory(await deps.repository.load("draft"), fullSlug);
    return entry ? deliveryStoryOf(entry, language, false) : null;
  }

  async function published(fullSlug: string, language: "default" | "es") {
    const { entries } = await deps.delivery.published();
    const entry = findStory(entries, fullSlug);
    return entry ? deliveryStoryOf(entry, language, false) : null;
  }

  return {
    async story(fullSlug, { language, preview }) {
      const lang = contentLanguageOf(language);
      try {
        if (preview) {
          const draft = await draftOf(fullSlug, preview, lang);
          if (draft) return draft;
        }
        return await published(fullSlug, lang);
      } catch (error) {
        deps.onError(error);
        return null;
      }
    },
    async stories(query) {
      try {
        const { entries } = await deps.delivery.published();
        return queryStories(entries, {
          startsWith: query.startsWith,
          page: Math.max(1, Math.floor(query.page ?? 1)),
          perPage: Math.min(Math.max(1, Math.floor(query.perPage ?? SITE_STORIES_PER_PAGE)), 100),
          excludingSlugs: query.excludingSlugs ?? [],
          bySlugs: [],
          withTag: query.withTag ? query.withTag.split(",").filter(Boolean) : [],
          isStartpage: undefined,
          sortBy: query.sortBy,
          language: contentLanguageOf(query.language),
          prefixLanguage: false,
        });
      } catch (error) {
        deps.onError(error);
        return { stories: [], total: 0 };
      }
    },
    async global(slug, language) {
      try {
        return await published(`${GLOBALS_FOLDER}/${slug}`, contentLanguageOf(language));
      } catch (error) {
        deps.onError(error);
        return null;
      }
    },
  };
}
