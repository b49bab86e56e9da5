CREATE TABLE "pending_searches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pending_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"search" varchar(200) NOT NULL,
	"faq_ids" integer[] NOT NULL,
	"searched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pending_searches_search_normalised" CHECK (char_length("pending_searches"."search") > 0 and "pending_searches"."search" = lower(btrim("pending_searches"."search")))
);
