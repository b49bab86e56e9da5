import "server-only";

import { and, asc, eq, sql } from "drizzle-orm";

import { db, type Transaction } from "@/db/client";
import { faqs, topics } from "@/db/schema";
import type { AdminTopic } from "@/lib/contract/topics";
import { topicNameColumns } from "@/lib/data/topic-reads";

/**
 * The topics as staff see them (issue 40): the Topics screen, GetAdminTopics and the Topic choice
 * of Add FAQ and Edit FAQ, every topic, FAQs or not, with both languages' names and slugs; and the
 * check of an FAQ's write that its topic exists. The visitors' reads (only topics with active
 * FAQs, in one language) are lib/data/topic-reads.ts's.
 */

/**
 * How many active FAQs are in the topic of the row. Spelt out with an alias: inside a subquery of
 * faqs, drizzle's unqualified column names would name the FAQ's own columns.
 */
const faqCount = sql<number>`(SELECT count(*) FROM ${faqs} AS in_topic
  WHERE in_topic.topic_id = ${topics}.id AND NOT in_topic.is_phantom_deleted)`.mapWith(Number);

const columns = { ...topicNameColumns, position: topics.position, faqCount };

/** Every topic in order (inside a change's transaction with `tx`). */
export async function listAdminTopics(tx: Transaction | typeof db = db): Promise<AdminTopic[]> {
  return tx.select(columns).from(topics).orderBy(asc(topics.position), asc(topics.id));
}

export async function getAdminTopic(
  tx: Transaction | typeof db,
  id: number,
): Promise<AdminTopic | null> {
  const [row] = await tx.select(columns).from(topics).where(eq(topics.id, id)).limit(1);
  return row ?? null;
}

/** How many active FAQs are in a topic. */
export async function activeFaqCount(tx: Transaction | typeof db, id: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(faqs)
    .where(and(eq(faqs.topicId, id), eq(faqs.isPhantomDeleted, false)));
  return row?.count ?? 0;
}

/** Issue 40: the Topic choice of Add FAQ and Edit FAQ: every topic in order, by English name. */
export async function listTopicChoices(): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: topics.id, name: topics.nameEn })
    .from(topics)
    .orderBy(asc(topics.position), asc(topics.id));
}

/**
 * PostFaq, PatchFaq: whether the topic an FAQ is put in exists, holding it (FOR KEY SHARE) until
 * the FAQ's write commits, so that DeleteTopic waits for it and then counts the FAQ.
 */
export async function lockTopic(tx: Transaction, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: topics.id })
    .from(topics)
    .where(eq(topics.id, id))
    .for("key share");
  return row !== undefined;
}

/** Thrown inside an FAQ's write for a topic id that names no topic; the write is undone. */
export class TopicMissing extends Error {
  readonly reason = "no-topic";
  constructor() {
    super("no such topic");
  }
}
