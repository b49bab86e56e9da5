import { databaseMode } from "@/db/client";
import { seedDemoContent } from "@/db/seed";
import { migrateAndBackfill } from "@/lib/data/reading-grades";
import { getEnv } from "@/lib/server/env";
import type { OperatorJob } from "@/lib/server/operator-door";

/**
 * What `npm run db:seed` and `db:migrate` do, as one function each that says the outcome in a
 * line: run by the command itself, or by the running server it asks (lib/server/operator-door.ts).
 */
export const OPERATOR_JOB_RUNS: Record<OperatorJob, () => Promise<string>> = {
  "db:seed": async () => {
    const summary = await seedDemoContent({ supportEmail: getEnv().supportEmail });
    if (summary.skipped) {
      return summary.topics > 0
        ? `the database already has FAQs; added the demo's ${String(summary.topics)} topics to the FAQs that had none.`
        : "the database already has FAQs; nothing was added.";
    }
    return `added ${String(summary.faqs)} FAQs in ${String(summary.topics)} topics and ${String(summary.searchEvents)} searches of ${String(summary.searches)} different texts.`;
  },
  "db:migrate": async () => {
    await migrateAndBackfill();
    return `the ${databaseMode() === "embedded" ? "embedded" : "PostgreSQL"} database is up to date.`;
  },
};
