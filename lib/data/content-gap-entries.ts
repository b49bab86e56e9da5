import "server-only";

import { type SQL, sql } from "drizzle-orm";

import { contentGaps, faqs, faqVotes, type Language, searchQueries } from "@/db/schema";
import type { ContentGapKind, ContentGapStatus } from "@/lib/contract/feedback";
import { TRANSLATION_ENTRIES } from "@/lib/data/translation-request-entries";
import { groupedWithQuestion, QUESTION_ENTRIES } from "@/lib/data/visitor-questions";

/**
 * The entries of the Content Gaps queue (issue 16, docs/decisions/0025; read and changed by
 * ./content-gaps.ts): searches that found nothing and answers readers marked not helpful, worked
 * out from search_queries and faq_votes when read, with what content_gaps adds (a search answered
 * by a later FAQ, a dismissal).
 *
 * - A search is open while its latest run found nothing and no FAQ has answered it since; an
 *   FAQ added, edited or restored re-runs the open searches (closeAnsweredSearches), and one
 *   that now finds something closes. A later search that finds nothing again reopens it.
 * - An FAQ is open while a "No" came after its last edit: an edit closes it, a later "No"
 *   reopens it. An archived FAQ is closed.
 * - A dismissal holds until the next search that finds nothing, or the next "No".
 * - Issue 28: an FAQ visitors asked to read in Spanish ("translation wanted") is open until a
 *   Spanish translation is published (./translation-request-entries.ts).
 * - Issue 39: a question a visitor sent is open until it is answered (./visitor-questions.ts). It
 *   stands for the search of the same words and language whose entry has the same status: that
 *   search entry is left out of the lists (`grouped`), and the question carries its count.
 */

/** The time of a column as ISO 8601 UTC text, whatever the database's time zone. */
const isoTime = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Every entry of the queue, with its status: one SELECT that the queries below filter. */
export const ENTRIES = sql`
  WITH no_votes AS (
    SELECT ${faqVotes.faqId} AS faq_id, ${faqVotes.votedAt} AS voted_at, ${faqVotes.reason} AS reason
    FROM ${faqVotes} WHERE NOT ${faqVotes.helpful}
  ), rounds AS (
    SELECT f.id, f.question_text AS text, f.edited_at, f.is_phantom_deleted, g.dismissed_at,
      max(n.voted_at) AS last_at
    FROM no_votes n
    JOIN ${faqs} f ON f.id = n.faq_id
    LEFT JOIN ${contentGaps} g ON g.faq_id = f.id
    GROUP BY f.id, g.dismissed_at
  )
  SELECT 'faq' AS kind, r.id, r.text, r.last_at,
    CASE WHEN r.is_phantom_deleted OR r.edited_at >= r.last_at THEN 'closed'
      WHEN r.dismissed_at >= r.last_at THEN 'dismissed' ELSE 'open' END AS status,
    c.count, c.too_hard, c.not_answered, c.other_language, c.something_else, false AS weak,
    NULL::text AS language, NULL::int AS searches, false AS grouped
  FROM rounds r
  -- The "No" votes since the last edit; for an entry the edit closed, those before it.
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS count,
      (count(*) FILTER (WHERE n.reason = 'tooHard'))::int AS too_hard,
      (count(*) FILTER (WHERE n.reason = 'notAnswered'))::int AS not_answered,
      (count(*) FILTER (WHERE n.reason = 'otherLanguage'))::int AS other_language,
      (count(*) FILTER (WHERE n.reason = 'somethingElse'))::int AS something_else
    FROM no_votes n
    WHERE n.faq_id = r.id
      AND (r.edited_at IS NULL OR r.edited_at >= r.last_at OR n.voted_at > r.edited_at)
  ) c
  UNION ALL
  SELECT 'search', q.id, q.search, q.last_searched_at,
    CASE WHEN (q.last_result_count = 0 OR q.last_weak)
        AND (g.answered_at IS NULL OR g.answered_at < q.last_searched_at)
      THEN CASE WHEN g.dismissed_at >= q.last_searched_at THEN 'dismissed' ELSE 'open' END
      ELSE 'closed' END,
    q.total_searches, NULL, NULL, NULL, NULL, q.last_result_count > 0 AND q.last_weak, q.language,
    NULL, ${groupedWithQuestion("q", "g")}
  FROM ${searchQueries} q
  LEFT JOIN ${contentGaps} g ON g.search_query_id = q.id
  WHERE q.last_result_count = 0 OR q.last_weak OR g.answered_at IS NOT NULL
  UNION ALL
  SELECT t.*, NULL::int, false FROM (${TRANSLATION_ENTRIES}) AS t
  UNION ALL
  ${QUESTION_ENTRIES}`;

export interface EntryRow {
  kind: ContentGapKind;
  id: number;
  text: string;
  last_at: string;
  status: ContentGapStatus;
  count: number;
  too_hard: number | null;
  not_answered: number | null;
  other_language: number | null;
  something_else: number | null;
  weak: boolean;
  language: Language | null;
  searches: number | null;
  grouped: boolean;
}

/** The columns of an entry as the queue reads it (EntryRow). */
export const COLUMNS = sql`e.kind, e.id, e.text, ${isoTime(sql`e.last_at`)} AS last_at, e.status,
  e.count, e.too_hard, e.not_answered, e.other_language, e.something_else, e.weak, e.language,
  e.searches, e.grouped`;
