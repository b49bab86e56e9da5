import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
} from "drizzle-orm/pg-core";

import { createdAt, updatedAt } from "./columns";
import { faqs } from "./faqs";

/**
 * The words of active FAQs (question, tags and answer, lower case, ASCII letters, no stop
 * words), with how many active FAQs use each: the vocabulary that typo-tolerant search matches a
 * misspelt word against by trigram similarity (docs/api.md §6), small whatever the number of FAQs.
 * Kept by the triggers of db/migrations/0003_faq_terms_sync.sql on every insert,
 * content change, archive and restore; the application never writes it.
 */
export const faqTerms = pgTable(
  "faq_terms",
  {
    term: text("term").primaryKey(),
    faqCount: integer("faq_count").notNull(),
    /** Double Metaphone code of the word (fuzzystrmatch): sounds-like matching ("reedin"). */
    sound: text("sound")
      .notNull()
      .generatedAlwaysAs(sql`dmetaphone(term)`),
  },
  (t) => [
    index("faq_terms_term_trgm_idx").using("gin", sql`${t.term} gin_trgm_ops`),
    index("faq_terms_sound_idx").on(sql`${t.sound} text_pattern_ops`),
  ],
);

export type FaqTerm = typeof faqTerms.$inferSelect;

/**
 * The lexemes (English stems, as in `faqs.search_document`) of active FAQs, each with the number
 * of active FAQs that use it: how rare a word is (search weighs rare words more, as BM25's IDF
 * does), and which lexemes a word being typed may grow into. Kept by the triggers of
 * db/migrations/0008; the application never writes it.
 */
export const faqLexemes = pgTable(
  "faq_lexemes",
  {
    lexeme: text("lexeme").primaryKey(),
    faqCount: integer("faq_count").notNull(),
  },
  (t) => [index("faq_lexemes_prefix_idx").on(sql`${t.lexeme} text_pattern_ops`)],
);

/**
 * The lexemes of each active FAQ's question and tags, with a weight that does not depend on the
 * search (question above tags; a short question above a long one): an index that hands out the
 * best FAQs for a word first, so that a search reads a bounded number of them whatever the size
 * of the collection (docs/decisions/0017-search-for-struggling-readers.md). Kept by triggers.
 */
export const faqPostings = pgTable(
  "faq_postings",
  {
    faqId: integer("faq_id")
      .notNull()
      .references(() => faqs.id, { onDelete: "cascade" }),
    lexeme: text("lexeme").notNull(),
    impact: real("impact").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.faqId, t.lexeme] }),
    index("faq_postings_best_idx").on(t.lexeme, t.impact.desc(), t.faqId),
  ],
);

/** One row: how many FAQs are active (N of the IDF). Kept by the triggers with faq_lexemes. */
export const faqSearchStats = pgTable(
  "faq_search_stats",
  {
    singleton: boolean("singleton").primaryKey().default(true),
    activeFaqs: integer("active_faqs").notNull().default(0),
  },
  (t) => [
    check("faq_search_stats_one_row", sql`${t.singleton}`),
    check("faq_search_stats_not_negative", sql`${t.activeFaqs} >= 0`),
  ],
);

/**
 * Groups of words that mean the same for search (the Admin screen "Search words"): a search for
 * one word of a group also looks for the others, at query time. Words are stored lower case,
 * without accents, one word each (letters and digits), 2 to 20 to a group.
 */
export const synonymGroups = pgTable(
  "synonym_groups",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    words: text("words").array().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("synonym_groups_words_idx").using("gin", t.words),
    check("synonym_groups_size", sql`cardinality(${t.words}) between 2 and 20`),
  ],
);

export type SynonymGroup = typeof synonymGroups.$inferSelect;

/**
 * Issue 26: one row whose version moves on with every committed change to what the search reads
 * (the FAQs' question, answer, tags, "also asked as" and archive flag, and the synonym list),
 * whatever made it: the triggers of db/migrations/0017. Each app server keeps the search index in
 * its memory and reads this row before each search: a different version makes it load what
 * changed first (lib/search/store.ts), so every server searches what the database holds.
 */
export const searchIndexVersion = pgTable(
  "search_index_version",
  {
    id: integer("id").primaryKey(),
    version: bigint("version", { mode: "number" }).notNull(),
  },
  (t) => [check("search_index_version_one_row", sql`${t.id} = 1`)],
);
