import { engine } from "./helpers/database";

import assert from "node:assert/strict";
import { after, describe, test } from "node:test";

import { PGlite } from "@electric-sql/pglite";
import { chromium, type Browser } from "@playwright/test";
import { drizzle } from "drizzle-orm/pglite";
import postgres from "postgres";

import * as schema from "@/db/schema";

import { makeUser, signIn } from "./helpers/accounts";
import { startApp } from "./helpers/app";

/**
 * Issue "client architecture" item 7: while the database cannot be reached, a page answers 503
 * with Retry-After and the friendly error page (components/site/error-page.tsx), never a stack
 * trace or the error's message (docs/decisions/0023). The outage is real on each engine: on
 * PostgreSQL the database refuses every connection (CONNECTION LIMIT 0) and its open ones are
 * ended; embedded PGlite is closed, as it is once a server has stopped. The browser is Debian's
 * chromium, as in the e2e suite: the error page is drawn by the page's own scripts.
 */

const app = await startApp();

const registry = globalThis as typeof globalThis & Record<symbol, Record<string, unknown>>;
const CONNECTION = Symbol.for("faq-corner.db.connection");

/** Makes the app's database unreachable until the returned function is called. */
async function breakDatabase(): Promise<() => Promise<void>> {
  if (engine === "pglite") {
    const working = registry[CONNECTION];
    assert.ok(working, "the app has opened its database");
    const closed = new PGlite();
    await closed.waitReady;
    await closed.close();
    registry[CONNECTION] = { ...working, db: drizzle(closed, { schema }) };
    return () => {
      registry[CONNECTION] = working;
      return Promise.resolve();
    };
  }
  const url = new URL(process.env.DATABASE_URL ?? "");
  const name = url.pathname.slice(1);
  const admin = postgres(process.env.TEST_DATABASE_URL ?? "", {
    max: 1,
    onnotice: () => undefined,
  });
  await admin.unsafe(`ALTER DATABASE ${name} CONNECTION LIMIT 0`);
  await admin`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
              WHERE datname = ${name} AND pid <> pg_backend_pid()`;
  return async () => {
    await admin.unsafe(`ALTER DATABASE ${name} CONNECTION LIMIT -1`);
    await admin.end();
  };
}

let browser: Browser | undefined;
after(async () => {
  await browser?.close();
});

function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
}

/** What an outage must never show: the error's message, the driver's words, a stack trace. */
function assertNoDetail(body: string): void {
  assert.doesNotMatch(body, /PGlite is clos|too many connections|terminating connection/i);
  assert.doesNotMatch(body, /Failed query|ECONNREFUSED|CONNECTION_|\bat .+:\d+:\d+\)/);
}

describe(`pages during a database outage on ${engine}`, () => {
  test("a public search and a portal page answer 503 with the friendly page, and recover", async () => {
    const coach = await makeUser({ email: "outage@example.org", role: "Coach" });
    const client = await signIn(app.url, coach.email);
    browser = await launch();
    const context = await browser.newContext({ baseURL: app.url });
    await context.addCookies(
      [...client.cookies].map(([name, value]) => ({ name, value, url: app.url })),
    );
    const page = await context.newPage();
    const pages = [
      {
        path: "/faq?q=reading",
        home: "Go to the FAQ home page",
        heading: "Frequently Asked Questions",
      },
      { path: "/faq/portal/display-faqs", home: "Go to FAQ Corner" },
    ];

    const restore = await breakDatabase();
    try {
      for (const { path, home } of pages) {
        const response = await client.get(path);
        assert.equal(response.status, 503, path);
        assert.equal(response.headers.get("retry-after"), "5", path);
        assert.match(response.headers.get("content-type") ?? "", /^text\/html/, path);
        assertNoDetail(String(response.body));

        const shown = await page.goto(path);
        assert.equal(shown?.status(), 503, path);
        await page.getByRole("heading", { name: "Something went wrong" }).waitFor();
        await page
          .getByText("We could not load this page. Please try again in a moment.")
          .waitFor();
        await page.getByRole("button", { name: "Try again" }).waitFor();
        await page.getByRole("link", { name: home }).waitFor();
        assertNoDetail(await page.content());
      }
    } finally {
      await restore();
    }

    // The database is back: Try again shows the page without leaving it.
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("heading", { name: "Display FAQ's" }).waitFor();
    for (const { path } of pages) assert.equal((await client.get(path)).status, 200, path);
  });
});
