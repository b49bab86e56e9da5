import "server-only";

import { and, asc, eq, type SQL, sql } from "drizzle-orm";

import { db } from "@/db/client";
import { faqs, type User, users } from "@/db/schema";
import type { EditableFaq, PublicFaq, StaffFaq } from "@/lib/contract/faq";
import { staffFaqColumns, toPublicFaq, toStaffFaq } from "@/lib/data/faq-shapes";
import { translationsOf } from "@/lib/data/faq-translations";
import { translationFilterCondition } from "@/lib/data/faq-translation-states";
import type { TranslationFilter } from "@/lib/contract/languages";

// The FAQ as the API answers it, for anyone (PublicFaq), for staff (StaffFaq) and for the edit
// screen (EditableFaq): declared once, in the API's contract.
export type { EditableFaq, PublicFaq, StaffFaq };

/**
 * FAQ orders (docs/api.md §6): 0 alphabetical, 1 most searched, 2 most recently changed, 3 hardest
 * to read (issue 17).
 */
export type FaqOrder = 0 | 1 | 2 | 3;

/**
 * Each order spelt exactly as its index is (db/schema/faqs.ts), so that a page is read from the
 * index instead of sorting the table; ties break by id, so paging never repeats or skips an FAQ.
 */
/** An FAQ not archived. */
export const activeFaq = eq(faqs.isPhantomDeleted, false);

/** Issue 40: the FAQs of one topic (the TopicId filter); every FAQ when none is asked for. */
export function inTopic(topicId: number | undefined): SQL | undefined {
  return topicId === undefined ? undefined : eq(faqs.topicId, topicId);
}

const ORDERINGS: Record<FaqOrder, SQL[]> = {
  0: [sql`lower(${faqs.questionText}) collate "C"`, asc(faqs.id)],
  1: [sql`${faqs.ranking} desc nulls last`, asc(faqs.id)],
  2: [sql`coalesce(${faqs.editedAt}, ${faqs.createdAt}) desc`, asc(faqs.id)],
  3: [sql`${faqs.readingGrade} desc nulls last`, asc(faqs.id)],
};

/** One page of the FAQ list, as GetFaqs and GetAdminFaqs ask for it. */
interface FaqPage {
  limit: number;
  skip: number;
  orderBy: FaqOrder;
  archived: boolean;
  translation?: TranslationFilter;
  /** Issue 40: only this topic's FAQs. */
  topicId?: number;
}

/**
 * The query of one page of FAQs (GetFaqs, GetAdminFaqs), not yet run: awaiting it reads the
 * page, and tests/query-plans.test.ts explains it. `translation` (GetAdminFaqs, issue 28) keeps
 * only the FAQs without a published Spanish translation, or with one that needs an update.
 */
export function faqPageQuery({ limit, skip, orderBy, archived, translation, topicId }: FaqPage) {
  return db
    .select(staffFaqColumns)
    .from(faqs)
    .leftJoin(users, eq(users.id, faqs.editedByUserId))
    .where(
      and(
        eq(faqs.isPhantomDeleted, archived),
        translationFilterCondition(translation),
        inTopic(topicId),
      ),
    )
    .orderBy(...ORDERINGS[orderBy])
    .limit(limit)
    .offset(skip);
}

/** One page of FAQs without the editor's identity: the public list (GetFaqs). */
export async function listFaqs({
  limit,
  skip,
  orderBy,
  archived = false,
  topicId,
}: {
  limit: number;
  skip: number;
  orderBy: FaqOrder;
  archived?: boolean;
  topicId?: number;
}): Promise<PublicFaq[]> {
  return (await faqPageQuery({ limit, skip, orderBy, archived, topicId })).map(toPublicFaq);
}

/** One page of active or archived FAQs with the editor's names (GetAdminFaqs). */
export async function listStaffFaqs(params: FaqPage): Promise<StaffFaq[]> {
  return (await faqPageQuery(params)).map(toStaffFaq);
}

export async function getStaffFaq({ id }: { id: number }): Promise<StaffFaq | null> {
  const [row] = await db
    .select(staffFaqColumns)
    .from(faqs)
    .leftJoin(users, eq(users.id, faqs.editedByUserId))
    .where(eq(faqs.id, id))
    .limit(1);
  return row ? toStaffFaq(row) : null;
}

/**
 * Whether an account may see archived FAQs and their history: the FAQ Archive is an Admin screen
 * (docs/product.md §6), so for a Coach an archived FAQ is as one that does not exist.
 */
export function seesArchive(user: Pick<User, "role">): boolean {
  return user.role === "Admin";
}

/**
 * GetFaq: what the edit screen needs, with the FAQ's translations (issue 28); an archived FAQ only
 * `withArchived` (an Admin).
 */
export async function getEditableFaq({
  id,
  withArchived,
}: {
  id: number;
  withArchived: boolean;
}): Promise<EditableFaq | null> {
  const faq = await getStaffFaq({ id });
  if (!faq || (faq.isPhantomDeleted && !withArchived)) return null;
  const { question, answer, tags, phrasings, isPhantomDeleted, editedAt, contentVersion, topicId } =
    faq;
  return {
    ...{ id, question, answer, tags, phrasings, isPhantomDeleted, editedAt, contentVersion },
    topicId,
    language: "en",
    translations: await translationsOf({ faqId: id }),
  };
}
