import "server-only";

import { asc, desc, eq, sql } from "drizzle-orm";

import { db } from "@/db/client";
import { faqs } from "@/db/schema";

/** FAQ orders (CONTRACT §6): 0 alphabetical, 1 most searched, 2 most recently changed. */
export type FaqOrder = 0 | 1 | 2;

export interface FaqListItem {
  id: number;
  question: string;
  answer: string;
  tags: string;
  ranking: number;
}

const orderings = {
  0: [asc(sql`lower(${faqs.questionText}) collate "C"`), asc(faqs.id)],
  1: [desc(faqs.ranking), asc(faqs.id)],
  2: [desc(sql`coalesce(${faqs.editedAt}, ${faqs.createdAt})`), asc(faqs.id)],
} as const;

/** One page of FAQs; ties break by id so that paging never repeats or skips an item. */
export async function listFaqs({
  limit,
  skip,
  orderBy,
  archived = false,
}: {
  limit: number;
  skip: number;
  orderBy: FaqOrder;
  archived?: boolean;
}): Promise<FaqListItem[]> {
  return db
    .select({
      id: faqs.id,
      question: faqs.question,
      answer: faqs.answer,
      tags: faqs.tags,
      ranking: faqs.ranking,
    })
    .from(faqs)
    .where(eq(faqs.isPhantomDeleted, archived))
    .orderBy(...orderings[orderBy])
    .limit(limit)
    .offset(skip);
}
