CREATE TABLE "faq_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"faq_count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "faq_terms_term_trgm_idx" ON "faq_terms" USING gin ("term" gin_trgm_ops);