-- Trigram matching for typo-tolerant search (docs/api.md §6). pg_trgm is a trusted extension,
-- so the owner of the database may create it without being a superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- The text of a question or answer without its markup, for ordering and search.
-- IMMUTABLE so that generated columns and indexes may use it.
CREATE OR REPLACE FUNCTION faq_plain_text(html text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT btrim(regexp_replace(
    replace(replace(replace(replace(replace(replace(
      regexp_replace(html, '<[^>]*>', ' ', 'g'),
      '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
    '\s+', ' ', 'g'))
$$;
