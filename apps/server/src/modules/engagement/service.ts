import type { z } from "zod";

import type {
  ExportedUser,
  exportFields,
  usersAliasNewBodySchema,
  usersExportIdsBodySchema,
  usersIdentifyBodySchema,
  usersTrackBodySchema,
} from "@coop/contract/engagement";

import type { Db } from "../../db/client.ts";
import { HttpError } from "../../http/http-error.ts";
import {
  defaultRef,
  DEVICE_ALIAS_LABEL,
  type EngagementCaller,
  refOf,
  selfOnlyProblem,
  type UserRef,
} from "./access.ts";
import * as repo from "./repository.ts";
import { applyAttributes } from "./users-attributes.ts";

type TrackBody = z.output<typeof usersTrackBodySchema>;
type ExportField = (typeof exportFields)[number];

/** What the campaign engine hears after a users/track write (action-based sends, conversions). */
export type EngagementHooks = {
  onTracked?(
    userId: number,
    events: { name: string; time: Date; properties: Record<string, unknown> }[],
    purchases: { productId: string; time: Date }[],
  ): Promise<void>;
};

/** What Coop knows of a member (`engagement.member-facts`); null: no such member. */
export type MemberProfile = {
  firstName: string;
  /** The member's preferred language, when the member record has one. */
  language: string | null;
  points: number;
  memberSince: Date;
};

export type TrackResult = {
  message: "success";
  attributes_processed?: number;
  events_processed?: number;
  purchases_processed?: number;
};

const DEFAULT_EXPORT_FIELDS: readonly ExportField[] = [
  "external_id",
  "user_aliases",
  "braze_id",
  "created_at",
  "first_name",
  "language",
  "custom_attributes",
  "custom_events",
  "purchases",
  "total_revenue",
];
/** Standard attributes answered as fields of their own, not among custom_attributes. */
const STANDARD_ATTRIBUTES = new Set(["first_name", "language"]);

/** The built-in engagement engine's users: users/track, aliases, identify and exports. */
export function createEngagementService(deps: {
  db: Db;
  now: () => Date;
  hooks?: EngagementHooks;
  /** The member record and loyalty balance (app.ts: users-facts.ts `createMemberProfiles`). */
  profileOf?: (memberId: string) => Promise<MemberProfile | null>;
  log?: { error(obj: unknown, msg?: string): void };
}) {
  const { db, now } = deps;

  /** The user id of each ref (key `refKey`); users are created on first sight. */
  async function resolve(tx: Db, refs: UserRef[], at: Date): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    const externals = refs.flatMap((r) => (r.kind === "external" ? [r.externalId] : []));
    for (const [id, userId] of await repo.usersByExternalId(tx, externals, at)) {
      out.set(refKey({ kind: "external", externalId: id }), userId);
    }
    const aliases = dedupe(refs.flatMap((r) => (r.kind === "alias" ? [r] : [])));
    const known = await repo.usersByAlias(tx, aliases);
    const missing = aliases.filter((a) => !known.has(repo.aliasKey(a.label, a.name)));
    const created = await repo.createAliasUsers(tx, missing, at);
    for (const a of aliases) {
      const key = repo.aliasKey(a.label, a.name);
      const userId = known.get(key) ?? created.get(key);
      if (userId !== undefined) out.set(refKey(a), userId);
    }
    const brazeIds = refs.flatMap((r) => (r.kind === "braze" ? [Number(r.id)] : []));
    const existing = await repo.existingUserIds(
      tx,
      brazeIds.filter((n) => Number.isSafeInteger(n)),
    );
    for (const r of refs) {
      if (r.kind !== "braze") continue;
      if (!existing.has(Number(r.id))) {
        throw new HttpError(400, `braze_id ${r.id} is not a user Coop knows`);
      }
      out.set(refKey(r), Number(r.id));
    }
    return out;
  }

  function refFor(caller: EngagementCaller, object: Parameters<typeof refOf>[0], field: string) {
    const ref = refOf(object) ?? defaultRef(caller);
    if (!ref) {
      throw new HttpError(400, `${field} needs an external_id, a user_alias or a braze_id`);
    }
    return ref;
  }

  async function notify(
    byUser: Map<
      number,
      {
        events: { name: string; time: Date; properties: Record<string, unknown> }[];
        purchases: { productId: string; time: Date }[];
      }
    >,
  ) {
    const onTracked = deps.hooks?.onTracked;
    if (!onTracked) return;
    for (const [userId, { events, purchases }] of byUser) {
      try {
        await onTracked(userId, events, purchases);
      } catch (error) {
        deps.log?.error({ err: error, userId }, "engagement onTracked hook failed");
      }
    }
  }

  const service = {
    /**
     * `engagement.self-only`, `engagement.attributes`: records one users/track call in one
     * transaction (users created on first sight, events and purchases inserted in one statement
     * each); answers the processed count of each kind that was sent.
     */
    async track(caller: EngagementCaller, body: TrackBody, deviceId: string | null) {
      const problem = selfOnlyProblem(caller, "brazeUsersTrack", body);
      if (problem) throw new HttpError(403, problem);
      const attributes = body.attributes ?? [];
      const events = body.events ?? [];
      const purchases = body.purchases ?? [];
      const receivedAt = now();
      const attributeRefs = attributes.map((a, i) => refFor(caller, a, `attributes[${i}]`));
      const eventRefs = events.map((e, i) => refFor(caller, e, `events[${i}]`));
      const purchaseRefs = purchases.map((p, i) => refFor(caller, p, `purchases[${i}]`));
      const byUser = new Map<
        number,
        {
          events: { name: string; time: Date; properties: Record<string, unknown> }[];
          purchases: { productId: string; time: Date }[];
        }
      >();
      const entry = (userId: number) => {
        let found = byUser.get(userId);
        if (!found) byUser.set(userId, (found = { events: [], purchases: [] }));
        return found;
      };
      await db.transaction(async (tx) => {
        const users = await resolve(
          tx,
          [...attributeRefs, ...eventRefs, ...purchaseRefs],
          receivedAt,
        );
        const userOf = (ref: UserRef) => users.get(refKey(ref))!;
        if (attributes.length > 0) {
          const ids = [...new Set(attributeRefs.map(userOf))];
          const rows = new Map((await repo.usersById(tx, ids)).map((u) => [u.id, u.attributes]));
          attributes.forEach((changes, i) => {
            const id = userOf(attributeRefs[i]!);
            rows.set(id, applyAttributes(rows.get(id) ?? {}, changes));
          });
          for (const id of ids) await repo.saveAttributes(tx, id, rows.get(id) ?? {}, receivedAt);
        }
        await repo.insertEvents(
          tx,
          events.map((e, i) => {
            const userId = userOf(eventRefs[i]!);
            const time = new Date(e.time);
            entry(userId).events.push({ name: e.name, time, properties: e.properties });
            return {
              name: e.name,
              externalId: e.external_id ?? null,
              deviceId,
              userId,
              properties: e.properties,
              time,
              receivedAt,
            };
          }),
        );
        await repo.insertPurchases(
          tx,
          purchases.map((p, i) => {
            const userId = userOf(purchaseRefs[i]!);
            const time = new Date(p.time);
            entry(userId).purchases.push({ productId: p.product_id, time });
            return {
              userId,
              productId: p.product_id,
              currency: p.currency,
              priceCents: Math.round(p.price * 100),
              quantity: p.quantity,
              properties: p.properties,
              time,
              receivedAt,
            };
          }),
        );
        await repo.markSeen(tx, [...byUser.keys()], receivedAt);
      });
      await notify(byUser);
      const result: TrackResult = { message: "success" };
      if (body.attributes !== undefined) result.attributes_processed = attributes.length;
      if (body.events !== undefined) result.events_processed = events.length;
      if (body.purchases !== undefined) result.purchases_processed = purchases.length;
      return result;
    },

    /** users/alias/new: each alias names the user of its external id, else a new user. */
    async aliasNew(
      caller: EngagementCaller,
      body: z.output<typeof usersAliasNewBodySchema>,
    ): Promise<number> {
      const problem = selfOnlyProblem(caller, "brazeUsersAliasNew", body);
      if (problem) throw new HttpError(403, problem);
      const at = now();
      await db.transaction(async (tx) => {
        for (const [i, a] of body.user_aliases.entries()) {
          const alias = { label: a.alias_label, name: a.alias_name };
          if (a.external_id === undefined) {
            await repo.createAliasUsers(tx, [alias], at);
            continue;
          }
          const userId = (await repo.usersByExternalId(tx, [a.external_id], at)).get(
            a.external_id,
          )!;
          const owner = await repo.userIdOfAlias(tx, alias.label, alias.name);
          if (owner !== undefined && owner !== userId) {
            throw new HttpError(409, `user_aliases[${i}] already names another user`);
          }
          if (owner === undefined) await repo.addAlias(tx, alias, userId, at);
        }
      });
      return body.user_aliases.length;
    },

    /**
     * `engagement.identify`: the alias's user merges into the member's user (the member's own
     * attributes win; events, purchases, messages and aliases move) and the alias then names
     * the member.
     */
    async identify(
      caller: EngagementCaller,
      body: z.output<typeof usersIdentifyBodySchema>,
    ): Promise<number> {
      const problem = selfOnlyProblem(caller, "brazeUsersIdentify", body);
      if (problem) throw new HttpError(403, problem);
      const at = now();
      await db.transaction(async (tx) => {
        for (const [i, item] of body.aliases_to_identify.entries()) {
          const alias = { label: item.user_alias.alias_label, name: item.user_alias.alias_name };
          const memberUser = (await repo.usersByExternalId(tx, [item.external_id], at)).get(
            item.external_id,
          )!;
          const aliasUser = await repo.userIdOfAlias(tx, alias.label, alias.name);
          if (aliasUser === undefined) {
            await repo.addAlias(tx, alias, memberUser, at);
            continue;
          }
          if (aliasUser === memberUser) continue;
          const [from, into] = await Promise.all([
            repo.usersById(tx, [aliasUser]),
            repo.usersById(tx, [memberUser]),
          ]);
          if (from[0]?.externalId) {
            throw new HttpError(
              409,
              `aliases_to_identify[${i}].user_alias already belongs to another member`,
            );
          }
          const merged = { ...from[0]?.attributes, ...into[0]?.attributes };
          await repo.saveAttributes(tx, memberUser, merged, at);
          await repo.mergeUser(tx, aliasUser, memberUser);
        }
      });
      for (const externalId of new Set(body.aliases_to_identify.map((a) => a.external_id))) {
        await service.syncMember(externalId);
      }
      return body.aliases_to_identify.length;
    },

    /**
     * `engagement.member-facts`: writes the member's first_name, points, member_since (and
     * language when the member record has one) to their user; nothing for an unknown member.
     */
    async syncMember(memberId: string): Promise<void> {
      const profile = await deps.profileOf?.(memberId);
      if (!profile) return;
      await service.setMemberAttributes(memberId, {
        first_name: profile.firstName,
        points: profile.points,
        member_since: profile.memberSince.toISOString(),
        ...(profile.language !== null && { language: profile.language }),
      });
    },

    /** For the app (sign-in, sign-up): this device's anonymous history becomes the member's. */
    async identifyMember(memberId: string, deviceId: string): Promise<void> {
      await service.identify(
        { kind: "member", memberId, deviceId },
        {
          aliases_to_identify: [
            {
              external_id: memberId,
              user_alias: { alias_label: DEVICE_ALIAS_LABEL, alias_name: deviceId },
            },
          ],
        },
      );
    },

    /** Sets attributes of a member's user (server-side facts), creating the user if needed. */
    async setMemberAttributes(memberId: string, changes: Record<string, unknown>): Promise<void> {
      await service.track(
        { kind: "key" },
        { attributes: [{ external_id: memberId, ...changes }] },
        null,
      );
    },

    /** `engagement.export-ids`: the users of the given ids in the vendor's export shape. */
    async exportIds(body: z.output<typeof usersExportIdsBodySchema>) {
      const externalIds = body.external_ids ?? [];
      const aliases = [
        ...(body.user_aliases ?? []).map((a) => ({ label: a.alias_label, name: a.alias_name })),
        ...(body.device_id ? [{ label: DEVICE_ALIAS_LABEL, name: body.device_id }] : []),
      ];
      const invalid: string[] = [];
      const ids = new Set<number>();
      const known = await repo.knownExternalIds(db, externalIds);
      for (const id of externalIds) {
        const userId = known.get(id);
        if (userId === undefined) invalid.push(id);
        else ids.add(userId);
      }
      const byAlias = await repo.usersByAlias(db, aliases);
      for (const a of aliases) {
        const userId = byAlias.get(repo.aliasKey(a.label, a.name));
        if (userId === undefined) invalid.push(a.name);
        else ids.add(userId);
      }
      if (body.braze_id !== undefined) {
        const n = Number(body.braze_id);
        const exists = Number.isSafeInteger(n) && (await repo.existingUserIds(db, [n])).has(n);
        if (exists) ids.add(n);
        else invalid.push(body.braze_id);
      }
      const users = await service.exportUsers([...ids], body.fields_to_export);
      return {
        message: "success" as const,
        users,
        ...(invalid.length > 0 && { invalid_user_ids: invalid }),
      };
    },

    /** Users in the vendor's export shape with only `fields` (all when none are asked for). */
    async exportUsers(userIds: number[], fields?: readonly ExportField[]): Promise<ExportedUser[]> {
      const want = new Set(fields && fields.length > 0 ? fields : DEFAULT_EXPORT_FIELDS);
      const users = await repo.usersPlain(db, userIds);
      const aliases = want.has("user_aliases") ? await repo.aliasesOf(db, userIds) : [];
      const events = want.has("custom_events") ? await repo.eventCounts(db, userIds) : [];
      const purchases =
        want.has("purchases") || want.has("total_revenue")
          ? await repo.purchaseCounts(db, userIds)
          : [];
      const counted = (c: repo.Counted) => ({
        name: c.name,
        first: c.first.toISOString(),
        last: c.last.toISOString(),
        count: c.count,
      });
      return users.map((u) => {
        const out: ExportedUser = {};
        const attrs = u.attributes;
        if (want.has("external_id") && u.externalId) out.external_id = u.externalId;
        if (want.has("user_aliases")) {
          out.user_aliases = aliases
            .filter((a) => a.userId === u.id)
            .map((a) => ({ alias_label: a.label, alias_name: a.name }));
        }
        if (want.has("braze_id")) out.braze_id = String(u.id);
        if (want.has("created_at")) out.created_at = u.createdAt.toISOString();
        if (want.has("first_name") && typeof attrs.first_name === "string") {
          out.first_name = attrs.first_name;
        }
        if (want.has("language") && typeof attrs.language === "string") {
          out.language = attrs.language;
        }
        if (want.has("custom_attributes")) {
          out.custom_attributes = Object.fromEntries(
            Object.entries(attrs).filter(([k]) => !STANDARD_ATTRIBUTES.has(k)),
          );
        }
        if (want.has("custom_events")) {
          out.custom_events = events.filter((e) => e.userId === u.id).map(counted);
        }
        const mine = purchases.filter((p) => p.userId === u.id);
        if (want.has("purchases")) out.purchases = mine.map(counted);
        if (want.has("total_revenue")) {
          out.total_revenue = mine.reduce((sum, p) => sum + p.revenueCents, 0) / 100;
        }
        return out;
      });
    },
  };
  return service;
}

function refKey(ref: UserRef): string {
  if (ref.kind === "external") return `e:${ref.externalId}`;
  if (ref.kind === "alias") return `a:${repo.aliasKey(ref.label, ref.name)}`;
  return `b:${ref.id}`;
}

function dedupe<T extends { label: string; name: string }>(list: T[]): T[] {
  const seen = new Map<string, T>();
  for (const a of list) seen.set(repo.aliasKey(a.label, a.name), a);
  return [...seen.values()];
}

export type EngagementService = ReturnType<typeof createEngagementService>;
