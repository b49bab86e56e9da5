import { chmodSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import { acquireFolderLock } from "@/db/folder-lock";
import { getEnv } from "@/lib/server/env";

import {
  defaultBackupFile,
  describeCounts,
  describeServer,
  isPgliteFolder,
  openPglite,
  pgliteQuery,
  postgresQuery,
  prepareBackupFile,
  runPgTool,
  tableCounts,
  withPostgres,
} from "./backup";
import { CommandError, runCommand } from "./run";

const USAGE = "usage: npm run db:backup -- [file]";

/** pg_dump's custom format, a consistent snapshot taken while the servers go on serving. */
async function backupPostgres(databaseUrl: string, file: string): Promise<string> {
  const counts = await withPostgres(databaseUrl, (sql) => tableCounts(postgresQuery(sql)));
  await runPgTool("pg_dump", ["--format=custom", `--file=${file}`], databaseUrl);
  // It holds the password hashes: for the operator's eyes only, like the PGlite dump.
  chmodSync(file, 0o600);
  return `PostgreSQL database ${describeServer(databaseUrl)}: ${describeCounts(counts)}`;
}

/** PGlite's dump of its data folder; the folder lock refuses while the server runs. */
async function backupEmbedded(folder: string, file: string): Promise<string> {
  if (folder === "memory://")
    throw new CommandError("PGLITE_DIR=memory:// keeps nothing to back up.");
  if (!isPgliteFolder(folder))
    throw new CommandError(`There is no embedded database at ${folder}.`);
  const lock = acquireFolderLock(folder);
  try {
    const pg = await openPglite(folder);
    try {
      const counts = await tableCounts(pgliteQuery(pg));
      // Everything in the data files, so that the copy opens without a recovery.
      await pg.exec("CHECKPOINT");
      const dump = await pg.dumpDataDir("gzip");
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
      return `embedded database ${folder}: ${describeCounts(counts)}`;
    } finally {
      await pg.close();
    }
  } finally {
    lock.release();
  }
}

/**
 * `npm run db:backup -- [file]`: a backup of the configured database (README "Backups").
 * PostgreSQL (DATABASE_URL): pg_dump's custom format, taken while the servers run. Embedded:
 * PGlite's dump of its data folder; the server must be stopped. Without a file name it writes
 * $DATA_DIR/backups/faq-corner-<postgres|embedded>-<UTC time>.<dump|tar.gz>. An existing file is
 * never overwritten, and a failed backup leaves no file.
 */
await runCommand(
  "db:backup",
  async () => {
    let positionals: string[];
    try {
      ({ positionals } = parseArgs({ options: {}, allowPositionals: true, strict: true }));
    } catch (error) {
      throw new CommandError(`${(error as Error).message} (${USAGE})`);
    }
    if (positionals.length > 1) throw new CommandError(`One file at most (${USAGE}).`);
    const env = getEnv();
    const file = path.resolve(positionals[0] ?? defaultBackupFile(env.dataDir, env.databaseMode));
    prepareBackupFile(file);
    const partial = `${file}.partial`;
    rmSync(partial, { force: true });
    try {
      const summary = env.databaseUrl
        ? await backupPostgres(env.databaseUrl, partial)
        : await backupEmbedded(env.pgliteDir, partial);
      renameSync(partial, file);
      console.log(`db:backup: wrote ${file} (${summary}).`);
    } finally {
      rmSync(partial, { force: true });
    }
  },
  { migrate: false },
);
