import "server-only";

import { type SQL, sql } from "drizzle-orm";

import { db } from "@/db/client";
import { SearchIndex, type SynonymWords } from "@/lib/search/index/search-index";
import type { FaqText } from "@/lib/search/index/segment";
import { pairsOfFaq, type TextPair, WordTable } from "@/lib/search/index/word-table";
import { english } from "@/lib/search/language/english";
import { spanish } from "@/lib/search/language/spanish";
import type { Language } from "@/lib/search/language/language";
import { htmlText } from "@/lib/faq/sanitize";
import { rowsOf } from "@/lib/search/sql";

/**
 * The search index of this app server (docs/decisions/0037-search-in-memory.md). The database
 * stays the source of truth: before each search, one read of search_index_version (a row that
 * triggers move on with every committed change to the FAQs' searched text or the synonym list,
 * db/migrations/0017) tells whether the index is current. If not, the server reads each active
 * FAQ's digest, loads only the FAQs whose digest changed, and searches a new index; searches in
 * flight keep the one they started with. So a write on any server, or by any other means, is
 * searched by every server from its next search, and a restart only rebuilds what it loses.
 */

/** Changed FAQs past this share of all (or this many) are cheaper to index afresh. */
const REBUILD_SHARE = 0.05;
const REBUILD_AT_LEAST = 1000;

/**
 * Where one language's index comes from: its FAQs' searched text, a digest of each to tell which
 * changed, and its synonym list. Every language shares the one version row.
 */
interface IndexSource {
  language: Language;
  /** Each searched FAQ's id and the md5 digest of its searched text. */
  digests: () => Promise<{ id: number; digest: string }[]>;
  /**
   * The searched text of these FAQs, or of all; for a translated language, read in the same
   * query, each translation paired with its English text (`pairs`, for index/word-table.ts).
   */
  load: (ids: number[] | "all") => Promise<LoadedFaq[]>;
  synonyms: () => Promise<SynonymWords[]>;
  /** A translation of the English FAQs: its words learn the English words they stand for. */
  translated: boolean;
}

type LoadedFaq = FaqText & { pairs?: TextPair[] };

const SEARCHED_TEXT = sql`question_text || chr(31) || faq_plain_text(answer) || chr(31) || tags
  || chr(31) || array_to_string(phrasings, chr(31))`;

const byIds = (column: SQL, ids: number[] | "all") =>
  ids === "all" ? sql`` : sql`AND ${column} = ANY(${`{${ids.join(",")}}`}::int[])`;

/** A language's groups of search words (issue 28: each group carries its language). */
const synonymsIn = (code: string) => async () =>
  (
    await rowsOf<{ words: string[] }>(
      db,
      sql`SELECT words FROM synonym_groups WHERE language = ${code} ORDER BY id`,
    )
  ).map(({ words }) => words);

/** The English FAQs: the faqs table itself. */
const englishSource: IndexSource = {
  language: english,
  digests: () =>
    rowsOf(
      db,
      sql`SELECT id, md5(${SEARCHED_TEXT}) AS digest FROM faqs
          WHERE is_phantom_deleted IS NOT TRUE`,
    ),
  load: (ids) =>
    rowsOf<FaqText>(
      db,
      sql`SELECT id, question_text AS question, faq_plain_text(answer) AS answer, tags, phrasings
          FROM faqs
          WHERE is_phantom_deleted IS NOT TRUE ${byIds(sql`id`, ids)}`,
    ),
  synonyms: synonymsIn("en"),
  translated: false,
};

/**
 * The Spanish FAQs (issue 28): the published Spanish translations of the active FAQs, under their
 * FAQ's id. An FAQ without one is found by the English search the Spanish pages fall back to.
 */
const PUBLISHED_SPANISH = sql`FROM faq_translations t JOIN faqs f ON f.id = t.faq_id
  WHERE t.language = 'es' AND t.status = 'published' AND f.is_phantom_deleted IS NOT TRUE`;

const spanishSource: IndexSource = {
  language: spanish,
  digests: () =>
    rowsOf(
      db,
      sql`SELECT t.faq_id AS id, md5(t.question_text || chr(31) || faq_plain_text(t.answer)
            || chr(31) || t.tags || chr(31) || array_to_string(t.phrasings, chr(31))) AS digest
          ${PUBLISHED_SPANISH}`,
    ),
  load: async (ids) => {
    const rows = await rowsOf<
      FaqText & { answerHtml: string } & Record<`english${"Question" | "Answer" | "Tags"}`, string>
    >(
      db,
      sql`SELECT t.faq_id AS id, t.question_text AS question, faq_plain_text(t.answer) AS answer,
            t.tags, t.phrasings, t.answer AS "answerHtml", f.question_text AS "englishQuestion",
            f.answer AS "englishAnswer", f.tags AS "englishTags"
          ${PUBLISHED_SPANISH} ${byIds(sql`t.faq_id`, ids)}`,
    );
    return rows.map(({ answerHtml, englishQuestion, englishAnswer, englishTags, ...faq }) => ({
      ...faq,
      pairs: pairsOfFaq(
        { question: faq.question, answer: answerHtml, tags: faq.tags },
        { question: englishQuestion, answer: englishAnswer, tags: englishTags },
        htmlText,
      ),
    }));
  },
  synonyms: synonymsIn("es"),
  translated: true,
};

const SOURCES = { en: englishSource, es: spanishSource } as const;

/** The languages the search has an index for. */
export type SearchLanguage = keyof typeof SOURCES;

interface StoreState {
  index: SearchIndex | null;
  version: number;
  /** Each indexed FAQ's digest of its searched text. */
  digests: Map<number, string>;
  /** The one refresh running, which every search that needs it waits for. */
  refreshing: Promise<void> | null;
  /** A translated language's FAQs paired with their English text, by FAQ, and what they teach. */
  pairs: Map<number, TextPair[]>;
  words: WordTable;
}

// Next.js bundles route handlers apart, and each would evaluate this module: one index a
// language a process.
const registry = globalThis as typeof globalThis & Record<symbol, StoreState | undefined>;

function state(language: SearchLanguage): StoreState {
  const key = Symbol.for(`faq-corner.search-index.${language}`);
  registry[key] ??= {
    index: null,
    version: -1,
    digests: new Map(),
    refreshing: null,
    pairs: new Map(),
    words: WordTable.empty,
  };
  return registry[key];
}

/** The version the database is at now. */
export async function readVersion(): Promise<number> {
  const [row] = await rowsOf<{ version: string | number }>(
    db,
    sql`SELECT version FROM search_index_version WHERE id = 1`,
  );
  return row ? Number(row.version) : -1;
}

/** Brings one language's index up to the database's version (one refresh at a time). */
async function refresh(language: SearchLanguage): Promise<void> {
  const current = state(language);
  const source = SOURCES[language];
  const version = await readVersion();
  // Read before the FAQs: a change committed meanwhile moves the version on again, and the next
  // search loads it.
  const [digestRows, synonyms] = await Promise.all([source.digests(), source.synonyms()]);
  const digests = new Map(digestRows.map(({ id, digest }) => [id, digest]));
  const changed = digestRows
    .filter(({ id, digest }) => current.digests.get(id) !== digest)
    .map(({ id }) => id);
  const removed = [...current.digests.keys()].filter((id) => !digests.has(id));

  const index = current.index;
  const rebuild =
    !index ||
    index.recentSize + changed.length + removed.length >
      Math.max(REBUILD_AT_LEAST, REBUILD_SHARE * digests.size);
  const loaded = rebuild || changed.length > 0 ? await source.load(rebuild ? "all" : changed) : [];
  current.index = rebuild
    ? SearchIndex.build(source.language, loaded, synonyms)
    : index.update(loaded, removed, synonyms);
  if (source.translated && (rebuild || changed.length > 0 || removed.length > 0)) {
    if (rebuild) current.pairs.clear();
    for (const id of removed) current.pairs.delete(id);
    for (const { id, pairs } of loaded) current.pairs.set(id, pairs ?? []);
    current.words = WordTable.learn([...current.pairs.values()].flat(), source.language, english);
  }
  current.digests = digests;
  current.version = version;
}

/** An index and the database version it holds. */
export interface VersionedIndex {
  index: SearchIndex;
  version: number;
  /** For a translated language: the English words its words stand for. */
  words: WordTable;
}

/**
 * The index as this server last loaded it, without asking the database: a search runs on it and
 * then checks the version in the same query that reads its FAQs (engine.ts), so that a search
 * costs one query; `currentIndex` when the version has moved.
 */
export async function latestIndex(language: SearchLanguage = "en"): Promise<VersionedIndex> {
  const current = state(language);
  if (current.index && current.version >= 0) {
    return { index: current.index, version: current.version, words: current.words };
  }
  return currentIndex(language);
}

/** The index as the database stands now (its version read first). */
export async function currentIndex(language: SearchLanguage = "en"): Promise<VersionedIndex> {
  const current = state(language);
  for (;;) {
    const version = await readVersion();
    if (current.index && current.version === version && version >= 0) {
      return { index: current.index, version, words: current.words };
    }
    current.refreshing ??= refresh(language).finally(() => {
      current.refreshing = null;
    });
    await current.refreshing;
    if (current.index && current.version >= version) {
      return { index: current.index, version: current.version, words: current.words };
    }
  }
}

/**
 * Resolves once no index is being built (its reads of the FAQs done), or the build has failed:
 * what tests wait for before they empty the tables under it.
 */
export async function searchIndexesBuilt(): Promise<void> {
  const languages = Object.keys(SOURCES) as SearchLanguage[];
  await Promise.allSettled(
    languages.map((language) => state(language).refreshing ?? Promise.resolve()),
  );
}

/** Builds every language's index at start-up, so that the first visitor does not wait for it. */
export async function warmSearchIndex(): Promise<void> {
  for (const language of Object.keys(SOURCES) as SearchLanguage[]) {
    await currentIndex(language);
  }
}
