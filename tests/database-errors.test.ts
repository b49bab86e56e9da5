import { db, engine } from "./helpers/database";

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";

import { errorCode, isDatabaseUnavailable, isUniqueViolation } from "@/db/errors";
import { users } from "@/db/schema";

import { freePort } from "../harness/ports";

/**
 * db/errors.ts tells a database that cannot be used (the API's 503, worth a retry) from a query
 * that failed (a 500, or the 409 of a unique index), on the errors the drivers really throw,
 * wrapped by Drizzle as the app sees them.
 */

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  assert.fail("the query was expected to fail");
}

describe(`database errors on ${engine}`, () => {
  test("no server listening on the port: unavailable", async () => {
    const port = await freePort();
    const client = postgres({
      host: "127.0.0.1",
      port,
      database: "faq",
      username: "faq",
      password: "faq",
      max: 1,
      connect_timeout: 5,
      onnotice: () => undefined,
    });
    try {
      const error = await failure(() => drizzle(client).execute(sql`SELECT 1`));
      assert.equal(errorCode(error), "ECONNREFUSED", String(error));
      assert.ok(isDatabaseUnavailable(error), "isDatabaseUnavailable(error)");
      assert.ok(!isUniqueViolation(error), "!isUniqueViolation(error)");
    } finally {
      await client.end({ timeout: 1 });
    }
  });

  test("a query the database refuses: not unavailable", async () => {
    const error = await failure(() => db.execute(sql`SELECT * FROM no_such_table`));
    assert.equal(errorCode(error), "42P01");
    assert.ok(!isDatabaseUnavailable(error), "!isDatabaseUnavailable(error)");
  });

  test("a unique violation: named, and not unavailable", async () => {
    const person = {
      firstName: "Una",
      lastName: "Unique",
      email: `una.${String(Date.now())}@example.org`,
      passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA",
    };
    await db.insert(users).values(person);
    const error = await failure(() => db.insert(users).values(person));
    assert.equal(errorCode(error), "23505");
    assert.ok(isUniqueViolation(error), "isUniqueViolation(error)");
    assert.ok(!isDatabaseUnavailable(error), "!isDatabaseUnavailable(error)");
  });

  test("embedded PGlite once closed: unavailable", async () => {
    const closed = new PGlite();
    await closed.waitReady;
    await closed.close();
    const error = await failure(() => drizzlePglite(closed).execute(sql`SELECT 1`));
    assert.ok(isDatabaseUnavailable(error), String(error));
    assert.ok(!isUniqueViolation(error), "!isUniqueViolation(error)");
  });

  test("codes nested in causes and aggregates, and SQLSTATE class 08", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED ::1:5432"), {
      code: "ECONNREFUSED",
    });
    const aggregate = new AggregateError([refused], "all addresses refused");
    assert.ok(
      isDatabaseUnavailable(new Error("Failed query", { cause: aggregate })),
      'isDatabaseUnavailable(new Error("Failed query", { cause: aggregate }))',
    );
    const shutdown = Object.assign(new Error("terminating connection"), { code: "57P01" });
    assert.ok(
      isDatabaseUnavailable(new Error("Failed query", { cause: shutdown })),
      'isDatabaseUnavailable(new Error("Failed query", { cause: shutdown }))',
    );
    const lost = Object.assign(new Error("connection failure"), { code: "08006" });
    assert.ok(isDatabaseUnavailable(lost), "isDatabaseUnavailable(lost)");
    assert.ok(
      !isDatabaseUnavailable(new Error("no code")),
      '!isDatabaseUnavailable(new Error("no code"))',
    );
    assert.ok(!isDatabaseUnavailable("a string"), '!isDatabaseUnavailable("a string")');
  });
});
