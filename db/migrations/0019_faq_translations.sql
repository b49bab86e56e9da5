-- Issue 28 (docs/decisions/0040-faq-translations.md): Spanish translations of the FAQs, and the
-- language of what visitors and staff leave behind (revisions, votes, searches, search words).
-- Every existing row becomes English ('en'), which is what it always was: nothing changes meaning.
-- Runs on PostgreSQL 15 and on PGlite alike.
CREATE TABLE "faq_translations" (
	"faq_id" integer NOT NULL,
	"language" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"tags" text DEFAULT '' NOT NULL,
	"phrasings" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text NOT NULL,
	"source_version" integer NOT NULL,
	"edited_by_user_id" integer,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"question_text" text GENERATED ALWAYS AS (faq_plain_text(question)) STORED NOT NULL,
	CONSTRAINT "faq_translations_faq_id_language_pk" PRIMARY KEY("faq_id","language"),
	CONSTRAINT "faq_translations_language" CHECK ("faq_translations"."language" in ('es')),
	CONSTRAINT "faq_translations_status" CHECK ("faq_translations"."status" in ('draft', 'published')),
	CONSTRAINT "faq_translations_question_length" CHECK (char_length("faq_translations"."question_text") between 1 and 500),
	CONSTRAINT "faq_translations_tags_length" CHECK (char_length("faq_translations"."tags") <= 500),
	CONSTRAINT "faq_translations_phrasings_count" CHECK (cardinality("faq_translations"."phrasings") <= 20),
	CONSTRAINT "faq_translations_source_version_positive" CHECK ("faq_translations"."source_version" >= 1),
	CONSTRAINT "faq_translations_edit_stamp_complete" CHECK (("faq_translations"."edited_by_user_id" is null) = ("faq_translations"."edited_at" is null))
);
--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "content_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "faq_votes" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "faq_revisions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "synonym_groups" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "pending_searches" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_queries" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "faq_translations" ADD CONSTRAINT "faq_translations_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_translations" ADD CONSTRAINT "faq_translations_edited_by_user_id_users_id_fk" FOREIGN KEY ("edited_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_translations_language_status_idx" ON "faq_translations" USING btree ("language","status","faq_id");--> statement-breakpoint
ALTER TABLE "search_queries" ADD CONSTRAINT "search_queries_language_search_key" UNIQUE("language","search");--> statement-breakpoint
ALTER TABLE "search_queries" DROP CONSTRAINT "search_queries_search_key";--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_content_version_positive" CHECK ("faqs"."content_version" >= 1);--> statement-breakpoint
ALTER TABLE "faq_votes" ADD CONSTRAINT "faq_votes_language" CHECK ("faq_votes"."language" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "faq_revisions" ADD CONSTRAINT "faq_revisions_language" CHECK ("faq_revisions"."language" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "synonym_groups" ADD CONSTRAINT "synonym_groups_language" CHECK ("synonym_groups"."language" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "pending_searches" ADD CONSTRAINT "pending_searches_language" CHECK ("pending_searches"."language" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "search_queries" ADD CONSTRAINT "search_queries_language" CHECK ("search_queries"."language" in ('en', 'es'));--> statement-breakpoint
-- The version of an FAQ's question and answer moves on whenever either changes, whoever writes
-- it (the app, the seed, a restore of an older revision, SQL typed by hand): a translation made
-- from an older version then shows "Needs update". Tags, phrasings, the archive flag and the
-- ranking do not move it, and neither does a save that leaves the text as it was.
CREATE OR REPLACE FUNCTION faq_content_version_next() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  NEW.content_version := OLD.content_version + 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER faq_content_version_next
BEFORE UPDATE OF question, answer ON faqs
FOR EACH ROW
WHEN (OLD.question IS DISTINCT FROM NEW.question OR OLD.answer IS DISTINCT FROM NEW.answer)
EXECUTE FUNCTION faq_content_version_next();
--> statement-breakpoint
-- Published translations are shown on the cached public pages: any write to them clears the
-- pages on every app server, as a write to faqs does (migration 0014).
CREATE TRIGGER faq_translations_pages_changed
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON faq_translations
FOR EACH STATEMENT EXECUTE FUNCTION faq_pages_changed();
--> statement-breakpoint
-- The Spanish search indexes the translations' text: its version moves on with them, as with the
-- FAQs' (migration 0017). Marking a translation current (source_version) changes nothing searched.
CREATE TRIGGER faq_translations_search_index_changed
AFTER INSERT
  OR UPDATE OF question, answer, tags, phrasings, status
  OR DELETE OR TRUNCATE ON faq_translations
FOR EACH STATEMENT EXECUTE FUNCTION search_index_changed();
