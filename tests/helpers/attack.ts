/**
 * Helpers of the attack tests (issue 7: proxy bypass, fuzzing, concurrency): requests sent
 * byte for byte as written (no URL normalisation, any header, any body), the ProblemDetails
 * check of docs/api.md §1, and fingerprints of the stored data that refused requests must leave
 * alone. Import tests/helpers/database.ts first, as every test file does.
 */
import assert from "node:assert/strict";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

import { sql } from "drizzle-orm";

import type { ApiClient } from "../../harness/api-client";
import { rows } from "./database";
import { readResponse } from "../../harness/server-process";

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RawRequest {
  method: string;
  /** Sent as written: `//faq/portal`, `/faq/./portal` and `%70ortal` reach the server as such. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/**
 * One request through node:http, which (unlike fetch) sends the path exactly as given, so the
 * server sees doubled slashes, dot segments and percent-encodings.
 */
export function rawRequest(baseUrl: string, request: RawRequest): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: hostname,
        port,
        method: request.method,
        path: request.path,
        // As much as a browser takes (Chrome: 256 kB). Node's own default, 16 kB, is less than
        // Next.js may send back: a rewritten path comes back whole in x-middleware-rewrite.
        maxHeaderSize: 256 * 1024,
        headers: {
          ...(request.body === undefined
            ? {}
            : { "Content-Length": String(Buffer.byteLength(request.body)) }),
          ...request.headers,
        },
      },
      (response) => {
        readResponse(response).then(resolve, reject);
      },
    );
    outgoing.on("error", reject);
    if (request.body !== undefined) outgoing.write(request.body);
    outgoing.end();
  });
}

/** The Cookie header of a client, as a browser would send it. */
export function cookieHeader(client: ApiClient): string {
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}

const PROBLEM_KEYS = new Set(["type", "title", "status", "traceId", "detail", "errors"]);

/**
 * docs/api.md §1: an error is `application/problem+json` with `type`, `title`, `status` (the
 * response's), `traceId`, an optional `detail` and optional field `errors` (a map of lists of
 * messages), and nothing else: no stack trace, no SQL.
 */
export function assertProblem(response: RawResponse, label: string): Record<string, unknown> {
  assert.equal(
    response.headers["content-type"],
    "application/problem+json",
    `${label}: content type`,
  );
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    assert.fail(`${label}: the body is not JSON: ${response.body.slice(0, 200)}`);
  }
  assert.ok(body && typeof body === "object" && !Array.isArray(body), `${label}: not an object`);
  const problem = body as Record<string, unknown>;
  for (const key of Object.keys(problem)) {
    assert.ok(PROBLEM_KEYS.has(key), `${label}: unexpected member ${key}`);
  }
  assert.equal(typeof problem.type, "string", `${label}: type`);
  assert.equal(typeof problem.title, "string", `${label}: title`);
  assert.ok((problem.title as string).length > 0, `${label}: empty title`);
  assert.equal(problem.status, response.status, `${label}: status member`);
  assert.ok(typeof problem.traceId === "string" && problem.traceId.length > 0, `${label}: traceId`);
  if ("detail" in problem) assert.equal(typeof problem.detail, "string", `${label}: detail`);
  if ("errors" in problem) {
    const errors = problem.errors;
    assert.ok(errors && typeof errors === "object" && !Array.isArray(errors), `${label}: errors`);
    for (const [field, messages] of Object.entries(errors)) {
      assert.ok(
        Array.isArray(messages) &&
          messages.length > 0 &&
          messages.every((message) => typeof message === "string" && message.length > 0),
        `${label}: errors.${field} is not a list of messages`,
      );
    }
  }
  return problem;
}

/**
 * The stored data that no refused request may change (docs/api.md §1): the number of users, FAQs,
 * one-time codes and groups of search words, and every user and FAQ column
 * but the search ranking (search analytics, recorded after the answer, may grow at any time),
 * which one-time codes exist (their wrong-try counters move on a refused code, by design), and
 * every group of search words (issue 13) with its words, the requests for translations
 * (issue 28), and the visitors' questions with the addresses waiting for them (issue 39).
 */
export async function storedDataFingerprint(): Promise<string> {
  const [row] = await rows<{
    users: string | null;
    faqs: string | null;
    codes: string | null;
    synonyms: string | null;
    votes: string | null;
    gaps: string | null;
    translations: string | null;
    requests: string | null;
    questions: string | null;
    waiters: string | null;
    topics: string | null;
  }>(sql`
    select
      (select count(*) || ' ' || md5(string_agg(
         concat_ws('|', id, first_name, last_name, email, password_hash, role, is_verified,
                   session_version, created_at, updated_at, deleted_at), E'\n' order by id))
       from users) as users,
      (select count(*) || ' ' || md5(string_agg(
         concat_ws('|', id, question, answer, tags, is_phantom_deleted, edited_by_user_id,
                   edited_at, created_at, updated_at, topic_id), E'\n' order by id))
       from faqs) as faqs,
      (select count(*) || ' ' || md5(string_agg(concat_ws('|', id, user_id, purpose, code_hash, new_email,
                   new_password_hash, expires_at, created_at), E'\n' order by id))
       from one_time_codes) as codes,
      (select count(*) || ' ' || md5(string_agg(concat_ws('|', id, array_to_string(words, ','),
                   created_at, updated_at), E'\n' order by id))
       from synonym_groups) as synonyms,
      (select count(*) || ' ' || md5(string_agg(concat_ws('|', id, faq_id, helpful, reason,
                   comment, voted_at), E'\n' order by id))
       from faq_votes) as votes,
      (select count(*) || ' ' || md5(string_agg(concat_ws('|', id, search_query_id, faq_id,
                   answered_at, dismissed_at), E'\n' order by id))
       from content_gaps) as gaps,
      (select count(*) || ' ' || md5(string_agg(concat_ws('|', faq_id, language, question, answer,
                   tags, array_to_string(phrasings, ','), status, source_version,
                   edited_by_user_id, edited_at), E'\n' order by faq_id, language))
       from faq_translations) as translations,
      (select count(*) || ' ' || md5(string_agg(concat_ws('|', faq_id, language, count,
                   first_asked_at, last_asked_at, closed_at, dismissed_at),
                   E'\n' order by faq_id, language))
       from faq_translation_requests) as requests,
      (select count(*) || ' ' || md5(string_agg(concat_ws('|', id, language, text, asked,
                   last_asked_at, answered_at, answered_faq_id, dismissed_at), E'\n' order by id))
       from visitor_questions) as questions,
      (select count(*) || ' ' || md5(string_agg(concat_ws('|', id, question_id, email, asked_at),
                   E'\n' order by id))
       from question_waiters) as waiters,
      (select count(*) || ' ' || md5(string_agg(concat_ws('|', id, name_en, name_es, slug_en,
                   slug_es, picture, position), E'\n' order by id))
       from topics) as topics`);
  assert.ok(row, "row is there");
  return `users ${row.users ?? "-"} faqs ${row.faqs ?? "-"} codes ${row.codes ?? "-"} synonyms ${row.synonyms ?? "-"} votes ${row.votes ?? "-"} gaps ${row.gaps ?? "-"} translations ${row.translations ?? "-"} requests ${row.requests ?? "-"} questions ${row.questions ?? "-"} waiters ${row.waiters ?? "-"} topics ${row.topics ?? "-"}`;
}

export interface RowCounts {
  users: number;
  faqs: number;
  codes: number;
  synonymGroups: number;
}

export async function rowCounts(): Promise<RowCounts> {
  const [row] = await rows<RowCounts>(sql`
    select (select count(*)::int from users) as users,
           (select count(*)::int from faqs) as faqs,
           (select count(*)::int from one_time_codes) as codes,
           (select count(*)::int from synonym_groups) as "synonymGroups"`);
  assert.ok(row, "row is there");
  return row;
}

/**
 * What must hold in any state the API can leave: no row pointing at a user or search that is
 * not there, at most one live account per address, at least one Admin, at most one live code
 * per person and purpose, no search word in two groups (issue 13).
 */
export async function assertDatabaseInvariants(): Promise<void> {
  const [row] = await rows<Record<string, number>>(sql`
    select
      (select count(*)::int from one_time_codes c
        where not exists (select 1 from users u where u.id = c.user_id)) as orphan_codes,
      (select count(*)::int from faqs f
        where f.edited_by_user_id is not null
          and not exists (select 1 from users u where u.id = f.edited_by_user_id)) as orphan_editors,
      (select count(*)::int from search_events e
        where not exists (select 1 from search_queries q where q.id = e.search_query_id))
        as orphan_events,
      (select count(*)::int from (select lower(email) from users where deleted_at is null
        group by lower(email) having count(*) > 1) d) as duplicate_emails,
      (select count(*)::int from users where role = 'Admin' and deleted_at is null) as admins,
      (select count(*)::int from (select user_id, purpose from one_time_codes
        where used_at is null and revoked_at is null
        group by user_id, purpose having count(*) > 1) l) as doubled_live_codes,
      (select count(*)::int from faqs where (edited_by_user_id is null) <> (edited_at is null))
        as half_stamped_faqs,
      (select count(*)::int from (select language, word from synonym_groups, unnest(words) as word
        group by language, word having count(*) > 1) w) as shared_search_words`);
  assert.ok(row, "row is there");
  const { admins, ...mustBeZero } = row;
  assert.ok((admins ?? 0) >= 1, "no active Admin is left");
  assert.deepEqual(
    mustBeZero,
    Object.fromEntries(Object.keys(mustBeZero).map((key) => [key, 0])),
    "database invariants",
  );
}

/** Runs tasks with at most `concurrency` of them in flight; results in the tasks' order. */
export async function inPool<T>(
  tasks: readonly (() => Promise<T>)[],
  concurrency: number,
): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  async function worker() {
    while (next < tasks.length) {
      const index = next++;
      const task = tasks[index];
      if (task) results[index] = await task();
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
  return results;
}
