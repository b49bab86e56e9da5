import "server-only";

import { and, eq, sql } from "drizzle-orm";

import type { Transaction } from "@/db/client";
import {
  faqs,
  faqTranslationRequests,
  faqTranslations,
  type TranslationLanguage,
} from "@/db/schema";
import { recordAudit } from "@/lib/data/audit";

/**
 * Issue 28 "translation wanted" (docs/decisions/0042-translation-wanted.md): how the Content Gaps
 * queue (lib/data/content-gaps.ts) reads visitors' requests for a translation, and how a publish
 * closes them. Kept apart from the request itself (./translation-requests.ts), so that the
 * translation's writes (lib/data/faq/translation-writes.ts) need nothing of the search's budget.
 *
 * An entry is
 * - closed when its FAQ is archived, when it was closed after its last request (a translation was
 *   published), or while a published translation exists however it was written;
 * - dismissed when staff dismissed it after its last request;
 * - open otherwise.
 */
export const TRANSLATION_ENTRIES = sql`
  SELECT 'translation' AS kind, r.faq_id AS id, f.question_text AS text, r.last_asked_at AS last_at,
    CASE WHEN f.is_phantom_deleted OR r.closed_at >= r.last_asked_at
        OR EXISTS (SELECT 1 FROM ${faqTranslations} t
          WHERE t.faq_id = r.faq_id AND t.language = r.language AND t.status = 'published')
      THEN 'closed'
      WHEN r.dismissed_at >= r.last_asked_at THEN 'dismissed' ELSE 'open' END AS status,
    r.count, NULL::int AS too_hard, NULL::int AS not_answered, NULL::int AS other_language,
    NULL::int AS something_else, false AS weak, r.language
  FROM ${faqTranslationRequests} r
  JOIN ${faqs} f ON f.id = r.faq_id`;

const oneRequest = (faqId: number, language: TranslationLanguage) =>
  and(eq(faqTranslationRequests.faqId, faqId), eq(faqTranslationRequests.language, language));

/**
 * A translation was published: the FAQ's requests in that language close, in the publish's
 * transaction. The row's lock makes a request that lands meanwhile wait, and `greatest` closes
 * every request the row holds by then, whatever the clocks of the two transactions say.
 */
export async function closeTranslationRequests(
  tx: Transaction,
  faqId: number,
  language: TranslationLanguage,
): Promise<void> {
  await tx
    .update(faqTranslationRequests)
    .set({ closedAt: sql`greatest(now(), ${faqTranslationRequests.lastAskedAt})` })
    .where(
      and(
        oneRequest(faqId, language),
        sql`(${faqTranslationRequests.closedAt} IS NULL
          OR ${faqTranslationRequests.closedAt} < ${faqTranslationRequests.lastAskedAt})`,
      ),
    );
}

/** DismissContentGap of an open `translation` entry, audited: it holds until the next request. */
export async function dismissTranslationRequests(
  tx: Transaction,
  {
    faqId,
    language,
    actorId,
    text,
  }: { faqId: number; language: TranslationLanguage; actorId: number; text: string },
): Promise<void> {
  await tx
    .update(faqTranslationRequests)
    .set({ dismissedAt: sql`greatest(now(), ${faqTranslationRequests.lastAskedAt})` })
    .where(oneRequest(faqId, language));
  await recordAudit(
    {
      actorUserId: actorId,
      action: "content_gap.dismissed",
      targetType: "faq",
      targetId: faqId,
      outcome: "success",
      details: { kind: "translation", text: text.slice(0, 200), language },
    },
    tx,
  );
}
