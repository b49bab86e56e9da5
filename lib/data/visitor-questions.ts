import "server-only";

import { eq, sql } from "drizzle-orm";

import { db, type Transaction } from "@/db/client";
import { faqs, type Language, visitorQuestions } from "@/db/schema";
import { characterCount, LIMITS } from "@/lib/contract/fields";
import { QUESTIONS_WAITING_PER_ADDRESS } from "@/lib/contract/visitor-question-codes";
import { recordAudit } from "@/lib/data/audit";
import { addPhrasings } from "@/lib/data/phrasing-suggestions";
import { hitRateLimit } from "@/lib/data/rate-limits";
import { findFaqs } from "@/lib/search/engine";
import { rowsOf } from "@/lib/search/sql";
import { recordedText, type SearchSource } from "@/lib/search/recording";
import { getEnv } from "@/lib/server/env";
import { SEARCH_BUDGET_WINDOW_SECONDS } from "@/lib/server/search-counts";

/**
 * Issue 39 "Send us your question" (docs/decisions/0049-send-us-your-question.md): the questions
 * visitors send (PostVisitorQuestion), how Content Gaps reads them (lib/data/content-gaps.ts), and
 * how staff answer or dismiss them. The mail to the addresses that wait is
 * ./question-mail.ts.
 *
 * A question is one row per language and key (its text normalised as a search is, so that the
 * search of the same words is grouped with it); each asking adds 1 to `asked`. It is
 * - closed once answered after its last asking (`answered_at`): staff linked it to an FAQ, or an
 *   FAQ written after that asking finds it with good confidence (closeAnsweredQuestions);
 * - dismissed once staff dismissed it after its last asking;
 * - open otherwise. A later asking reopens it, as a later search reopens a search.
 * An address waits for the answer given after it asked (`asked_at <= answered_at`): it is "due".
 */

/** The status of question `v` (a visitor_questions row), as Content Gaps names it. */
export const questionStatus = (v: string) =>
  sql.raw(`CASE WHEN ${v}.answered_at >= ${v}.last_asked_at THEN 'closed'
    WHEN ${v}.dismissed_at >= ${v}.last_asked_at THEN 'dismissed' ELSE 'open' END`);

/**
 * The status of search `q` (search_queries) with its content_gaps row `g`, as Content Gaps names
 * it, and whether it is in the queue at all (`isGap`).
 */
export const searchStatus = (q: string, g: string) =>
  sql.raw(`CASE WHEN (${q}.last_result_count = 0 OR ${q}.last_weak)
        AND (${g}.answered_at IS NULL OR ${g}.answered_at < ${q}.last_searched_at)
      THEN CASE WHEN ${g}.dismissed_at >= ${q}.last_searched_at THEN 'dismissed' ELSE 'open' END
      ELSE 'closed' END`);
export const searchIsGap = (q: string, g: string) =>
  sql.raw(`(${q}.last_result_count = 0 OR ${q}.last_weak OR ${g}.answered_at IS NOT NULL)`);

/**
 * The questions' entries of the queue, in the columns of lib/data/content-gaps.ts ENTRIES, each
 * with the searches of the same words (`searches`) when that search's entry has the same status:
 * the question then stands for it, and the search entry says so (`grouped`, see there).
 */
export const QUESTION_ENTRIES = sql`
  SELECT 'question' AS kind, v.id, v.text, v.last_asked_at AS last_at, ${questionStatus("v")} AS status,
    v.asked AS count, NULL::int AS too_hard, NULL::int AS not_answered, NULL::int AS other_language,
    NULL::int AS something_else, false AS weak, v.language,
    coalesce((SELECT q.total_searches FROM search_queries q
      LEFT JOIN content_gaps g ON g.search_query_id = q.id
      WHERE q.language = v.language AND q.search = v.key AND ${searchIsGap("q", "g")}
        AND ${searchStatus("q", "g")} = ${questionStatus("v")}), 0) AS searches,
    false AS grouped
  FROM visitor_questions v`;

/** Whether search `q` (with `g`) is stood for by a question of the same words and status. */
export const groupedWithQuestion = (q: string, g: string) =>
  sql`EXISTS (SELECT 1 FROM visitor_questions v
    WHERE v.language = ${sql.raw(q)}.language AND v.key = ${sql.raw(q)}.search
      AND ${questionStatus("v")} = ${searchStatus(q, g)})`;

/** A waiter `w` of question `v` is due: the answer came after it asked, and its FAQ is active. */
export const waiterIsDue = (w: string, v: string) =>
  sql.raw(`(${v}.answered_at IS NOT NULL AND ${w}.asked_at <= ${v}.answered_at
    AND EXISTS (SELECT 1 FROM faqs f WHERE f.id = ${v}.answered_faq_id AND NOT f.is_phantom_deleted))`);

// ---------------------------------------------------------------------------------------------
// A visitor sends a question

export interface VisitorQuestionInput {
  question: string;
  email: string | null;
  language: Language;
  /** The hidden field: people leave it empty. */
  website?: string | undefined;
}

export type AskOutcome =
  | { outcome: "kept" | "ignored" }
  | { outcome: "flood"; retryAfterSeconds: number }
  | { outcome: "too-many-waiting" };

/**
 * PostVisitorQuestion. A filled hidden field is "ignored" (answered as kept; nothing is). Past its
 * address's budget (`question-ip`, the size of the search budget) it is refused ("flood"), and
 * an address that already waits for 5 other questions is refused ("too-many-waiting"); neither
 * keeps anything. Otherwise the question is kept (one more asking of its words), with its address.
 */
export async function recordVisitorQuestion(
  { question, email, language, website }: VisitorQuestionInput,
  source: SearchSource,
): Promise<AskOutcome> {
  if (website !== undefined && website.trim() !== "") return { outcome: "ignored" };
  const budget = await hitRateLimit({
    key: `question-ip:${source.address}`,
    limit: getEnv().searchesRecordedPerAddress,
    windowSeconds: SEARCH_BUDGET_WINDOW_SECONDS,
  });
  if (!budget.allowed) return { outcome: "flood", retryAfterSeconds: budget.retryAfterSeconds };
  const key = recordedText(question);
  return db.transaction(async (tx): Promise<AskOutcome> => {
    if (email !== null) {
      // One asking of an address at a time, so that two sent at once cannot pass the limit.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`question-waiter:${email}`}))`);
      const [waiting] = await rowsOf<{ count: number }>(
        tx,
        sql`SELECT count(*)::int AS count FROM question_waiters w
          JOIN visitor_questions v ON v.id = w.question_id
          WHERE w.email = ${email} AND NOT (v.language = ${language} AND v.key = ${key})`,
      );
      if ((waiting?.count ?? 0) >= QUESTIONS_WAITING_PER_ADDRESS) {
        return { outcome: "too-many-waiting" };
      }
    }
    const [kept] = await rowsOf<{ id: number }>(
      tx,
      sql`INSERT INTO visitor_questions AS v (language, text, key)
        VALUES (${language}, ${question}, ${key})
        ON CONFLICT (language, key) DO UPDATE SET
          asked = v.asked + 1,
          last_asked_at = greatest(now(), v.last_asked_at)
        RETURNING v.id`,
    );
    if (!kept) throw new Error("the question was not kept");
    if (email !== null) {
      // Asked again, the address waits for the next answer (a later asking reopens the question).
      await tx.execute(
        sql`INSERT INTO question_waiters (question_id, email, language)
          VALUES (${kept.id}, ${email}, ${language})
          ON CONFLICT (question_id, email) DO UPDATE SET
            asked_at = now(), language = excluded.language`,
      );
    }
    return { outcome: "kept" };
  });
}

// ---------------------------------------------------------------------------------------------
// Staff answer or dismiss it

/**
 * DismissContentGap of an open question, in its transaction, audited: it holds until the next
 * asking. The addresses waiting for its answer are deleted without any mail (those an earlier
 * answer is still due to are not: their mail was promised), and the search it stands for in the
 * queue is dismissed with it.
 */
export async function dismissQuestion(
  tx: Transaction,
  { id, actorId }: { id: number; actorId: number },
): Promise<void> {
  await tx.execute(
    sql`UPDATE visitor_questions SET dismissed_at = greatest(now(), last_asked_at) WHERE id = ${id}`,
  );
  await tx.execute(
    sql`DELETE FROM question_waiters w USING visitor_questions v
      WHERE v.id = ${id} AND w.question_id = v.id AND NOT ${waiterIsDue("w", "v")}`,
  );
  await tx.execute(
    sql`INSERT INTO content_gaps (search_query_id, dismissed_at)
      SELECT q.id, now() FROM visitor_questions v
      JOIN search_queries q ON q.language = v.language AND q.search = v.key
      LEFT JOIN content_gaps g ON g.search_query_id = q.id
      WHERE v.id = ${id} AND ${searchIsGap("q", "g")} AND ${searchStatus("q", "g")} = 'open'
      ON CONFLICT (search_query_id) DO UPDATE SET dismissed_at = excluded.dismissed_at`,
  );
  await recordAudit(
    {
      actorUserId: actorId,
      action: "content_gap.dismissed",
      outcome: "success",
      details: { kind: "question" },
    },
    tx,
  );
}

export type LinkQuestionResult = "no-faq" | "full" | null;

/**
 * LinkContentGap of a question (issue 39), in the link's transaction with the FAQ's row locked:
 * its text becomes a phrasing of the FAQ in its language (when at most 200 characters, as a
 * search's does; the search of the same words then closes too), and it is answered by the FAQ.
 * The addresses waiting are mailed once the transaction has committed (./question-mail.ts).
 */
export async function linkQuestion(
  tx: Transaction,
  {
    question,
    faqId,
    actorId,
  }: {
    question: { id: number; text: string; language: Language };
    faqId: number;
    actorId: number;
  },
): Promise<LinkQuestionResult> {
  const { id, text, language } = question;
  const short = characterCount(text) <= LIMITS.phrasing;
  if (short) {
    const added = await addPhrasings(tx, { faqId, language, phrasings: [text], actorId });
    if (added === "full") return "full";
  }
  await tx
    .update(visitorQuestions)
    .set({
      answeredAt: sql`greatest(now(), ${visitorQuestions.lastAskedAt})`,
      answeredFaqId: faqId,
    })
    .where(eq(visitorQuestions.id, id));
  if (short) {
    await tx.execute(
      sql`INSERT INTO content_gaps (search_query_id, answered_at)
        SELECT q.id, now() FROM visitor_questions v
        JOIN search_queries q ON q.language = v.language AND q.search = v.key
        WHERE v.id = ${id}
        ON CONFLICT (search_query_id) DO UPDATE SET answered_at = excluded.answered_at`,
    );
  }
  await recordAudit(
    {
      actorUserId: actorId,
      action: "content_gap.linked",
      targetType: "faq",
      targetId: faqId,
      outcome: "success",
      details: { kind: "question", faqId, language },
    },
    tx,
  );
  return null;
}

/** The questions re-run after FAQ writes: the most recent this many that are not answered. */
const QUESTIONS_RERUN = 100;

/**
 * Answers every question not answered since its last asking that an FAQ added, edited or restored
 * since that asking now finds first, with good confidence: the search that answers a visitor's
 * search answers their question. An FAQ older than the asking does not: the visitor searched and
 * did not find it, so staff decide (Link to an FAQ). Answers how many it answered.
 */
export async function closeAnsweredQuestions(): Promise<number> {
  const open = await rowsOf<{ id: number; text: string; language: Language }>(
    db,
    sql`SELECT v.id, v.text, v.language FROM visitor_questions v
      WHERE v.answered_at IS NULL OR v.answered_at < v.last_asked_at
      ORDER BY v.last_asked_at DESC, v.id
      LIMIT ${QUESTIONS_RERUN}`,
  );
  let answered = 0;
  for (const { id, text, language } of open) {
    const searched = Array.from(text).slice(0, LIMITS.searchQuery).join("");
    const { matches, interpretation } = await findFaqs(searched, { language });
    const best = matches[0];
    if (!best || interpretation.confidence !== "good") continue;
    const done = await rowsOf<{ id: number }>(
      db,
      sql`UPDATE visitor_questions v
        SET answered_at = greatest(now(), v.last_asked_at), answered_faq_id = ${best.id}
        WHERE v.id = ${id} AND (v.answered_at IS NULL OR v.answered_at < v.last_asked_at)
          AND EXISTS (SELECT 1 FROM ${faqs} f WHERE f.id = ${best.id} AND NOT f.is_phantom_deleted
            AND (greatest(f.updated_at, coalesce(f.edited_at, f.created_at)) >= v.last_asked_at
              OR EXISTS (SELECT 1 FROM faq_translations t
                WHERE t.faq_id = f.id AND t.language = v.language AND t.status = 'published'
                  AND t.updated_at >= v.last_asked_at)))
        RETURNING v.id`,
    );
    answered += done.length;
  }
  return answered;
}
