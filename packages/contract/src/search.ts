// Site search: content pages and menu items, in the visitor's language. The
// browser takes the types only.
import { z } from "zod";

export const siteSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(2, "must be at least 2 characters")
    .max(100, "must be at most 100 characters"),
  /** en-US (default) or es. */
  lang: z.enum(["en-US", "es"]).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});

/** Text cut into parts, the matched ones marked (never HTML). */
export const highlightedSchema = z.array(z.object({ text: z.string(), match: z.boolean() }));
export type Highlighted = z.infer<typeof highlightedSchema>;

export const siteSearchResultSchema = z.object({
  kind: z.enum(["page", "article", "product"]),
  /** The site path to open. */
  url: z.string(),
  title: highlightedSchema,
  excerpt: highlightedSchema,
  /** An image URL, or null. */
  image: z.string().nullable(),
});
export type SiteSearchResult = z.infer<typeof siteSearchResultSchema>;

export const siteSearchResponseSchema = z.object({
  status: z.literal("ok"),
  data: z.object({
    query: z.string(),
    results: z.array(siteSearchResultSchema),
    /** Set when no result matched the words as typed but a close spelling did. */
    corrected: z.string().nullable(),
  }),
});
