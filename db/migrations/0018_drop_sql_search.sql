-- Issue 26: the search runs in each app server's memory (docs/decisions/0037), so the tables,
-- triggers and indexes of the SQL search (migrations 0002, 0003, 0007, 0008) go: each FAQ write,
-- and each search counted into the rankings, no longer pays for them.
DROP TRIGGER IF EXISTS faq_index_after_insert ON faqs;--> statement-breakpoint
DROP TRIGGER IF EXISTS faq_index_after_delete ON faqs;--> statement-breakpoint
DROP TRIGGER IF EXISTS faq_index_after_update ON faqs;--> statement-breakpoint
DROP TRIGGER IF EXISTS faq_index_after_truncate ON faqs;--> statement-breakpoint
DROP TRIGGER IF EXISTS faq_terms_after_insert ON faqs;--> statement-breakpoint
DROP TRIGGER IF EXISTS faq_terms_after_delete ON faqs;--> statement-breakpoint
DROP TRIGGER IF EXISTS faq_terms_after_update ON faqs;--> statement-breakpoint
DROP TRIGGER IF EXISTS faq_terms_after_truncate ON faqs;--> statement-breakpoint
DROP FUNCTION IF EXISTS faq_index_after_insert();--> statement-breakpoint
DROP FUNCTION IF EXISTS faq_index_after_delete();--> statement-breakpoint
DROP FUNCTION IF EXISTS faq_index_after_update();--> statement-breakpoint
DROP FUNCTION IF EXISTS faq_index_after_truncate();--> statement-breakpoint
DROP FUNCTION IF EXISTS faq_terms_after_insert();--> statement-breakpoint
DROP FUNCTION IF EXISTS faq_terms_after_delete();--> statement-breakpoint
DROP FUNCTION IF EXISTS faq_terms_after_update();--> statement-breakpoint
DROP FUNCTION IF EXISTS faq_terms_after_truncate();--> statement-breakpoint
DROP FUNCTION IF EXISTS faq_terms_apply(text[], int[]);--> statement-breakpoint
DROP FUNCTION IF EXISTS faq_lexemes_apply(text[], int[]);--> statement-breakpoint
DROP FUNCTION IF EXISTS faq_terms_of(text, text, text);--> statement-breakpoint
DROP FUNCTION IF EXISTS faq_postings_of(text, text);--> statement-breakpoint
DROP TABLE "faq_lexemes" CASCADE;--> statement-breakpoint
DROP TABLE "faq_postings" CASCADE;--> statement-breakpoint
DROP TABLE "faq_search_stats" CASCADE;--> statement-breakpoint
DROP TABLE "faq_terms" CASCADE;--> statement-breakpoint
DROP INDEX "faqs_search_document_idx";--> statement-breakpoint
DROP INDEX "faqs_question_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "faqs" DROP COLUMN "search_document";
