import "server-only";

import { sql } from "drizzle-orm";

import { type Executor, rowsOf, sqlArray } from "@/lib/search/sql";
import type { VocabularyWord } from "@/lib/search/words";

/** pg_trgm's `%` threshold, set per transaction so both engines use the same one. */
export const SIMILARITY_THRESHOLD = 0.35;
/** Corrections kept per word: the best ones, and any nearly as close (toddlr: toddler, toddlers). */
const MAX_CORRECTIONS = 3;
const CORRECTION_MARGIN = 0.1;
/** How far (Levenshtein) a correction, by spelling or by sound, may be from the typed word. */
const soundDistance = (word: string) => {
  const letters = Array.from(word).length;
  return letters <= 4 ? 1 : letters <= 6 ? 2 : 3;
};

export interface Correction {
  how: "spelling" | "sound";
  words: VocabularyWord[];
  synonyms: VocabularyWord[];
}

/**
 * For words the FAQs do not use: the closest spellings among the FAQs' words and the Admin's
 * synonyms (trigram similarity), or failing that the words that sound alike (Double Metaphone,
 * then the fewest letters changed), each with its stem, and the synonyms of what was found.
 */
export async function correctWords(
  executor: Executor,
  words: string[],
): Promise<Map<string, Correction>> {
  const corrections = new Map<string, Correction>();
  if (words.length === 0) return corrections;
  const values = sql.join(
    words.map((word) => sql`(${word}::text, ${soundDistance(word)}::int)`),
    sql`, `,
  );
  const found = await rowsOf<{
    word: string;
    how: "spelling" | "sound";
    term: string;
    score: number;
    lexeme: string | null;
    faqs: number | null;
  }>(
    executor,
    sql`WITH typed AS (
          SELECT w.word, w.distance, dmetaphone(w.word) AS sound
          FROM (VALUES ${values}) AS w(word, distance)
        ),
        listed AS (
          SELECT DISTINCT word FROM synonym_groups, unnest(words) AS word
        ),
        spelt AS (
          SELECT typed.word, close.term, close.score
          FROM typed
          CROSS JOIN LATERAL (
            SELECT term, similarity(term, typed.word)::float8 AS score
            FROM (
              SELECT term FROM faq_terms WHERE term % typed.word
              UNION
              SELECT word FROM listed WHERE word % typed.word
            ) AS near
            -- Close in letters too: "reduced" shares trigrams with "reed" but is not a spelling
            -- of it ("read", which sounds alike, is).
            WHERE levenshtein(term, typed.word) <= typed.distance
            ORDER BY score DESC, term COLLATE "C"
            LIMIT ${MAX_CORRECTIONS}
          ) AS close
        ),
        sounded AS (
          SELECT typed.word, alike.term, -alike.distance::float8 AS score
          FROM typed
          CROSS JOIN LATERAL (
            SELECT term, levenshtein(term, typed.word) AS distance
            FROM (
              SELECT term FROM faq_terms
              -- The same code, one letter shorter ("reedin" RTN for "readin'") or one longer
              -- ("reading" RTNK): a range the text_pattern_ops index can read.
              WHERE sound = typed.sound OR sound = left(typed.sound, -1)
                 OR (sound ~>~ typed.sound AND sound ~<~ (typed.sound || chr(1114111))
                     AND char_length(sound) = char_length(typed.sound) + 1)
              UNION
              SELECT word FROM listed
              WHERE dmetaphone(word) IN (typed.sound, left(typed.sound, -1))
                 OR dmetaphone(word) LIKE typed.sound || '_'
            ) AS alike_sounding
            WHERE levenshtein(term, typed.word) <= typed.distance
            ORDER BY distance, term COLLATE "C"
            LIMIT ${MAX_CORRECTIONS}
          ) AS alike
          WHERE typed.sound <> '' AND NOT EXISTS (SELECT 1 FROM spelt WHERE spelt.word = typed.word)
        ),
        chosen AS (
          SELECT word, 'spelling' AS how, term, score FROM spelt
          UNION ALL
          SELECT word, 'sound' AS how, term, score FROM sounded
        )
        SELECT chosen.word, chosen.how, chosen.term, chosen.score, l.lexeme, l.faq_count AS faqs
        FROM chosen
        CROSS JOIN LATERAL (
          SELECT lexeme FROM unnest(to_tsvector('faq_search'::regconfig, chosen.term)) LIMIT 1
        ) AS stem
        LEFT JOIN faq_lexemes AS l ON l.lexeme = stem.lexeme
        ORDER BY chosen.word, chosen.score DESC, chosen.term COLLATE "C"`,
  );

  // Rows come best first for each word, so the first one of a word sets the bar.
  const best = new Map<string, number>();
  for (const { word, how, term, score, lexeme, faqs } of found) {
    const bar = best.get(word) ?? score;
    best.set(word, bar);
    if (score < bar - (how === "spelling" ? CORRECTION_MARGIN : 0)) continue;
    const correction = corrections.get(word) ?? { how, words: [], synonyms: [] };
    // A synonym the FAQs never use still leads to its group's other words.
    correction.words.push({ word: term, lexeme: lexeme ?? "", faqs: faqs ?? 0 });
    corrections.set(word, correction);
  }

  const listedTerms = [...corrections.values()].flatMap(({ words: found }) =>
    found.map(({ word }) => word),
  );
  if (listedTerms.length > 0) {
    const synonyms = await synonymsOf(executor, listedTerms);
    for (const correction of corrections.values()) {
      const own = new Set(correction.words.map(({ word }) => word));
      correction.synonyms = correction.words
        .flatMap(({ word }) => synonyms.get(word) ?? [])
        .filter(({ word }) => !own.has(word));
    }
  }
  return corrections;
}

/** The synonyms (that the FAQs use) of each of some words. */
async function synonymsOf(
  executor: Executor,
  words: string[],
): Promise<Map<string, VocabularyWord[]>> {
  const found = await rowsOf<{ of: string; word: string; lexeme: string; faqs: number }>(
    executor,
    sql`SELECT DISTINCT ON (asked.word, other.word) asked.word AS of, other.word, l.lexeme,
                 l.faq_count AS faqs
        FROM unnest(${sqlArray(words, "text")}) AS asked(word)
        JOIN synonym_groups AS sg ON sg.words @> ARRAY[asked.word]
        CROSS JOIN LATERAL unnest(sg.words) AS other(word)
        CROSS JOIN LATERAL unnest(to_tsvector('faq_search'::regconfig, other.word)) AS sl
        JOIN faq_lexemes AS l ON l.lexeme = sl.lexeme
        WHERE other.word <> asked.word
        ORDER BY asked.word, other.word, l.faq_count DESC`,
  );
  const synonyms = new Map<string, VocabularyWord[]>();
  for (const { of, word, lexeme, faqs } of found) {
    synonyms.set(of, [...(synonyms.get(of) ?? []), { word, lexeme, faqs }]);
  }
  return synonyms;
}
