import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import { acquireFolderLock } from "@/db/folder-lock";
import { getEnv } from "@/lib/server/env";
import { CHANNEL } from "@/lib/server/faq-cache-sync";

import {
  backupKind,
  describeCounts,
  describeServer,
  hasRows,
  isPgliteFolder,
  openPglite,
  pgliteQuery,
  postgresQuery,
  runPgTool,
  tableCounts,
  withPostgres,
} from "./backup";
import { CommandError, runCommand } from "./run";

const USAGE = "usage: npm run db:restore -- [--force] file";

const notEmpty = (what: string, counts: Record<string, number>) =>
  new CommandError(
    `${what} is not empty (${describeCounts(counts)}); nothing was changed. ` +
      "Add --force to replace everything in it with the backup.",
  );

/**
 * pg_restore in one transaction: the database holds either the whole backup or what it held
 * before. Objects are dropped and created again (--clean), owned by the role of DATABASE_URL.
 */
async function restorePostgres(databaseUrl: string, file: string, force: boolean) {
  const where = `The PostgreSQL database ${describeServer(databaseUrl)}`;
  const before = await withPostgres(databaseUrl, (sql) => tableCounts(postgresQuery(sql)));
  if (hasRows(before) && !force) throw notEmpty(where, before);
  await runPgTool(
    "pg_restore",
    ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction", file],
    databaseUrl,
  );
  const counts = await withPostgres(databaseUrl, async (sql) => {
    // Every app server listening clears its cached FAQ pages (lib/server/faq-cache-sync.ts).
    await sql`SELECT pg_notify(${CHANNEL}, 'restored')`;
    return tableCounts(postgresQuery(sql));
  });
  return `PostgreSQL database ${describeServer(databaseUrl)}: ${describeCounts(counts)}`;
}

/**
 * The backup is loaded into a new folder next to the database's, which then takes its place;
 * the folder it replaces is kept beside it. The folder lock refuses while the server runs.
 */
async function restoreEmbedded(folder: string, file: string, force: boolean) {
  if (folder === "memory://") throw new CommandError("PGLITE_DIR=memory:// cannot be restored to.");
  const lock = acquireFolderLock(folder);
  try {
    // With --force the database is not even opened: it may be the damaged one being replaced.
    if (!force && isPgliteFolder(folder)) {
      let counts: Record<string, number>;
      try {
        const current = await openPglite(folder);
        try {
          counts = await tableCounts(pgliteQuery(current));
        } finally {
          await current.close();
        }
      } catch (error) {
        throw new CommandError(
          `The embedded database at ${folder} could not be opened (${(error as Error).message}); nothing was changed. Add --force to replace it with the backup.`,
        );
      }
      if (hasRows(counts)) throw notEmpty(`The embedded database at ${folder}`, counts);
    }

    const staging = `${folder}.restoring`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    let counts: Record<string, number>;
    try {
      const backup = new Blob([readFileSync(file)], { type: "application/x-gzip" });
      const restored = await openPglite(staging, backup);
      try {
        counts = await tableCounts(pgliteQuery(restored));
        await restored.exec("CHECKPOINT");
      } finally {
        await restored.close();
      }
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw new CommandError(`${file} could not be loaded: ${(error as Error).message}`);
    }

    let kept: string | undefined;
    if (existsSync(folder)) {
      const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\..*$/, "Z");
      kept = `${folder}.before-restore-${stamp}`;
      renameSync(folder, kept);
    }
    renameSync(staging, folder);
    return (
      `embedded database ${folder}: ${describeCounts(counts)}` +
      (kept ? `; the folder it replaced is kept at ${kept}` : "")
    );
  } finally {
    lock.release();
  }
}

/**
 * `npm run db:restore -- [--force] file`: puts a backup of `npm run db:backup` back into the
 * configured database (README "Backups"). A database that holds any row is replaced only with
 * --force. A PostgreSQL backup restores to PostgreSQL and an embedded one to the embedded
 * database. A backup of an older release gets the newer migrations as usual: at the embedded
 * server's start, or from `npm run db:migrate` on PostgreSQL.
 */
await runCommand(
  "db:restore",
  async () => {
    let values: { force?: boolean };
    let positionals: string[];
    try {
      ({ values, positionals } = parseArgs({
        options: { force: { type: "boolean", default: false } },
        allowPositionals: true,
        strict: true,
      }));
    } catch (error) {
      throw new CommandError(`${(error as Error).message} (${USAGE})`);
    }
    const [given, ...more] = positionals;
    if (!given || more.length > 0) throw new CommandError(`Name one backup file (${USAGE}).`);
    const file = path.resolve(given);
    if (!existsSync(file)) throw new CommandError(`${file} does not exist.`);

    const env = getEnv();
    const kind = backupKind(file);
    if (!kind) {
      throw new CommandError(`${file} is not a backup of npm run db:backup.`);
    }
    if (kind !== env.databaseMode) {
      throw new CommandError(
        kind === "postgres"
          ? `${file} is a backup of a PostgreSQL database (pg_dump): set DATABASE_URL to restore it.`
          : `${file} is a backup of an embedded database: unset DATABASE_URL to restore it.`,
      );
    }
    const summary = env.databaseUrl
      ? await restorePostgres(env.databaseUrl, file, values.force === true)
      : await restoreEmbedded(env.pgliteDir, file, values.force === true);
    console.log(`db:restore: restored ${file} into the ${summary}.`);
  },
  { migrate: false },
);
