import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";

import { eq } from "drizzle-orm";
import type { z } from "zod";

import { buildUrl, endpoint } from "@coop/contract/endpoints";
import type { exportFields, usersExportSegmentBodySchema } from "@coop/contract/engagement";

import type { Db } from "../../db/client.ts";
import { engagementExports } from "../../db/schema/engagement.ts";
import { HttpError } from "../../http/http-error.ts";
import type { JobQueue } from "../jobs/service.ts";
import type { EngagementService } from "./service.ts";

export const EXPORT_JOB_KIND = "engagement-export-segment";
/** How long the download link and the file are good for (the vendor's links last hours). */
const EXPORT_TTL_MS = 24 * 60 * 60_000;

type ExportField = (typeof exportFields)[number];

/**
 * `engagement.export-segment`: users/export/segment answers at once with an object prefix and
 * a signed download URL; a job of the durable queue writes the segment's users, one JSON object
 * per line (the vendor's user export shape), to `DATA_DIR/engagement-exports/<prefix>.jsonl`.
 * The URL (`users/export/files/<prefix>?expires=…&signature=…`, an HMAC of the token secret)
 * downloads it once done: 404 while pending or after it expired, 403 when the signature is not
 * Coop's.
 */
export function createSegmentExports(deps: {
  db: Db;
  now: () => Date;
  jobs: Pick<JobQueue, "register" | "enqueue" | "wake">;
  engagement: EngagementService;
  /** The segment evaluator's members (the campaign engine's; app.ts wires it). */
  segmentMembers: (segmentId: string) => Promise<number[]>;
  dataDir: string;
  publicOrigin: string;
  secret: string | Buffer;
}) {
  const dir = join(deps.dataDir, "engagement-exports");
  const fileOf = (prefix: string) => join(dir, `${prefix}.jsonl`);
  const sign = (prefix: string, expires: number) =>
    createHmac("sha256", deps.secret)
      .update(`engagement export\u0000${prefix}\u0000${expires}`)
      .digest("base64url");

  deps.jobs.register(EXPORT_JOB_KIND, async (job) => {
    const payload = job.payload as { prefix: string; segmentId: string; fields?: ExportField[] };
    const ids = await deps.segmentMembers(payload.segmentId);
    const lines: string[] = [];
    for (let i = 0; i < ids.length; i += 500) {
      const users = await deps.engagement.exportUsers(ids.slice(i, i + 500), payload.fields);
      for (const user of users) lines.push(JSON.stringify(user));
    }
    await mkdir(dir, { recursive: true });
    const temporary = `${fileOf(payload.prefix)}.${process.pid}.tmp`;
    await writeFile(temporary, lines.length > 0 ? `${lines.join("\n")}\n` : "");
    await rename(temporary, fileOf(payload.prefix));
    await deps.db
      .update(engagementExports)
      .set({ status: "done", userCount: lines.length, finishedAt: deps.now() })
      .where(eq(engagementExports.objectPrefix, payload.prefix));
  });

  return {
    /** Starts an export; answers the vendor's body with the signed URL. */
    async start(body: z.output<typeof usersExportSegmentBodySchema>) {
      const at = deps.now();
      const prefix = `${at.toISOString().slice(0, 10)}-${randomBytes(12).toString("hex")}`;
      const expiresAt = new Date(at.getTime() + EXPORT_TTL_MS);
      await deps.db.transaction(async (tx) => {
        await tx.insert(engagementExports).values({
          objectPrefix: prefix,
          segmentId: body.segment_id,
          status: "pending",
          fields: body.fields_to_export ?? null,
          createdAt: at,
          expiresAt,
        });
        await deps.jobs.enqueue(tx, {
          kind: EXPORT_JOB_KIND,
          key: `engagement-export:${prefix}`,
          runAt: at,
          payload: {
            prefix,
            segmentId: body.segment_id,
            ...(body.fields_to_export && { fields: body.fields_to_export }),
          },
        });
      });
      deps.jobs.wake();
      const expires = Math.floor(expiresAt.getTime() / 1000);
      const path = buildUrl(
        endpoint("brazeUsersExportDownload"),
        { object_prefix: prefix },
        { expires, signature: sign(prefix, expires) },
      );
      return {
        message: "success" as const,
        object_prefix: prefix,
        url: `${deps.publicOrigin}${path}`,
      };
    },

    /** The file of a signed link (403 bad signature; 404 unknown, pending or expired). */
    async download(prefix: string, expires: number, signature: string): Promise<Buffer> {
      const expected = Buffer.from(sign(prefix, expires));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw new HttpError(403, "This download link is not valid; ask for a new export.");
      }
      const now = deps.now();
      const [row] = await deps.db
        .select()
        .from(engagementExports)
        .where(eq(engagementExports.objectPrefix, prefix));
      if (!row || expires * 1000 < now.getTime() || row.expiresAt.getTime() < now.getTime()) {
        throw new HttpError(404, "This export has expired or does not exist; ask for a new one.");
      }
      if (row.status !== "done") {
        throw new HttpError(404, "This export is not ready yet; try the link again in a minute.");
      }
      try {
        return await readFile(fileOf(prefix));
      } catch {
        throw new HttpError(404, "This export's file is gone; ask for a new export.");
      }
    },
  };
}

export type SegmentExports = ReturnType<typeof createSegmentExports>;
