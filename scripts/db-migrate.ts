import { databaseMode } from "@/db/client";
import { migrateToLatest } from "@/db/migrate";
import { getEnv } from "@/lib/server/env";

import { runCommand } from "./run";

await runCommand("db:migrate", async () => {
  getEnv();
  await migrateToLatest();
  console.log(
    `db:migrate: the ${databaseMode() === "embedded" ? "embedded" : "PostgreSQL"} database is up to date.`,
  );
});
