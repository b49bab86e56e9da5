import "server-only";

import { and, inArray, sql } from "drizzle-orm";

import { db } from "@/db/client";
import { faqs, faqTranslations, users } from "@/db/schema";
import { staffFaqColumns } from "@/lib/data/faq-shapes";
import { outdatedTranslation, published } from "@/lib/data/faq-translations";
import { setWithin } from "@/lib/limited-map";
import { rowsOf } from "@/lib/search/sql";
import type { SearchLanguage } from "@/lib/search/store";

/**
 * The FAQs a visitor's search answers with, held beside the search index (issue 41), so that a
 * search that finds what earlier ones found reads nothing from the database to show them. Each
 * row is remembered with search_index_version's rows_version read in the same query (readFaqs),
 * which moves with every committed change to what an answer shows but the ranking
 * (db/migrations/0025). An answer taken from memory says the versions of the index searched and
 * of the rows shown (Unverified), and the check that the database is still at both, made in the
 * statement that keeps the search (lib/server/search-counts.ts) or by `checkRows` for one not
 * kept, says the rows are current; the rankings come afresh from the same statement. A search
 * answered from rows the database has moved on from is answered again from the database, so neither an FAQ's edit nor its archive is ever
 * missed once committed. (The editor's names do not move the version: visitors are not shown
 * them, and the staff's search reads its rows from the database.)
 */

/** The columns of a search result: a StaffFaq's. */
export type SearchMatch = Omit<
  Awaited<ReturnType<typeof readFaqs>>[number],
  "indexVersion" | "rowsVersion"
>;

/**
 * Where an answer from memory was taken, to be checked against search_index_version: the version
 * of the index searched, and of the rows shown (none for an answer that shows no FAQ). -1: parts
 * taken at different versions, never current.
 */
export interface Unverified {
  index: number;
  rows?: number;
}

/**
 * The query that reads a search's FAQs by id (tests/query-plans.test.ts checks its plan), with
 * the version of the searched text the database is at, so that one query also tells whether the
 * index searched was current, and the version of the rows it reads. In Spanish (issue 28), each
 * FAQ's published Spanish translation by its primary key, in place of the English text.
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
    rowsVersion: sql<string>`(SELECT rows_version FROM search_index_version WHERE id = 1)`,
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

interface RowMemory {
  version: number;
  rows: Map<number, SearchMatch>;
}

/** Rows a language at most (the oldest remembered go first): a few MB. */
const ROWS_LIMIT = 5_000;

// Next.js bundles route handlers and pages apart, and each would evaluate this module: one memory
// a language a process, as the index's (store.ts).
const registry = globalThis as typeof globalThis & Record<symbol, RowMemory | undefined>;

function memory(language: SearchLanguage): RowMemory {
  const key = Symbol.for(`faq-corner.search-rows.${language}`);
  registry[key] ??= { version: -1, rows: new Map() };
  return registry[key];
}

/** The rows of these FAQs as remembered, and their version; undefined unless all are there. */
export function rowsInMemory(
  ids: number[],
  language: SearchLanguage,
): { rows: SearchMatch[]; version: number } | undefined {
  const held = memory(language);
  if (held.version < 0) return undefined;
  const rows: SearchMatch[] = [];
  for (const id of ids) {
    const row = held.rows.get(id);
    if (!row) return undefined;
    rows.push(row);
  }
  return { rows, version: held.version };
}

/** Remembers rows read at rows version `version`; rows of an older version are forgotten. */
export function rememberRows(rows: SearchMatch[], language: SearchLanguage, version: number): void {
  const held = memory(language);
  if (version < held.version) return;
  if (version > held.version) {
    held.version = version;
    held.rows.clear();
  }
  for (const row of rows) setWithin(held.rows, row.id, row, ROWS_LIMIT);
}

/** Where two answers from memory must both be checked (an index at -1 when they differ). */
export function bothAt(one?: Unverified, other?: Unverified): Unverified | undefined {
  if (!one || !other) return one ?? other;
  const rows = one.rows ?? other.rows;
  const agree = one.index === other.index && (one.rows ?? rows) === (other.rows ?? rows);
  return agree ? { index: one.index, ...(rows === undefined ? {} : { rows }) } : { index: -1 };
}

/** Whether an answer from memory is current by what the database says now. */
export function isCurrent(
  taken: Unverified,
  now: { version: number; rowsVersion: number },
): boolean {
  return (
    taken.index === now.version && (taken.rows === undefined || taken.rows === now.rowsVersion)
  );
}

/**
 * For a search answered from memory and not kept (a cross-site load, SEARCH_ANALYTICS=off): the
 * version the database is at and the rankings of the FAQs it found, in one query.
 */
export async function checkRows(
  ids: number[],
): Promise<{ version: number; rowsVersion: number; rankings: Map<number, number> }> {
  const [row] = await rowsOf<{
    version: string | number;
    rowsVersion: string | number;
    rankings: string | null;
  }>(
    db,
    sql`SELECT version, rows_version AS "rowsVersion",
          (SELECT json_agg(json_build_array(id, ranking)) FROM faqs
            WHERE id = ANY(${`{${ids.join(",")}}`}::int[]))::text AS rankings
        FROM search_index_version WHERE id = 1`,
  );
  const rankings = JSON.parse(row?.rankings ?? "[]") as [number, number][];
  return {
    version: row ? Number(row.version) : -1,
    rowsVersion: row ? Number(row.rowsVersion) : -1,
    rankings: new Map(rankings),
  };
}
