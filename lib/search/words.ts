import "server-only";

import { sql } from "drizzle-orm";

import { type Executor, rowsOf } from "@/lib/search/sql";

/** Words past this many add little and each costs index lookups. */
const MAX_WORDS = 16;
/** Spelling and sounds-like matching need a few letters to have something to go on. */
export const MIN_CORRECTION_LENGTH = 4;
/** Longer words a word being typed may grow into, the commonest first. */
const MAX_PREFIX_LEXEMES = 8;
/** Synonyms kept per word. */
const MAX_SYNONYMS = 8;

/**
 * The words of a search: runs of letters and digits, lower case, each once. Nothing else ever
 * reaches a tsquery, so its operators and quotes cannot appear.
 */
export function searchWords(text: string): { word: string; last: boolean }[] {
  const tokens: string[] = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const last = tokens.at(-1);
  return [...new Set(tokens)].slice(-MAX_WORDS).map((word) => ({ word, last: word === last }));
}

/** A lexeme with the number of active FAQs that use it. */
export interface Lexeme {
  lexeme: string;
  faqs: number;
}

/** A word searched for (typed, corrected or a synonym) and its lexeme in the FAQs. */
export interface VocabularyWord extends Lexeme {
  word: string;
}

interface AnalysedWord {
  typed: string;
  last: boolean;
  /** The word without accents. */
  plain: string;
  /** Its English stem, or null for a stop word. */
  lexeme: string | null;
  /** FAQs using the stem as typed (0: none). */
  faqs: number;
  /** For the last word: longer lexemes it may grow into. */
  grows: Lexeme[];
  synonyms: VocabularyWord[];
}

/**
 * Each word's stem, whether the FAQs use it, what the last word may grow into, and its
 * synonyms that the FAQs use: one query, each step an index lookup.
 */
export async function analyseWords(
  executor: Executor,
  words: { word: string; last: boolean }[],
): Promise<AnalysedWord[]> {
  const values = sql.join(
    words.map(({ word, last }, i) => sql`(${i}::int, ${word}::text, ${last}::boolean)`),
    sql`, `,
  );
  const found = await rowsOf<{
    ord: number;
    plain: string;
    lexeme: string | null;
    faqs: number | null;
    grows: Lexeme[] | null;
    synonyms: VocabularyWord[] | null;
  }>(
    executor,
    sql`SELECT w.ord, a.plain, a.lexeme, known.faq_count AS faqs,
          CASE WHEN a.lexeme IS NOT NULL AND (w.last OR (
                 known.faq_count IS NULL AND char_length(a.plain) >= ${MIN_CORRECTION_LENGTH}
               )) THEN (
            SELECT json_agg(json_build_object('lexeme', g.lexeme, 'faqs', g.faq_count)
                            ORDER BY g.faq_count DESC, g.lexeme COLLATE "C")
            FROM (
              SELECT lexeme, faq_count FROM faq_lexemes
              -- A range the text_pattern_ops index can read (LIKE with a pattern made at run
              -- time cannot use it): every lexeme that starts with the typed one.
              WHERE lexeme ~>=~ a.lexeme AND lexeme ~<~ (a.lexeme || chr(1114111))
                AND lexeme <> a.lexeme
              ORDER BY faq_count DESC, lexeme COLLATE "C"
              LIMIT ${MAX_PREFIX_LEXEMES}
            ) AS g
          ) END AS grows,
          (
            SELECT json_agg(json_build_object('word', s.word, 'lexeme', s.lexeme, 'faqs', s.faq_count)
                            ORDER BY s.faq_count DESC, s.word COLLATE "C")
            FROM (
              SELECT DISTINCT ON (other.word) other.word, l.lexeme, l.faq_count
              FROM synonym_groups AS sg
              CROSS JOIN LATERAL unnest(sg.words) AS other(word)
              CROSS JOIN LATERAL unnest(to_tsvector('faq_search'::regconfig, other.word)) AS sl
              JOIN faq_lexemes AS l ON l.lexeme = sl.lexeme
              WHERE sg.words @> ARRAY[a.plain] AND other.word <> a.plain
              ORDER BY other.word, l.faq_count DESC
              LIMIT ${MAX_SYNONYMS}
            ) AS s
          ) AS synonyms
        FROM (VALUES ${values}) AS w(ord, word, last)
        CROSS JOIN LATERAL (
          SELECT lower(unaccent(w.word)) AS plain,
                 (SELECT lexeme FROM unnest(to_tsvector('faq_search'::regconfig, w.word)) LIMIT 1)
                   AS lexeme
        ) AS a
        LEFT JOIN faq_lexemes AS known ON known.lexeme = a.lexeme
        ORDER BY w.ord`,
  );
  return words.map(({ word, last }, i) => {
    const row = found[i];
    return {
      typed: word,
      last,
      plain: row?.plain ?? word,
      lexeme: row?.lexeme ?? null,
      faqs: row?.faqs ?? 0,
      grows: row?.grows ?? [],
      synonyms: row?.synonyms ?? [],
    };
  });
}
