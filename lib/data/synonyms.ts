import "server-only";

import { and, asc, eq, ne, sql } from "drizzle-orm";

import { db, type Transaction } from "@/db/client";
import { synonymGroups } from "@/db/schema";
import type { SynonymGroup } from "@/lib/contract/faq";
import { auditChange } from "@/lib/data/audit";

/**
 * The groups of words that mean the same for search (the Admin screen "Search words", issue 13;
 * docs/decisions/0018). The search reads this table on every query (lib/search/engine.ts), so
 * a change counts at once on every app server: there is no cache and nothing to re-index.
 */

/** A group of words as the API answers it (declared in the API's contract). */

export type SynonymChangeResult =
  | { ok: true; group: SynonymGroup }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "taken"; taken: string[] };

const columns = {
  id: synonymGroups.id,
  words: synonymGroups.words,
  updatedAt: synonymGroups.updatedAt,
};

function toRow(row: { id: number; words: string[]; updatedAt: Date }): SynonymGroup {
  return { id: row.id, words: row.words, updatedAt: row.updatedAt.toISOString() };
}

/**
 * Issue 28: groups carry their language; the Search words screen and the groups it lists, writes,
 * changes and removes are the English search's (a word is in one group per language). A Spanish
 * group's id is not found here: its words are checked only against the Spanish groups, which
 * this screen does not read.
 */
const english = eq(synonymGroups.language, "en");

/** Every group, in the order of its first word. */
export async function listSynonymGroups(): Promise<SynonymGroup[]> {
  const rows = await db
    .select(columns)
    .from(synonymGroups)
    .where(english)
    .orderBy(sql`${synonymGroups.words}[1] COLLATE "C"`, asc(synonymGroups.id));
  return rows.map(toRow);
}

/**
 * A word belongs to one group only. Changes to the list take turns (a transaction-scoped lock),
 * so two Admins adding the same word at once cannot both succeed.
 */
async function takenWords(tx: Transaction, words: string[], except?: number): Promise<string[]> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('synonym_groups'))`);
  const array = sql`ARRAY[${sql.join(
    words.map((word) => sql`${word}::text`),
    sql`, `,
  )}]::text[]`;
  const rows = await tx
    .select({ word: sql<string>`word` })
    .from(sql`${synonymGroups}, unnest(${synonymGroups.words}) AS word`)
    .where(
      and(
        english,
        sql`${synonymGroups.words} && ${array}`,
        sql`word = ANY(${array})`,
        except === undefined ? undefined : ne(synonymGroups.id, except),
      ),
    );
  const taken = new Set(rows.map((row) => row.word));
  return words.filter((word) => taken.has(word));
}

export async function createSynonymGroup({
  words,
  actorId,
}: {
  words: string[];
  actorId: number;
}): Promise<SynonymChangeResult> {
  return db.transaction(async (tx) => {
    const taken = await takenWords(tx, words);
    if (taken.length > 0) return { ok: false, reason: "taken", taken };
    const [row] = await tx.insert(synonymGroups).values({ words }).returning(columns);
    if (!row) throw new Error("INSERT … RETURNING gave no row");
    await audit(tx, { actorId, action: "synonyms.created", id: row.id, words });
    return { ok: true, group: toRow(row) };
  });
}

export async function updateSynonymGroup({
  id,
  words,
  actorId,
}: {
  id: number;
  words: string[];
  actorId: number;
}): Promise<SynonymChangeResult> {
  return db.transaction(async (tx) => {
    const taken = await takenWords(tx, words, id);
    const [before] = await tx
      .select(columns)
      .from(synonymGroups)
      .where(and(english, eq(synonymGroups.id, id)))
      .for("update");
    if (!before) return { ok: false, reason: "not-found" };
    if (taken.length > 0) return { ok: false, reason: "taken", taken };
    const [row] = await tx
      .update(synonymGroups)
      .set({ words, updatedAt: new Date() })
      .where(eq(synonymGroups.id, id))
      .returning(columns);
    if (!row) throw new Error("UPDATE … RETURNING gave no row");
    await audit(tx, { actorId, action: "synonyms.edited", id, words, before: before.words });
    return { ok: true, group: toRow(row) };
  });
}

export async function deleteSynonymGroup({
  id,
  actorId,
}: {
  id: number;
  actorId: number;
}): Promise<SynonymChangeResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(synonymGroups)
      .where(and(english, eq(synonymGroups.id, id)))
      .returning(columns);
    if (!row) return { ok: false, reason: "not-found" };
    await audit(tx, { actorId, action: "synonyms.deleted", id, words: row.words });
    return { ok: true, group: toRow(row) };
  });
}

function audit(
  tx: Transaction,
  {
    actorId,
    action,
    id,
    words,
    before,
  }: {
    actorId: number;
    action: "synonyms.created" | "synonyms.edited" | "synonyms.deleted";
    id: number;
    words: string[];
    before?: string[];
  },
): Promise<void> {
  const details = { words: words.join(", "), ...(before ? { before: before.join(", ") } : {}) };
  return auditChange(tx, { actorId, action, targetType: "synonym_group", id, details });
}
