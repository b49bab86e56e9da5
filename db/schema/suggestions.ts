import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, unique, varchar } from "drizzle-orm/pg-core";

import { bigIdentity, languageCheck, languageColumn, oneOf, stampedMoment } from "./columns";
import { faqOwner } from "./faq-rows";
import { users } from "./users";

/** What staff made of a suggestion (issue 38). */
export const SUGGESTION_DECISIONS = ["accepted", "rejected"] as const;

/**
 * Issue 38 "Visitors teach, staff decide": a visitor said that an FAQ answered their search (a
 * "Yes" under an FAQ reached from a search, or "This answers my question" under a weak one). One
 * row per visitor, FAQ, language and search text. The visitor is a keyed hash of their network
 * address, never the address; the search is its normalised plain text.
 */
export const answerSignals = pgTable(
  "answer_signals",
  {
    id: bigIdentity(),
    faqId: faqOwner(),
    /** The language of the page searched from. */
    language: languageColumn(),
    /** The search as recorded (trimmed, lower case, single spaces, no markup). */
    search: varchar("search", { length: 200 }).notNull(),
    /** How the search read after its corrections: the stems it searched for (lib/search/reading.ts). */
    reading: varchar("reading", { length: 400 }).notNull(),
    /** HMAC-SHA256 of the visitor's address, hex. */
    visitor: varchar("visitor", { length: 64 }).notNull(),
    sentAt: stampedMoment("sent_at"),
  },
  (t) => [
    unique("answer_signals_once").on(t.faqId, t.language, t.search, t.visitor),
    index("answer_signals_reading_idx").on(t.faqId, t.language, t.reading),
    languageCheck("answer_signals", t.language),
    check("answer_signals_search_plain", sql`${t.search} !~ '[<>]'`),
  ],
);

/**
 * Staff's answer to a suggestion: the FAQ, language and reading it grouped. A rejected one is never
 * suggested again; an accepted one became "also asked as" phrasings.
 */
export const suggestionDecisions = pgTable(
  "suggestion_decisions",
  {
    faqId: faqOwner(),
    language: languageColumn(),
    reading: varchar("reading", { length: 400 }).notNull(),
    decision: varchar("decision", { length: 10, enum: SUGGESTION_DECISIONS }).notNull(),
    decidedByUserId: integer("decided_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    decidedAt: stampedMoment("decided_at"),
  },
  (t) => [
    primaryKey({ columns: [t.faqId, t.language, t.reading] }),
    languageCheck("suggestion_decisions", t.language),
    oneOf("suggestion_decisions_decision", t.decision, SUGGESTION_DECISIONS),
  ],
);
