import { relations, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

/**
 * The product's data (SPEC §3) and what the sign-in, search and analytics flows keep beside it.
 * Limits in CHECK constraints follow CONTRACT §5 and §6; the application validates the same
 * limits first so that people get field messages, and the database refuses anything that slips by.
 */

const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const userRoles = ["Guest", "Student", "Coach", "Admin"] as const;
export type UserRole = (typeof userRoles)[number];
export const userRole = pgEnum("user_role", userRoles);

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    firstName: varchar("first_name", { length: 100 }).notNull(),
    lastName: varchar("last_name", { length: 100 }).notNull(),
    /** Stored trimmed and in lower case (CONTRACT §5). */
    email: varchar("email", { length: 254 }).notNull(),
    /** argon2id PHC string. */
    passwordHash: text("password_hash").notNull(),
    role: userRole("role").notNull().default("Guest"),
    isVerified: boolean("is_verified").notNull().default(false),
    /**
     * Bumped by logout, password change or reset, role change and deletion; a session whose
     * token carries an older version stops working on its next request (CONTRACT §3).
     */
    sessionVersion: integer("session_version").notNull().default(1),
    /**
     * Two-step sign-in (TOTP, RFC 6238): the base32 secret of the person's authenticator app, set
     * when they turn it on (docs/decisions/0021). Null: signs in with the password alone.
     */
    twoFactorSecret: text("two_factor_secret"),
    twoFactorEnabledAt: timestamp("two_factor_enabled_at", { withTimezone: true }),
    /** The secret shown while the person sets two-step sign-in up, until a code proves it. */
    twoFactorPendingSecret: text("two_factor_pending_secret"),
    /** The time step of the last code accepted: a code works once, even within its 30 seconds. */
    twoFactorLastStep: bigint("two_factor_last_step", { mode: "number" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Soft delete (CONTRACT §5): the row stays so FAQ edit stamps keep their names. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    // One account per address among users that are not deleted.
    uniqueIndex("users_email_active_key")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    index("users_first_name_idx").on(sql`lower(${t.firstName}) collate "C"`, t.id),
    index("users_last_name_idx").on(sql`lower(${t.lastName}) collate "C"`, t.id),
    index("users_email_order_idx").on(sql`${t.email} collate "C"`, t.id),
    check(
      "users_email_normalised",
      sql`${t.email} = lower(btrim(${t.email})) and ${t.email} like '%_@_%'`,
    ),
    check("users_first_name_present", sql`char_length(btrim(${t.firstName})) > 0`),
    check("users_last_name_present", sql`char_length(btrim(${t.lastName})) > 0`),
    check("users_password_hash_argon2id", sql`${t.passwordHash} like '$argon2id$%'`),
    check("users_session_version_positive", sql`${t.sessionVersion} > 0`),
    check(
      "users_two_factor_complete",
      sql`(${t.twoFactorSecret} is null) = (${t.twoFactorEnabledAt} is null)`,
    ),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export const faqs = pgTable(
  "faqs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Sanitised HTML (CONTRACT §6 allowlist). */
    question: text("question").notNull(),
    /** Sanitised HTML (CONTRACT §6 allowlist). */
    answer: text("answer").notNull(),
    /** One comma-separated text, trimmed and de-duplicated, joined with ", ". */
    tags: text("tags").notNull().default(""),
    /** How many public searches have returned this FAQ. */
    ranking: integer("ranking").notNull().default(0),
    /** Archived (SPEC §4: DeleteFaq / RestoreFaq); never removed from the table. */
    isPhantomDeleted: boolean("is_phantom_deleted").notNull().default(false),
    editedByUserId: integer("edited_by_user_id").references(() => users.id),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    createdAt: createdAt(),
    /** Last change of any kind (content, archive, restore): the sitemap's lastmod. */
    updatedAt: updatedAt(),
    /** The question without markup: the alphabetical order (CONTRACT §6) and typo matching. */
    questionText: text("question_text")
      .notNull()
      .generatedAlwaysAs(sql`faq_plain_text(question)`),
    /**
     * Full-text document: question (A), tags (B), answer (C), markup stripped, in the `faq_search`
     * configuration (English stems of words without their accents, db/migrations/0006).
     */
    searchDocument: tsvector("search_document")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('faq_search'::regconfig, faq_plain_text(question)), 'A') || setweight(to_tsvector('faq_search'::regconfig, tags), 'B') || setweight(to_tsvector('faq_search'::regconfig, faq_plain_text(answer)), 'C')`,
      ),
  },
  (t) => [
    index("faqs_search_document_idx").using("gin", t.searchDocument),
    index("faqs_question_text_trgm_idx").using("gin", sql`${t.questionText} gin_trgm_ops`),
    // "C" collation: the same order on every server, whatever its locale.
    index("faqs_alphabetical_idx").on(
      t.isPhantomDeleted,
      sql`lower(${t.questionText}) collate "C"`,
      t.id,
    ),
    index("faqs_ranking_idx").on(t.isPhantomDeleted, t.ranking.desc(), t.id),
    index("faqs_recently_changed_idx").on(
      t.isPhantomDeleted,
      sql`coalesce(${t.editedAt}, ${t.createdAt}) desc`,
      t.id,
    ),
    check("faqs_ranking_not_negative", sql`${t.ranking} >= 0`),
    check("faqs_question_length", sql`char_length(${t.questionText}) between 1 and 500`),
    check("faqs_tags_length", sql`char_length(${t.tags}) <= 500`),
    check("faqs_edit_stamp_complete", sql`(${t.editedByUserId} is null) = (${t.editedAt} is null)`),
  ],
);

export type Faq = typeof faqs.$inferSelect;
export type NewFaq = typeof faqs.$inferInsert;

/**
 * The words of active FAQs (question, tags and answer, lower case, ASCII letters, no stop
 * words), with how many active FAQs use each: the vocabulary that typo-tolerant search matches a
 * misspelt word against by trigram similarity (CONTRACT §6), small whatever the number of FAQs.
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
 * One row per distinct normalised search text, with running totals so that the User Searches
 * screen can order and page without aggregating every event (CONTRACT §6).
 * Anonymous by design (SPEC §2 privacy policy): no IP address, user or cookie is ever kept.
 */
export const searchQueries = pgTable(
  "search_queries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Normalised: trimmed, lower case, single spaces. */
    search: varchar("search", { length: 200 }).notNull().unique("search_queries_search_key"),
    totalSearches: integer("total_searches").notNull().default(0),
    lastSearchedAt: timestamp("last_searched_at", { withTimezone: true }).notNull(),
    /** UTC day of lastSearchedAt: order 2 sorts by day, then by popularity. */
    lastSearchedOn: date("last_searched_on", { mode: "string" }).notNull(),
    lastResultCount: integer("last_result_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("search_queries_recent_idx").on(t.lastSearchedAt.desc(), t.id),
    index("search_queries_popular_idx").on(t.totalSearches.desc(), t.id),
    index("search_queries_day_popular_idx").on(
      t.lastSearchedOn.desc(),
      t.totalSearches.desc(),
      t.id,
    ),
    check(
      "search_queries_search_normalised",
      sql`char_length(${t.search}) > 0 and ${t.search} = lower(btrim(${t.search}))`,
    ),
    check(
      "search_queries_totals_not_negative",
      sql`${t.totalSearches} >= 0 and ${t.lastResultCount} >= 0`,
    ),
  ],
);

export type SearchQuery = typeof searchQueries.$inferSelect;

/** One row per public search (CONTRACT §6): what, when and how many results. */
export const searchEvents = pgTable(
  "search_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    searchQueryId: integer("search_query_id")
      .notNull()
      .references(() => searchQueries.id, { onDelete: "cascade" }),
    searchedAt: timestamp("searched_at", { withTimezone: true }).notNull().defaultNow(),
    resultCount: integer("result_count").notNull(),
  },
  (t) => [
    index("search_events_query_time_idx").on(t.searchQueryId, t.searchedAt),
    check("search_events_result_count_not_negative", sql`${t.resultCount} >= 0`),
  ],
);

export type SearchEvent = typeof searchEvents.$inferSelect;

/**
 * Public searches answered but not yet counted (docs/decisions/0013): a search's answer waits
 * only for its row here, committed; any app server then moves the rows into search_events, the
 * running totals of search_queries and the rankings of the FAQs found, and deletes them, in one
 * transaction. Rows left by a server that stopped are counted by the next server to start or to
 * count a search.
 */
export const pendingSearches = pgTable(
  "pending_searches",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** Normalised as search_queries.search is. */
    search: varchar("search", { length: 200 }).notNull(),
    /** The FAQs it returned, in order; each gains 1 in ranking when it is counted. */
    faqIds: integer("faq_ids").array().notNull(),
    searchedAt: timestamp("searched_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      "pending_searches_search_normalised",
      sql`char_length(${t.search}) > 0 and ${t.search} = lower(btrim(${t.search}))`,
    ),
  ],
);

export const codePurposes = [
  "VerifyAccount",
  "ResetPassword",
  "ChangeEmail",
  "ChangePassword",
  /** The link in the notice to the old address: puts it back within 7 days (newEmail). */
  "UndoEmailChange",
  /** Between the password and the code of a two-step sign-in: 5 minutes. */
  "SignIn",
] as const;
export type CodePurpose = (typeof codePurposes)[number];
export const codePurpose = pgEnum("code_purpose", codePurposes);

/**
 * One-time codes mailed to people (CONTRACT §5): stored only as a hash, 15 minutes, single use,
 * dead after 5 wrong tries, and replaced (revoked) by a newer code of the same purpose.
 */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: codePurpose("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    /** The address being verified by a ChangeEmail code, or restored by an UndoEmailChange one. */
    newEmail: varchar("new_email", { length: 254 }),
    /** The argon2id hash that a ChangePassword code makes current. */
    newPasswordHash: text("new_password_hash"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // At most one live code per person and purpose.
    uniqueIndex("one_time_codes_live_key")
      .on(t.userId, t.purpose)
      .where(sql`${t.usedAt} is null and ${t.revokedAt} is null`),
    check("one_time_codes_attempts_range", sql`${t.failedAttempts} between 0 and 5`),
    check(
      "one_time_codes_new_email_for_change_email",
      sql`(${t.purpose}::text in ('ChangeEmail', 'UndoEmailChange')) = (${t.newEmail} is not null)`,
    ),
    check(
      "one_time_codes_new_password_for_change_password",
      sql`(${t.purpose} = 'ChangePassword') = (${t.newPasswordHash} is not null)`,
    ),
    check(
      "one_time_codes_new_email_normalised",
      sql`${t.newEmail} is null or ${t.newEmail} = lower(btrim(${t.newEmail}))`,
    ),
  ],
);

export type OneTimeCode = typeof oneTimeCodes.$inferSelect;

/**
 * The 10 single-use recovery codes of a person with two-step sign-in, for when their phone is
 * lost. Only a SHA-256 hash is stored: each code holds 80 random bits, too many to guess.
 */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("recovery_codes_user_code_key").on(t.userId, t.codeHash)],
);

/**
 * Fixed-window counters for rate limits, kept in the database so that they hold across several
 * app servers (CONTRACT §5). The key names the limit and its subject, e.g. `login-ip:203.0.113.9`.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: varchar("key", { length: 300 }).primaryKey(),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(0),
    blockedUntil: timestamp("blocked_until", { withTimezone: true }),
  },
  (t) => [
    index("rate_limits_window_idx").on(t.windowStartedAt),
    check("rate_limits_hits_not_negative", sql`${t.hits} >= 0`),
  ],
);

export type RateLimit = typeof rateLimits.$inferSelect;

export const auditOutcomes = ["success", "refused"] as const;
export type AuditOutcome = (typeof auditOutcomes)[number];

/**
 * The audit trail (issue #7): who did what to which account or FAQ, when, and whether it was
 * allowed. Written in the same transaction as the change it records, so nothing acknowledged is
 * unaudited. `details` never holds passwords, codes, tokens or cookies (lib/data/audit.ts).
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    /** Null for the operator's commands and for sign-in attempts that matched no account. */
    actorUserId: integer("actor_user_id").references(() => users.id),
    /** `user.role_changed`, `faq.archived`, `auth.sign_in_failed`, … */
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    outcome: text("outcome", { enum: auditOutcomes }).notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index("audit_events_occurred_at_idx").on(t.occurredAt),
    index("audit_events_target_idx").on(t.targetType, t.targetId),
    check("audit_events_outcome_known", sql`${t.outcome} in ('success', 'refused')`),
  ],
);

export type AuditEvent = typeof auditEvents.$inferSelect;
export type NewAuditEvent = typeof auditEvents.$inferInsert;

export const usersRelations = relations(users, ({ many }) => ({
  editedFaqs: many(faqs),
  oneTimeCodes: many(oneTimeCodes),
}));

export const faqsRelations = relations(faqs, ({ one }) => ({
  editedBy: one(users, { fields: [faqs.editedByUserId], references: [users.id] }),
}));

export const searchQueriesRelations = relations(searchQueries, ({ many }) => ({
  events: many(searchEvents),
}));

export const searchEventsRelations = relations(searchEvents, ({ one }) => ({
  searchQuery: one(searchQueries, {
    fields: [searchEvents.searchQueryId],
    references: [searchQueries.id],
  }),
}));

export const oneTimeCodesRelations = relations(oneTimeCodes, ({ one }) => ({
  user: one(users, { fields: [oneTimeCodes.userId], references: [users.id] }),
}));
