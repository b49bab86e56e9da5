import { db, engine } from "./helpers/database";

import assert from "node:assert/strict";
import { connect, createServer, type Socket } from "node:net";
import { after, describe, test } from "node:test";

import AxeBuilder from "@axe-core/playwright";
import { PGlite } from "@electric-sql/pglite";
import { chromium, type Browser } from "@playwright/test";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";

import * as schema from "@/db/schema";
import { PORTAL_AREA, ROUTES, searchPath } from "@/lib/routes";

import { makeUser } from "./helpers/accounts";
import { signIn } from "../harness/sign-in";
import { startApp } from "../harness/app";
import { freePort } from "../harness/ports";

/**
 * Issue "client architecture" item 7: while the database cannot be reached, a page answers 503
 * with Retry-After and the friendly error page (components/site/error-page.tsx), never a stack
 * trace or the error's message (docs/decisions/0023). The outage is real on each engine: on
 * PostgreSQL the network to the server goes (connections cut, then refused); embedded PGlite is
 * closed, as it is once a server has begun to stop. The browser is Debian's
 * chromium, as in the e2e suite: the error page is drawn by the page's own scripts.
 */

const app = await startApp();

const registry = globalThis as typeof globalThis & Record<symbol, Record<string, unknown>>;
const CONNECTION = Symbol.for("faq-corner.db.connection");

interface Outage {
  /** Makes the app's database unreachable. */
  begin: () => Promise<void>;
  /** Makes it reachable again. */
  end: () => Promise<void>;
}

/**
 * The app's database, behind a switch. PGlite: a closed PGlite stands in for it. PostgreSQL: the
 * app connects through a TCP relay of this test's own, which stops listening and cuts every open
 * connection (the suite's server lets the app's role in whatever a database's connection limit).
 */
async function databaseBehindASwitch(): Promise<Outage> {
  await db.execute(sql`SELECT 1`);
  const working = registry[CONNECTION];
  assert.ok(working, "the app has opened its database");
  after(() => {
    registry[CONNECTION] = working;
  });
  if (engine === "pglite") {
    const closed = new PGlite();
    await closed.waitReady;
    await closed.close();
    return {
      begin: () => {
        registry[CONNECTION] = { ...working, db: drizzlePglite(closed, { schema }) };
        return Promise.resolve();
      },
      end: () => {
        registry[CONNECTION] = working;
        return Promise.resolve();
      },
    };
  }
  const target = new URL(process.env.DATABASE_URL ?? "");
  const sockets = new Set<Socket>();
  const relay = createServer((socket) => {
    const upstream = connect(Number(target.port), target.hostname);
    for (const [from, to] of [
      [socket, upstream],
      [upstream, socket],
    ] as const) {
      sockets.add(from);
      from.pipe(to);
      from.on("error", () => to.destroy());
      from.on("close", () => {
        sockets.delete(from);
        to.destroy();
      });
    }
  });
  const port = await freePort();
  const listen = () => new Promise<void>((resolve) => relay.listen(port, "127.0.0.1", resolve));
  await listen();
  const relayed = new URL(target);
  relayed.host = `127.0.0.1:${String(port)}`;
  const client = postgres(relayed.toString(), { max: 10, onnotice: () => undefined });
  registry[CONNECTION] = { ...working, db: drizzlePostgres(client, { schema }) };
  after(async () => {
    await client.end({ timeout: 1 });
    relay.close();
  });
  return {
    begin: async () => {
      const closed = new Promise((resolve) => relay.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    end: listen,
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
    const outage = await databaseBehindASwitch();
    const coach = await makeUser({ email: "outage@example.org", role: "Coach" });
    const client = await signIn(app.url, coach.email);
    browser = await launch();
    const context = await browser.newContext({ baseURL: app.url });
    await context.addCookies(
      [...client.cookies].map(([name, value]) => ({ name, value, url: app.url })),
    );
    const page = await context.newPage();
    const english = {
      heading: "Something went wrong",
      lead: "We could not load this page. Please try again in a moment.",
      tryAgain: "Try again",
    };
    const pages = [
      // The public frame says where its FAQ list is, in its language; the portal's way home is
      // its own.
      {
        path: searchPath("leer", "es"),
        heading: "Algo salió mal",
        lead: "No pudimos abrir esta página. Intente otra vez en un momento.",
        tryAgain: "Intentar otra vez",
        home: "Ir a las preguntas",
        href: ROUTES.esFaq.path,
      },
      {
        path: searchPath("reading"),
        ...english,
        home: "Go to the FAQ home page",
        href: ROUTES.faq.path,
      },
      { path: ROUTES.displayFaqs.path, ...english, home: "Go to FAQ Corner", href: PORTAL_AREA },
    ];

    await outage.begin();
    try {
      for (const { path, heading, lead, tryAgain, home, href } of pages) {
        const response = await client.get(path);
        assert.equal(response.status, 503, path);
        assert.equal(response.headers.get("retry-after"), "5", path);
        assert.match(response.headers.get("content-type") ?? "", /^text\/html/, path);
        assertNoDetail(String(response.body));

        const shown = await page.goto(path);
        assert.equal(shown?.status(), 503, path);
        await page.getByRole("heading", { name: heading }).waitFor();
        await page.getByText(lead).waitFor();
        await page.getByRole("button", { name: tryAgain }).waitFor();
        assert.equal(await page.getByRole("link", { name: home }).getAttribute("href"), href, path);
        assertNoDetail(await page.content());
        const { violations } = await new AxeBuilder({ page }).analyze();
        assert.deepEqual(
          violations.map((violation) => violation.id),
          [],
          `${path}: ${JSON.stringify(violations, null, 1).slice(0, 2000)}`,
        );
      }
    } finally {
      await outage.end();
    }

    // The database is back: Try again shows the page without leaving it.
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("heading", { name: "Display FAQ's" }).waitFor();
    for (const { path } of pages) assert.equal((await client.get(path)).status, 200, path);
  });
});
