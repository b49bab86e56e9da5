-- Search for people who struggle to spell (docs/decisions/0017-search-for-struggling-readers.md):
-- the vocabulary without accents, and the rarity of each lexeme, the best FAQs of each lexeme and
-- the number of active FAQs, all kept by statement-level triggers as faq_terms is (0003).

-- The words that spelling and sounds-like matching correct to, now without their accents, so
-- that "cafe" and "café" are one word.
CREATE OR REPLACE FUNCTION faq_terms_of(question text, tags text, answer text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT coalesce(array_agg(word), '{}')
  FROM unnest(tsvector_to_array(to_tsvector('faq_words'::regconfig,
         faq_plain_text(question) || ' ' || tags || ' ' || faq_plain_text(answer)))) AS word
  WHERE word ~ '^[a-z]{3,40}$'
    AND to_tsvector('english'::regconfig, word) <> ''::tsvector
$$;
--> statement-breakpoint
DELETE FROM faq_terms;
--> statement-breakpoint
INSERT INTO faq_terms (term, faq_count)
SELECT term, count(*)::int
FROM faqs, unnest(faq_terms_of(faqs.question, faqs.tags, faqs.answer)) AS term
WHERE NOT faqs.is_phantom_deleted
GROUP BY term;
--> statement-breakpoint
-- The lexemes of a question and its tags, each with a weight that needs no search: a question
-- match weighs 1 and a tag match 0.4 (as in search_document's A and B), divided by
-- 1 + ln(number of lexemes), so that "What is phonics?" comes before a long question that also
-- names phonics. A lexeme in both keeps the larger weight.
CREATE OR REPLACE FUNCTION faq_postings_of(question text, tags text)
RETURNS TABLE (lexeme text, impact real)
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT weighed.lexeme, max(weighed.impact)::real
  FROM (
    SELECT entry.lexeme, 1.0 / (1 + ln(greatest(length(q.doc), 1))) AS impact
    FROM (SELECT to_tsvector('faq_search'::regconfig, faq_plain_text(question)) AS doc) AS q,
         unnest(q.doc) AS entry
    UNION ALL
    SELECT entry.lexeme, 0.4 / (1 + ln(greatest(length(t.doc), 1)))
    FROM (SELECT to_tsvector('faq_search'::regconfig, tags) AS doc) AS t,
         unnest(t.doc) AS entry
  ) AS weighed
  GROUP BY weighed.lexeme
$$;
--> statement-breakpoint
-- Adds (or, with negative counts, takes away) lexeme counts in "C" order, as faq_terms_apply
-- does, so that concurrent writers lock rows in one order; a lexeme at zero is removed.
CREATE OR REPLACE FUNCTION faq_lexemes_apply(lexemes text[], counts int[]) RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
  emptied text[];
BEGIN
  WITH upserted AS (
    INSERT INTO faq_lexemes AS known (lexeme, faq_count)
    SELECT change.lexeme, change.count
    FROM unnest(lexemes, counts) AS change(lexeme, count)
    WHERE change.count <> 0
    ORDER BY change.lexeme COLLATE "C"
    ON CONFLICT (lexeme) DO UPDATE SET faq_count = known.faq_count + excluded.faq_count
    RETURNING known.lexeme, known.faq_count
  )
  SELECT coalesce(array_agg(upserted.lexeme), '{}') INTO emptied
  FROM upserted WHERE upserted.faq_count <= 0;
  IF cardinality(emptied) > 0 THEN
    DELETE FROM faq_lexemes WHERE lexeme = ANY (emptied) AND faq_count <= 0;
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION faq_index_after_insert() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  lexemes text[];
  counts int[];
BEGIN
  INSERT INTO faq_postings (faq_id, lexeme, impact)
  SELECT new_rows.id, posting.lexeme, posting.impact
  FROM new_rows, faq_postings_of(new_rows.question, new_rows.tags) AS posting
  WHERE NOT new_rows.is_phantom_deleted;

  SELECT array_agg(lexeme ORDER BY lexeme COLLATE "C"), array_agg(n ORDER BY lexeme COLLATE "C")
  INTO lexemes, counts
  FROM (
    SELECT entry.lexeme, count(*)::int AS n
    FROM new_rows, unnest(new_rows.search_document) AS entry
    WHERE NOT new_rows.is_phantom_deleted
    GROUP BY entry.lexeme
  ) AS added;
  IF lexemes IS NOT NULL THEN
    PERFORM faq_lexemes_apply(lexemes, counts);
  END IF;
  UPDATE faq_search_stats
  SET active_faqs = active_faqs + (SELECT count(*) FROM new_rows WHERE NOT is_phantom_deleted)
  WHERE EXISTS (SELECT 1 FROM new_rows WHERE NOT is_phantom_deleted);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION faq_index_after_delete() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  lexemes text[];
  counts int[];
BEGIN
  -- The FAQs' postings went with them (ON DELETE CASCADE).
  SELECT array_agg(lexeme ORDER BY lexeme COLLATE "C"), array_agg(-n ORDER BY lexeme COLLATE "C")
  INTO lexemes, counts
  FROM (
    SELECT entry.lexeme, count(*)::int AS n
    FROM old_rows, unnest(old_rows.search_document) AS entry
    WHERE NOT old_rows.is_phantom_deleted
    GROUP BY entry.lexeme
  ) AS removed;
  IF lexemes IS NOT NULL THEN
    PERFORM faq_lexemes_apply(lexemes, counts);
  END IF;
  UPDATE faq_search_stats
  SET active_faqs = greatest(0, active_faqs - (SELECT count(*) FROM old_rows WHERE NOT is_phantom_deleted))
  WHERE EXISTS (SELECT 1 FROM old_rows WHERE NOT is_phantom_deleted);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Every public search updates the ranking of the FAQs it returns; those updates change no word,
-- and are passed over by comparing the rows before computing anything.
CREATE OR REPLACE FUNCTION faq_index_after_update() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  lexemes text[];
  counts int[];
  changed_ids int[];
BEGIN
  SELECT array_agg(new_rows.id) INTO changed_ids
  FROM old_rows JOIN new_rows USING (id)
  WHERE (old_rows.question, old_rows.answer, old_rows.tags, old_rows.is_phantom_deleted)
    IS DISTINCT FROM (new_rows.question, new_rows.answer, new_rows.tags, new_rows.is_phantom_deleted);
  IF changed_ids IS NULL THEN
    RETURN NULL;
  END IF;

  DELETE FROM faq_postings WHERE faq_id = ANY (changed_ids);
  INSERT INTO faq_postings (faq_id, lexeme, impact)
  SELECT new_rows.id, posting.lexeme, posting.impact
  FROM new_rows, faq_postings_of(new_rows.question, new_rows.tags) AS posting
  WHERE new_rows.id = ANY (changed_ids) AND NOT new_rows.is_phantom_deleted;

  WITH deltas AS (
    SELECT entry.lexeme, 1 AS n
    FROM new_rows, unnest(new_rows.search_document) AS entry
    WHERE new_rows.id = ANY (changed_ids) AND NOT new_rows.is_phantom_deleted
    UNION ALL
    SELECT entry.lexeme, -1 AS n
    FROM old_rows, unnest(old_rows.search_document) AS entry
    WHERE old_rows.id = ANY (changed_ids) AND NOT old_rows.is_phantom_deleted
  ),
  summed AS (
    SELECT lexeme, sum(n)::int AS n FROM deltas GROUP BY lexeme HAVING sum(n) <> 0
  )
  SELECT array_agg(lexeme ORDER BY lexeme COLLATE "C"), array_agg(n ORDER BY lexeme COLLATE "C")
  INTO lexemes, counts
  FROM summed;
  IF lexemes IS NOT NULL THEN
    PERFORM faq_lexemes_apply(lexemes, counts);
  END IF;

  UPDATE faq_search_stats
  SET active_faqs = greatest(0, active_faqs
    + (SELECT count(*) FROM new_rows WHERE id = ANY (changed_ids) AND NOT is_phantom_deleted)
    - (SELECT count(*) FROM old_rows WHERE id = ANY (changed_ids) AND NOT is_phantom_deleted));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION faq_index_after_truncate() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM faq_lexemes;
  UPDATE faq_search_stats SET active_faqs = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER faq_index_after_insert
AFTER INSERT ON faqs REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION faq_index_after_insert();
--> statement-breakpoint
CREATE TRIGGER faq_index_after_delete
AFTER DELETE ON faqs REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION faq_index_after_delete();
--> statement-breakpoint
CREATE TRIGGER faq_index_after_update
AFTER UPDATE ON faqs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION faq_index_after_update();
--> statement-breakpoint
-- TRUNCATE fires no row triggers, and faq_postings goes with faqs (TRUNCATE … CASCADE).
CREATE TRIGGER faq_index_after_truncate
AFTER TRUNCATE ON faqs
FOR EACH STATEMENT EXECUTE FUNCTION faq_index_after_truncate();
--> statement-breakpoint
-- What the FAQs already there make.
INSERT INTO faq_search_stats (singleton, active_faqs)
SELECT true, count(*)::int FROM faqs WHERE NOT is_phantom_deleted;
--> statement-breakpoint
INSERT INTO faq_lexemes (lexeme, faq_count)
SELECT entry.lexeme, count(*)::int
FROM faqs, unnest(faqs.search_document) AS entry
WHERE NOT faqs.is_phantom_deleted
GROUP BY entry.lexeme;
--> statement-breakpoint
INSERT INTO faq_postings (faq_id, lexeme, impact)
SELECT faqs.id, posting.lexeme, posting.impact
FROM faqs, faq_postings_of(faqs.question, faqs.tags) AS posting
WHERE NOT faqs.is_phantom_deleted;
