/**
 * For a test that needs PostgreSQL whatever TEST_DB says (several app servers on one database):
 * the suite's server when scripts/test/test.sh gives one (TEST_DB=postgres), otherwise a temporary
 * cluster of the file's own with a migrated template, so the file runs alone too
 * (`node --test tests/multi-server.test.ts`). Import it before ./database, and register
 * `stopOwnPostgres` with after() once ./database is imported, so that it runs last.
 */
import { randomBytes } from "node:crypto";

import { PostgresCluster } from "../../harness/postgres-cluster";
import { freePort } from "../../harness/ports";
import { operatorCommand } from "../../harness/operator";
import { serverEnv } from "../../harness/server-process";

let own: PostgresCluster | undefined;

if (process.env.TEST_DB !== "postgres" || !process.env.TEST_DATABASE_URL) {
  own = await PostgresCluster.create({ port: await freePort() });
  const template = "faq_template";
  await own.asSuperuser((sql) => sql.unsafe(`CREATE DATABASE ${template} OWNER faq`));
  await operatorCommand(
    "db-migrate.ts",
    [],
    // A secret of its own, so that the migration never writes one under the repository's .data.
    serverEnv({
      DATABASE_URL: own.url(template),
      AUTH_SECRET: randomBytes(48).toString("base64url"),
    }),
  );
  Object.assign(process.env, {
    TEST_DB: "postgres",
    TEST_DATABASE_URL: own.url("postgres"),
    TEST_TEMPLATE_DB: template,
  });
}

/** Stops and removes the cluster of this file's own, if it made one. */
export async function stopOwnPostgres(): Promise<void> {
  await own?.destroy();
}
