CREATE TYPE "public"."code_purpose" AS ENUM('VerifyAccount', 'ResetPassword', 'ChangeEmail', 'ChangePassword');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('Guest', 'Student', 'Coach', 'Admin');--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faqs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"tags" text DEFAULT '' NOT NULL,
	"ranking" integer DEFAULT 0 NOT NULL,
	"is_phantom_deleted" boolean DEFAULT false NOT NULL,
	"edited_by_user_id" integer,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"question_text" text GENERATED ALWAYS AS (faq_plain_text(question)) STORED NOT NULL,
	"search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, faq_plain_text(question)), 'A') || setweight(to_tsvector('english'::regconfig, tags), 'B') || setweight(to_tsvector('english'::regconfig, faq_plain_text(answer)), 'C')) STORED NOT NULL,
	CONSTRAINT "faqs_ranking_not_negative" CHECK ("faqs"."ranking" >= 0),
	CONSTRAINT "faqs_question_length" CHECK (char_length("faqs"."question_text") between 1 and 500),
	CONSTRAINT "faqs_tags_length" CHECK (char_length("faqs"."tags") <= 500),
	CONSTRAINT "faqs_edit_stamp_complete" CHECK (("faqs"."edited_by_user_id" is null) = ("faqs"."edited_at" is null))
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "one_time_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"purpose" "code_purpose" NOT NULL,
	"code_hash" text NOT NULL,
	"new_email" varchar(254),
	"new_password_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_codes_attempts_range" CHECK ("one_time_codes"."failed_attempts" between 0 and 5),
	CONSTRAINT "one_time_codes_new_email_for_change_email" CHECK (("one_time_codes"."purpose" = 'ChangeEmail') = ("one_time_codes"."new_email" is not null)),
	CONSTRAINT "one_time_codes_new_password_for_change_password" CHECK (("one_time_codes"."purpose" = 'ChangePassword') = ("one_time_codes"."new_password_hash" is not null)),
	CONSTRAINT "one_time_codes_new_email_normalised" CHECK ("one_time_codes"."new_email" is null or "one_time_codes"."new_email" = lower(btrim("one_time_codes"."new_email")))
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(300) PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	CONSTRAINT "rate_limits_hits_not_negative" CHECK ("rate_limits"."hits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "search_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"search_query_id" integer NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"result_count" integer NOT NULL,
	CONSTRAINT "search_events_result_count_not_negative" CHECK ("search_events"."result_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "search_queries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_queries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"search" varchar(200) NOT NULL,
	"total_searches" integer DEFAULT 0 NOT NULL,
	"last_searched_at" timestamp with time zone NOT NULL,
	"last_searched_on" date NOT NULL,
	"last_result_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_queries_search_key" UNIQUE("search"),
	CONSTRAINT "search_queries_search_normalised" CHECK (char_length("search_queries"."search") > 0 and "search_queries"."search" = lower(btrim("search_queries"."search"))),
	CONSTRAINT "search_queries_totals_not_negative" CHECK ("search_queries"."total_searches" >= 0 and "search_queries"."last_result_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"role" "user_role" DEFAULT 'Guest' NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"session_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "users_email_normalised" CHECK ("users"."email" = lower(btrim("users"."email")) and "users"."email" like '%_@_%'),
	CONSTRAINT "users_first_name_present" CHECK (char_length(btrim("users"."first_name")) > 0),
	CONSTRAINT "users_last_name_present" CHECK (char_length(btrim("users"."last_name")) > 0),
	CONSTRAINT "users_password_hash_argon2id" CHECK ("users"."password_hash" like '$argon2id$%'),
	CONSTRAINT "users_session_version_positive" CHECK ("users"."session_version" > 0)
);
--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_edited_by_user_id_users_id_fk" FOREIGN KEY ("edited_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_events" ADD CONSTRAINT "search_events_search_query_id_search_queries_id_fk" FOREIGN KEY ("search_query_id") REFERENCES "public"."search_queries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faqs_search_document_idx" ON "faqs" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "faqs_question_text_trgm_idx" ON "faqs" USING gin ("question_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "faqs_alphabetical_idx" ON "faqs" USING btree ("is_phantom_deleted",lower("question_text") collate "C","id");--> statement-breakpoint
CREATE INDEX "faqs_ranking_idx" ON "faqs" USING btree ("is_phantom_deleted","ranking" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "faqs_recently_changed_idx" ON "faqs" USING btree ("is_phantom_deleted",coalesce("edited_at", "created_at") desc,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_codes_live_key" ON "one_time_codes" USING btree ("user_id","purpose") WHERE "one_time_codes"."used_at" is null and "one_time_codes"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_started_at");--> statement-breakpoint
CREATE INDEX "search_events_query_time_idx" ON "search_events" USING btree ("search_query_id","searched_at");--> statement-breakpoint
CREATE INDEX "search_queries_recent_idx" ON "search_queries" USING btree ("last_searched_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "search_queries_popular_idx" ON "search_queries" USING btree ("total_searches" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "search_queries_day_popular_idx" ON "search_queries" USING btree ("last_searched_on" DESC NULLS LAST,"total_searches" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_active_key" ON "users" USING btree (lower("email")) WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_first_name_idx" ON "users" USING btree (lower("first_name") collate "C","id");--> statement-breakpoint
CREATE INDEX "users_last_name_idx" ON "users" USING btree (lower("last_name") collate "C","id");--> statement-breakpoint
CREATE INDEX "users_email_order_idx" ON "users" USING btree ("email" collate "C","id");