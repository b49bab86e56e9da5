import "server-only";

import { getEnv } from "@/lib/env";

/** Start-up of a Node.js server process (instrumentation.ts). */
export async function startServer(): Promise<void> {
  try {
    const env = getEnv();
    if (env.databaseMode === "embedded") {
      const { migrateToLatest } = await import("@/db/migrate");
      await migrateToLatest();
      console.log(`Embedded database ready at ${env.pgliteDir}`);
    }
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
