import { index, integer, pgTable, text } from "drizzle-orm/pg-core";

import { createdAt, identity, languageCheck, languageColumn, oneOf } from "./columns";
import { phrasingsColumn } from "./faq-text";
import { faqs } from "./faqs";
import { topicReference } from "./topics";
import { users } from "./users";

/**
 * What happened to an FAQ (issue 17): added, edited, archived, restored to the lists, or an older
 * version brought back ("reverted").
 */
export const FAQ_REVISION_KINDS = ["added", "edited", "archived", "restored", "reverted"] as const;
export type FaqRevisionKind = (typeof FAQ_REVISION_KINDS)[number];

/**
 * The FAQ's question, answer and tags as each change left them, written in the change's own
 * transaction and kept for good (docs/decisions/0027-faq-revisions.md). Nothing reads this table
 * for the public lists or search, so its size costs them nothing.
 */
export const faqRevisions = pgTable(
  "faq_revisions",
  {
    id: identity(),
    faqId: integer("faq_id")
      .notNull()
      .references(() => faqs.id),
    kind: text("kind", { enum: FAQ_REVISION_KINDS }).notNull(),
    /**
     * Issue 28: the English FAQ ("en") or its translation ("es") whose text this is; a saved
     * translation is a revision of its language.
     */
    language: languageColumn(),
    /** Sanitised HTML, as stored in faqs at the time. */
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    tags: text("tags").notNull(),
    /** Issue 26: the "Also asked as" phrasings at the time (never shown to visitors). */
    phrasings: phrasingsColumn(),
    /** Issue 40: the FAQ's topic at the time (null: none, or an older revision). */
    topicId: topicReference(),
    /** Who made the change; null for content that came from the seed or before revisions. */
    userId: integer("user_id").references(() => users.id),
    /** For "reverted": the revision whose text was brought back. */
    revertedToId: integer("reverted_to_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("faq_revisions_faq_newest_idx").on(t.faqId, t.id.desc()),
    languageCheck("faq_revisions", t.language),
    oneOf("faq_revisions_kind", t.kind, FAQ_REVISION_KINDS),
  ],
);

export type FaqRevision = typeof faqRevisions.$inferSelect;
