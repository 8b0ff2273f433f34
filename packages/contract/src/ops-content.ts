// Content authoring under /api/ops/content (docs/decisions/028-content-service.md), for staff with
// the marketing or admin role. The browser takes the types only.
import { z } from "zod";

const instantSchema = z.iso.datetime({
  offset: true,
  error: () => "must be a date and time (ISO 8601, with its offset)",
});

/** A path segment: lower-case letters, digits and single hyphens (`biscuit-drive-2026`). */
export const CONTENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const contentSlugSchema = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(80, "must be at most 80 characters")
  .regex(CONTENT_SLUG_PATTERN, {
    error: "must be lower-case letters, digits and single hyphens (for example biscuit-drive-2026)",
  });

/** The components a new story may start from. */
export const STORY_KINDS = ["page", "news_article"] as const;

/**
 * A story's content per language: the default (en-US) tree, and the Spanish one or null (the
 * Spanish site then shows the default). Each tree is a blok: `{ _uid, component, … }`; the server
 * checks it against the component it claims.
 */
export const storyContentSchema = z.object({
  default: z.looseObject({ _uid: z.string().min(1).max(64), component: z.string().min(1).max(60) }),
  es: z
    .looseObject({ _uid: z.string().min(1).max(64), component: z.string().min(1).max(60) })
    .nullable(),
});
export type StoryContent = z.infer<typeof storyContentSchema>;

/** Where a story stands: never published, published as is, published with unpublished changes. */
export const storyStateSchema = z.enum(["draft", "published", "changed"]);
export type StoryState = z.infer<typeof storyStateSchema>;

export const opsStorySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  full_slug: z.string(),
  is_folder: z.boolean(),
  is_startpage: z.boolean(),
  /** The component of its default tree ("" for a folder). */
  component: z.string(),
  state: storyStateSchema,
  published_at: z.string().nullable(),
  /** A scheduled publication, or null. */
  publish_at: z.string().nullable(),
  updated_at: z.string(),
  /** Who changed it last; null for seeded or imported content. */
  updated_by: z.string().nullable(),
  tag_list: z.array(z.string()),
  /** The page of the site that shows it, or null (a global story, a folder). */
  site_path: z.string().nullable(),
});
export type OpsStorySummary = z.infer<typeof opsStorySummarySchema>;

export const opsStoryListQuerySchema = z.object({
  /** Words of the name or the full slug. */
  q: z.string().trim().max(100).optional(),
  /** A folder's full slug ("" or absent: everything). */
  folder: z.string().max(300).optional(),
  state: storyStateSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  per_page: z.coerce.number().int().min(1).max(100).optional(),
});
export const opsStoryListResponseSchema = z.object({
  status: z.literal("ok"),
  data: z.object({
    stories: z.array(opsStorySummarySchema),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  }),
});

export const opsStorySchema = opsStorySummarySchema.extend({
  parent_id: z.number().int().nullable(),
  position: z.number().int(),
  sort_by_date: z.string().nullable(),
  content: storyContentSchema,
  /** Send it back with an update: a story saved meanwhile by someone else answers 409. */
  lock_version: z.number().int(),
});
export type OpsStory = z.infer<typeof opsStorySchema>;
export const opsStoryResponseSchema = z.object({ status: z.literal("ok"), data: opsStorySchema });

export const opsStoryIdParamsSchema = z.object({
  id: z.coerce.number({ error: "must be a story id" }).int().positive("must be a story id"),
});

/** POST content/stories: a new draft story (or folder) under a folder. */
export const opsStoryCreateBodySchema = z.object({
  name: z.string().trim().min(1, "must not be empty").max(120, "must be at most 120 characters"),
  slug: contentSlugSchema,
  /** The folder's full slug; "" for the root. */
  folder: z.string().max(300),
  /** The component the story starts from; absent for a folder. */
  component: z.enum(STORY_KINDS).optional(),
  is_folder: z.boolean().optional(),
  tag_list: z.array(z.string().trim().min(1).max(40)).max(20).optional(),
});

/** PUT content/stories/{id}: save the draft. */
export const opsStoryUpdateBodySchema = z.object({
  name: z.string().trim().min(1, "must not be empty").max(120, "must be at most 120 characters"),
  slug: contentSlugSchema,
  tag_list: z.array(z.string().trim().min(1).max(40)).max(20),
  sort_by_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "must be a date (YYYY-MM-DD)" })
    .nullable(),
  content: storyContentSchema,
  lock_version: z.number().int(),
});

/** POST content/stories/{id}/publish: now (no `at`), or at a later time (a scheduled publication). */
export const opsStoryPublishBodySchema = z.object({
  at: instantSchema.nullable().optional(),
});

export const opsStoryVersionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(["save", "publish", "unpublish", "restore", "import"]),
  name: z.string(),
  slug: z.string(),
  created_at: z.string(),
  /** The staff member's name; null for seeded or imported content. */
  created_by: z.string().nullable(),
});
export const opsStoryVersionsResponseSchema = z.object({
  status: z.literal("ok"),
  data: z.object({ versions: z.array(opsStoryVersionSchema) }),
});
export const opsStoryVersionParamsSchema = z.object({
  id: z.coerce.number().int().positive("must be a story id"),
  versionId: z.coerce.number().int().positive("must be a version id"),
});

/** POST content/stories/{id}/preview: a link to the draft on the real page, valid a short while. */
export const opsStoryPreviewResponseSchema = z.object({
  status: z.literal("ok"),
  data: z.object({
    /** The page's path with the preview ticket (`?coop_preview=…`), per language. */
    url: z.string(),
    url_es: z.string(),
    expires_at: z.string(),
  }),
});

// ── Images ──────────────────────────────────────────────────────────────────────────────

/** Image types and the size limit of an upload. */
export const ASSET_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export const ASSET_MAX_BYTES = 5 * 1024 * 1024;

export const opsAssetSchema = z.object({
  id: z.string(),
  /** The public URL of the image. */
  filename: z.string(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt: z.object({ default: z.string(), es: z.string() }),
  created_at: z.string(),
});
export type OpsAsset = z.infer<typeof opsAssetSchema>;
export const opsAssetResponseSchema = z.object({ status: z.literal("ok"), data: opsAssetSchema });
export const opsAssetListResponseSchema = z.object({
  status: z.literal("ok"),
  data: z.object({ assets: z.array(opsAssetSchema) }),
});
/**
 * POST content/assets: the image's bytes are the body (its Content-Type one of ASSET_TYPES); the
 * file name and alternative texts are query parameters.
 */
export const opsAssetUploadQuerySchema = z.object({
  name: z.string().trim().min(1, "must name the file").max(120),
  alt: z.string().max(300, "must be at most 300 characters"),
  alt_es: z.string().max(300, "must be at most 300 characters").optional(),
});
export const opsAssetIdParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/, { error: "must be an image id" }),
});
export const opsAssetUpdateBodySchema = z.object({
  alt: z.object({
    default: z.string().max(300, "must be at most 300 characters"),
    es: z.string().max(300, "must be at most 300 characters"),
  }),
});
