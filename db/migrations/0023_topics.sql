CREATE TABLE "topics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "topics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_en" varchar(60) NOT NULL,
	"name_es" varchar(60) NOT NULL,
	"slug_en" varchar(80) NOT NULL,
	"slug_es" varchar(80) NOT NULL,
	"picture" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topics_names_given" CHECK (btrim("topics"."name_en") <> '' AND btrim("topics"."name_es") <> ''),
	CONSTRAINT "topics_slugs_given" CHECK ("topics"."slug_en" <> '' AND "topics"."slug_es" <> ''),
	CONSTRAINT "topics_picture_given" CHECK ("topics"."picture" <> '')
);
--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "topic_id" integer;--> statement-breakpoint
ALTER TABLE "faq_revisions" ADD COLUMN "topic_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "topics_name_en_key" ON "topics" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "topics_name_es_key" ON "topics" USING btree (lower("name_es"));--> statement-breakpoint
CREATE UNIQUE INDEX "topics_slug_en_key" ON "topics" USING btree ("slug_en");--> statement-breakpoint
CREATE UNIQUE INDEX "topics_slug_es_key" ON "topics" USING btree ("slug_es");--> statement-breakpoint
CREATE INDEX "topics_position_idx" ON "topics" USING btree ("position","id");--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faqs_topic_idx" ON "faqs" USING btree ("topic_id","is_phantom_deleted");