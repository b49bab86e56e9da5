import "server-only";

import { htmlText } from "@/lib/faq/sanitize";
import type { SearchIndex } from "@/lib/search/index/search-index";
import type { SearchInterpretation } from "@/lib/search/interpretation";
import { setWithin } from "@/lib/limited-map";
import { planSearch } from "@/lib/search/plan";
import { type FoundIn, joinResults, translatedText } from "@/lib/search/cross-language";
import {
  bothAt,
  readFaqs,
  rememberRows,
  rowsInMemory,
  type SearchMatch,
  type Unverified,
} from "@/lib/search/faq-rows";
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
 * database by id, or for a visitor's search taken from the rows this server holds at the index's
 * version (faq-rows.ts) and checked against the database by the caller: either way an answer shows
 * an FAQ as it is now, and never an archived one.
 *
 * The steps, each a file of lib/search, are listed in order in lib/search/README.md.
 */

export { MAX_RESULTS } from "@/lib/search/ranking";
export type { SearchMatch } from "@/lib/search/faq-rows";

export interface SearchResult {
  matches: SearchMatch[];
  interpretation: SearchInterpretation;
  /**
   * Issue 41: where a search answered from memory (`fromMemory`) took its index and its FAQs, not
   * yet checked against the database. The caller checks it (search-faqs.ts) and asks again
   * without memory if the database has moved on.
   */
  unverifiedAt?: Unverified;
}

/**
 * The words of each FAQ's question and answer with their stems, remembered by index and FAQ for
 * the FAQs searches return again and again, with the text read, so an edited FAQ is read anew
 * (issue 41: a key made of the whole text cost a tenth of a search).
 */
interface FaqWords {
  question: string;
  answer: string;
  words: { word: string; stem: string }[];
}
const faqWords = new WeakMap<SearchIndex, Map<number, FaqWords>>();
const FAQ_WORDS_LIMIT = 2_000;

function wordsOfFaq(index: SearchIndex, { id, question, answer }: SearchMatch) {
  let ofIndex = faqWords.get(index);
  if (!ofIndex) {
    ofIndex = new Map<number, FaqWords>();
    faqWords.set(index, ofIndex);
  }
  const known = ofIndex.get(id);
  if (known?.question === question && known.answer === answer) return known.words;
  const seen = new Map<string, string>();
  for (const { word, stem } of index.wordsWithStems(`${htmlText(question)} ${htmlText(answer)}`)) {
    seen.set(word, stem);
  }
  const words = [...seen].map(([word, stem]) => ({ word, stem }));
  setWithin(ofIndex, id, { question, answer, words }, FAQ_WORDS_LIMIT);
  return words;
}

/** The words of an FAQ's question and answer that the search matched, as they are written. */
function matchedWords(index: SearchIndex, faq: SearchMatch, ranked: RankedFaq): string[] {
  const stems = new Set(ranked.terms.map((term) => index.terms.stems[term]));
  return wordsOfFaq(index, faq)
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
  /**
   * Issue 41: take the FAQs found from the rows this server holds (faq-rows.ts) where it can,
   * leaving the check that they are current to the caller (SearchResult.unverifiedAt).
   */
  fromMemory?: boolean;
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
  // The choice rests on both answers: both are checked.
  const unverifiedAt = bothAt(found.unverifiedAt, english.unverifiedAt);
  const chosen = better
    ? { ...english, interpretation: { ...english.interpretation, language: "en" as const } }
    : found;
  return unverifiedAt === undefined ? chosen : { ...chosen, unverifiedAt };
}

async function findIn(
  language: SearchLanguage,
  text: string,
  options: SearchOptions,
): Promise<SearchResult> {
  // Searched on the indexes as this server has them; the read of their FAQs says whether the
  // database has moved on since (the version read with them), and if so the search runs again
  // on the indexes brought up to date: a search that finds something costs one query.
  const first = await searchOn(await rank(latestIndex, language, text, options), language, {
    fromMemory: options.fromMemory === true,
  });
  return (
    first ??
    (await searchOn(await rank(currentIndex, language, text, options), language, {
      current: true,
    })) ??
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

/**
 * The FAQs of a ranked search; null when the database turned out to be at another version. With
 * `fromMemory`, from the rows this server holds at the index's version when it holds them all
 * (faq-rows.ts), the answer then saying it is unverified; `current`: the index is known current.
 */
async function searchOn(
  { version, results, confidence, words }: Ranked,
  language: SearchLanguage,
  { current = false, fromMemory = false }: { current?: boolean; fromMemory?: boolean },
): Promise<SearchResult | null> {
  const fromRows = fromMemory && !current && version >= 0;
  if (results.length === 0) {
    const nothing = { matches: [], interpretation: { words, confidence, highlight: [] } };
    if (fromRows) return { ...nothing, unverifiedAt: { index: version } };
    // Nothing found: only a current index can say so.
    if (!current && (await readVersion()) !== version) return null;
    return nothing;
  }
  const ids = results.map(({ ranked }) => ranked.id);
  const held = fromRows ? rowsInMemory(ids, language) : undefined;
  if (held) {
    const unverified = { index: version, rows: held.version };
    return answerOf(held.rows, { results, confidence, words }, language, unverified);
  }
  const found = await readFaqs(ids, language);
  const seen = found[0] ? Number(found[0].indexVersion) : await readVersion();
  const read = found.map(({ indexVersion: _index, rowsVersion: _rows, ...row }) => row);
  if (found[0]) rememberRows(read, language, Number(found[0].rowsVersion));
  if (!current && seen !== version) return null;
  return answerOf(read, { results, confidence, words }, language);
}

/** A search's answer from its ranked results and their rows, unverified when from memory. */
function answerOf(
  found: SearchMatch[],
  { results, confidence, words }: Pick<Ranked, "results" | "confidence" | "words">,
  language: SearchLanguage,
  unverifiedAt?: Unverified,
): SearchResult {
  const rows = new Map(found.map((row) => [row.id, row]));
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
    ...(unverifiedAt === undefined ? {} : { unverifiedAt }),
  };
}
