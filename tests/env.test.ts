import assert from "node:assert/strict";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, test } from "node:test";

import { ConfigError, parseEnv } from "@/lib/server/env";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "faq-env-"));

describe("configuration", () => {
  test("embedded mode by default, with its data under the data folder", () => {
    const dir = dataDir();
    const env = parseEnv({ DATA_DIR: dir });
    assert.equal(env.databaseMode, "embedded");
    assert.equal(env.pgliteDir, path.join(dir, "pglite"));
    assert.equal(env.port, 3000);
    assert.equal(env.siteUrl, "http://localhost:3000");
  });

  test("DATABASE_URL selects PostgreSQL", () => {
    const env = parseEnv({
      DATA_DIR: dataDir(),
      DATABASE_URL: "postgres://faq:secret@db.internal:5432/faq",
    });
    assert.equal(env.databaseMode, "postgres");
  });

  test("PGLITE_DIR overrides the embedded database folder", () => {
    const env = parseEnv({ DATA_DIR: dataDir(), PGLITE_DIR: "/srv/faq/db" });
    assert.equal(env.pgliteDir, "/srv/faq/db");
  });

  test("the embedded demo generates AUTH_SECRET once and keeps it", () => {
    const dir = dataDir();
    const first = parseEnv({ DATA_DIR: dir, NODE_ENV: "production" });
    const second = parseEnv({ DATA_DIR: dir, NODE_ENV: "production" });
    assert.ok(first.authSecret.length >= 32, "first.authSecret.length >= 32");
    assert.equal(second.authSecret, first.authSecret);
    assert.equal(readFileSync(path.join(dir, "auth-secret"), "utf8").trim(), first.authSecret);
  });

  test("production on PostgreSQL without AUTH_SECRET stops with the variable's name", () => {
    assert.throws(
      () =>
        parseEnv({
          DATA_DIR: dataDir(),
          NODE_ENV: "production",
          DATABASE_URL: "postgres://faq@localhost/faq",
        }),
      (error: unknown) => error instanceof ConfigError && error.message.includes("AUTH_SECRET"),
    );
  });

  for (const [name, value] of [
    ["DATABASE_URL", "mysql://localhost/faq"],
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["AUTH_SECRET", "too-short"],
    ["SMTP_URL", "http://mail.example.org"],
    ["SUPPORT_EMAIL", "support"],
    ["MARKETING_SITE_URL", "example.org"],
    ["SITE_URL", "ftp://example.org"],
    ["READING_LEVEL_TARGET", "0"],
    ["READING_LEVEL_TARGET", "6.5"],
    ["READING_LEVEL_TARGET", "grade 6"],
  ] as const) {
    test(`a malformed ${name} (${value}) stops the start with its name`, () => {
      assert.throws(
        () => parseEnv({ DATA_DIR: dataDir(), [name]: value }),
        (error: unknown) => error instanceof ConfigError && error.message.includes(name),
      );
    });
  }

  test("READING_LEVEL_TARGET is grade 6 unless set (issue 17)", () => {
    assert.equal(parseEnv({ DATA_DIR: dataDir() }).readingLevelTarget, 6);
    assert.equal(
      parseEnv({ DATA_DIR: dataDir(), READING_LEVEL_TARGET: "8" }).readingLevelTarget,
      8,
    );
  });

  test("empty values count as unset", () => {
    const env = parseEnv({ DATA_DIR: dataDir(), DATABASE_URL: "", SMTP_URL: "" });
    assert.equal(env.databaseMode, "embedded");
    assert.equal(env.smtpUrl, undefined);
  });
});
