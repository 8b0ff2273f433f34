import { randomUUID } from "node:crypto";

import type { z } from "zod";

import type {
  opsStoryCreateBodySchema,
  opsStoryListQuerySchema,
  opsStoryUpdateBodySchema,
  StoryState,
} from "@coop/contract/ops-content";

import type { Db } from "../../db/client.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import type { StaffService } from "../staff/service.ts";
import * as repo from "./authoring-repository.ts";
import {
  brief,
  FOLDER_CONTENT,
  folderOf,
  type Joined,
  starter,
  storyOf,
  summaryOf,
} from "./authoring-shape.ts";
import { checkStoryContent } from "./blok-check.ts";
import type { ContentEvents } from "./events.ts";
import type { PreviewTickets } from "./preview-ticket.ts";
import { affectedPaths, sitePathOf } from "./site-paths.ts";
import type { PublishedSnapshot } from "./story-shape.ts";

export type Actor = { id: string };

export type AuthoringDeps = {
  db: Db;
  now: () => Date;
  events: ContentEvents;
  audit: StaffService["writeAudit"];
  /** Staff names by id (modules/staff). */
  names: StaffService["names"];
  previews: PreviewTickets;
  /** Adds the job that publishes a story at a later time (publish-jobs.ts), in `tx`. */
  schedule: (tx: Db, storyId: number, at: Date, actor: Actor) => Promise<void>;
};

/** Content authoring (`content.*` rules in docs/rules.md): the rules of /api/ops/content. */
export function createAuthoringService(deps: AuthoringDeps) {
  const { db, now, events, audit } = deps;

  async function named(tx: Db, rows: { story: repo.StoryRecord; state: StoryState }[]) {
    const names = await deps.names(
      rows.flatMap((r) => r.story.updatedBy ?? []),
      tx,
    );
    return rows.map((r) => ({ ...r, updatedByName: names.get(r.story.updatedBy ?? "") ?? null }));
  }
  async function load(tx: Db, id: number, forUpdate = false): Promise<Joined> {
    const row = await repo.findStory(tx, id, forUpdate);
    if (!row) throw notFound(`There is no story ${id}. It may have been deleted.`);
    return (await named(tx, [row]))[0]!;
  }
  const reload = async (id: number) => storyOf(await load(db, id));

  async function slugFree(tx: Db, fullSlug: string, exceptId?: number) {
    const other = await repo.findBySlug(tx, fullSlug);
    if (other && other.id !== exceptId)
      throw new HttpError(
        409,
        `"${fullSlug}" is taken by ${other.isFolder ? "the folder" : "the story"} "${other.name}". Choose another slug.`,
        {
          errors: [{ path: "slug", message: "is taken" }],
        },
      );
  }

  /** Tells every process which cached pages to drop, once the change is committed. */
  const tell = (fullSlugs: (string | null | undefined)[] | "all") =>
    events.publish({
      paths: fullSlugs === "all" ? "all" : affectedPaths(fullSlugs.filter((s): s is string => !!s)),
      cv: Math.floor(now().getTime() / 1000),
    });

  async function publishInTx(tx: Db, id: number, actorId: string | null) {
    const row = await load(tx, id, true);
    const s = row.story;
    if (s.isFolder) throw new HttpError(409, `"${s.name}" is a folder; publish its stories.`);
    const at = now();
    const snapshot: PublishedSnapshot = {
      name: s.name,
      slug: s.slug,
      full_slug: s.fullSlug,
      content: s.draft as PublishedSnapshot["content"],
    };
    const before = (s.published as PublishedSnapshot | null)?.full_slug;
    const updated = await repo.updateStory(tx, id, {
      published: snapshot,
      publishedAt: at,
      firstPublishedAt: s.firstPublishedAt ?? at,
      publishAt: null,
    });
    await repo.insertVersion(tx, updated, "publish", actorId, at);
    return { slugs: [before, s.fullSlug], story: updated };
  }

  return {
    async list(query: z.infer<typeof opsStoryListQuerySchema>) {
      const page = query.page ?? 1;
      const perPage = query.per_page ?? 25;
      const { rows, total } = await repo.listStories(db, { ...query, page, perPage });
      return { stories: (await named(db, rows)).map(summaryOf), total, page, per_page: perPage };
    },

    get: reload,

    async create(actor: Actor, body: z.infer<typeof opsStoryCreateBodySchema>) {
      const isFolder = body.is_folder ?? false;
      if (!isFolder && !body.component)
        throw new HttpError(400, "Say which kind of story to start from (page or news article).", {
          errors: [{ path: "component", message: "is required for a story" }],
        });
      const folder = body.folder.replace(/^\/+|\/+$/g, "");
      const fullSlug = folder ? `${folder}/${body.slug}` : body.slug;
      const at = now();
      const id = await db.transaction(async (tx) => {
        const parentId = await repo.folderId(tx, folder);
        if (parentId === undefined)
          throw new HttpError(400, `There is no folder "${folder}". Create it first.`, {
            errors: [{ path: "folder", message: "is not a folder" }],
          });
        await slugFree(tx, fullSlug);
        const uid = randomUUID();
        const draft = isFolder
          ? FOLDER_CONTENT(uid)
          : {
              default: starter(body.component!, body.name, at.toISOString().slice(0, 10)),
              es: null,
            };
        const story = await repo.insertStory(tx, {
          uuid: uid,
          parentId,
          isFolder,
          name: body.name,
          slug: body.slug,
          fullSlug,
          tagList: body.tag_list ?? [],
          draft,
          createdAt: at,
          updatedAt: at,
          updatedBy: actor.id,
        });
        await repo.insertVersion(tx, story, "save", actor.id, at);
        await audit(tx, {
          actorId: actor.id,
          action: "content.create",
          target: `story:${story.id}`,
          after: brief(story),
          at,
        });
        return story.id;
      });
      return reload(id);
    },

    async update(actor: Actor, id: number, body: z.infer<typeof opsStoryUpdateBodySchema>) {
      if (!body.content.default) throw new HttpError(400, "The content needs its default tree.");
      const at = now();
      const moved = await db.transaction(async (tx) => {
        const { story: current } = await load(tx, id);
        if (!current.isFolder) checkStoryContent(body.content);
        const folder = folderOf(current.fullSlug);
        // A folder's start page keeps its place (`folder/`); only its name and content change.
        const slug = current.isStartpage ? current.slug : body.slug;
        const fullSlug = current.isStartpage
          ? current.fullSlug
          : folder
            ? `${folder}/${slug}`
            : slug;
        if (fullSlug !== current.fullSlug) await slugFree(tx, fullSlug, id);
        const saved = await repo.updateIfCurrent(tx, id, body.lock_version, {
          name: body.name,
          slug,
          fullSlug,
          tagList: body.tag_list,
          sortByDate: body.sort_by_date,
          draft: current.isFolder ? current.draft : body.content,
          updatedAt: at,
          updatedBy: actor.id,
        });
        if (!saved) {
          const latest = await load(tx, id);
          const by = latest.updatedByName ?? "an import";
          throw new HttpError(
            409,
            `This story was saved by ${by} at ${latest.story.updatedAt.toISOString()} since you opened it; reload to see their changes.`,
            { code: "stale_lock_version" },
          );
        }
        if (current.isFolder && fullSlug !== current.fullSlug)
          await repo.moveDescendants(tx, current.fullSlug, fullSlug);
        await repo.insertVersion(tx, saved, "save", actor.id, at);
        await audit(tx, {
          actorId: actor.id,
          action: "content.update",
          target: `story:${id}`,
          before: brief(current),
          after: brief(saved),
          at,
        });
        return current.isFolder && fullSlug !== current.fullSlug;
      });
      if (moved) await tell("all");
      return reload(id);
    },

    async remove(actor: Actor, id: number) {
      const at = now();
      const gone = await db.transaction(async (tx) => {
        const { story } = await load(tx, id, true);
        if (story.isFolder) {
          const inside = await repo.countInFolder(tx, story.fullSlug);
          if (inside > 0)
            throw new HttpError(
              409,
              `The folder "${story.name}" holds ${inside} ${inside === 1 ? "story" : "stories"}; move or delete ${inside === 1 ? "it" : "them"} first.`,
            );
        }
        await repo.deleteStory(tx, id);
        await audit(tx, {
          actorId: actor.id,
          action: "content.delete",
          target: `story:${id}`,
          before: brief(story),
          at,
        });
        return story;
      });
      if (gone.published) await tell([(gone.published as PublishedSnapshot).full_slug]);
      return { status: "ok" as const, message: `"${gone.name}" was deleted.` };
    },

    /** `content.publish-now` and `content.schedule`. */
    async publish(actor: Actor, id: number, at: string | null | undefined) {
      const when = at ? new Date(at) : null;
      if (when && when.getTime() > now().getTime()) {
        await db.transaction(async (tx) => {
          const { story } = await load(tx, id, true);
          if (story.isFolder)
            throw new HttpError(409, `"${story.name}" is a folder; publish its stories.`);
          await repo.updateStory(tx, id, { publishAt: when });
          await deps.schedule(tx, id, when, actor);
          await audit(tx, {
            actorId: actor.id,
            action: "content.schedule",
            target: `story:${id}`,
            after: { ...brief(story), publish_at: when.toISOString() },
            at: now(),
          });
        });
        return reload(id);
      }
      const { slugs } = await db.transaction(async (tx) => {
        const done = await publishInTx(tx, id, actor.id);
        await audit(tx, {
          actorId: actor.id,
          action: "content.publish",
          target: `story:${id}`,
          after: brief(done.story),
          at: now(),
        });
        return done;
      });
      await tell(slugs);
      return reload(id);
    },

    /** The scheduled publication's job: publishes only when `at` is still the story's publish_at. */
    async publishScheduled(id: number, at: Date, actorId: string | null): Promise<boolean> {
      const result = await db.transaction(async (tx) => {
        const row = await repo.findStory(tx, id, true);
        if (!row || row.story.publishAt?.getTime() !== at.getTime()) return null;
        return publishInTx(tx, id, actorId);
      });
      if (result) await tell(result.slugs);
      return result !== null;
    },

    /** `content.unpublish`: off the site at once; a scheduled publication is cancelled. */
    async unpublish(actor: Actor, id: number) {
      const at = now();
      const before = await db.transaction(async (tx) => {
        const { story } = await load(tx, id, true);
        const updated = await repo.updateStory(tx, id, {
          published: null,
          publishedAt: null,
          publishAt: null,
        });
        await repo.insertVersion(tx, updated, "unpublish", actor.id, at);
        await audit(tx, {
          actorId: actor.id,
          action: "content.unpublish",
          target: `story:${id}`,
          before: brief(story),
          at,
        });
        return story.published as PublishedSnapshot | null;
      });
      if (before) await tell([before.full_slug]);
      return reload(id);
    },

    /** `content.versions-restore`: newest first, with who made each. */
    async versions(id: number) {
      await load(db, id);
      const rows = await repo.listVersions(db, id);
      const names = await deps.names(rows.flatMap((v) => v.createdBy ?? []));
      return rows.map((version) => ({
        id: version.id,
        kind: version.kind as repo.VersionKind,
        name: version.name,
        slug: version.slug,
        created_at: version.createdAt.toISOString(),
        created_by: names.get(version.createdBy ?? "") ?? null,
      }));
    },

    async restore(actor: Actor, id: number, versionId: number) {
      const at = now();
      await db.transaction(async (tx) => {
        const { story } = await load(tx, id, true);
        const version = await repo.findVersion(tx, id, versionId);
        if (!version) throw notFound(`Story ${id} has no version ${versionId}.`);
        const updated = await repo.updateStory(tx, id, {
          draft: version.content,
          name: version.name,
          updatedAt: at,
          updatedBy: actor.id,
          lockVersion: story.lockVersion + 1,
        });
        await repo.insertVersion(tx, updated, "restore", actor.id, at);
        await audit(tx, {
          actorId: actor.id,
          action: "content.restore",
          target: `story:${id}`,
          after: { version: versionId },
          at,
        });
      });
      return reload(id);
    },

    /** `content.preview-link`: the draft on its real page, through a signed ticket. */
    async preview(id: number) {
      const { story } = await load(db, id);
      const path = story.isFolder ? null : sitePathOf(story.fullSlug);
      if (path === null)
        throw new HttpError(
          409,
          `"${story.name}" has no page of its own; preview a page that shows it.`,
        );
      const { ticket, expiresAt } = deps.previews.issue(id, now());
      const url = `${path}?coop_preview=${encodeURIComponent(ticket)}`;
      return { url, url_es: `${url}&lang=es`, expires_at: expiresAt.toISOString() };
    },
  };
}

export type AuthoringService = ReturnType<typeof createAuthoringService>;
