import { engine, db, resetDatabase } from "./helpers/database";

import assert from "node:assert/strict";
import { before, describe, test } from "node:test";

import { eq, isNotNull, isNull, sql } from "drizzle-orm";

import { faqRevisions, faqs, faqTranslations, topics } from "@/db/schema";
import { seedDemoContent } from "@/db/seed";
import { seedFaqs } from "@/db/seed-data";
import { seedTopics } from "@/db/seed-data-topics";
import { slugify } from "@/lib/text/plain-text";
import { isTopicPicture } from "@/lib/topics/pictures";

const SUPPORT = { supportEmail: "help@example.org" };

const count = async (table: typeof faqs | typeof topics | typeof faqTranslations) => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
};

describe("the demo's topics (issue 40)", () => {
  test("every demo FAQ is in exactly one topic; names, slugs and pictures are the app's", () => {
    assert.ok(seedTopics.length >= 6 && seedTopics.length <= 8, "6 to 8 topics");
    const held = seedTopics.flatMap((topic) => topic.questions);
    assert.deepEqual(
      [...held].sort(),
      seedFaqs.map((faq) => faq.question).sort(),
      "the topics' questions are the demo FAQs, each once",
    );
    for (const topic of seedTopics) {
      assert.equal(topic.slugEn, slugify(topic.nameEn), topic.nameEn);
      assert.equal(topic.slugEs, slugify(topic.nameEs), topic.nameEs);
      assert.ok(isTopicPicture(topic.picture), `${topic.nameEn}: ${topic.picture} is in the set`);
    }
  });
});

describe(`demo topics on ${engine}`, () => {
  before(resetDatabase);

  test("a fresh demo database has the topics, in order, and every FAQ in one", async () => {
    const summary = await seedDemoContent(SUPPORT);
    assert.equal(summary.topics, seedTopics.length);
    const stored = await db.select().from(topics).orderBy(topics.position);
    assert.deepEqual(
      stored.map((topic) => [topic.nameEn, topic.nameEs, topic.slugEs, topic.position]),
      seedTopics.map((topic, index) => [topic.nameEn, topic.nameEs, topic.slugEs, index + 1]),
    );
    assert.equal((await db.select().from(faqs).where(isNull(faqs.topicId))).length, 0);
    const [phonics] = await db
      .select({ topic: topics.nameEn })
      .from(faqs)
      .innerJoin(topics, eq(topics.id, faqs.topicId))
      .where(eq(faqs.question, "<p>What is phonics?</p>"));
    assert.equal(phonics?.topic, "Learning to read");
    const untopicked = await db.select().from(faqRevisions).where(isNull(faqRevisions.topicId));
    assert.equal(untopicked.length, 0, "the demo's earlier versions are in their FAQ's topic");
  });

  test("a demo database loaded before topics gets them, and loses nothing", async () => {
    await db.update(faqs).set({ topicId: null }).where(isNotNull(faqs.topicId));
    await db.update(faqRevisions).set({ topicId: null }).where(isNotNull(faqRevisions.topicId));
    await db.delete(topics).where(isNotNull(topics.id));
    const before = { faqs: await count(faqs), translations: await count(faqTranslations) };
    const [edited] = await db
      .update(faqs)
      .set({ question: "<p>What courses can I take?</p>" })
      .where(eq(faqs.question, "<p>What courses do you offer?</p>"))
      .returning({ id: faqs.id });

    const summary = await seedDemoContent(SUPPORT);
    assert.equal(summary.skipped, true);
    assert.equal(summary.topics, seedTopics.length);
    assert.equal(await count(faqs), before.faqs);
    assert.equal(await count(faqTranslations), before.translations);
    const left = await db.select({ id: faqs.id }).from(faqs).where(isNull(faqs.topicId));
    assert.deepEqual(left, [{ id: edited?.id }], "only the FAQ whose question staff changed");
  });

  test("once topics exist, seeding again changes no staff choice", async () => {
    const [coaches] = await db.select().from(topics).where(eq(topics.slugEn, "coaches"));
    assert.ok(coaches, "the demo's Coaches topic");
    // Staff take the coaches' FAQs out of their topic, delete it and rename another.
    const [moved] = await db
      .update(faqs)
      .set({ topicId: null })
      .where(eq(faqs.topicId, coaches.id))
      .returning({ id: faqs.id });
    await db.delete(topics).where(eq(topics.id, coaches.id));
    await db.update(topics).set({ nameEn: "Our courses" }).where(eq(topics.slugEn, "courses"));

    const summary = await seedDemoContent(SUPPORT);
    assert.equal(summary.topics, 0);
    assert.equal(await count(topics), seedTopics.length - 1, "the deleted topic stays deleted");
    const [still] = await db
      .select()
      .from(faqs)
      .where(eq(faqs.id, moved?.id ?? 0));
    assert.equal(still?.topicId, null, "an FAQ taken out of its topic stays out");
    const [renamed] = await db.select().from(topics).where(eq(topics.slugEn, "courses"));
    assert.equal(renamed?.nameEn, "Our courses");
  });

  test("a database of other FAQs gets no topics", async () => {
    await resetDatabase();
    // The reset empties topics too; said again here so this test never depends on it.
    await db.delete(topics).where(isNotNull(topics.id));
    await db
      .insert(faqs)
      .values({ question: "<p>Where is the office?</p>", answer: "<p>Here.</p>" });
    const summary = await seedDemoContent(SUPPORT);
    assert.deepEqual([summary.skipped, summary.topics], [true, 0]);
    assert.equal(await count(topics), 0);
  });
});
