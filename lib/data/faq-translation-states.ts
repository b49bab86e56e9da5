import "server-only";

import { and, eq, exists, inArray, lt, notExists, type SQL, sql } from "drizzle-orm";

import { db } from "@/db/client";
import { faqs, faqTranslations } from "@/db/schema";
import type { AdminFaq, StaffFaq } from "@/lib/contract/faq";
import type { TranslationFilter, TranslationState } from "@/lib/contract/languages";
import { withFeedback } from "@/lib/data/faq-feedback";
import { rowsForPage } from "@/lib/data/faq-shapes";

/**
 * Where each FAQ of the portal's lists stands in Spanish (issue 28 item 6: "No Spanish", "Spanish
 * needs update"), and the list's filters on it. needsUpdate is worked out when read, as
 * ./faq-translations.ts does (docs/decisions/0040-faq-translations.md): the translation was made
 * from an older version of the English question and answer.
 */

/** The FAQ's Spanish translation, for a subquery of a list of FAQs. */
const spanishOf = eq(faqTranslations.faqId, faqs.id);

/** The FAQ's Spanish translation, if it meets `condition` (a subquery of the FAQ's row). */
function spanishTranslation(condition: SQL) {
  return db
    .select({ one: sql`1` })
    .from(faqTranslations)
    .where(and(spanishOf, eq(faqTranslations.language, "es"), condition));
}

/**
 * The condition of GetAdminFaqs's `translation` filter on the list's FAQs: a correlated
 * (NOT) EXISTS, which the planner reads by faq_translations' primary key for each FAQ the list's
 * order index gives (tests/query-plans.test.ts), so the orders and paging stay the list's own.
 */
export function translationFilterCondition(filter: TranslationFilter | undefined): SQL | undefined {
  switch (filter) {
    case undefined:
      return undefined;
    case "missing-es":
      return notExists(spanishTranslation(eq(faqTranslations.status, "published")));
    case "outdated-es":
      return exists(spanishTranslation(lt(faqTranslations.sourceVersion, faqs.contentVersion)));
  }
}

/** The FAQs with where each stands in Spanish, in one query for the page, as the votes are. */
export async function withTranslationStates<T extends { id: number }>(
  list: T[],
): Promise<(T & Pick<AdminFaq, "translationStates">)[]> {
  const rows = await rowsForPage(list, (ids) =>
    db
      .select({
        faqId: faqTranslations.faqId,
        status: faqTranslations.status,
        needsUpdate: sql<boolean>`${faqTranslations.sourceVersion} < ${faqs.contentVersion}`,
      })
      .from(faqTranslations)
      .innerJoin(faqs, eq(faqs.id, faqTranslations.faqId))
      .where(and(inArray(faqTranslations.faqId, ids), eq(faqTranslations.language, "es"))),
  );
  const byFaq = new Map<number, TranslationState>(
    rows.map(({ faqId, status, needsUpdate }) => [faqId, needsUpdate ? "needs-update" : status]),
  );
  return list.map((faq) => ({ ...faq, translationStates: { es: byFaq.get(faq.id) ?? "none" } }));
}

/** FAQs as the portal's lists answer them (AdminFaq): with their votes and translation states. */
export async function asAdminFaqs(list: StaffFaq[]): Promise<AdminFaq[]> {
  return withTranslationStates(await withFeedback(list));
}
