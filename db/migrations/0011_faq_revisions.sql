CREATE TABLE "faq_revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"faq_id" integer NOT NULL,
	"kind" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"tags" text NOT NULL,
	"user_id" integer,
	"reverted_to_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_revisions_kind" CHECK ("faq_revisions"."kind" in ('added', 'edited', 'archived', 'restored', 'reverted'))
);
--> statement-breakpoint
ALTER TABLE "faq_revisions" ADD CONSTRAINT "faq_revisions_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_revisions" ADD CONSTRAINT "faq_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_revisions_faq_newest_idx" ON "faq_revisions" USING btree ("faq_id","id" DESC NULLS LAST);--> statement-breakpoint
-- History begins with each FAQ as it stands: one revision per FAQ, by its last editor if any.
INSERT INTO "faq_revisions" ("faq_id", "kind", "question", "answer", "tags", "user_id", "created_at")
SELECT "id", CASE WHEN "edited_at" IS NULL THEN 'added' ELSE 'edited' END, "question", "answer", "tags", "edited_by_user_id", coalesce("edited_at", "created_at")
FROM "faqs" ORDER BY "id";
