import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * The built-in content service (docs/decisions/028-content-service.md): stories with a draft and
 * a published version, their version history, and uploaded images. The content module owns
 * these tables; the site reads only published snapshots (or a draft with a preview ticket).
 *
 * Content of a story is kept per language: `{ "default": <blok>, "es": <blok> | null }`, where a
 * blok is the vendor's component tree (`{ _uid, component, …fields }`). "default" is en-US; a
 * missing or null "es" falls back to "default" when the Spanish site asks.
 */
export const contentStories = pgTable(
  "content_stories",
  {
    /** The vendor's numeric story id. */
    id: serial("id").primaryKey(),
    uuid: text("uuid").notNull().unique(),
    /** The folder it sits in; null at the root. */
    parentId: integer("parent_id"),
    isFolder: boolean("is_folder").notNull().default(false),
    /** The folder's start page (`news-and-community` of the folder `news-and-community/`). */
    isStartpage: boolean("is_startpage").notNull().default(false),
    name: text("name").notNull(),
    /** Last segment of the path: lower-case letters, digits and hyphens. */
    slug: text("slug").notNull(),
    /** The whole path without a leading slash: `news-and-community/biscuit-drive-2026`. */
    fullSlug: text("full_slug").notNull(),
    position: integer("position").notNull().default(0),
    tagList: text("tag_list")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A date the story is about (an article's date), YYYY-MM-DD; sorts news. */
    sortByDate: text("sort_by_date"),
    /** The draft being edited: `{ default, es }` component trees. */
    draft: jsonb("draft").notNull(),
    /**
     * What the site shows: `{ name, slug, full_slug, content: { default, es } }` as published;
     * null when the story is not published (never was, or unpublished).
     */
    published: jsonb("published"),
    firstPublishedAt: timestamp("first_published_at", { withTimezone: true }),
    /** When the published snapshot was made; null when not published. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** A publication scheduled for later (a job of the queue publishes it); null when none. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    /** Bumped by every save: an editor sends the one it edited, and a stale save is a 409. */
    lockVersion: integer("lock_version").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Staff id of the last change (null for seeded or imported content). */
    updatedBy: text("updated_by"),
  },
  (t) => [
    uniqueIndex("content_stories_full_slug_idx").on(t.fullSlug),
    index("content_stories_parent_idx").on(t.parentId),
    index("content_stories_publish_at_idx").on(t.publishAt),
  ],
);

/** Every save, publication, unpublication and restore of a story, newest last. */
export const contentVersions = pgTable(
  "content_versions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    storyId: integer("story_id")
      .notNull()
      .references(() => contentStories.id, { onDelete: "cascade" }),
    /** save | publish | unpublish | restore | import */
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    /** The draft as it was: `{ default, es }`. */
    content: jsonb("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Staff id; null for seeded or imported content. */
    createdBy: text("created_by"),
  },
  (t) => [index("content_versions_story_idx").on(t.storyId, t.id)],
);

/** An uploaded image: the bytes live under DATA_DIR (or S3-compatible storage), never here. */
export const contentAssets = pgTable("content_assets", {
  /** Random, unguessable; part of the public URL. */
  id: text("id").primaryKey(),
  /** The uploader's file name, made safe (letters, digits, - _ .). */
  filename: text("filename").notNull(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  width: integer("width"),
  height: integer("height"),
  /** Alternative text per language: `{ default, es }` ("" for a decorative image). */
  alt: jsonb("alt").notNull(),
  /** local | s3 */
  storage: text("storage").notNull(),
  /** Where the bytes are in that storage. */
  storageKey: text("storage_key").notNull(),
  sha256: text("sha256").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  createdBy: text("created_by"),
});
