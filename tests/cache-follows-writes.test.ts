/**
 * Operations issue, item 1: a change to the FAQs made by any path, not only through the app,
 * reaches a running server's cached public pages (docs/decisions/0030-cache-follows-every-write.md).
 * A production server (`npm start`) has cached /faq and an FAQ's own page; then `npm run db:seed`
 * runs against its database and, on PostgreSQL, SQL typed by hand changes and archives an FAQ.
 * Each change shows on the server's pages, served from its cache again, within a second or so
 * (polled for up to 5 seconds; the time taken is printed, not asserted).
 *
 * On PostgreSQL the seed connects to the database as usual. In embedded mode the server holds
 * the database folder, so the seed has the server do it (lib/server/operator-door.ts).
 */
import assert from "node:assert/strict";
import { after, before, describe, test, type TestContext } from "node:test";

import postgres from "postgres";

import { cachedPage, fetchPage, pageShows } from "../harness/page-fetch";
import { until } from "../harness/until";
import { freePort } from "../harness/ports";
import { isolatedServerEnv, ServerProcess } from "../harness/server-process";
import { operatorCommand } from "../harness/operator";
import { ROUTES, pathTo, faqPageStart } from "@/lib/routes";

const engine = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";

/** Generous: the pages must change within about a second; this only bounds a failing wait. */
const LIMIT_MS = 5_000;
/** The seeded FAQ first in /faq's order (alphabetical): FAQ 52 of db/seed-data.ts. */
const SEEDED_QUESTION = "Are your centres accessible for wheelchair users?";
const SEEDED_ID = 52;

const cleanups: (() => Promise<void>)[] = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

describe(`a change to the FAQs by any path reaches the cached public pages (${engine})`, () => {
  let server: ServerProcess;
  let env: NodeJS.ProcessEnv;

  before(async () => {
    env = await isolatedServerEnv({ LOG_LEVEL: "info" }, cleanups);
    server = await ServerProcess.start({ port: await freePort(), env });
    cleanups.push(() => server.kill("SIGTERM", 5_000));
    await until("the server listens for FAQ changes", () =>
      server.output.includes("listening for FAQ changes"),
    );
  });

  test("npm run db:seed against the running server's database", async (t: TestContext) => {
    const empty = await cachedPage(server.url, ROUTES.faq.path);
    assert.equal(empty.status, 200);
    assert.ok(!empty.html.includes(SEEDED_QUESTION), "!empty.html.includes(SEEDED_QUESTION)");

    const output = await operatorCommand("db-seed.ts", [], env);
    assert.match(output, /db:seed: added \d+ FAQs/);
    if (engine === "pglite") assert.match(output, /done by the server on port/);

    const onList = await until(
      "the seeded FAQs on /faq",
      pageShows(server.url, ROUTES.faq.path, SEEDED_QUESTION),
      LIMIT_MS,
    );
    const onSitemap = await until(
      "the seeded FAQs in the sitemap",
      async () =>
        (await fetchPage(server.url, "/sitemap.xml")).html.includes(faqPageStart(SEEDED_ID)),
      LIMIT_MS,
    );
    const again = await cachedPage(server.url, ROUTES.faq.path);
    assert.ok(again.html.includes(SEEDED_QUESTION), "again.html.includes(SEEDED_QUESTION)");
    t.diagnostic(
      `after db:seed ended: /faq showed the FAQs in ${onList.toFixed(0)} ms, the sitemap in ${onSitemap.toFixed(0)} ms more`,
    );
  });

  if (engine === "pglite") {
    test("npm run db:migrate is done by the running server too, and only it gets in", async () => {
      const output = await operatorCommand("db-migrate.ts", [], env);
      assert.match(output, /db:migrate: the embedded database is up to date\./);
      assert.match(output, /done by the server on port/);
      const stranger = await fetch(`${server.url}/internal/operator`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ job: "db:seed" }),
      });
      assert.equal(stranger.status, 404);
    });
  }

  if (engine === "postgres") {
    test("SQL typed by hand: an edit and an archive", async (t: TestContext) => {
      const sql = postgres(String(env.DATABASE_URL), { max: 1, onnotice: () => undefined });
      cleanups.push(() => sql.end());
      // Its own page's address, as an old link finds it.
      const moved = await fetchPage(
        server.url,
        pathTo(ROUTES.faqPage, { id: SEEDED_ID, slug: "x" }),
      );
      assert.equal(moved.status, 308);
      const faqPage = (moved.location ?? "").split(",")[0]!.trim();
      await cachedPage(server.url, ROUTES.faq.path);
      const before = await cachedPage(server.url, faqPage);
      assert.equal(before.status, 200);

      await sql`UPDATE faqs SET answer = '<p>Typed by hand: three courses.</p>' WHERE id = ${SEEDED_ID}`;
      const onPage = await until(
        "the edit on the FAQ's own page",
        pageShows(server.url, faqPage, "Typed by hand: three courses."),
        LIMIT_MS,
      );
      const onList = await until(
        "the edit on /faq",
        pageShows(server.url, ROUTES.faq.path, "Typed by hand: three courses."),
        LIMIT_MS,
      );
      assert.ok(
        (await cachedPage(server.url, faqPage)).html.includes("Typed by hand: three courses."),
        '(await cachedPage(server.url, faqPage)).html.includes("Typed by hand: three courses.")',
      );

      await sql`UPDATE faqs SET is_phantom_deleted = true, updated_at = now() WHERE id = ${SEEDED_ID}`;
      const gone = await until(
        "the archived FAQ gone from its page",
        async () => (await fetchPage(server.url, faqPage)).status === 404,
        LIMIT_MS,
      );
      await until(
        "the archived FAQ gone from /faq",
        async () => !(await fetchPage(server.url, ROUTES.faq.path)).html.includes(SEEDED_QUESTION),
        LIMIT_MS,
      );
      await until(
        "the archived FAQ gone from the sitemap",
        async () => !(await fetchPage(server.url, "/sitemap.xml")).html.includes(faqPage),
        LIMIT_MS,
      );
      t.diagnostic(
        `after the SQL: the edit showed in ${onPage.toFixed(0)} ms (its page) + ${onList.toFixed(0)} ms (/faq); the archive in ${gone.toFixed(0)} ms`,
      );
    });
  }
});
