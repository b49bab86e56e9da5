-- Issue 28 "Pedir en español" (docs/decisions/0042-translation-wanted.md): visitors' requests for
-- a translation of an FAQ, one row per FAQ and language with a count and times (never who asked),
-- shown in Content Gaps as "translation wanted"; closed when a translation is published, or
-- dismissed by staff. A new table: nothing existing changes. Runs on PostgreSQL 15 and PGlite.
CREATE TABLE "faq_translation_requests" (
	"faq_id" integer NOT NULL,
	"language" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"first_asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"dismissed_at" timestamp with time zone,
	CONSTRAINT "faq_translation_requests_faq_id_language_pk" PRIMARY KEY("faq_id","language"),
	CONSTRAINT "faq_translation_requests_language" CHECK ("faq_translation_requests"."language" in ('es')),
	CONSTRAINT "faq_translation_requests_count_positive" CHECK ("faq_translation_requests"."count" >= 1),
	CONSTRAINT "faq_translation_requests_times_ordered" CHECK ("faq_translation_requests"."first_asked_at" <= "faq_translation_requests"."last_asked_at")
);
--> statement-breakpoint
ALTER TABLE "faq_translation_requests" ADD CONSTRAINT "faq_translation_requests_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
