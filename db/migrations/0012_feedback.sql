CREATE TABLE "content_gaps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_gaps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"search_query_id" integer,
	"faq_id" integer,
	"answered_at" timestamp with time zone,
	"dismissed_at" timestamp with time zone,
	CONSTRAINT "content_gaps_search_query_key" UNIQUE("search_query_id"),
	CONSTRAINT "content_gaps_faq_key" UNIQUE("faq_id"),
	CONSTRAINT "content_gaps_one_subject" CHECK (("content_gaps"."search_query_id" is null) <> ("content_gaps"."faq_id" is null))
);
--> statement-breakpoint
CREATE TABLE "faq_votes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_votes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"faq_id" integer NOT NULL,
	"helpful" boolean NOT NULL,
	"reason" varchar(20),
	"comment" varchar(500),
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_votes_reason_known" CHECK ("faq_votes"."reason" is null or "faq_votes"."reason" in ('tooHard', 'notAnswered', 'otherLanguage', 'somethingElse')),
	CONSTRAINT "faq_votes_no_has_reasons" CHECK ("faq_votes"."helpful" = false or ("faq_votes"."reason" is null and "faq_votes"."comment" is null))
);
--> statement-breakpoint
ALTER TABLE "content_gaps" ADD CONSTRAINT "content_gaps_search_query_id_search_queries_id_fk" FOREIGN KEY ("search_query_id") REFERENCES "public"."search_queries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_gaps" ADD CONSTRAINT "content_gaps_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_votes" ADD CONSTRAINT "faq_votes_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_votes_faq_time_idx" ON "faq_votes" USING btree ("faq_id","voted_at");