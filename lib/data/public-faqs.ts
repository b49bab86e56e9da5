import "server-only";

import { asc, eq } from "drizzle-orm";

import { db } from "@/db/client";
import { faqs } from "@/db/schema";
import type { PublicFaq } from "@/lib/contract/faq";
import { publicFields } from "@/lib/data/faq-shapes";
import { getStaffFaq } from "@/lib/data/faqs";

/** An active FAQ for its own public page; archived and unknown ids are null (a 404). */
export async function getPublicFaq({ id }: { id: number }): Promise<PublicFaq | null> {
  const faq = await getStaffFaq({ id });
  if (!faq || faq.isPhantomDeleted) return null;
  return publicFields(faq);
}

/** Every active FAQ's id, question and last change, for the sitemap. */
export async function listFaqsForSitemap(): Promise<
  { id: number; question: string; updatedAt: Date }[]
> {
  return db
    .select({ id: faqs.id, question: faqs.questionText, updatedAt: faqs.updatedAt })
    .from(faqs)
    .where(eq(faqs.isPhantomDeleted, false))
    .orderBy(asc(faqs.id));
}
