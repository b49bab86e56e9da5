import "server-only";

import { and, asc, desc, eq, gte, inArray, isNull, lt, type SQL } from "drizzle-orm";

import { db } from "@/db/client";
import { auditEvents, faqs, searchQueries, synonymGroups, topics, users } from "@/db/schema";
import {
  ACTIVITY_DETAIL_KEYS,
  AUDIT_TARGET_TYPES,
  type ActivityEntry,
  type ActivityQuery,
  type AuditTargetType,
} from "@/lib/contract/activity";

export type { ActivityEntry };

/** How long a label may be: a question or a search is shown on one line. */
const LABEL_LENGTH = 160;

const SHOWN_KEYS = new Set<string>(ACTIVITY_DETAIL_KEYS);

/** The details Activity may show: the allow-listed keys with plain values, nothing else. */
function harmlessDetails(details: Record<string, unknown>): ActivityEntry["details"] {
  const shown: ActivityEntry["details"] = {};
  for (const [key, value] of Object.entries(details)) {
    if (!SHOWN_KEYS.has(key)) continue;
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) {
      shown[key] = value as string | number | boolean | null;
    }
  }
  return shown;
}

/** The first UTC instant of a `YYYY-MM-DD` day. */
function startOfDay(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** The first UTC instant after a `YYYY-MM-DD` day. */
function endOfDay(day: string): Date {
  const end = startOfDay(day);
  end.setUTCDate(end.getUTCDate() + 1);
  return end;
}

function shortened(text: string): string {
  return text.length > LABEL_LENGTH ? `${text.slice(0, LABEL_LENGTH - 1)}…` : text;
}

function isTargetType(type: string | null): type is AuditTargetType {
  return (AUDIT_TARGET_TYPES as readonly (string | null)[]).includes(type);
}

/** How each kind of target is named: its rows of a page, read by id. */
const LABEL_READERS: Record<AuditTargetType, (ids: number[]) => Promise<TargetLabel[]>> = {
  faq: (ids) =>
    db.select({ id: faqs.id, label: faqs.questionText }).from(faqs).where(inArray(faqs.id, ids)),
  // A deleted account keeps no label.
  user: async (ids) =>
    (
      await db
        .select({ id: users.id, first: users.firstName, last: users.lastName })
        .from(users)
        .where(and(inArray(users.id, ids), isNull(users.deletedAt)))
    ).map((row) => ({ id: row.id, label: `${row.first} ${row.last}` })),
  synonym_group: async (ids) =>
    (
      await db
        .select({ id: synonymGroups.id, words: synonymGroups.words })
        .from(synonymGroups)
        .where(inArray(synonymGroups.id, ids))
    ).map((row) => ({ id: row.id, label: row.words.join(", ") })),
  search_query: (ids) =>
    db
      .select({ id: searchQueries.id, label: searchQueries.search })
      .from(searchQueries)
      .where(inArray(searchQueries.id, ids)),
  // Issue 40: a deleted topic keeps no label (its name is in the event's details).
  topic: (ids) =>
    db.select({ id: topics.id, label: topics.nameEn }).from(topics).where(inArray(topics.id, ids)),
};

interface TargetLabel {
  id: number;
  label: string;
}

/** Readable labels of the targets of a page, by type and id: a few small lookups by id. */
async function targetLabels(
  targets: { type: AuditTargetType; id: number }[],
): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  for (const type of AUDIT_TARGET_TYPES) {
    const ids = [
      ...new Set(targets.filter((target) => target.type === type).map((target) => target.id)),
    ];
    if (ids.length === 0) continue;
    for (const { id, label } of await LABEL_READERS[type](ids)) {
      labels.set(`${type}:${String(id)}`, shortened(label));
    }
  }
  return labels;
}

/**
 * GetActivity: a page of the audit trail, newest first (read from the occurred_at index), with
 * who did it and a label for what it was done to. A deleted user is shown as deleted, without
 * their name or address; of `details`, only the allow-listed keys (ACTIVITY_DETAIL_KEYS).
 */
export async function listActivity({
  limit,
  skip,
  person,
  action,
  from,
  to,
}: ActivityQuery): Promise<ActivityEntry[]> {
  const filters: SQL[] = [];
  if (person !== undefined) filters.push(eq(auditEvents.actorUserId, person));
  if (action !== undefined) filters.push(eq(auditEvents.action, action));
  if (from !== undefined) filters.push(gte(auditEvents.occurredAt, startOfDay(from)));
  if (to !== undefined) filters.push(lt(auditEvents.occurredAt, endOfDay(to)));
  const rows = await db
    .select({
      id: auditEvents.id,
      occurredAt: auditEvents.occurredAt,
      actorId: auditEvents.actorUserId,
      actorFirst: users.firstName,
      actorLast: users.lastName,
      actorEmail: users.email,
      actorDeletedAt: users.deletedAt,
      action: auditEvents.action,
      targetType: auditEvents.targetType,
      targetId: auditEvents.targetId,
      outcome: auditEvents.outcome,
      details: auditEvents.details,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .where(and(...filters))
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(limit)
    .offset(skip);

  const targets = rows.flatMap((row) =>
    isTargetType(row.targetType) && row.targetId !== null && /^[0-9]{1,10}$/.test(row.targetId)
      ? [{ type: row.targetType, id: Number(row.targetId) }]
      : [],
  );
  const labels = await targetLabels(targets);

  return rows.map((row): ActivityEntry => {
    const deleted = row.actorDeletedAt !== null;
    const target = targets.find(
      (candidate) => candidate.type === row.targetType && String(candidate.id) === row.targetId,
    );
    return {
      id: row.id,
      occurredAt: row.occurredAt.toISOString(),
      actor:
        row.actorId === null
          ? null
          : {
              id: row.actorId,
              name: deleted ? null : `${row.actorFirst ?? ""} ${row.actorLast ?? ""}`.trim(),
              email: deleted ? null : row.actorEmail,
              deleted,
            },
      action: row.action as ActivityEntry["action"],
      target: target
        ? { ...target, label: labels.get(`${target.type}:${String(target.id)}`) ?? null }
        : null,
      outcome: row.outcome,
      details: harmlessDetails(row.details),
    };
  });
}

/** The people Activity's person filter offers: staff who are not deleted, by name. */
export async function listActivityPeople(): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName, email: users.email })
    .from(users)
    .where(and(inArray(users.role, ["Admin", "Coach"]), isNull(users.deletedAt)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((row) => ({ id: row.id, name: `${row.first} ${row.last} (${row.email})` }));
}
