import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, unique, varchar } from "drizzle-orm/pg-core";

import {
  bigIdentity,
  identity,
  languageCheck,
  languageColumn,
  moment,
  stampedMoment,
} from "./columns";
import { faqs } from "./faqs";

/**
 * Issue 39 "Send us your question" (docs/decisions/0049-send-us-your-question.md): the questions
 * visitors send from the FAQ pages, one row per language and text (its normalised key), shown in
 * Content Gaps as "Asked by a visitor". Plain text only: markup is taken out before it is kept.
 *
 * - `asked` counts the questions sent with this text; `last_asked_at` the latest.
 * - It is answered (`answered_at`, `answered_faq_id`) when staff link it to an FAQ, or when an FAQ
 *   written after it was asked finds it with good confidence. A later asking reopens it.
 * - Staff may dismiss it (`dismissed_at`); the next asking reopens it.
 */
export const visitorQuestions = pgTable(
  "visitor_questions",
  {
    id: identity(),
    /** The language of the page it was sent from. */
    language: languageColumn(),
    /** As the first visitor wrote it: plain text, single spaces, at most 500 characters. */
    text: varchar("text", { length: 500 }).notNull(),
    /** What groups askings (and the search of the same words): lower case, at most 200. */
    key: varchar("key", { length: 200 }).notNull(),
    asked: integer("asked").notNull().default(1),
    firstAskedAt: stampedMoment("first_asked_at"),
    lastAskedAt: stampedMoment("last_asked_at"),
    answeredAt: moment("answered_at"),
    answeredFaqId: integer("answered_faq_id").references(() => faqs.id, { onDelete: "set null" }),
    dismissedAt: moment("dismissed_at"),
  },
  (t) => [
    unique("visitor_questions_language_key").on(t.language, t.key),
    languageCheck("visitor_questions", t.language),
    check("visitor_questions_asked_positive", sql`${t.asked} >= 1`),
    check("visitor_questions_text_given", sql`${t.text} <> '' AND ${t.key} <> ''`),
    check("visitor_questions_times_ordered", sql`${t.firstAskedAt} <= ${t.lastAskedAt}`),
  ],
);

/**
 * The e-mail addresses waiting to hear that a question was answered: one row per question and
 * address. A row goes once its mail was handed to the mail server, when the question is dismissed,
 * or after 90 days unanswered (lib/data/question-mail.ts). Nothing else is kept with it.
 */
export const questionWaiters = pgTable(
  "question_waiters",
  {
    id: bigIdentity(),
    questionId: integer("question_id")
      .notNull()
      .references(() => visitorQuestions.id, { onDelete: "cascade" }),
    /** Trimmed and lower case. */
    email: varchar("email", { length: 254 }).notNull(),
    /** The language of the page it was asked from: the mail's language. */
    language: languageColumn(),
    askedAt: stampedMoment("asked_at"),
  },
  (t) => [
    unique("question_waiters_once").on(t.questionId, t.email),
    index("question_waiters_email_idx").on(t.email),
    index("question_waiters_asked_idx").on(t.askedAt),
    languageCheck("question_waiters", t.language),
  ],
);

/**
 * At most one "We have answered your question" mail per address a day: a keyed hash of each
 * address mailed (HMAC-SHA256 with AUTH_SECRET, hex) and when, deleted after 24 hours.
 */
export const questionMailDays = pgTable("question_mail_days", {
  emailHash: varchar("email_hash", { length: 64 }).primaryKey(),
  mailedAt: stampedMoment("mailed_at"),
});
