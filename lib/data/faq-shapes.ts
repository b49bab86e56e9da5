import "server-only";

import type { AnyColumn } from "drizzle-orm";

import { faqs, type Language, users } from "@/db/schema";
import type { PublicFaq, StaffFaq } from "@/lib/contract/faq";
import { renderSafeHtml } from "@/lib/faq/sanitize";

type FaqContentKey = "question" | "answer" | "tags" | "phrasings";

/**
 * The question, answer, tags and phrasings of an FAQ in one language and version: the FAQ's own
 * (faqs), a translation's (faq_translations) or a revision's (faq_revisions) columns.
 */
export function faqContentColumns<Table extends Record<FaqContentKey, AnyColumn>>(
  table: Table,
): Pick<Table, FaqContentKey> {
  return {
    question: table.question,
    answer: table.answer,
    tags: table.tags,
    phrasings: table.phrasings,
  };
}

/**
 * The columns of a StaffFaq. The editor's names come from the users table by join, so a renamed
 * editor shows the new name.
 */
export const staffFaqColumns = {
  id: faqs.id,
  ...faqContentColumns(faqs),
  ranking: faqs.ranking,
  isPhantomDeleted: faqs.isPhantomDeleted,
  readingGrade: faqs.readingGrade,
  contentVersion: faqs.contentVersion,
  topicId: faqs.topicId,
  editedAt: faqs.editedAt,
  editedByUserId: faqs.editedByUserId,
  editedByUserFirstName: users.firstName,
  editedByUserLastName: users.lastName,
};

type StaffFaqRow = Omit<StaffFaq, "editedAt" | "language"> & {
  editedAt: Date | null;
  /** Issue 28: a row read in another language says so (the search of the Spanish pages). */
  language?: Language;
  /** Issue 38: a row read in a translation says whether it needs an update. */
  translationOutdated?: boolean;
};

/**
 * An FAQ as the API answers it, its HTML passed through the allowlist again (lib/faq/sanitize.ts).
 * The FAQ's own text is English unless the row says otherwise (issue 28: translations are answered
 * by lib/data/faq-translations.ts, and the Spanish search reads them in lib/search/engine.ts).
 */
export function toStaffFaq({ translationOutdated: _outdated, ...row }: StaffFaqRow): StaffFaq {
  return {
    ...row,
    question: renderSafeHtml(row.question),
    answer: renderSafeHtml(row.answer),
    editedAt: row.editedAt?.toISOString() ?? null,
    language: row.language ?? "en",
  };
}

export function toPublicFaq(row: StaffFaqRow): PublicFaq {
  return { ...publicFields(toStaffFaq(row)), ...outdatedSign(row.translationOutdated) };
}

/**
 * Issue 38: PublicFaq's translationOutdated, there only when true (an FAQ shown in a translation
 * that needs an update), so an FAQ shown in English or in a current translation is answered as
 * before.
 */
export function outdatedSign(
  outdated: boolean | undefined,
): Pick<PublicFaq, "translationOutdated"> {
  return outdated ? { translationOutdated: true } : {};
}

/**
 * What anyone may see of an FAQ: all but its editor, and never its phrasings (issue 26: "Also
 * asked as" is for search and staff only). Fields are picked, not removed, so a new staff field
 * stays out of public answers unless it is added here.
 */
export function publicFields(faq: StaffFaq): PublicFaq {
  const { id, question, answer, tags, ranking, isPhantomDeleted, editedAt, language, topicId } =
    faq;
  return { id, question, answer, tags, ranking, isPhantomDeleted, editedAt, language, topicId };
}

/**
 * Rows about a page of FAQs (their votes, their translations), read by `read` in one query for
 * the page's ids; none, and no query, for an empty page.
 */
export async function rowsForPage<R>(
  list: readonly { id: number }[],
  read: (ids: number[]) => Promise<R[]>,
): Promise<R[]> {
  const ids = list.map((faq) => faq.id);
  return ids.length === 0 ? [] : read(ids);
}
