import "server-only";

import { and, inArray, sql } from "drizzle-orm";

import { db } from "@/db/client";
import { faqs, faqTranslations, users } from "@/db/schema";
import { staffFaqColumns } from "@/lib/data/faq-shapes";
import { outdatedTranslation, published } from "@/lib/data/faq-translations";
import { htmlText } from "@/lib/faq/sanitize";
import type { SearchIndex } from "@/lib/search/index/search-index";
import type { SearchInterpretation } from "@/lib/search/interpretation";
import { planSearch } from "@/lib/search/plan";
import { type FoundIn, joinResults, translatedText } from "@/lib/search/cross-language";
import { confidenceOf, MAX_RESULTS, type RankedFaq, rankFaqs } from "@/lib/search/ranking";
import { readsAsSpanish, wordsRead } from "@/lib/search/typed-language";
import {
  currentIndex,
  latestIndex,
  readVersion,
  type SearchLanguage,
  type VersionedIndex,
} from "@/lib/search/store";

/**
 * Finding FAQs for a search, for people who struggle to read and spell (docs/api.md §6;
 * docs/decisions/0017-search-for-struggling-readers.md, 0037-search-in-memory.md). The FAQs'
 * searched text is indexed in this server's memory, kept current from the database
 * (store.ts); each typed word is looked for:
 * - as typed: its English stem (reads, reading, read), the last word also as the start of a
 *   longer word, since it may still be being typed; two words the FAQs write as one ("audio
 *   book") as that word;
 * - with the words the Admin listed as meaning the same (synonym_groups);
 * - if the FAQs never use it: split in two words they do ("signup"), or its closest spellings,
 *   or failing that the words that sound alike (Double Metaphone);
 * - if nothing at all: it is left out, and the search goes on with the other words, but it counts
 *   against the search's confidence.
 * Best first by a score in which the rarer, content-bearing words decide (ranking.ts); the search
 * says whether its best answer is good or weak. The FAQs themselves are then read from the
 * database by id, so an answer always shows an FAQ as it is now, and never an archived one.
 *
 * The steps, each a file of lib/search (its README has them in order): store.ts (this server's
 * index of a language, kept current), index/ (search-index.ts, segment.ts, vocabulary.ts and
 * word-table.ts: the index, its postings, its words and the Spanish words' English ones),
 * language/ (language.ts, english.ts, spanish.ts and spanish-sound.ts: how a language's words
 * are read), plan.ts (what each word stands for), ranking.ts (the order and the confidence),
 * cross-language.ts (the Spanish search's English FAQs), typed-language.ts (which language a
 * search reads as) and interpretation.ts (what was looked for, told to the visitor). Around it:
 * search-faqs.ts calls it for the API and the pages, recording.ts says what of a visitor's search
 * is kept, reading.ts reads a search as corrected, user-searches.ts reads what was kept,
 * highlight.ts marks the words found, sql.ts runs raw queries on either driver.
 */

export { MAX_RESULTS } from "@/lib/search/ranking";

/** The columns of a search result: a StaffFaq's. */
export type SearchMatch = Omit<Awaited<ReturnType<typeof readFaqs>>[number], "indexVersion">;

export interface SearchResult {
  matches: SearchMatch[];
  interpretation: SearchInterpretation;
}

/**
 * The query that reads a search's FAQs by id (tests/query-plans.test.ts checks its plan), with
 * the version of the searched text the database is at, so that one query also tells whether the
 * index searched was current. In Spanish (issue 28), each FAQ's published Spanish translation by
 * its primary key, in place of the English text.
 */
export function readFaqs(ids: number[], language: SearchLanguage = "en") {
  // The editor's names by one primary-key probe each: a join would read the whole users table.
  const editor = (column: typeof users.firstName | typeof users.lastName) =>
    sql<string | null>`(SELECT ${column} FROM ${users} WHERE ${users.id} = ${faqs.editedByUserId})`;
  const columns = {
    ...staffFaqColumns,
    editedByUserFirstName: editor(users.firstName),
    editedByUserLastName: editor(users.lastName),
    indexVersion: sql<string>`(SELECT version FROM search_index_version WHERE id = 1)`,
  };
  const active = and(inArray(faqs.id, ids), sql`${faqs.isPhantomDeleted} IS NOT TRUE`);
  if (language === "en") return db.select(columns).from(faqs).where(active);
  const translated = sql`${faqTranslations.faqId} IS NOT NULL`;
  const shown = <T>(own: unknown, english: unknown) => sql<T>`coalesce(${own}, ${english})`;
  return db
    .select({
      ...columns,
      question: shown<string>(faqTranslations.question, faqs.question),
      answer: shown<string>(faqTranslations.answer, faqs.answer),
      tags: shown<string>(faqTranslations.tags, faqs.tags),
      phrasings: shown<string[]>(faqTranslations.phrasings, faqs.phrasings),
      language: sql<"en" | "es">`CASE WHEN ${translated} THEN 'es' ELSE 'en' END`,
      translationOutdated: outdatedTranslation,
    })
    .from(faqs)
    .leftJoin(faqTranslations, published(language))
    .where(active);
}

/**
 * The words of each FAQ's question and answer with their stems, remembered for the FAQs searches
 * return again and again (stemming every result's answer on every search cost more than the
 * search itself). Keyed by the text, so an edited FAQ is read anew.
 */
const faqWords = new Map<string, { word: string; stem: string }[]>();
const FAQ_WORDS_LIMIT = 2_000;

function wordsOfFaq(index: SearchIndex, question: string, answer: string) {
  const key = `${question}\u001f${answer}`;
  let words = faqWords.get(key);
  if (!words) {
    const seen = new Map<string, string>();
    for (const { word, stem } of index.wordsWithStems(
      `${htmlText(question)} ${htmlText(answer)}`,
    )) {
      seen.set(word, stem);
    }
    words = [...seen].map(([word, stem]) => ({ word, stem }));
    if (faqWords.size >= FAQ_WORDS_LIMIT) faqWords.delete(faqWords.keys().next().value ?? "");
    faqWords.set(key, words);
  }
  return words;
}

/** The words of an FAQ's question and answer that the search matched, as they are written. */
function matchedWords(
  index: SearchIndex,
  faq: { question: string; answer: string },
  ranked: RankedFaq,
): string[] {
  const stems = new Set(ranked.terms.map((term) => index.terms.stems[term]));
  return wordsOfFaq(index, faq.question, faq.answer)
    .filter(({ stem }) => stems.has(stem))
    .map(({ word }) => word);
}

interface SearchOptions {
  everyCandidate?: boolean;
  /** The language of the FAQs searched (issue 28); English when left out. */
  language?: SearchLanguage;
  /**
   * Issue 38: a search of the English FAQs that reads as Spanish (readsAsSpanish) is answered as
   * the Spanish pages answer it. A visitor's search of the English page asks for it; the staff's
   * search and the benchmark do not.
   */
  spanishAsTyped?: boolean;
}

/**
 * The active FAQs a search finds, best first, what it looked for and how sure it is. With
 * `everyCandidate`, every FAQ that holds a word is scored instead of the bounded set (the
 * benchmark's measure of what the bound costs), never on a visitor's search.
 *
 * In Spanish (issue 28), the published translations are searched, and with them the FAQs not
 * translated yet, which the Spanish pages show in English, by the English words the search's
 * words stand for (cross-language.ts): they join the Spanish results by how well they match.
 * When that finds nothing close (no result, or only weak ones), the English FAQs are searched
 * with the words as typed (a parent may type English words), and their answers are given if they
 * are better: a good English answer before weak Spanish ones when the text reads as English (more
 * of its words are English words than Spanish ones), any English answer before none.
 * When every answer is in English, the interpretation says so.
 *
 * In English with `spanishAsTyped` (a visitor's search of the English page, issue 38), a search
 * that reads as Spanish (readsAsSpanish) is answered as a search of the Spanish pages, and its
 * interpretation says the language of its answers as theirs does.
 */
export async function findFaqs(text: string, options: SearchOptions = {}): Promise<SearchResult> {
  const language = options.language ?? "en";
  const found = await findIn(language, text, options);
  if (language !== "en") return orInEnglish(found, text, options);
  // Asked after the English search, which has brought the English index up to date.
  if (options.spanishAsTyped === true && (await readsAsSpanish(text))) {
    return orInEnglish(await findIn("es", text, options), text, options, found);
  }
  return found;
}

/**
 * A Spanish search's answer, or the English FAQs' when they are better (findFaqs): `english` is
 * the English search of the same text when it has run already.
 */
async function orInEnglish(
  found: SearchResult,
  text: string,
  options: SearchOptions,
  english?: SearchResult,
): Promise<SearchResult> {
  if (found.matches.length > 0 && found.interpretation.confidence === "good") return found;
  english ??= await findIn("en", text, options);
  const better =
    english.matches.length > 0 &&
    ((english.interpretation.confidence === "good" && wordsRead(english) > wordsRead(found)) ||
      found.matches.length === 0);
  if (!better) return found;
  return { ...english, interpretation: { ...english.interpretation, language: "en" } };
}

async function findIn(
  language: SearchLanguage,
  text: string,
  options: SearchOptions,
): Promise<SearchResult> {
  // Searched on the indexes as this server has them; the read of their FAQs says whether the
  // database has moved on since (the version read with them), and if so the search runs again
  // on the indexes brought up to date: a search that finds something costs one query.
  const first = await searchOn(await rank(latestIndex, language, text, options), language);
  return (
    first ??
    (await searchOn(await rank(currentIndex, language, text, options), language, true)) ??
    NOTHING
  );
}

const NOTHING: SearchResult = {
  matches: [],
  interpretation: { words: [], confidence: "weak", highlight: [] },
};

/** A search ranked on indexes at one version (-1: indexes at different versions). */
interface Ranked {
  version: number;
  results: FoundIn[];
  confidence: SearchInterpretation["confidence"];
  words: SearchInterpretation["words"];
}

async function rank(
  indexOf: (language: SearchLanguage) => Promise<VersionedIndex>,
  language: SearchLanguage,
  text: string,
  options: SearchOptions,
): Promise<Ranked> {
  const own = await indexOf(language);
  const plan = planSearch(own.index, text);
  const ranking = rankFaqs(own.index, plan, options);
  const results = ranking.results.map((ranked) => ({ ranked, index: own.index }));
  if (language === "en") {
    return { version: own.version, results, confidence: ranking.confidence, words: plan.words };
  }
  const english = await indexOf("en");
  const guessed = rankFaqs(
    english.index,
    planSearch(english.index, translatedText(own.index, own.words, plan)),
    options,
  )
    .results.filter(({ id }) => !own.index.has(id))
    .map((ranked) => ({ ranked, index: english.index }));
  const joined = joinResults(results, guessed, MAX_RESULTS);
  return {
    version: own.version === english.version ? own.version : -1,
    results: joined,
    confidence: confidenceOf(joined[0]?.ranked),
    words: plan.words,
  };
}

/** The language of a translated language's answers: English when every one of them is. */
function answeredIn(matches: SearchMatch[], language: SearchLanguage): SearchLanguage {
  const english = (match: SearchMatch) => "language" in match && match.language === "en";
  return matches.length > 0 && matches.every(english) ? "en" : language;
}

/** The FAQs of a ranked search; null when the database turned out to be at another version. */
async function searchOn(
  { version, results, confidence, words }: Ranked,
  language: SearchLanguage,
  current = false,
): Promise<SearchResult | null> {
  if (results.length === 0) {
    // Nothing found: only a current index can say so.
    if (!current && (await readVersion()) !== version) return null;
    return { matches: [], interpretation: { words, confidence, highlight: [] } };
  }
  const found = await readFaqs(
    results.map(({ ranked }) => ranked.id),
    language,
  );
  const seen = found[0] ? Number(found[0].indexVersion) : await readVersion();
  if (!current && seen !== version) return null;
  const rows = new Map(found.map(({ indexVersion: _version, ...row }) => [row.id, row]));
  const matches: SearchMatch[] = [];
  const highlight = new Set<string>();
  for (const { ranked, index } of results) {
    const row = rows.get(ranked.id);
    if (!row) continue;
    matches.push(row);
    for (const word of matchedWords(index, row, ranked)) highlight.add(word);
  }
  return {
    matches,
    interpretation: {
      words,
      confidence: matches.length > 0 ? confidence : "weak",
      highlight: [...highlight],
      ...(language === "en" ? {} : { language: answeredIn(matches, language) }),
    },
  };
}
