import { existsSync } from "node:fs";

import { closeDb, databaseMode } from "@/db/client";
import { migrateToLatest } from "@/db/migrate";

/**
 * Runs an operator command. In embedded mode it first applies pending migrations, as the server
 * does at start (unless `migrate: false`: backups take the database as it is); on PostgreSQL that
 * is `npm run db:migrate`'s job. A failure prints a one-line reason and exits non-zero, and the
 * database is always closed so that the process ends.
 */
export async function runCommand(
  name: string,
  main: () => Promise<void>,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<void> {
  // Like `next start`, the operator commands read a .env file when there is one.
  if (existsSync(".env")) process.loadEnvFile(".env");
  let code = 0;
  try {
    if (migrate && databaseMode() === "embedded") await migrateToLatest();
    await main();
  } catch (error) {
    code = 1;
    const expected = ["ConfigError", "CommandError", "FolderLockedError"].includes(
      (error as Error).name,
    );
    console.error(
      `${name}: ${expected ? (error as Error).message : String((error as Error).stack ?? error)}`,
    );
  } finally {
    await closeDb().catch(() => undefined);
  }
  process.exit(code);
}

/** A failure whose message is the whole story for the operator. */
export class CommandError extends Error {
  override name = "CommandError";
}
