import { createHmac } from "node:crypto";

import { createSessionTokenCodec } from "../../lib/session-token.ts";

/** How long a preview link of the authoring screen works. */
export const PREVIEW_TICKET_TTL_MS = 60 * 60 * 1000;

/**
 * The preview of a draft on its real page: a ticket signed with the token secret, naming one
 * story and expiring after an hour, carried by the page URL as `?coop_preview=<ticket>`. It shows
 * that story's draft and nothing else; the page is then rendered for this request only (the page
 * cache never keeps a URL with an unknown parameter).
 */
export type PreviewTickets = {
  issue(storyId: number, now: Date): { ticket: string; expiresAt: Date };
  /** The story a well-signed, unexpired ticket names; null otherwise. */
  storyOf(ticket: string, now: Date): number | null;
  /**
   * The token that reads drafts from the delivery API (`version=draft`): CONTENT_PREVIEW_TOKEN
   * when set, else one derived from the token secret.
   */
  readonly previewToken: string;
};

export function createPreviewTickets(
  tokenSecret: string,
  configuredPreviewToken: string | undefined,
): PreviewTickets {
  const key = createHmac("sha256", tokenSecret).update("coop content preview").digest();
  const codec = createSessionTokenCodec(key);
  const previewToken =
    configuredPreviewToken ??
    createHmac("sha256", tokenSecret).update("coop content preview token").digest("base64url");
  return {
    issue(storyId, now) {
      const expiresAt = new Date(now.getTime() + PREVIEW_TICKET_TTL_MS);
      return { ticket: codec.sign("cp", String(storyId), expiresAt), expiresAt };
    },
    storyOf(ticket, now) {
      const read = codec.read(ticket, "cp", now);
      if (!read || !/^\d{1,9}$/.test(read.sessionId)) return null;
      return Number(read.sessionId);
    },
    previewToken,
  };
}
