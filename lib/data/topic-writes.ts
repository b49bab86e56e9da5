import "server-only";

import { and, asc, eq, ne, or, sql } from "drizzle-orm";

import { db, type Transaction } from "@/db/client";
import { isUniqueViolation } from "@/db/errors";
import { topics } from "@/db/schema";
import type { AdminTopic } from "@/lib/contract/topics";
import { auditChange } from "@/lib/data/audit";
import { activeFaqCount, getAdminTopic, listAdminTopics } from "@/lib/data/topic-admin";
import { slugify } from "@/lib/text/plain-text";
import { isTopicPicture } from "@/lib/topics/pictures";

/**
 * The writes of the Topics screen (issue 40, docs/decisions/0052-topic-writes.md): add, rename,
 * change the picture, move, delete. Each runs in one transaction with its audit line; they take
 * turns (a transaction-scoped lock), so two Admins cannot both take a name or a place, and the
 * positions stay 1, 2, 3… lib/api/topic-writes.ts refreshes the public pages once one is saved.
 */

/** Which name a refusal is about, as the API names the field. */
type NameField = "NameEn" | "NameEs";

export type TopicChangeResult =
  | { ok: true; topic: AdminTopic }
  | { ok: false; reason: "not-found" | "unknown-picture" }
  | { ok: false; reason: "no-slug" | "name-taken"; field: NameField }
  | { ok: false; reason: "slug-taken"; field: NameField; slug: string };

/**
 * A topic's slug: its name as lower-case words joined by hyphens, as an FAQ's page address is made
 * (lib/faq/path.ts); null for a name with no letter from A to Z or digit to make one of.
 */
export function topicSlug(name: string): string | null {
  const plain = name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");
  return /[a-z0-9]/.test(plain) ? slugify(name) : null;
}

interface Names {
  nameEn: string;
  nameEs: string;
}

/** The topics' writes take turns: the checks of names and places then hold until the commit. */
async function takeTurn(tx: Transaction): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('topics'))`);
}

/** Why the names (and the slugs made of them) cannot be used, or null when they can. */
async function namesRefused(
  tx: Transaction,
  names: Names,
  except?: number,
): Promise<Exclude<TopicChangeResult, { ok: true }> | null> {
  const languages = [
    { field: "NameEn", name: names.nameEn, nameColumn: topics.nameEn, slugColumn: topics.slugEn },
    { field: "NameEs", name: names.nameEs, nameColumn: topics.nameEs, slugColumn: topics.slugEs },
  ] as const;
  for (const { field, name, nameColumn, slugColumn } of languages) {
    const slug = topicSlug(name);
    if (slug === null) return { ok: false, reason: "no-slug", field };
    const [clash] = await tx
      .select({ name: nameColumn, slug: slugColumn })
      .from(topics)
      .where(
        and(
          or(sql`lower(${nameColumn}) = lower(${name})`, eq(slugColumn, slug)),
          except === undefined ? undefined : ne(topics.id, except),
        ),
      )
      .limit(1);
    if (!clash) continue;
    if (clash.name.toLowerCase() === name.toLowerCase()) {
      return { ok: false, reason: "name-taken", field };
    }
    return { ok: false, reason: "slug-taken", field, slug };
  }
  return null;
}

/**
 * A write that names a topic (PostTopic, PatchTopic), in its turn and its transaction. A unique
 * index that held against a write made around the lock (SQL typed by hand) is the refusal the
 * check of the names gives.
 */
async function namingWrite(
  write: (tx: Transaction) => Promise<TopicChangeResult>,
): Promise<TopicChangeResult> {
  try {
    return await db.transaction(async (tx) => {
      await takeTurn(tx);
      return await write(tx);
    });
  } catch (error) {
    if (isUniqueViolation(error, "topics_name_en_key")) {
      return { ok: false, reason: "name-taken", field: "NameEn" };
    }
    if (isUniqueViolation(error, "topics_name_es_key")) {
      return { ok: false, reason: "name-taken", field: "NameEs" };
    }
    throw error;
  }
}

/** PostTopic: a new topic, last in the order. */
export async function createTopic({
  nameEn,
  nameEs,
  picture,
  actorId,
}: Names & { picture: string; actorId: number }): Promise<TopicChangeResult> {
  if (!isTopicPicture(picture)) return { ok: false, reason: "unknown-picture" };
  return namingWrite(async (tx) => {
    const refused = await namesRefused(tx, { nameEn, nameEs });
    if (refused) return refused;
    const [row] = await tx
      .insert(topics)
      .values({
        nameEn,
        nameEs,
        slugEn: topicSlug(nameEn) ?? "",
        slugEs: topicSlug(nameEs) ?? "",
        picture,
        position: sql`(SELECT coalesce(max(${topics.position}), 0) + 1 FROM ${topics})`,
      })
      .returning({ id: topics.id });
    if (!row) throw new Error("INSERT … RETURNING gave no row");
    await audit(tx, actorId, "topic.created", row.id, {
      name: `${nameEn} / ${nameEs}`,
      picture,
    });
    return { ok: true, topic: await mustGet(tx, row.id) };
  });
}

/** PatchTopic: new names (the slugs follow) or a new picture; what is left out stays. */
export async function updateTopic({
  id,
  nameEn,
  nameEs,
  picture,
  actorId,
}: Partial<Names> & { id: number; picture?: string; actorId: number }): Promise<TopicChangeResult> {
  if (picture !== undefined && !isTopicPicture(picture)) {
    return { ok: false, reason: "unknown-picture" };
  }
  return namingWrite(async (tx) => {
    const [before] = await tx.select().from(topics).where(eq(topics.id, id)).for("update");
    if (!before) return { ok: false, reason: "not-found" };
    const names = { nameEn: nameEn ?? before.nameEn, nameEs: nameEs ?? before.nameEs };
    const refused = await namesRefused(tx, names, id);
    if (refused) return refused;
    await tx
      .update(topics)
      .set({
        ...names,
        slugEn: topicSlug(names.nameEn) ?? before.slugEn,
        slugEs: topicSlug(names.nameEs) ?? before.slugEs,
        picture: picture ?? before.picture,
      })
      .where(eq(topics.id, id));
    const renamed = names.nameEn !== before.nameEn || names.nameEs !== before.nameEs;
    await audit(tx, actorId, "topic.edited", id, {
      name: `${names.nameEn} / ${names.nameEs}`,
      ...(renamed ? { before: `${before.nameEn} / ${before.nameEs}` } : {}),
      ...(picture !== undefined && picture !== before.picture ? { picture } : {}),
    });
    return { ok: true, topic: await mustGet(tx, id) };
  });
}

/**
 * MoveTopic: the topic goes to `position` (1 first; past the end, last) and the others close up
 * behind it; every topic whose place changed is written, in one transaction.
 */
export async function moveTopic({
  id,
  position,
  actorId,
}: {
  id: number;
  position: number;
  actorId: number;
}): Promise<{ ok: true; topics: AdminTopic[] } | { ok: false; reason: "not-found" }> {
  return db.transaction(async (tx) => {
    await takeTurn(tx);
    const order = await tx
      .select({ id: topics.id, position: topics.position })
      .from(topics)
      .orderBy(asc(topics.position), asc(topics.id));
    const from = order.findIndex((topic) => topic.id === id);
    if (from === -1) return { ok: false, reason: "not-found" };
    const [moved] = order.splice(from, 1);
    const to = Math.min(position, order.length + 1) - 1;
    if (moved) order.splice(to, 0, moved);
    await renumber(tx, order);
    if (from !== to) {
      await audit(tx, actorId, "topic.moved", id, { from: from + 1, to: to + 1 });
    }
    return { ok: true, topics: await listAdminTopics(tx) };
  });
}

/**
 * DeleteTopic: only a topic no active FAQ is in (an archived FAQ loses it: faqs.topic_id is ON
 * DELETE SET NULL). An FAQ write takes a key-share lock on its topic (./topic-admin.ts
 * lockTopic), so a topic cannot be deleted between the count and an FAQ moving into it. A refusal
 * is audited.
 */
export async function deleteTopic({
  id,
  actorId,
}: {
  id: number;
  actorId: number;
}): Promise<
  | { ok: true; topic: AdminTopic }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "in-use"; faqCount: number }
> {
  return db.transaction(async (tx) => {
    await takeTurn(tx);
    const [locked] = await tx
      .select({ id: topics.id })
      .from(topics)
      .where(eq(topics.id, id))
      .for("update");
    if (!locked) return { ok: false, reason: "not-found" };
    const topic = await mustGet(tx, id);
    const faqCount = await activeFaqCount(tx, id);
    const name = `${topic.nameEn} / ${topic.nameEs}`;
    if (faqCount > 0) {
      await audit(tx, actorId, "topic.deleted", id, { name, faqCount }, "in-use");
      return { ok: false, reason: "in-use", faqCount };
    }
    await tx.delete(topics).where(eq(topics.id, id));
    await renumber(
      tx,
      await tx
        .select({ id: topics.id, position: topics.position })
        .from(topics)
        .orderBy(asc(topics.position), asc(topics.id)),
    );
    await audit(tx, actorId, "topic.deleted", id, { name });
    return { ok: true, topic };
  });
}

/** Positions 1, 2, 3… in the order given; only the rows whose place changes are written. */
async function renumber(tx: Transaction, order: { id: number; position: number }[]) {
  for (const [index, topic] of order.entries()) {
    if (topic.position !== index + 1) {
      await tx
        .update(topics)
        .set({ position: index + 1 })
        .where(eq(topics.id, topic.id));
    }
  }
}

async function mustGet(tx: Transaction, id: number): Promise<AdminTopic> {
  const topic = await getAdminTopic(tx, id);
  if (!topic) throw new Error(`topic ${String(id)} vanished inside its own change`);
  return topic;
}

function audit(
  tx: Transaction,
  actorId: number,
  action: "topic.created" | "topic.edited" | "topic.moved" | "topic.deleted",
  id: number,
  details: Record<string, string | number>,
  refused?: string,
): Promise<void> {
  return auditChange(tx, { actorId, action, targetType: "topic", id, details, refused });
}
