/**
 * Bulk data for the benchmark (npm run bench) and tests/query-plans.test.ts: FAQs, search texts
 * and search events, users. Every set is made by one INSERT … SELECT over generate_series inside
 * the database, so 100,000 FAQs cost one statement, not 100,000 round trips.
 *
 * The words are the demo FAQs' own vocabulary (db/seed-data.ts, about 1,000 words), drawn with a Zipf-like skew
 * (common words often, rare words seldom) so that full-text search, prefix matching and the
 * trigram typo index see the spread of a real English collection rather than random letters.
 */
import { sql } from "drizzle-orm";

import type { Database } from "@/db/client";
import { seedFaqs } from "@/db/seed-data";

type Executor = Pick<Database, "execute">;
type Transactional = Pick<Database, "transaction">;

/** The distinct lower-case words of the demo content, most frequent first. */
export function vocabulary(): string[] {
  const counts = new Map<string, number>();
  // The FAQs' words only: the demo searches hold deliberate typos.
  const texts = seedFaqs.flatMap((faq) => [faq.question, faq.answer, faq.tags]);
  for (const text of texts) {
    const plain = text.replace(/<[^>]*>/g, " ").toLowerCase();
    for (const word of plain.match(/[a-z]+/g) ?? []) {
      if (word.length > 1) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([word]) => word);
}

/**
 * Creates `pg_temp.bench_words(words, n, skew, separator)`: `n` words drawn from `words`, skewed
 * towards its first (most frequent) ones. A PL/pgSQL function, because it expands the array once
 * per call; indexing a large array in plain SQL decompresses it again for every word.
 * Temporary, so it lives only in the transaction's session and leaves the schema alone.
 */
async function defineWordDraw(tx: Executor): Promise<void> {
  await tx.execute(sql`
    CREATE OR REPLACE FUNCTION pg_temp.bench_words(words text[], n int, skew float8, separator text)
    RETURNS text LANGUAGE plpgsql AS $$
    DECLARE
      size int := array_length(words, 1);
      drawn text[] := '{}';
    BEGIN
      FOR i IN 1..n LOOP
        drawn := drawn || words[1 + floor(power(random(), skew) * size)::int];
      END LOOP;
      RETURN array_to_string(drawn, separator);
    END $$`);
}

/** `INSERT … SELECT` of `count` FAQs: questions of 5–14 words, answers of 30–150, 2–4 tags. */
export async function insertFaqs(database: Transactional, count: number): Promise<void> {
  const words = JSON.stringify(vocabulary());
  await database.transaction(async (tx) => {
    await defineWordDraw(tx);
    await tx.execute(sql`
      WITH v AS (
        SELECT array_agg(w ORDER BY ord) AS words, (array_agg(w ORDER BY ord))[1:300] AS common
        FROM jsonb_array_elements_text(${words}::jsonb) WITH ORDINALITY AS t(w, ord)
      )
      INSERT INTO faqs (question, answer, tags, ranking, created_at, updated_at)
      SELECT
        '<p>' || initcap(left(q.text, 1)) || substr(q.text, 2) || '?</p>',
        '<p>' || a1.text || '.</p><p>' || a2.text || '.</p>',
        tags.text,
        floor(power(random(), 4) * 500)::int,
        now() - random() * interval '730 days',
        now()
      FROM v, generate_series(1, ${count}) AS g(i)
      CROSS JOIN LATERAL pg_temp.bench_words(v.words, 5 + g.i % 10, 2.2, ' ') AS q(text)
      CROSS JOIN LATERAL pg_temp.bench_words(v.words, 15 + (g.i * 7) % 60, 2.2, ' ') AS a1(text)
      CROSS JOIN LATERAL pg_temp.bench_words(v.words, 15 + (g.i * 13) % 60, 2.2, ' ') AS a2(text)
      CROSS JOIN LATERAL pg_temp.bench_words(v.common, 2 + g.i % 3, 1.5, ', ') AS tags(text)`);
  });
}

/**
 * `queries` distinct search texts of 1–3 words and `events` searches of them spread over the
 * last year, the texts drawn with a Zipf-like skew (a few searched very often, a long tail
 * searched once or twice), then each text's running totals made from its events.
 */
export async function insertSearches(
  database: Transactional,
  { queries, events }: { queries: number; events: number },
): Promise<void> {
  const words = JSON.stringify(vocabulary().slice(0, 400));
  await database.transaction(async (tx) => {
    await defineWordDraw(tx);
    await tx.execute(sql`
      WITH v AS (
        SELECT array_agg(w ORDER BY ord) AS words
        FROM jsonb_array_elements_text(${words}::jsonb) WITH ORDINALITY AS t(w, ord)
      )
      INSERT INTO search_queries
        (search, total_searches, last_searched_at, last_searched_on, last_result_count)
      SELECT DISTINCT ON (s.text) s.text, 0, now(), current_date, 0
      FROM v, generate_series(1, ${queries} * 2) AS g(i)
      CROSS JOIN LATERAL pg_temp.bench_words(v.words, 1 + g.i % 3, 1.6, ' ') AS s(text)
      LIMIT ${queries}
      ON CONFLICT (language, search) DO NOTHING`);
    await tx.execute(sql`
      WITH q AS (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS size FROM search_queries)
      INSERT INTO search_events (search_query_id, searched_at, result_count)
      SELECT q.ids[1 + floor(power(random(), 3) * q.size)::int],
             now() - random() * interval '365 days',
             floor(random() * 12)::int
      FROM q, generate_series(1, ${events}) AS g(i)`);
    await tx.execute(sql`
      UPDATE search_queries SET
        total_searches = e.total,
        last_searched_at = e.last_at,
        last_searched_on = (e.last_at at time zone 'UTC')::date,
        last_result_count = e.last_count
      FROM (
        SELECT search_query_id, count(*)::int AS total, max(searched_at) AS last_at,
               (array_agg(result_count ORDER BY searched_at DESC))[1] AS last_count
        FROM search_events GROUP BY search_query_id
      ) AS e
      WHERE search_queries.id = e.search_query_id`);
    // Texts that drew no event were never searched: the product would not have them.
    await tx.execute(sql`DELETE FROM search_queries WHERE total_searches = 0`);
  });
}

/** `count` verified Students with realistic names; the hash is a placeholder nobody can sign in with. */
export async function insertUsers(executor: Executor, count: number): Promise<void> {
  await executor.execute(sql`
    WITH names AS (
      SELECT
        ARRAY['Olivia','Noah','Amelia','Liam','Isla','Oliver','Ava','Elijah','Mia','James','Sofia','Lucas','Aisha','Mateo','Zara','Ethan','Chloe','Arjun','Grace','Leo'] AS first,
        ARRAY['Smith','Jones','Taylor','Brown','Williams','Wilson','Johnson','Davies','Patel','Robinson','Wright','Thompson','Evans','Walker','White','Roberts','Green','Hall','Khan','Lewis'] AS last
    )
    INSERT INTO users (first_name, last_name, email, password_hash, role, is_verified)
    SELECT names.first[1 + g.i % 20], names.last[1 + (g.i / 20) % 20],
           'person' || g.i || '@example.org', '$argon2id$v=19$m=19456,t=2,p=1$placeholder',
           'Student', true
    FROM names, generate_series(1, ${count}) AS g(i)`);
}

/**
 * Issue 17: `perFaq` revisions of every FAQ, as a history of edits would leave them (the first
 * "added", the rest "edited", a day apart, each a full copy of the text), then the statistics of
 * the table. Revisions are kept for good, so a site of 100,000 FAQs soon holds this many. Plain
 * SQL for any client (the benchmark runs it as the cluster's superuser, with postgres.js).
 */
export function revisionStatements(perFaq: number): string[] {
  if (!Number.isInteger(perFaq) || perFaq < 1) throw new Error("perFaq: a whole number from 1");
  return [
    `INSERT INTO faq_revisions (faq_id, kind, question, answer, tags, created_at)
     SELECT f.id, CASE WHEN g.i = 1 THEN 'added' ELSE 'edited' END,
            f.question, f.answer, f.tags, f.created_at + (g.i - 1) * interval '1 day'
     FROM faqs AS f CROSS JOIN generate_series(1, ${String(perFaq)}) AS g(i)
     ORDER BY f.id, g.i`,
    "VACUUM (ANALYZE) faq_revisions",
  ];
}
