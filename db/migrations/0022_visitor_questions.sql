CREATE TABLE "question_mail_days" (
	"email_hash" varchar(64) PRIMARY KEY NOT NULL,
	"mailed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_waiters" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_waiters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_waiters_once" UNIQUE("question_id","email"),
	CONSTRAINT "question_waiters_language" CHECK ("question_waiters"."language" in ('en', 'es'))
);
--> statement-breakpoint
CREATE TABLE "visitor_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visitor_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"language" text DEFAULT 'en' NOT NULL,
	"text" varchar(500) NOT NULL,
	"key" varchar(200) NOT NULL,
	"asked" integer DEFAULT 1 NOT NULL,
	"first_asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_faq_id" integer,
	"dismissed_at" timestamp with time zone,
	CONSTRAINT "visitor_questions_language_key" UNIQUE("language","key"),
	CONSTRAINT "visitor_questions_language" CHECK ("visitor_questions"."language" in ('en', 'es')),
	CONSTRAINT "visitor_questions_asked_positive" CHECK ("visitor_questions"."asked" >= 1),
	CONSTRAINT "visitor_questions_text_given" CHECK ("visitor_questions"."text" <> '' AND "visitor_questions"."key" <> ''),
	CONSTRAINT "visitor_questions_times_ordered" CHECK ("visitor_questions"."first_asked_at" <= "visitor_questions"."last_asked_at")
);
--> statement-breakpoint
ALTER TABLE "question_waiters" ADD CONSTRAINT "question_waiters_question_id_visitor_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."visitor_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_questions" ADD CONSTRAINT "visitor_questions_answered_faq_id_faqs_id_fk" FOREIGN KEY ("answered_faq_id") REFERENCES "public"."faqs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_waiters_email_idx" ON "question_waiters" USING btree ("email");--> statement-breakpoint
CREATE INDEX "question_waiters_asked_idx" ON "question_waiters" USING btree ("asked_at");