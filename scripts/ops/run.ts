import { existsSync } from "node:fs";

import { closeDb, databaseMode } from "@/db/client";
import { migrateToLatest } from "@/db/migrate";
import { getEnv } from "@/lib/server/env";
import { askRunningServer, type OperatorJob, runningServer } from "@/lib/server/operator-door";

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

/**
 * An operator command that changes the database (`db:seed`, `db:migrate`). In embedded mode,
 * while a server has the database open, that server does the job instead
 * (lib/server/operator-door.ts), so that the site shows the change at once.
 */
export async function runJob(name: OperatorJob, job: () => Promise<string>): Promise<void> {
  // Before runCommand opens the database: while a server has it, the lock would refuse.
  if (existsSync(".env")) process.loadEnvFile(".env");
  let server: ReturnType<typeof runningServer>;
  try {
    const env = getEnv();
    server =
      env.databaseUrl || env.pgliteDir === "memory://" ? undefined : runningServer(env.pgliteDir);
  } catch {
    // A bad configuration: runCommand says which.
  }
  if (!server) {
    await runCommand(name, async () => {
      console.log(`${name}: ${await job()}`);
    });
    return;
  }
  const running = server;
  await runCommand(
    name,
    async () => {
      try {
        console.log(`${name}: ${await askRunningServer(running, name)}`);
      } catch (error) {
        throw new CommandError((error as Error).message);
      }
      console.log(
        `${name}: done by the server on port ${String(running.port)} (process ${String(running.pid)}), which has the embedded database open.`,
      );
    },
    { migrate: false },
  );
}

/** A failure whose message is the whole story for the operator. */
export class CommandError extends Error {
  override name = "CommandError";
}
