import "server-only";

import { type SQL, sql } from "drizzle-orm";

import { db } from "@/db/client";
import { contentGaps, faqs, faqVotes, searchQueries, type TranslationLanguage } from "@/db/schema";
import type { ContentGap, ContentGapKind, ContentGapStatus } from "@/lib/contract/feedback";
import { recordAudit } from "@/lib/data/audit";
import { COLUMNS, ENTRIES, type EntryRow } from "@/lib/data/content-gap-entries";
import { dismissTranslationRequests } from "@/lib/data/translation-request-entries";
import { dismissQuestion } from "@/lib/data/visitor-questions";
import { findFaqs } from "@/lib/search/engine";
import { rowsOf } from "@/lib/search/sql";

/**
 * The Content Gaps queue (issue 16, docs/decisions/0025): searches that found nothing and answers
 * readers marked not helpful, and when each is open, dismissed or closed
 * (./content-gap-entries.ts): read a page at a time, dismissed, and closed by a later FAQ.
 */

/** Queue orders: 0 most frequent first, 1 most recent first; ties by kind and id. */
export type ContentGapOrder = 0 | 1;

const ORDERS: Record<ContentGapOrder, SQL> = {
  0: sql`e.count DESC, e.last_at DESC, e.kind, e.id, e.language`,
  1: sql`e.last_at DESC, e.count DESC, e.kind, e.id, e.language`,
};

/** Comments shown per FAQ entry, newest first. */
const COMMENTS_SHOWN = 3;

async function withComments(rows: EntryRow[]): Promise<ContentGap[]> {
  const faqIds = rows.filter((row) => row.kind === "faq").map((row) => row.id);
  const comments = new Map<number, string[]>();
  if (faqIds.length > 0) {
    // The comments of the same "No" votes the counts are of (see ENTRIES).
    const found = await rowsOf<{ faq_id: number; comment: string }>(
      db,
      sql`SELECT faq_id, comment FROM (
        SELECT v.faq_id, v.comment,
          row_number() OVER (PARTITION BY v.faq_id ORDER BY v.voted_at DESC, v.id DESC) AS place
        FROM ${faqVotes} v JOIN ${faqs} f ON f.id = v.faq_id
        WHERE v.faq_id IN (${sql.join(faqIds, sql`, `)}) AND NOT v.helpful
          AND v.comment IS NOT NULL
          AND (f.edited_at IS NULL OR v.voted_at > f.edited_at
            OR f.edited_at >= (SELECT max(w.voted_at) FROM ${faqVotes} w
              WHERE w.faq_id = v.faq_id AND NOT w.helpful))
      ) AS latest WHERE place <= ${COMMENTS_SHOWN} ORDER BY faq_id, place`,
    );
    for (const { faq_id, comment } of found) {
      comments.set(faq_id, [...(comments.get(faq_id) ?? []), comment]);
    }
  }
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    text: row.text,
    status: row.status,
    weak: row.weak,
    count: row.count,
    lastAt: row.last_at,
    language: row.language,
    reasons:
      row.kind === "faq"
        ? {
            tooHard: row.too_hard ?? 0,
            notAnswered: row.not_answered ?? 0,
            otherLanguage: row.other_language ?? 0,
            somethingElse: row.something_else ?? 0,
          }
        : null,
    comments: row.kind === "question" ? [] : (comments.get(row.id) ?? []),
    // Issue 39: the searches of a question's words, when it stands for their entry.
    ...(row.kind === "question" ? { searches: row.searches ?? 0 } : {}),
  }));
}

/** GetContentGaps: one page of the queue's entries of one status. */
export async function listContentGaps({
  status,
  orderBy,
  limit,
  skip,
}: {
  status: ContentGapStatus;
  orderBy: ContentGapOrder;
  limit: number;
  skip: number;
}): Promise<ContentGap[]> {
  const rows = await rowsOf<EntryRow>(
    db,
    sql`SELECT ${COLUMNS} FROM (${ENTRIES}) AS e WHERE e.status = ${status} AND NOT e.grouped
      ORDER BY ${ORDERS[orderBy]} LIMIT ${limit} OFFSET ${skip}`,
  );
  return withComments(rows);
}

/** The open entries, for the badge on the portal's Content Gaps link. */
export async function countOpenContentGaps(): Promise<number> {
  const [row] = await rowsOf<{ open: number }>(
    db,
    sql`SELECT count(*)::int AS open FROM (${ENTRIES}) AS e
      WHERE e.status = 'open' AND NOT e.grouped`,
  );
  return row?.open ?? 0;
}

/**
 * One entry of the queue, whatever its status, or null when there is none of that kind and id (and
 * language, for a translation: Spanish when not said).
 */
export async function findContentGap(
  kind: ContentGapKind,
  id: number,
  language: TranslationLanguage = "es",
): Promise<ContentGap | null> {
  const ofLanguage = kind === "translation" ? sql`AND e.language = ${language}` : sql``;
  const rows = await rowsOf<EntryRow>(
    db,
    sql`SELECT ${COLUMNS} FROM (${ENTRIES}) AS e
      WHERE e.kind = ${kind} AND e.id = ${id} ${ofLanguage}`,
  );
  const [entry] = await withComments(rows);
  return entry ?? null;
}

/**
 * DismissContentGap: an open entry leaves the open queue until it comes back (a new search that
 * finds nothing, a new "No"), with the dismissal in the audit trail.
 */
export async function dismissContentGap({
  kind,
  id,
  language = "es",
  actorId,
}: {
  kind: ContentGapKind;
  id: number;
  /** A translation entry's language. */
  language?: TranslationLanguage;
  actorId: number;
}): Promise<{ ok: true; gap: ContentGap } | { ok: false; reason: "not-found" | "not-open" }> {
  const entry = await findContentGap(kind, id, language);
  if (!entry) return { ok: false, reason: "not-found" };
  if (entry.status !== "open") return { ok: false, reason: "not-open" };
  await db.transaction(async (tx) => {
    if (kind === "translation") {
      await dismissTranslationRequests(tx, { faqId: id, language, actorId, text: entry.text });
      return;
    }
    if (kind === "question") {
      await dismissQuestion(tx, { id, actorId });
      return;
    }
    const subject = kind === "faq" ? contentGaps.faqId : contentGaps.searchQueryId;
    await tx
      .insert(contentGaps)
      .values(
        kind === "faq"
          ? { faqId: id, dismissedAt: sql`now()` }
          : {
              searchQueryId: id,
              dismissedAt: sql`now()`,
            },
      )
      .onConflictDoUpdate({ target: subject, set: { dismissedAt: sql`now()` } });
    await recordAudit(
      {
        actorUserId: actorId,
        action: "content_gap.dismissed",
        targetType: kind === "faq" ? "faq" : "search_query",
        targetId: id,
        outcome: "success",
        details: { kind, text: entry.text.slice(0, 200) },
      },
      tx,
    );
  });
  return { ok: true, gap: { ...entry, status: "dismissed" } };
}

/**
 * Searches re-run after an FAQ is added, edited or restored: the most recent this many that
 * still found nothing. Each run is one search (about as costly as a visitor's), so the edit
 * waits a little; older ones are closed by the next visitor who searches them and finds the FAQ.
 */
const SEARCHES_RERUN = 100;

/** Closes every open (or dismissed) zero-result search that now finds an FAQ. */
export async function closeAnsweredSearches(): Promise<number> {
  const unanswered = await rowsOf<{ id: number; search: string }>(
    db,
    sql`SELECT q.id, q.search FROM ${searchQueries} q
      LEFT JOIN ${contentGaps} g ON g.search_query_id = q.id
      WHERE (q.last_result_count = 0 OR q.last_weak)
        -- Issue 28: the English search answers English searches; a Spanish one is its own.
        AND q.language = 'en'
        AND (g.answered_at IS NULL OR g.answered_at < q.last_searched_at)
      ORDER BY q.last_searched_at DESC, q.id
      LIMIT ${SEARCHES_RERUN}`,
  );
  const answered: number[] = [];
  for (const { id, search } of unanswered) {
    const { matches, interpretation } = await findFaqs(search);
    if (matches.length > 0 && interpretation.confidence === "good") answered.push(id);
  }
  if (answered.length > 0) {
    await db
      .insert(contentGaps)
      .values(answered.map((searchQueryId) => ({ searchQueryId, answeredAt: sql`now()` })))
      .onConflictDoUpdate({
        target: contentGaps.searchQueryId,
        set: { answeredAt: sql`now()` },
      });
  }
  return answered.length;
}
