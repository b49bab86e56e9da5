import { and, inArray, isNull } from "drizzle-orm";

import type { Database } from "./client";
import { faqRevisions, faqs, topics } from "./schema";
import { seedTopics } from "./seed-data-topics";

/**
 * Issue 40: the demo's topics (db/seed-data-topics.ts), each with the demo FAQs it holds. Runs on
 * a fresh demo database and on one loaded before topics existed (`npm run demo` and
 * `npm run db:seed` upgrade it), only while there is no topic at all: once topics exist they are
 * the staff's, and an FAQ left with none, a renamed or deleted topic, stay as the staff left them.
 * A topic is added only if some FAQ without a topic has one of its questions word for word, so a
 * database of other FAQs (a seed run on a real site by mistake) gets no empty topics. Returns how
 * many topics were added.
 *
 * The FAQs' earlier versions (faq_revisions) get the topic too: they were kept before topics
 * existed, and restoring one must not take the FAQ out of its topic.
 */
export async function seedDemoTopics(
  executor: Pick<Database, "select" | "insert" | "update">,
): Promise<number> {
  const [existing] = await executor.select({ id: topics.id }).from(topics).limit(1);
  if (existing) return 0;
  let added = 0;
  for (const topic of seedTopics) {
    const held = await executor
      .select({ id: faqs.id })
      .from(faqs)
      .where(and(inArray(faqs.question, [...topic.questions]), isNull(faqs.topicId)));
    if (held.length === 0) continue;
    added += 1;
    const { questions: _questions, ...names } = topic;
    const [row] = await executor
      .insert(topics)
      .values({ ...names, position: added })
      .returning({ id: topics.id });
    if (!row) throw new Error("INSERT … RETURNING gave no row");
    const ids = held.map((faq) => faq.id);
    await executor
      .update(faqs)
      .set({ topicId: row.id })
      .where(and(inArray(faqs.id, ids), isNull(faqs.topicId)));
    await executor
      .update(faqRevisions)
      .set({ topicId: row.id })
      .where(and(inArray(faqRevisions.faqId, ids), isNull(faqRevisions.topicId)));
  }
  return added;
}
