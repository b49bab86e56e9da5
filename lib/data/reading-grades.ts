import "server-only";

import { and, inArray, isNull } from "drizzle-orm";

import { db } from "@/db/client";
import { migrateToLatest } from "@/db/migrate";
import { faqs } from "@/db/schema";
import { readingGradeOfHtml } from "@/lib/reading/analysis";

/**
 * Issue 17: every FAQ's reading grade, worked out in TypeScript by the coach's own rules
 * (lib/reading/analysis.ts), which SQL cannot run. Saves store it as they write (lib/data/faq/);
 * this one-off backfill gives it to FAQs written before the column existed, or straight to the
 * table (the seed's extra rows, tests). migrateAndBackfill runs it after the SQL migrations, so
 * `npm run db:migrate` and the embedded server's start get it; on a
 * database with every grade in place it reads nothing but an index-free count of nulls.
 */
export async function backfillReadingGrades(): Promise<number> {
  const missing = await db
    .select({ id: faqs.id, answer: faqs.answer })
    .from(faqs)
    .where(isNull(faqs.readingGrade));
  const idsByGrade = new Map<number, number[]>();
  for (const { id, answer } of missing) {
    const grade = readingGradeOfHtml(answer);
    // An answer with no words has no grade: it stays null, last in "Hardest to Read".
    if (grade === null) continue;
    idsByGrade.set(grade, [...(idsByGrade.get(grade) ?? []), id]);
  }
  let filled = 0;
  for (const [grade, ids] of idsByGrade) {
    // Only rows still without a grade: an edit saved meanwhile has stored its own.
    const updated = await db
      .update(faqs)
      .set({ readingGrade: grade })
      .where(and(inArray(faqs.id, ids), isNull(faqs.readingGrade)))
      .returning({ id: faqs.id });
    filled += updated.length;
  }
  return filled;
}

/** The SQL migrations (db/migrate.ts), then the backfill above: what a start or db:migrate runs. */
export async function migrateAndBackfill(): Promise<void> {
  await migrateToLatest();
  await backfillReadingGrades();
}

/** The grade to store with an answer being saved (PostFaq, PatchFaq). */
export function readingGradeOf({ answer }: { answer: string }): number | null {
  return readingGradeOfHtml(answer);
}
