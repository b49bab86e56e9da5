import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, test } from "node:test";

import { sql } from "drizzle-orm";

import { signIn } from "../harness/sign-in";
import type { ServerProcess } from "../harness/server-process";
import { until } from "../harness/until";
import { postgresOnlyDatabase } from "./helpers/postgres-only-database";
import { serverPairEnv, serverPairInDescribe } from "./helpers/server-pair";

/**
 * Issue 41: whatever a server keeps in memory to answer searches fast (docs/decisions/0037,
 * 0053), the search stays consistent across servers. Two real production servers on one
 * PostgreSQL: an FAQ written through A is found by a search on B within 1 second, and once A has
 * answered its archive, neither server returns it again. PostgreSQL only: embedded mode is one
 * process.
 */

const { db } = await postgresOnlyDatabase();
const { makeUser } = await import("./helpers/accounts");

/** Issue 41: a write on one server is searched by every server within this time. */
const SEARCHED_EVERYWHERE_MS = 1_000;
/** How long the archived FAQ is searched for on both servers after the archive's answer. */
const WATCHED_MS = 1_000;

const dataDir = mkdtempSync(path.join(tmpdir(), "faq-multi-server-search-"));
const env = serverPairEnv({ dataDir, loginAttemptsPerMinute: 100 });

interface Found {
  id: number;
  answer: string;
  topicId: number | null;
}

/** The FAQs a public search on `server` answers. */
async function search(server: ServerProcess, words: string): Promise<Found[]> {
  const response = await fetch(
    `${server.url}/api/Faq/GetQueriedFaqs?${new URLSearchParams({ searchQuery: words }).toString()}`,
  );
  assert.equal(response.status, 200);
  return (await response.json()) as Found[];
}

/** The ids a public search on `server` answers. */
async function searchIds(server: ServerProcess, words: string): Promise<number[]> {
  return (await search(server, words)).map(({ id }) => id);
}

describe("search on two app servers on one PostgreSQL", () => {
  let a: ServerProcess;
  let b: ServerProcess;
  serverPairInDescribe(env, dataDir, (servers) => ([a, b] = servers));

  test("an FAQ written on A is found on B within 1 s, shown as edited at once, and never once archived", async () => {
    await makeUser({ email: "sam@example.org", firstName: "Sam", lastName: "Admin" });
    const admin = await signIn(a.url, "sam@example.org");
    // Both servers have searched (and so hold their index) before the FAQ exists.
    const words = "zebracorn lanterns";
    for (const server of [a, b]) assert.deepEqual(await searchIds(server, words), []);

    const created = await admin.faq.postFaq({
      question: "<p>Do you lend zebracorn lanterns for reading at night?</p>",
      answer: "<p>Yes: ask at the front desk for a zebracorn lantern.</p>",
      tags: "lanterns",
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const { id } = created.body;
    const tookMs = await until(
      "the new FAQ found by a search on B",
      async () => (await searchIds(b, words)).includes(id),
      SEARCHED_EVERYWHERE_MS,
    );
    console.log(`found on B ${String(Math.round(tookMs))} ms after A's answer`);
    assert.ok((await searchIds(a, words)).includes(id), "A finds it too");

    // Issue 41: each server answers from the FAQs it holds beside its index, yet from the answer
    // of an edit on A on, both show the FAQ as edited: its answer, and its topic (a change to no
    // searched word).
    const topic = await admin.faq.postTopic({
      nameEn: "Lanterns",
      nameEs: "Linternas",
      picture: "star",
    });
    assert.equal(topic.status, 201, JSON.stringify(topic.body));
    const edited = await admin.faq.patchFaq({
      id,
      question: "<p>Do you lend zebracorn lanterns for reading at night?</p>",
      answer: "<p>Yes: ask at the library desk for a zebracorn lantern.</p>",
      tags: "lanterns",
      editedAt: created.body.editedAt,
      topicId: topic.body.id,
    });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    for (const server of [b, a]) {
      const [shown] = (await search(server, words)).filter((faq) => faq.id === id);
      assert.match(shown?.answer ?? "", /library desk/, `the edited answer on ${server.url}`);
      assert.equal(shown?.topicId, topic.body.id, `the new topic on ${server.url}`);
    }
    // A change to the FAQ by other means than the app (SQL typed by hand, a restore): its topic
    // only, no searched word. Both servers show it from the next search on.
    await db.execute(sql`UPDATE faqs SET topic_id = NULL WHERE id = ${id}`);
    for (const server of [b, a]) {
      const [shown] = (await search(server, words)).filter((faq) => faq.id === id);
      assert.equal(shown?.topicId, null, `no topic on ${server.url}`);
    }

    const archived = await admin.faq.deleteFaq({ id });
    assert.equal(archived.status, 200, JSON.stringify(archived.body));
    // From the archive's answer on, and for a while after, no search on either server returns it.
    const watchedUntil = performance.now() + WATCHED_MS;
    let searches = 0;
    do {
      for (const server of [a, b]) {
        assert.ok(!(await searchIds(server, words)).includes(id), `archived FAQ on ${server.url}`);
        searches += 1;
      }
    } while (performance.now() < watchedUntil);
    assert.ok(searches >= 2, "both servers searched");
  });
});
