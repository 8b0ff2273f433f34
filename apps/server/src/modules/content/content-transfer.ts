import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

import { asc, eq } from "drizzle-orm";
import { z } from "zod";

import type { Db } from "../../db/client.ts";
import { contentAssets, contentStories } from "../../db/schema/content.ts";
import type { AssetStorage } from "./assets-storage.ts";
import {
  importStoryFiles,
  readStoryDir,
  StoryFileError,
  storyFilePath,
  toStoryFile,
} from "./story-files.ts";

const assetFileSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/),
  filename: z.string().regex(/^[a-z0-9._-]+$/),
  content_type: z.enum(["image/jpeg", "image/png", "image/webp", "image/gif"]),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt: z.object({ default: z.string(), es: z.string() }),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  created_at: z.string(),
});
const assetsFileSchema = z.array(assetFileSchema);
const bytesPath = (id: string, filename: string) => `${id}-${filename}`;

/**
 * `content.export-import`: writes every story and folder as a file under `dir` (its path the
 * full slug) and the images under `dir/assets/` (their bytes and `assets.json`).
 */
export async function exportContent(
  db: Db,
  storages: Partial<Record<string, AssetStorage>>,
  dir: string,
): Promise<{ stories: number; assets: number }> {
  const stories = await db.select().from(contentStories).orderBy(asc(contentStories.fullSlug));
  for (const row of stories) {
    const path = join(dir, storyFilePath(row.fullSlug));
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, `${JSON.stringify(toStoryFile(row), null, 2)}\n`);
  }
  const assets = await db.select().from(contentAssets).orderBy(asc(contentAssets.createdAt));
  await mkdir(join(dir, "assets"), { recursive: true });
  const listed: z.infer<typeof assetFileSchema>[] = [];
  for (const asset of assets) {
    const bytes = await storages[asset.storage]?.get(asset.storageKey);
    if (!bytes)
      throw new Error(
        `The bytes of image ${asset.id} (${asset.filename}) are missing from its storage.`,
      );
    await writeFile(join(dir, "assets", bytesPath(asset.id, asset.filename)), bytes);
    listed.push({
      id: asset.id,
      filename: asset.filename,
      content_type: asset.contentType as "image/png",
      size: asset.size,
      width: asset.width,
      height: asset.height,
      alt: asset.alt as { default: string; es: string },
      sha256: asset.sha256,
      created_at: asset.createdAt.toISOString(),
    });
  }
  await writeFile(join(dir, "assets", "assets.json"), `${JSON.stringify(listed, null, 2)}\n`);
  return { stories: stories.length, assets: assets.length };
}

/** Reads an export's images (checked against their sha256) before anything is written. */
function readAssets(dir: string) {
  const listPath = join(dir, "assets", "assets.json");
  if (!existsSync(listPath)) return [];
  const parsed = assetsFileSchema.safeParse(JSON.parse(readFileSync(listPath, "utf8")));
  if (!parsed.success)
    throw new StoryFileError(
      `assets/assets.json: ${parsed.error.issues[0]!.path.join(".")} ${parsed.error.issues[0]!.message}`,
    );
  return parsed.data.map((asset) => {
    const bytes = readFileSync(join(dir, "assets", bytesPath(asset.id, asset.filename)));
    if (createHash("sha256").update(bytes).digest("hex") !== asset.sha256)
      throw new StoryFileError(
        `assets/${bytesPath(asset.id, asset.filename)} is not the file assets.json lists (its sha256 differs).`,
      );
    return { asset, bytes };
  });
}

/**
 * `content.export-import`: reads an export back: every file is read and checked first, the
 * images' bytes are stored, then stories and image rows are written in one transaction
 * (stories matched by uuid, images by id), so a failure leaves the database as it was.
 */
export async function importContent(db: Db, storage: AssetStorage, dir: string, now: Date) {
  const files = readStoryDir(dir);
  const assets = readAssets(dir);
  for (const { asset, bytes } of assets)
    await storage.put(`${asset.id}/${asset.filename}`, bytes, asset.content_type);
  return db.transaction(async (tx) => {
    const stories = await importStoryFiles(tx, files, now);
    for (const { asset } of assets) {
      const values = {
        filename: asset.filename,
        contentType: asset.content_type,
        size: asset.size,
        width: asset.width,
        height: asset.height,
        alt: asset.alt,
        storage: storage.kind,
        storageKey: `${asset.id}/${asset.filename}`,
        sha256: asset.sha256,
      };
      const [existing] = await tx
        .select({ id: contentAssets.id })
        .from(contentAssets)
        .where(eq(contentAssets.id, asset.id));
      if (existing)
        await tx.update(contentAssets).set(values).where(eq(contentAssets.id, asset.id));
      else
        await tx
          .insert(contentAssets)
          .values({ id: asset.id, ...values, createdAt: new Date(asset.created_at) });
    }
    return { ...stories, assets: assets.length };
  });
}
