-- Issue 41: a visitor's search answers the FAQs it found from the rows each app server holds
-- beside its search index (lib/search/faq-rows.ts), checked against search_index_version in the
-- statement that keeps the search (lib/server/search-counts.ts). So the version now moves with
-- every committed change to what a search answer shows, not only to what is searched: the topic,
-- the edit's time and editor, the content version (a translation out of date) and the reading
-- grade join the columns of migration 0017. Ranking still does not move it: it changes with every
-- search counted, and the statement that keeps a search reads it afresh.
DROP TRIGGER faqs_search_index_changed ON faqs;
--> statement-breakpoint
CREATE TRIGGER faqs_search_index_changed
AFTER INSERT
  OR UPDATE OF question, answer, tags, phrasings, is_phantom_deleted, topic_id, edited_at,
    edited_by_user_id, content_version, reading_grade, created_at, updated_at
  OR DELETE OR TRUNCATE ON faqs
FOR EACH STATEMENT EXECUTE FUNCTION search_index_changed();
--> statement-breakpoint
-- A translation's text and status moved it already (migration 0019); its source version (marked
-- current) and its edit's time and editor are shown too.
DROP TRIGGER faq_translations_search_index_changed ON faq_translations;
--> statement-breakpoint
CREATE TRIGGER faq_translations_search_index_changed
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON faq_translations
FOR EACH STATEMENT EXECUTE FUNCTION search_index_changed();
