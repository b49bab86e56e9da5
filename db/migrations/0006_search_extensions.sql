-- Search for people who struggle to spell (docs/decisions/0017-search-for-struggling-readers.md).
-- fuzzystrmatch gives Double Metaphone (sounds-like matching: "reedin" finds "reading"), unaccent
-- lets "cafe" find "café". Both are trusted extensions: the database's owner may create them
-- without being a superuser, on PostgreSQL 15 as in PGlite.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- The FAQs' full-text configuration: English stems of words without their accents.
CREATE TEXT SEARCH CONFIGURATION faq_search (COPY = english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION faq_search
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
--> statement-breakpoint
-- Whole words without their accents, unstemmed: the vocabulary that spelling and sounds-like
-- matching correct to.
CREATE TEXT SEARCH CONFIGURATION faq_words (COPY = simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION faq_words
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;
