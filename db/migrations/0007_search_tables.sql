CREATE TABLE "faq_lexemes" (
	"lexeme" text PRIMARY KEY NOT NULL,
	"faq_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_postings" (
	"faq_id" integer NOT NULL,
	"lexeme" text NOT NULL,
	"impact" real NOT NULL,
	CONSTRAINT "faq_postings_faq_id_lexeme_pk" PRIMARY KEY("faq_id","lexeme")
);
--> statement-breakpoint
CREATE TABLE "faq_search_stats" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"active_faqs" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "faq_search_stats_one_row" CHECK ("faq_search_stats"."singleton"),
	CONSTRAINT "faq_search_stats_not_negative" CHECK ("faq_search_stats"."active_faqs" >= 0)
);
--> statement-breakpoint
CREATE TABLE "synonym_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "synonym_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"words" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "synonym_groups_size" CHECK (cardinality("synonym_groups"."words") between 2 and 20)
);
--> statement-breakpoint
ALTER TABLE "faqs" drop column "search_document";--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('faq_search'::regconfig, faq_plain_text(question)), 'A') || setweight(to_tsvector('faq_search'::regconfig, tags), 'B') || setweight(to_tsvector('faq_search'::regconfig, faq_plain_text(answer)), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "faq_terms" ADD COLUMN "sound" text GENERATED ALWAYS AS (dmetaphone(term)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "faq_postings" ADD CONSTRAINT "faq_postings_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_lexemes_prefix_idx" ON "faq_lexemes" USING btree ("lexeme" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "faq_postings_best_idx" ON "faq_postings" USING btree ("lexeme","impact" DESC NULLS LAST,"faq_id");--> statement-breakpoint
CREATE INDEX "synonym_groups_words_idx" ON "synonym_groups" USING gin ("words");--> statement-breakpoint
CREATE INDEX "faq_terms_sound_idx" ON "faq_terms" USING btree ("sound" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "faqs_search_document_idx" ON "faqs" USING gin ("search_document");
