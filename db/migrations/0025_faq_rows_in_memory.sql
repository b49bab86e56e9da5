-- Issue 41: a visitor's search answers the FAQs it found from the rows each app server holds
-- beside its search index (lib/search/faq-rows.ts), checked against this row in the statement
-- that keeps the search (lib/server/search-counts.ts). `version` moves with what the search reads
-- (migrations 0017 and 0019); `rows_version` with every committed change to what an answer shows
-- but the ranking: the searched text and the archive flag again, and the topic, the edit's time
-- and editor, the content version (a translation out of date), the reading grade, and every column
-- of a translation. Ranking does not move it: it changes with every search counted, and the
-- statement that keeps a search reads it afresh. One update per statement; it commits or rolls
-- back with the change, as `version` does.
ALTER TABLE "search_index_version" ADD COLUMN "rows_version" bigint DEFAULT 1 NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION faq_rows_changed() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE search_index_version SET rows_version = rows_version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER faqs_rows_changed
AFTER INSERT
  OR UPDATE OF question, answer, tags, phrasings, is_phantom_deleted, topic_id, edited_at,
    edited_by_user_id, content_version, reading_grade, created_at, updated_at
  OR DELETE OR TRUNCATE ON faqs
FOR EACH STATEMENT EXECUTE FUNCTION faq_rows_changed();
--> statement-breakpoint
CREATE TRIGGER faq_translations_rows_changed
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON faq_translations
FOR EACH STATEMENT EXECUTE FUNCTION faq_rows_changed();
