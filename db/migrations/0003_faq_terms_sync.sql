-- The search vocabulary (faq_terms) follows the active FAQs by trigger, so that every writer (the
-- API, the seed, an operator's SQL) keeps it right and no write path can forget it.
-- docs/decisions/0008-search.md explains why search needs it.

-- The distinct words of an FAQ that typo matching may correct to: lower case, ASCII letters only
-- (so PGlite's C locale and a server's UTF-8 locale agree), 3 to 40 letters, and not an English
-- stop word (a correction to "the" would find nothing).
CREATE OR REPLACE FUNCTION faq_terms_of(question text, tags text, answer text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT coalesce(array_agg(word), '{}')
  FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig,
         faq_plain_text(question) || ' ' || tags || ' ' || faq_plain_text(answer)))) AS word
  WHERE word ~ '^[a-z]{3,40}$'
    AND to_tsvector('english'::regconfig, word) <> ''::tsvector
$$;
--> statement-breakpoint
-- Adds (or, with negative counts, takes away) the words of many FAQs at once: one row per word
-- in "C" order, so that concurrent writers lock vocabulary rows in one order and never wait on
-- each other in a cycle. A word whose count reaches zero is removed.
CREATE OR REPLACE FUNCTION faq_terms_apply(terms text[], counts int[]) RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
  emptied text[];
BEGIN
  WITH upserted AS (
    INSERT INTO faq_terms AS known (term, faq_count)
    SELECT change.term, change.count
    FROM unnest(terms, counts) AS change(term, count)
    WHERE change.count <> 0
    ORDER BY change.term COLLATE "C"
    ON CONFLICT (term) DO UPDATE SET faq_count = known.faq_count + excluded.faq_count
    RETURNING known.term, known.faq_count
  )
  SELECT coalesce(array_agg(upserted.term), '{}') INTO emptied
  FROM upserted WHERE upserted.faq_count <= 0;
  IF cardinality(emptied) > 0 THEN
    DELETE FROM faq_terms WHERE term = ANY (emptied) AND faq_count <= 0;
  END IF;
END
$$;
--> statement-breakpoint
-- Statement-level triggers with transition tables: a statement that writes many FAQs (the seed, an
-- import, archiving in bulk) changes each word once, instead of once per FAQ.
CREATE OR REPLACE FUNCTION faq_terms_after_insert() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  terms text[];
  counts int[];
BEGIN
  SELECT array_agg(word ORDER BY word COLLATE "C"), array_agg(n ORDER BY word COLLATE "C")
  INTO terms, counts
  FROM (
    SELECT word, count(*)::int AS n
    FROM new_rows, unnest(faq_terms_of(new_rows.question, new_rows.tags, new_rows.answer)) AS word
    WHERE NOT new_rows.is_phantom_deleted
    GROUP BY word
  ) AS added;
  IF terms IS NOT NULL THEN
    PERFORM faq_terms_apply(terms, counts);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION faq_terms_after_delete() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  terms text[];
  counts int[];
BEGIN
  SELECT array_agg(word ORDER BY word COLLATE "C"), array_agg(-n ORDER BY word COLLATE "C")
  INTO terms, counts
  FROM (
    SELECT word, count(*)::int AS n
    FROM old_rows, unnest(faq_terms_of(old_rows.question, old_rows.tags, old_rows.answer)) AS word
    WHERE NOT old_rows.is_phantom_deleted
    GROUP BY word
  ) AS removed;
  IF terms IS NOT NULL THEN
    PERFORM faq_terms_apply(terms, counts);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Every public search updates the ranking of the FAQs it returns; those updates change no word,
-- and are passed over by comparing the rows before computing anything.
CREATE OR REPLACE FUNCTION faq_terms_after_update() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  terms text[];
  counts int[];
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM old_rows JOIN new_rows USING (id)
    WHERE (old_rows.question, old_rows.answer, old_rows.tags, old_rows.is_phantom_deleted)
      IS DISTINCT FROM (new_rows.question, new_rows.answer, new_rows.tags, new_rows.is_phantom_deleted)
  ) THEN
    RETURN NULL;
  END IF;

  WITH changed AS (
    SELECT old_rows.question AS old_question, old_rows.tags AS old_tags,
           old_rows.answer AS old_answer, old_rows.is_phantom_deleted AS old_archived,
           new_rows.question AS new_question, new_rows.tags AS new_tags,
           new_rows.answer AS new_answer, new_rows.is_phantom_deleted AS new_archived
    FROM old_rows JOIN new_rows USING (id)
    WHERE (old_rows.question, old_rows.answer, old_rows.tags, old_rows.is_phantom_deleted)
      IS DISTINCT FROM (new_rows.question, new_rows.answer, new_rows.tags, new_rows.is_phantom_deleted)
  ),
  deltas AS (
    SELECT word, 1 AS n
    FROM changed, unnest(faq_terms_of(new_question, new_tags, new_answer)) AS word
    WHERE NOT new_archived
    UNION ALL
    SELECT word, -1 AS n
    FROM changed, unnest(faq_terms_of(old_question, old_tags, old_answer)) AS word
    WHERE NOT old_archived
  ),
  summed AS (
    SELECT word, sum(n)::int AS n FROM deltas GROUP BY word HAVING sum(n) <> 0
  )
  SELECT array_agg(word ORDER BY word COLLATE "C"), array_agg(n ORDER BY word COLLATE "C")
  INTO terms, counts
  FROM summed;
  IF terms IS NOT NULL THEN
    PERFORM faq_terms_apply(terms, counts);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER faq_terms_after_insert
AFTER INSERT ON faqs REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION faq_terms_after_insert();
--> statement-breakpoint
CREATE TRIGGER faq_terms_after_delete
AFTER DELETE ON faqs REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION faq_terms_after_delete();
--> statement-breakpoint
CREATE TRIGGER faq_terms_after_update
AFTER UPDATE ON faqs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION faq_terms_after_update();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION faq_terms_after_truncate() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM faq_terms;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- TRUNCATE fires no row triggers; emptying faqs empties the vocabulary too.
CREATE TRIGGER faq_terms_after_truncate
AFTER TRUNCATE ON faqs
FOR EACH STATEMENT EXECUTE FUNCTION faq_terms_after_truncate();
--> statement-breakpoint
-- The vocabulary of the FAQs already there.
INSERT INTO faq_terms (term, faq_count)
SELECT term, count(*)::int
FROM faqs, unnest(faq_terms_of(faqs.question, faqs.tags, faqs.answer)) AS term
WHERE NOT faqs.is_phantom_deleted
GROUP BY term;
