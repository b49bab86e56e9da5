CREATE TABLE "search_query_days" (
	"search_query_id" integer NOT NULL,
	"day" date NOT NULL,
	"searches" integer NOT NULL,
	CONSTRAINT "search_query_days_search_query_id_day_pk" PRIMARY KEY("search_query_id","day"),
	CONSTRAINT "search_query_days_searches_positive" CHECK ("search_query_days"."searches" > 0)
);
--> statement-breakpoint
ALTER TABLE "search_query_days" ADD CONSTRAINT "search_query_days_search_query_id_search_queries_id_fk" FOREIGN KEY ("search_query_id") REFERENCES "public"."search_queries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Searches per text per UTC day (docs/decisions/0032-speed-figures.md), kept by statement-level
-- triggers on search_events as faq_terms is (0003): whoever writes events (the counter of
-- lib/server/search-recording.ts, the seed, the benchmark's bulk load) keeps these rows in the
-- same transaction. Rows are locked in (text, day) order so that concurrent writers cannot
-- deadlock.
CREATE OR REPLACE FUNCTION search_query_days_after_insert() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO search_query_days AS known (search_query_id, day, searches)
  SELECT new_rows.search_query_id, (new_rows.searched_at at time zone 'UTC')::date, count(*)::int
  FROM new_rows
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT (search_query_id, day) DO UPDATE SET searches = known.searches + excluded.searches;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_query_days_after_delete() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  -- A day whose every search is deleted goes; the others lose what was deleted. (A text's own
  -- deletion takes its days with it: ON DELETE CASCADE.)
  WITH removed AS (
    SELECT old_rows.search_query_id, (old_rows.searched_at at time zone 'UTC')::date AS day,
           count(*)::int AS n
    FROM old_rows
    GROUP BY 1, 2
  ), emptied AS (
    DELETE FROM search_query_days AS d
    USING removed AS r
    WHERE d.search_query_id = r.search_query_id AND d.day = r.day AND d.searches <= r.n
  )
  UPDATE search_query_days AS d SET searches = d.searches - r.n
  FROM removed AS r
  WHERE d.search_query_id = r.search_query_id AND d.day = r.day AND d.searches > r.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_query_days_insert AFTER INSERT ON search_events
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION search_query_days_after_insert();
--> statement-breakpoint
CREATE TRIGGER search_query_days_delete AFTER DELETE ON search_events
REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION search_query_days_after_delete();
--> statement-breakpoint
INSERT INTO search_query_days (search_query_id, day, searches)
SELECT search_query_id, (searched_at at time zone 'UTC')::date, count(*)::int
FROM search_events
GROUP BY 1, 2;
