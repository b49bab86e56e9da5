-- Issue 41: a visitor's search answers the FAQs it found from the rows each app server holds
-- beside its search index (lib/search/faq-rows.ts), checked against this row in the statement
-- that keeps the search (lib/server/search-counts.ts). `version` moves with what the search reads
-- (migrations 0017 and 0019); `rows_version` with what an answer shows, which is what the public
-- pages show: every change announced on faq_pages_changed (migrations 0014, 0019 and 0024: the
-- FAQs' shown columns, any write to a translation or a topic) moves it too, in the same statement.
-- Ranking moves neither: it changes with every search counted, and the statement that keeps a
-- search reads it afresh. It commits or rolls back with the change, as `version` does.
ALTER TABLE "search_index_version" ADD COLUMN "rows_version" bigint DEFAULT 1 NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION faq_pages_changed() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_notify('faq_pages_changed', 'faqs');
  UPDATE search_index_version SET rows_version = rows_version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
