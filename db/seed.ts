import { sql } from "drizzle-orm";

import { db } from "./client";
import type { Database } from "./client";
import { faqs, faqTranslations, searchEvents, searchQueries, synonymGroups } from "./schema";
import { seedFaqs, seedSearches, seedSynonymGroups } from "./seed-data";
import { seedSynonymGroupsEs, seedTranslationsEs } from "./seed-data-es";
import { seedReadingGrades } from "./seed-data-grades";
import { insertDemoRevisions } from "./seed-revisions";
import { seedDemoTopics } from "./seed-topics";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A small deterministic generator, so every fresh demo database has the same history. */
function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SeedSummary {
  faqs: number;
  /** Issue 40: the demo's topics added, on a fresh database or one loaded before topics. */
  topics: number;
  searches: number;
  searchEvents: number;
  skipped: boolean;
}

/**
 * Loads the demo content: the FAQs of db/seed-data.ts and a few weeks of anonymous search
 * history, some of it finding nothing. It leaves a database that already has FAQs alone, but for
 * the demo's topics, added to one that has none yet (db/seed-topics.ts).
 */
export async function seedDemoContent({
  supportEmail,
  now = new Date(),
}: {
  supportEmail: string;
  now?: Date;
}): Promise<SeedSummary> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(faqs);
  if ((existing?.count ?? 0) > 0) {
    const added = await db.transaction((tx) => seedDemoTopics(tx));
    return { faqs: 0, topics: added, searches: 0, searchEvents: 0, skipped: true };
  }

  const random = randomSource(20241120);
  const days = 28;

  return db.transaction(async (tx) => {
    const inserted = await insertDemoFaqs(tx, { supportEmail, now });
    await insertDemoTranslations(tx, inserted, { supportEmail, now });
    await insertDemoRevisions(tx, now);
    const addedTopics = await seedDemoTopics(tx);

    let eventCount = 0;
    for (const search of seedSearches) {
      const times = Array.from(
        { length: search.times },
        () => new Date(now.getTime() - Math.floor(random() * days * DAY_MS) - 60_000),
      ).sort((a, b) => a.getTime() - b.getTime());
      const results = times.map(() => (search.found ? 1 + Math.floor(random() * 6) : 0));
      const last = times.at(-1) ?? now;
      const [row] = await tx
        .insert(searchQueries)
        .values({
          search: search.search,
          totalSearches: times.length,
          lastSearchedAt: last,
          lastSearchedOn: last.toISOString().slice(0, 10),
          lastResultCount: results.at(-1) ?? 0,
        })
        .returning({ id: searchQueries.id });
      if (!row) throw new Error("INSERT … RETURNING gave no row");
      await tx.insert(searchEvents).values(
        times.map((searchedAt, i) => ({
          searchQueryId: row.id,
          searchedAt,
          resultCount: results[i] ?? 0,
        })),
      );
      eventCount += times.length;
    }

    await seedSynonyms(tx);

    return {
      faqs: seedFaqs.length,
      topics: addedTopics,
      searches: seedSearches.length,
      searchEvents: eventCount,
      skipped: false,
    };
  });
}

/**
 * The demo FAQs alone, whatever the database holds already: the demo content, and the benchmark,
 * which adds them among its generated FAQs to measure the relevance sets there.
 */
export async function insertDemoFaqs(
  executor: Pick<Database, "insert">,
  { supportEmail, now = new Date() }: { supportEmail: string; now?: Date },
): Promise<{ id: number; question: string }[]> {
  return executor
    .insert(faqs)
    .values(
      seedFaqs.map((faq, index) => ({
        question: faq.question,
        answer: faq.answer.replaceAll("{{SUPPORT_EMAIL}}", supportEmail),
        // Issue 17: the grade a save would store (db/seed-data-grades.ts).
        readingGrade: seedReadingGrades[index] ?? null,
        tags: faq.tags,
        ranking: faq.ranking,
        // Spread over the last few months, so "most recently changed" has an order to show.
        createdAt: new Date(now.getTime() - (90 - index) * DAY_MS),
        updatedAt: new Date(now.getTime() - (90 - index) * DAY_MS),
      })),
    )
    .returning({ id: faqs.id, question: faqs.question });
}

/**
 * Issue 28: the demo's Spanish translations (db/seed-data-es.ts), published and made from the
 * English as it is, so none shows "Needs update"; the FAQs left out stay in English.
 */
async function insertDemoTranslations(
  executor: Pick<Database, "insert">,
  inserted: { id: number; question: string }[],
  { supportEmail, now }: { supportEmail: string; now: Date },
): Promise<void> {
  const rows = inserted.flatMap(({ id, question }) => {
    const translation = seedTranslationsEs[question];
    if (!translation) return [];
    return [
      {
        faqId: id,
        language: "es" as const,
        question: translation.question,
        answer: translation.answer.replaceAll("{{SUPPORT_EMAIL}}", supportEmail),
        tags: translation.tags,
        phrasings: translation.phrasings ?? [],
        status: "published" as const,
        sourceVersion: 1,
        createdAt: now,
        updatedAt: now,
      },
    ];
  });
  if (rows.length > 0) await executor.insert(faqTranslations).values(rows);
}

/** The demo's words that mean the same for search, unless the list has some already. */
export async function seedSynonyms(executor: Pick<Database, "insert" | "select">): Promise<void> {
  const [existing] = await executor.select({ id: synonymGroups.id }).from(synonymGroups).limit(1);
  if (existing) return;
  await executor
    .insert(synonymGroups)
    .values([
      ...seedSynonymGroups.map((words) => ({ words })),
      ...seedSynonymGroupsEs.map((words) => ({ words, language: "es" as const })),
    ]);
}
