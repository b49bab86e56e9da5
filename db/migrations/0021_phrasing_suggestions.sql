CREATE TABLE "answer_signals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "answer_signals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"faq_id" integer NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"search" varchar(200) NOT NULL,
	"reading" varchar(400) NOT NULL,
	"visitor" varchar(64) NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_signals_once" UNIQUE("faq_id","language","search","visitor"),
	CONSTRAINT "answer_signals_language" CHECK ("answer_signals"."language" in ('en', 'es')),
	CONSTRAINT "answer_signals_search_plain" CHECK ("answer_signals"."search" !~ '[<>]')
);
--> statement-breakpoint
CREATE TABLE "suggestion_decisions" (
	"faq_id" integer NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"reading" varchar(400) NOT NULL,
	"decision" varchar(10) NOT NULL,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suggestion_decisions_faq_id_language_reading_pk" PRIMARY KEY("faq_id","language","reading"),
	CONSTRAINT "suggestion_decisions_language" CHECK ("suggestion_decisions"."language" in ('en', 'es')),
	CONSTRAINT "suggestion_decisions_decision" CHECK ("suggestion_decisions"."decision" in ('accepted', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "answer_signals" ADD CONSTRAINT "answer_signals_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_decisions" ADD CONSTRAINT "suggestion_decisions_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_decisions" ADD CONSTRAINT "suggestion_decisions_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_signals_reading_idx" ON "answer_signals" USING btree ("faq_id","language","reading");