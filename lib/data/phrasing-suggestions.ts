import "server-only";

import { and, eq, sql } from "drizzle-orm";

import { db, type Transaction } from "@/db/client";
import {
  answerSignals,
  faqs,
  faqTranslations,
  type Language,
  suggestionDecisions,
} from "@/db/schema";
import type { PhrasingSuggestion } from "@/lib/contract/suggestions";
import { LIMITS, normalisePhrasing } from "@/lib/contract/fields";
import { auditFaq, recordRevision, recordTranslationRevision } from "@/lib/data/faq";
import { getStaffFaq, type StaffFaq } from "@/lib/data/faqs";
import { rowsOf } from "@/lib/search/sql";
import { getEnv } from "@/lib/server/env";

/**
 * Issue 38 "Visitors teach, staff decide" (docs/decisions/0045-visitors-teach-staff-decide.md).
 * A visitor who says an FAQ answered their search leaves a signal (lib/data/answer-signals.ts).
 * Signals for one FAQ from searches that read the same once corrected (lib/search/reading.ts)
 * make one suggestion, shown to staff once enough different visitors sent it. Staff accept the ways of
 * asking they choose (each becomes an "also asked as" phrasing, as Link to an FAQ does: stamped,
 * audited, in History) or reject the suggestion, which then never returns. Nothing a visitor does
 * changes the search until staff accept.
 */

interface SuggestionRow {
  faq_id: number;
  language: Language;
  reading: string;
  visitors: number;
  last_at: string;
  question: string;
  ways: { text: string; visitors: number }[];
}

/** Undecided groups of signals that enough visitors sent, with their ways of asking. */
function suggestionRows({
  faqId,
  language,
  reading,
  limit,
  skip,
}: {
  faqId?: number;
  language?: Language;
  reading?: string;
  limit: number;
  skip: number;
}) {
  const only = [
    faqId === undefined ? sql`` : sql` AND s.faq_id = ${faqId}`,
    language === undefined ? sql`` : sql` AND s.language = ${language}`,
    reading === undefined ? sql`` : sql` AND s.reading = ${reading}`,
  ];
  return sql`
    WITH grouped AS (
      SELECT s.faq_id, s.language, s.reading, count(DISTINCT s.visitor)::int AS visitors,
        max(s.sent_at) AS last_at
      FROM ${answerSignals} s
      JOIN ${faqs} f ON f.id = s.faq_id AND NOT f.is_phantom_deleted
      WHERE NOT EXISTS (
        SELECT 1 FROM ${suggestionDecisions} d
        WHERE d.faq_id = s.faq_id AND d.language = s.language AND d.reading = s.reading
      )${sql.join(only)}
      GROUP BY s.faq_id, s.language, s.reading
      HAVING count(DISTINCT s.visitor) >= ${getEnv().suggestionMinVisitors}
    )
    SELECT g.faq_id, g.language, g.reading, g.visitors,
      to_char(g.last_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_at,
      f.question_text AS question, w.ways
    FROM grouped g
    JOIN ${faqs} f ON f.id = g.faq_id
    CROSS JOIN LATERAL (
      SELECT json_agg(json_build_object('text', x.search, 'visitors', x.visitors)
        ORDER BY x.visitors DESC, x.search) AS ways
      FROM (
        SELECT a.search, count(DISTINCT a.visitor)::int AS visitors
        FROM ${answerSignals} a
        WHERE a.faq_id = g.faq_id AND a.language = g.language AND a.reading = g.reading
        GROUP BY a.search
      ) x
    ) w
    ORDER BY g.visitors DESC, g.last_at DESC, g.faq_id, g.reading
    LIMIT ${limit} OFFSET ${skip}`;
}

const toSuggestion = (row: SuggestionRow): PhrasingSuggestion => ({
  faqId: row.faq_id,
  question: row.question,
  language: row.language,
  reading: row.reading,
  visitors: row.visitors,
  lastAt: row.last_at,
  ways: row.ways,
});

/** GetPhrasingSuggestions: a page of suggestions, most visitors first; of one FAQ if asked. */
export async function listPhrasingSuggestions(params: {
  faqId?: number;
  limit: number;
  skip: number;
}): Promise<PhrasingSuggestion[]> {
  const rows = await rowsOf<SuggestionRow>(db, suggestionRows(params));
  return rows.map(toSuggestion);
}

/** One suggestion, if it is shown to staff now (undecided, enough visitors). */
async function findSuggestion(
  tx: Transaction,
  key: SuggestionKey,
): Promise<PhrasingSuggestion | null> {
  const [row] = await rowsOf<SuggestionRow>(tx, suggestionRows({ ...key, limit: 1, skip: 0 }));
  return row ? toSuggestion(row) : null;
}

export interface SuggestionKey {
  faqId: number;
  language: Language;
  reading: string;
}

export type AcceptSuggestionResult =
  { ok: true; faq: StaffFaq } | { ok: false; reason: "no-suggestion" | "not-suggested" | "full" };

/**
 * AcceptPhrasingSuggestion: the chosen ways of asking become phrasings of the FAQ in the
 * suggestion's language (of its Spanish translation when it has one, else of the English), as an
 * edit: stamped, audited, kept as a revision, in one transaction with the decision. The FAQ's row
 * is locked from the read to the write, as Link to an FAQ does. A way the FAQ already has is not
 * added again.
 */
export async function acceptSuggestion({
  phrasings: chosen,
  actorId,
  ...key
}: SuggestionKey & { phrasings: string[]; actorId: number }): Promise<AcceptSuggestionResult> {
  const refused = await db.transaction(async (tx) => {
    const [faq] = await tx
      .select({ phrasings: faqs.phrasings })
      .from(faqs)
      .where(and(eq(faqs.id, key.faqId), eq(faqs.isPhantomDeleted, false)))
      .for("update");
    const suggestion = faq ? await findSuggestion(tx, key) : null;
    if (!faq || !suggestion) return "no-suggestion" as const;
    const offered = new Map(suggestion.ways.map((way) => [way.text.toLowerCase(), way.text]));
    const picked = chosen.map((text) => offered.get(normalisePhrasing(text).toLowerCase()));
    if (picked.length === 0 || picked.some((text) => text === undefined)) {
      return "not-suggested" as const;
    }
    const added = await addPhrasings(tx, {
      ...key,
      phrasings: picked.filter((text) => text !== undefined),
      actorId,
    });
    if (added === "full") return "full" as const;
    await decide(tx, key, "accepted", actorId, { phrasingsAdded: added });
    return null;
  });
  if (refused) return { ok: false, reason: refused };
  const faq = await getStaffFaq({ id: key.faqId });
  return faq ? { ok: true, faq } : { ok: false, reason: "no-suggestion" };
}

/** RejectPhrasingSuggestion: the suggestion goes, and is never made again. */
export async function rejectSuggestion(
  key: SuggestionKey & { actorId: number },
): Promise<{ ok: true } | { ok: false; reason: "no-suggestion" }> {
  const done = await db.transaction(async (tx) => {
    if (!(await findSuggestion(tx, key))) return false;
    await decide(tx, key, "rejected", key.actorId, {});
    return true;
  });
  return done ? { ok: true } : { ok: false, reason: "no-suggestion" };
}

async function decide(
  tx: Transaction,
  { faqId, language, reading }: SuggestionKey,
  decision: "accepted" | "rejected",
  actorId: number,
  details: Record<string, number>,
): Promise<void> {
  await tx
    .insert(suggestionDecisions)
    .values({ faqId, language, reading, decision, decidedByUserId: actorId })
    .onConflictDoNothing();
  await auditFaq(tx, {
    actorId,
    action: `suggestion.${decision}`,
    id: faqId,
    details: { language, reading: reading.slice(0, 200), ...details },
  });
}

/**
 * Adds ways of asking to an FAQ's phrasings, in its language's text (the English one for English,
 * and for a language the FAQ has no translation in), as an edit of them: stamped, audited, kept
 * as a revision. The FAQ's row must be locked by the caller. Answers how many were added, or
 * "full" when they would pass the limit of 20 (audited as refused, nothing saved).
 */
export async function addPhrasings(
  tx: Transaction,
  {
    faqId,
    language,
    phrasings,
    actorId,
  }: { faqId: number; language: Language; phrasings: string[]; actorId: number },
): Promise<number | "full"> {
  const wanted = phrasings.map((text) => normalisePhrasing(text).slice(0, LIMITS.phrasing));
  const translated =
    language === "en"
      ? undefined
      : (
          await tx
            .select({ phrasings: faqTranslations.phrasings })
            .from(faqTranslations)
            .where(and(eq(faqTranslations.faqId, faqId), eq(faqTranslations.language, language)))
            .for("update")
        )[0];
  const [english] = translated
    ? [translated]
    : await tx.select({ phrasings: faqs.phrasings }).from(faqs).where(eq(faqs.id, faqId));
  const kept = english?.phrasings ?? [];
  const known = new Set(kept.map((text) => text.toLowerCase()));
  const fresh = [...new Map(wanted.map((text) => [text.toLowerCase(), text])).values()].filter(
    (text) => text !== "" && !known.has(text.toLowerCase()),
  );
  if (fresh.length === 0) return 0;
  const action = translated && language !== "en" ? "faq.translated" : "faq.edited";
  if (kept.length + fresh.length > LIMITS.phrasings) {
    await auditFaq(tx, { actorId, action, id: faqId, refused: "phrasings-full" });
    return "full";
  }
  const stamp = {
    editedByUserId: actorId,
    editedAt: sql`date_trunc('milliseconds', now())`,
    updatedAt: sql`now()`,
  };
  const details = { phrasingsAdded: fresh.length, phrasingsRemoved: 0 };
  if (translated && language !== "en") {
    await tx
      .update(faqTranslations)
      .set({ phrasings: [...kept, ...fresh], ...stamp })
      .where(and(eq(faqTranslations.faqId, faqId), eq(faqTranslations.language, language)));
    await auditFaq(tx, { actorId, action, id: faqId, details: { language, ...details } });
    await recordTranslationRevision(tx, { faqId, language, kind: "edited", userId: actorId });
  } else {
    await tx
      .update(faqs)
      .set({ phrasings: [...kept, ...fresh], ...stamp })
      .where(eq(faqs.id, faqId));
    await auditFaq(tx, { actorId, action, id: faqId, details });
    await recordRevision(tx, { faqId, kind: "edited", userId: actorId });
  }
  return fresh.length;
}
