import { createHash, randomBytes } from "node:crypto";

import { desc, eq } from "drizzle-orm";

import { ASSET_MAX_BYTES, ASSET_TYPES, type OpsAsset } from "@coop/contract/ops-content";

import type { Db } from "../../db/client.ts";
import { contentAssets } from "../../db/schema/content.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import type { StaffService } from "../staff/service.ts";
import type { AssetStorage } from "./assets-storage.ts";
import { type AssetType, imageSize, sniffImageType } from "./image-sniff.ts";

type AssetRow = typeof contentAssets.$inferSelect;
const EXTENSIONS: Record<AssetType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
};
const NAMES: Record<AssetType, string> = {
  "image/jpeg": "a JPEG",
  "image/png": "a PNG",
  "image/webp": "a WebP",
  "image/gif": "a GIF",
};

/** The public path of an image. */
export const assetPath = (row: Pick<AssetRow, "id" | "filename">) =>
  `/content-assets/${row.id}/${row.filename}`;

/** The uploader's file name made safe (letters, digits, - _ .) with the type's extension. */
export function safeFileName(name: string, type: AssetType): string {
  const base =
    name
      .toLowerCase()
      .replace(/\.[a-z0-9]{1,5}$/, "")
      .replace(/[^a-z0-9._-]+/g, "-")
      .replace(/^[-.]+|[-.]+$/g, "")
      .slice(0, 80) || "image";
  return `${base}.${EXTENSIONS[type]}`;
}

export const isAssetType = (type: string): type is AssetType =>
  (ASSET_TYPES as readonly string[]).includes(type);

/** `content.asset-limits`: the words of the limits, for the 4xx answers. */
export const ASSET_LIMIT_WORDS = `${ASSET_MAX_BYTES / 1024 / 1024} MB`;
export const ASSET_TYPE_WORDS = "a JPEG, PNG, WebP or GIF image";

export function toOpsAsset(row: AssetRow): OpsAsset {
  const alt = row.alt as { default: string; es: string };
  return {
    id: row.id,
    filename: assetPath(row),
    name: row.filename,
    content_type: row.contentType,
    size: row.size,
    width: row.width,
    height: row.height,
    alt: { default: alt.default ?? "", es: alt.es ?? "" },
    created_at: row.createdAt.toISOString(),
  };
}

/** Uploaded images of the content (docs/decisions/028-content-service.md). */
export function createAssetsService(deps: {
  db: Db;
  now: () => Date;
  /** Where new uploads go. */
  storage: AssetStorage;
  /** Every storage an existing row may name (local and, when configured, s3). */
  storages: Partial<Record<string, AssetStorage>>;
  audit: StaffService["writeAudit"];
}) {
  const { db, now, audit } = deps;
  return {
    async list() {
      const rows = await db
        .select()
        .from(contentAssets)
        .orderBy(desc(contentAssets.createdAt), desc(contentAssets.id))
        .limit(500);
      return rows.map(toOpsAsset);
    },

    /** `content.asset-limits`: the declared type, the size and the real type of the bytes. */
    async upload(
      actor: { id: string },
      declared: string,
      bytes: Buffer,
      meta: { name: string; alt: string; alt_es?: string | undefined },
    ) {
      if (!isAssetType(declared))
        throw new HttpError(
          400,
          `Upload ${ASSET_TYPE_WORDS}; ${declared || "this type"} is not one.`,
        );
      if (bytes.length === 0)
        throw new HttpError(400, "The upload is empty; send the image's bytes.");
      if (bytes.length > ASSET_MAX_BYTES)
        throw new HttpError(
          413,
          `The image is larger than ${ASSET_LIMIT_WORDS}; make it smaller and upload it again.`,
        );
      const real = sniffImageType(bytes);
      if (real !== declared)
        throw new HttpError(
          400,
          `The file is not ${NAMES[declared]} image${real ? ` (it is ${NAMES[real]} image)` : ""}; upload ${ASSET_TYPE_WORDS}.`,
        );
      const size = imageSize(bytes, real);
      const id = randomBytes(16).toString("base64url");
      const filename = safeFileName(meta.name, real);
      const key = `${id}/${filename}`;
      await deps.storage.put(key, bytes, real);
      const at = now();
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(contentAssets)
          .values({
            id,
            filename,
            contentType: real,
            size: bytes.length,
            width: size?.width ?? null,
            height: size?.height ?? null,
            alt: { default: meta.alt, es: meta.alt_es ?? "" },
            storage: deps.storage.kind,
            storageKey: key,
            sha256: createHash("sha256").update(bytes).digest("hex"),
            createdAt: at,
            createdBy: actor.id,
          })
          .returning();
        await audit(tx, {
          actorId: actor.id,
          action: "content.asset-upload",
          target: `asset:${id}`,
          after: { filename, size: bytes.length },
          at,
        });
        return inserted!;
      });
      return toOpsAsset(row);
    },

    async updateAlt(actor: { id: string }, id: string, alt: { default: string; es: string }) {
      const at = now();
      const row = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(contentAssets).where(eq(contentAssets.id, id));
        if (!before) throw notFound(`There is no image ${id}.`);
        const [updated] = await tx
          .update(contentAssets)
          .set({ alt })
          .where(eq(contentAssets.id, id))
          .returning();
        await audit(tx, {
          actorId: actor.id,
          action: "content.asset-alt",
          target: `asset:${id}`,
          before: before.alt,
          after: alt,
          at,
        });
        return updated!;
      });
      return toOpsAsset(row);
    },

    /** `content.asset-serving`: the bytes and type of a public image URL; null when none. */
    async read(id: string, name: string) {
      const [row] = await db.select().from(contentAssets).where(eq(contentAssets.id, id));
      if (!row || row.filename !== name || !isAssetType(row.contentType)) return null;
      const bytes = await deps.storages[row.storage]?.get(row.storageKey);
      return bytes ? { bytes, contentType: row.contentType } : null;
    },
  };
}

export type AssetsService = ReturnType<typeof createAssetsService>;
