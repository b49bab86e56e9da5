ALTER TABLE "faqs" ADD COLUMN "phrasings" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "faq_revisions" ADD COLUMN "phrasings" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_phrasings_count" CHECK (cardinality("faqs"."phrasings") <= 20);