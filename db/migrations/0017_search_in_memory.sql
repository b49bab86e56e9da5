CREATE TABLE "search_index_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "search_index_version_one_row" CHECK ("search_index_version"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "pending_searches" ADD COLUMN "weak" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "search_queries" ADD COLUMN "last_weak" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Issue 26: the search index lives in each app server's memory (lib/search/store.ts), and this
-- row tells every server that what it searches changed, whatever changed it: the app, `npm run
-- db:seed`, a restore, a migration or SQL typed by hand. One update per statement; it commits or
-- rolls back with the change, so a server never sees a version whose change it cannot read yet.
INSERT INTO "search_index_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_index_changed() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE search_index_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Ranking changes with every search counted and reading_grade is for staff: neither is searched.
CREATE TRIGGER faqs_search_index_changed
AFTER INSERT
  OR UPDATE OF question, answer, tags, phrasings, is_phantom_deleted
  OR DELETE OR TRUNCATE ON faqs
FOR EACH STATEMENT EXECUTE FUNCTION search_index_changed();
--> statement-breakpoint
CREATE TRIGGER synonym_groups_search_index_changed
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON synonym_groups
FOR EACH STATEMENT EXECUTE FUNCTION search_index_changed();
