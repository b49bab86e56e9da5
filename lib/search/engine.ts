import "server-only";

import { asc, eq, type SQL, sql } from "drizzle-orm";

import type { Database } from "@/db/client";
import { faqs, users } from "@/db/schema";
import { staffFaqColumns } from "@/lib/data/faq-shapes";
import type { SearchedWord, SearchInterpretation } from "@/lib/search/interpretation";

/**
 * Finding FAQs for a search, for people who struggle to read and spell (CONTRACT §6;
 * docs/decisions/0017-search-for-struggling-readers.md). Each typed word is looked for:
 * - as typed: its English stem (reads, reading, read), the last word also as the start of a
 *   longer word, since it may still be being typed;
 * - with the words the Admin listed as meaning the same (synonym_groups), at query time;
 * - if it matches nothing: by the closest spellings of the FAQs' words (trigrams, faq_terms);
 * - if none is close: by the FAQ words that sound alike (Double Metaphone, faq_terms.sound);
 * - if nothing at all: it is left out, and the search goes on with the other words.
 * An FAQ needs only some of the words. Best first: the FAQs that match every word, then by a
 * score that adds, for each word matched, how rare it is (BM25's IDF) times where it matched
 * (question 1, tags 0.4, answer 0.2). Only a bounded set of candidates is scored: every FAQ of a
 * rare word, and the best FAQs of a common word from faq_postings, whose index hands them out
 * best first, so a search costs about the same at 1,000 FAQs as at 100,000.
 * User text reaches SQL only as parameters.
 */

/** CONTRACT §6: at most 50 results. */
export const MAX_RESULTS = 50;
/** Words past this many add little and each costs index lookups. */
const MAX_WORDS = 16;
/** Spelling and sounds-like matching need a few letters to have something to go on. */
const MIN_CORRECTION_LENGTH = 4;
/** pg_trgm's `%` threshold, set per transaction so both engines use the same one. */
const SIMILARITY_THRESHOLD = 0.35;
/** Corrections kept per word: the best ones, and any nearly as close (toddlr: toddler, toddlers). */
const MAX_CORRECTIONS = 3;
const CORRECTION_MARGIN = 0.1;
/** How far (Levenshtein) a correction, by spelling or by sound, may be from the typed word. */
const soundDistance = (word: string) => {
  const letters = Array.from(word).length;
  return letters <= 4 ? 1 : letters <= 6 ? 2 : 3;
};
/** Longer words a word being typed may grow into, the commonest first. */
const MAX_PREFIX_LEXEMES = 8;
/** Synonyms kept per word. */
const MAX_SYNONYMS = 8;
/** A lexeme in at most this many FAQs is rare: every one of them is a candidate. */
const RARE_FAQS = 250;
/** For a common lexeme, its best FAQs (by faq_postings.impact) that are candidates. */
const BEST_FAQS_PER_LEXEME = 200;
/** How many of the rarest common word's best FAQs are checked for holding another word too. */
const TOGETHER_FAQS = 1000;
/** Where a word matched: question (A), tags (B), answer (C). */
const FIELD_WEIGHT = { question: 1, tags: 0.4, answer: 0.2 } as const;
/** A word searched instead of the typed one (spelling, sound, synonym) counts a little less. */
const INSTEAD_FACTOR = 0.9;
/** ts_rank weights for D, C (answer), B (tags), A (question): the last tie-break. */
const RANK_WEIGHTS = "{0.1, 0.2, 0.4, 1.0}";

type Executor = Pick<Database, "execute" | "select">;

/**
 * The words of a search: runs of letters and digits, lower case, each once. Nothing else ever
 * reaches a tsquery, so its operators and quotes cannot appear.
 */
export function searchWords(text: string): { word: string; last: boolean }[] {
  const tokens: string[] = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const last = tokens.at(-1);
  return [...new Set(tokens)].slice(-MAX_WORDS).map((word) => ({ word, last: word === last }));
}

/** A SQL array of parameters (Drizzle would spread a bare array into a list). */
function sqlArray(values: (string | number | null)[], type: "text" | "float8"): SQL {
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}::${sql.raw(type)}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;
}

async function rowsOf<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await executor.execute(query);
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/** A lexeme with the number of active FAQs that use it. */
interface Lexeme {
  lexeme: string;
  faqs: number;
}

/** A word searched for (typed, corrected or a synonym) and its lexeme in the FAQs. */
interface VocabularyWord extends Lexeme {
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
async function analyseWords(
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

interface Correction {
  how: "spelling" | "sound";
  words: VocabularyWord[];
  synonyms: VocabularyWord[];
}

/**
 * For words the FAQs do not use: the closest spellings among the FAQs' words and the Admin's
 * synonyms (trigram similarity), or failing that the words that sound alike (Double Metaphone,
 * then the fewest letters changed), each with its stem, and the synonyms of what was found.
 */
async function correctWords(executor: Executor, words: string[]): Promise<Map<string, Correction>> {
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

/** One typed word as searched: the lexemes it stands for, by how much they count. */
interface WordGroup {
  /** As typed (exact stem, and for the last word its prefix): [lexeme, prefix?]. */
  typed: { lexeme: string; prefix: boolean }[];
  /** Searched instead or as well: corrections, sounds-alike words, synonyms. */
  instead: string[];
  /** The concrete lexemes to draw candidates from, with how many FAQs use each. */
  sources: Lexeme[];
  /** The most FAQs any of its lexemes is in: how common the word is. */
  faqs: number;
}

/**
 * Best first: the FAQs that match the most of the words (every word first), then those whose
 * question holds the most of them, then those where neighbouring words stand together, then the
 * score (rarer words, better fields, shorter fields), then ts_rank; ties by id.
 */
const BEST_FIRST = sql.raw("matched DESC, in_question DESC, near DESC, score DESC, rank DESC");

/** A tsquery of lexemes (all from the database's own parser or the vocabulary), one weight. */
function tsqueryText(lexemes: { lexeme: string; prefix: boolean }[], weight: string): string {
  return lexemes
    .map(({ lexeme, prefix }) => {
      const flags = `${prefix ? "*" : ""}${weight}`;
      const quoted = `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
      return flags ? `${quoted}:${flags}` : quoted;
    })
    .join(" | ");
}

/** What a search looks for: its word groups and the words to tell the visitor. */
export interface SearchPlan {
  groups: WordGroup[];
  words: SearchedWord[];
}

/** Works out, word by word, what a search looks for. */
export async function planSearch(executor: Executor, text: string): Promise<SearchPlan> {
  const words = searchWords(text);
  if (words.length === 0) return { groups: [], words: [] };
  const analysed = await analyseWords(executor, words);
  const unknown = analysed.filter(
    (word) =>
      word.lexeme !== null &&
      word.faqs === 0 &&
      word.grows.length === 0 &&
      word.synonyms.length === 0 &&
      Array.from(word.plain).length >= MIN_CORRECTION_LENGTH,
  );
  const corrections = await correctWords(
    executor,
    unknown.map(({ plain }) => plain),
  );

  const groups: WordGroup[] = [];
  const told: SearchedWord[] = [];
  for (const word of analysed) {
    if (word.lexeme === null) {
      told.push({ typed: word.typed, match: "common", instead: [], synonyms: [] });
      continue;
    }
    const typed: WordGroup["typed"] = [];
    const sources: Lexeme[] = [];
    if (word.faqs > 0) {
      typed.push({ lexeme: word.lexeme, prefix: word.last });
      sources.push({ lexeme: word.lexeme, faqs: word.faqs });
    } else if (word.grows.length > 0) {
      typed.push({ lexeme: word.lexeme, prefix: true });
    }
    sources.push(...word.grows);

    const correction = corrections.get(word.plain);
    const replacements = (correction?.words ?? []).filter(({ faqs }) => faqs > 0);
    const synonyms = [...word.synonyms, ...(correction?.synonyms ?? [])];
    const instead = [...replacements, ...synonyms];
    sources.push(...instead);

    const match: SearchedWord["match"] =
      typed.length > 0
        ? "exact"
        : correction && (replacements.length > 0 || synonyms.length > 0)
          ? correction.how
          : synonyms.length > 0
            ? "synonym"
            : "none";
    told.push({
      typed: word.typed,
      match,
      instead:
        match === "spelling" || match === "sound"
          ? (correction?.words.map((w) => w.word) ?? [])
          : [],
      synonyms: [...new Set(synonyms.map(({ word: synonym }) => synonym))],
    });
    if (match === "none") continue;

    const prefixFaqs = word.grows.reduce((sum, { faqs }) => sum + faqs, 0);
    groups.push({
      typed,
      instead: [...new Set(instead.map(({ lexeme }) => lexeme))],
      sources: dedupe(sources),
      faqs: Math.max(word.faqs + prefixFaqs, ...instead.map(({ faqs }) => faqs)),
    });
  }
  return { groups, words: told };
}

function dedupe(lexemes: Lexeme[]): Lexeme[] {
  const seen = new Map<string, Lexeme>();
  for (const lexeme of lexemes) if (!seen.has(lexeme.lexeme)) seen.set(lexeme.lexeme, lexeme);
  return [...seen.values()];
}

/** BM25's inverse document frequency: a word in few FAQs weighs more. */
function idf(faqs: number, total: number): number {
  return Math.log(1 + (Math.max(total, faqs) - faqs + 0.5) / (faqs + 0.5));
}

/**
 * The active FAQs of a plan, best first (ties by id), at most MAX_RESULTS; a query not yet run
 * (tests/query-plans.test.ts explains it). `total` is the number of active FAQs.
 */
export function matchFaqs(
  executor: Executor,
  plan: SearchPlan,
  total: number,
  { everyCandidate = false }: { everyCandidate?: boolean } = {},
) {
  const { groups } = plan;
  const sources = dedupe(groups.flatMap((group) => group.sources));
  const rare = sources.filter(({ faqs }) => faqs <= RARE_FAQS);
  // FAQs whose question or tags hold two of the words are what a search of several words is
  // after, and a common word's best FAQs alone may not include them: the rarest common word's
  // FAQs that also hold another word, among its best TOGETHER_FAQS (index reads, bounded).
  const commonGroups = groups
    .filter((group) => group.sources.some(({ faqs }) => faqs > RARE_FAQS))
    .sort((a, b) => a.faqs - b.faqs);
  const rarest = commonGroups[0];
  const together =
    rarest && groups.length > 1
      ? {
          from: rarest.sources.filter(({ faqs }) => faqs > RARE_FAQS).map(({ lexeme }) => lexeme),
          with: groups
            .filter((group) => group !== rarest)
            .flatMap((group) => group.sources.map(({ lexeme }) => lexeme)),
        }
      : null;
  const common = sources.filter(({ faqs }) => faqs > RARE_FAQS).map(({ lexeme }) => lexeme);

  const weighed = (group: WordGroup, weight: string) => ({
    typed: group.typed.length > 0 ? tsqueryText(group.typed, weight) : null,
    instead:
      group.instead.length > 0
        ? tsqueryText(
            group.instead.map((lexeme) => ({ lexeme, prefix: false })),
            weight,
          )
        : null,
  });
  const perGroup = groups.map((group) => ({
    a: weighed(group, "A"),
    b: weighed(group, "B"),
    c: weighed(group, "C"),
    idf: idf(group.faqs, total),
  }));
  const column = (pick: (g: (typeof perGroup)[number]) => string | null) =>
    sqlArray(perGroup.map(pick), "text");
  const everything = tsqueryText(
    groups.flatMap((group) => [
      ...group.typed,
      ...group.instead.map((lexeme) => ({ lexeme, prefix: false })),
    ]),
    "",
  );
  // Words typed next to each other that stand near each other in an FAQ ("reading at home"):
  // each pair of neighbouring words, found within 3 positions in that order or 2 the other way.
  const anyOf = (group: WordGroup) =>
    `(${tsqueryText(
      [...group.typed, ...group.instead.map((lexeme) => ({ lexeme, prefix: false }))],
      "",
    )})`;
  const pairs = groups.flatMap((group, i) => {
    const next = groups[i + 1];
    if (!next) return [];
    const [a, b] = [anyOf(group), anyOf(next)];
    return [
      [`${a} <1> ${b}`, `${a} <2> ${b}`, `${a} <3> ${b}`, `${b} <1> ${a}`, `${b} <2> ${a}`]
        .map((phrase) => `(${phrase})`)
        .join(" | "),
    ];
  });
  const rareQuery = tsqueryText(
    rare.map(({ lexeme }) => ({ lexeme, prefix: false })),
    "",
  );

  // Where a word group matched an FAQ: in the question (1), the tags (0.4) or the answer (0.2),
  // each divided by 1 + ln(the number of lexemes of that field), as faq_postings' impact is, so a
  // short question that names the word beats a long one; 0 not at all.
  const fieldWeight = (a: SQL, b: SQL, c: SQL) =>
    sql`CASE WHEN ${a} IS NULL THEN 0
             WHEN f.search_document @@ ${a}::tsquery THEN ${FIELD_WEIGHT.question}::float8 / len.question
             WHEN f.search_document @@ ${b}::tsquery THEN ${FIELD_WEIGHT.tags}::float8 / len.tags
             WHEN f.search_document @@ ${c}::tsquery THEN ${FIELD_WEIGHT.answer}::float8 / len.answer
             ELSE 0 END`;

  const bounded = sql.join(
    [
      ...(rare.length > 0
        ? [
            sql`SELECT id FROM ${faqs}
                WHERE ${faqs.searchDocument} @@ ${rareQuery}::tsquery
                  AND ${faqs.isPhantomDeleted} IS NOT TRUE`,
          ]
        : []),
      ...(common.length > 0
        ? [
            sql`SELECT best.faq_id AS id
                FROM unnest(${sqlArray(common, "text")}) AS wanted(lexeme)
                CROSS JOIN LATERAL (
                  SELECT p.faq_id FROM faq_postings AS p
                  WHERE p.lexeme = wanted.lexeme
                  ORDER BY p.impact DESC, p.faq_id
                  LIMIT ${BEST_FAQS_PER_LEXEME}
                ) AS best`,
          ]
        : []),
      ...(together
        ? [
            sql`SELECT p.faq_id AS id
                FROM unnest(${sqlArray(together.from, "text")}) AS wanted(lexeme)
                CROSS JOIN LATERAL (
                  SELECT p.faq_id FROM faq_postings AS p
                  WHERE p.lexeme = wanted.lexeme
                  ORDER BY p.impact DESC, p.faq_id
                  LIMIT ${TOGETHER_FAQS}
                ) AS p
                WHERE EXISTS (
                  SELECT 1 FROM faq_postings AS q
                  WHERE q.faq_id = p.faq_id AND q.lexeme = ANY (${sqlArray(together.with, "text")})
                )`,
          ]
        : []),
    ],
    sql` UNION `,
  );
  // Every FAQ that holds any of the words: what the bounded set is measured against (the
  // benchmark's relevance step), never what a visitor's search runs.
  const candidates = everyCandidate
    ? sql`SELECT id FROM ${faqs} WHERE ${faqs.searchDocument} @@ ${everything}::tsquery`
    : bounded;

  const scored = sql`
    SELECT f.id, s.score, s.matched, s.in_question, s.near,
           ts_rank(${RANK_WEIGHTS}::float4[], f.search_document, ${everything}::tsquery, 1) AS rank
    FROM (SELECT DISTINCT id FROM (${candidates}) AS found) AS candidate
    JOIN faqs AS f ON f.id = candidate.id AND f.is_phantom_deleted IS NOT TRUE
    CROSS JOIN LATERAL (
      SELECT 1 + ln(greatest(length(ts_filter(f.search_document, '{a}')), 1)) AS question,
             1 + ln(greatest(length(ts_filter(f.search_document, '{b}')), 1)) AS tags,
             1 + ln(greatest(length(ts_filter(f.search_document, '{c}')), 1)) AS answer
    ) AS len
    CROSS JOIN LATERAL (
      SELECT sum(g.points) AS score, count(*) FILTER (WHERE g.points > 0) AS matched,
             count(*) FILTER (WHERE g.in_question) AS in_question,
             (SELECT count(*) FROM unnest(${sqlArray(pairs, "text")}) AS pair(phrase)
              WHERE f.search_document @@ pair.phrase::tsquery) AS near
      FROM (
        SELECT w.idf * greatest(
                 ${fieldWeight(sql`w.ta`, sql`w.tb`, sql`w.tc`)},
                 ${INSTEAD_FACTOR}::float8 * ${fieldWeight(sql`w.ia`, sql`w.ib`, sql`w.ic`)}
               ) AS points,
               f.search_document @@ coalesce(w.ta, w.ia)::tsquery
                 OR f.search_document @@ coalesce(w.ia, w.ta)::tsquery AS in_question
        FROM unnest(
          ${column((g) => g.a.typed)}, ${column((g) => g.b.typed)}, ${column((g) => g.c.typed)},
          ${column((g) => g.a.instead)}, ${column((g) => g.b.instead)}, ${column((g) => g.c.instead)},
          ${sqlArray(
            perGroup.map((g) => g.idf),
            "float8",
          )}
        ) AS w(ta, tb, tc, ia, ib, ic, idf)
      ) AS g
    ) AS s`;

  return executor
    .select({
      ...staffFaqColumns,
      matchedWords: sql<string[] | null>`(
        SELECT array_agg(DISTINCT m[1])
        FROM regexp_matches(
          ts_headline('faq_search'::regconfig,
            ${faqs.questionText} || ' ' || faq_plain_text(${faqs.answer}),
            ${everything}::tsquery,
            'HighlightAll=true, StartSel=<mark>, StopSel=</mark>'),
          '<mark>([^<]*)</mark>', 'g') AS m)`,
    })
    .from(sql`(${scored} ORDER BY ${BEST_FIRST}, id LIMIT ${MAX_RESULTS}) AS ranked`)
    .innerJoin(faqs, sql`${faqs.id} = ranked.id`)
    .leftJoin(users, eq(users.id, faqs.editedByUserId))
    .orderBy(sql`${BEST_FIRST}`, asc(faqs.id));
}

export type SearchMatch = Awaited<ReturnType<typeof matchFaqs>>[number];

/** The settings of findFaqs below, for the rest of the transaction. */
export async function applySearchSettings(transaction: Executor): Promise<void> {
  await transaction.execute(
    sql`SELECT set_config('pg_trgm.similarity_threshold', ${String(SIMILARITY_THRESHOLD)}, true),
               set_config('enable_seqscan', 'off', true),
               set_config('jit', 'off', true)`,
  );
}

async function activeFaqs(executor: Executor): Promise<number> {
  const [row] = await rowsOf<{ active_faqs: number }>(
    executor,
    sql`SELECT active_faqs FROM faq_search_stats`,
  );
  return row?.active_faqs ?? 0;
}

export interface SearchResult {
  matches: SearchMatch[];
  interpretation: SearchInterpretation;
}

/**
 * The active FAQs a search finds, best first, and what it looked for. Call it inside a
 * transaction: the settings below hold for that transaction only.
 * - The trigram threshold is fixed, so both engines correct typos alike.
 * - Sequential scans are off: the planner over-estimates prefix matches and would read the whole
 *   of `faqs`; the indexes answer every step. JIT is off: those inflated costs would otherwise
 *   make PostgreSQL compile each small query (200 ms for nothing). (The archived flag is tested with IS NOT TRUE for
 *   the same reason: no B-tree index serves it.)
 */
export async function findFaqs(
  transaction: Executor,
  text: string,
  options: { everyCandidate?: boolean } = {},
): Promise<SearchResult> {
  await applySearchSettings(transaction);
  const plan = await planSearch(transaction, text);
  if (plan.groups.length === 0) {
    return { matches: [], interpretation: { words: plan.words, highlight: [] } };
  }
  const matches = await matchFaqs(transaction, plan, await activeFaqs(transaction), options);
  const highlight = [...new Set(matches.flatMap((match) => match.matchedWords ?? []))];
  return { matches, interpretation: { words: plan.words, highlight } };
}
