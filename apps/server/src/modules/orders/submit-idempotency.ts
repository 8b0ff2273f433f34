import { createHash, randomUUID } from "node:crypto";

import type { SubmitBody } from "@coop/contract/orders";

import type { Db } from "../../db/client.ts";
import { HttpError } from "../../http/http-error.ts";
import * as repo from "./repository.ts";

export type SubmitResult = { statusCode: number; body: unknown };

/** One try at placing the order; `paymentKey` prefixes the idempotency keys of its charges. */
type Attempt = (
  id: string,
  body: SubmitBody,
  memberId: string | null,
  paymentKey: string,
) => Promise<SubmitResult>;

const hash = (value: unknown) =>
  createHash("sha256").update(JSON.stringify(value)).digest("base64url");

/**
 * `order.submit-once`. With an Idempotency-Key, the first response is the answer to every
 * replay; the same key with another body is a 422; a replay that arrives while the
 * first is still running waits for it.
 */
export async function submitOnce(
  deps: { db: Db; now: () => Date },
  attempt: Attempt,
  request: { id: string; body: SubmitBody; memberId: string | null; key: string | null },
): Promise<SubmitResult> {
  const { db } = deps;
  const { id, body, memberId, key } = request;
  if (!key) return attempt(id, body, memberId, `submit:${id}:${randomUUID()}`);
  const scope = `submit:${id}`;
  const requestHash = hash({ body, memberId });
  const existing = await repo.claimIdempotencyKey(db, {
    scope,
    key,
    requestHash,
    at: deps.now(),
  });
  if (existing) return replay(db, scope, key, requestHash, existing);
  try {
    const result = await attempt(id, body, memberId, `${scope}:${key}`);
    await repo.completeIdempotencyKey(db, scope, key, result.statusCode, result.body);
    return result;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) {
      await repo.completeIdempotencyKey(db, scope, key, error.statusCode, {
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    } else {
      // A failure on our side: the key is freed so the same request can be retried.
      await repo.releaseIdempotencyKey(db, scope, key);
    }
    throw error;
  }
}

/** The answer of the first request with this key, waited for while it is still running. */
async function replay(
  db: Db,
  scope: string,
  key: string,
  requestHash: string,
  first: repo.IdempotencyRow,
): Promise<SubmitResult> {
  if (first.requestHash !== requestHash) {
    throw new HttpError(
      422,
      "This Idempotency-Key was already used for a different request. Use a new key for a new attempt.",
      {
        errors: [{ path: "header.idempotency-key", message: "was used with another request body" }],
      },
    );
  }
  let row: repo.IdempotencyRow | null = first;
  for (let waited = 0; row && row.statusCode === null && waited < 15_000; waited += 100) {
    await new Promise((r) => setTimeout(r, 100));
    row = await repo.readIdempotencyKey(db, scope, key);
  }
  if (!row) throw new HttpError(409, "The first request with this key failed; send it again.");
  if (row.statusCode === null)
    throw new HttpError(409, "The same request is still being processed. Try again in a moment.");
  if (row.statusCode >= 400) {
    const stored = row.response as {
      message: string;
      errors?: { path: string; message: string }[];
    };
    throw new HttpError(
      row.statusCode,
      stored.message,
      stored.errors ? { errors: stored.errors } : {},
    );
  }
  return { statusCode: row.statusCode, body: row.response };
}
