/**
 * Loads one benchmark data set into the database the environment names (DATABASE_URL, or
 * PGLITE_DIR for the embedded one): migrations, then FAQs, search texts and events in bulk, the
 * demo FAQs and search words among them (the relevance sets look for those), the answers' reading
 * grades (as `npm run db:migrate` gives FAQs written straight to the table), VACUUM (ANALYZE),
 * and the accounts the benchmark signs in with: its Admin, and `--students`
 * Students (a class signing in at once, R5) at bench-student-N@example.org with the Admin's
 * password. Run by scripts/bench/bench.ts in a process of its own, as an operator command would
 * be; prints one JSON line with the load times.
 *
 *   node --conditions=react-server --import tsx scripts/bench/load.ts \
 *     --faqs 100000 --queries 50000 --events 1000000 --admin-email E --admin-password P --students 20
 */
import { parseArgs } from "node:util";

import { sql } from "drizzle-orm";

import { db } from "@/db/client";
import { migrateToLatest } from "@/db/migrate";
import { insertDemoFaqs, seedSynonyms } from "@/db/seed";
import { seedDemoTopics } from "@/db/seed-topics";
import { backfillReadingGrades } from "@/lib/data/reading-grades";
import { createUser } from "@/lib/data/users";

import { textOptions } from "../ops/args";
import { runCommand } from "../ops/run";
import { insertFaqs, insertSearches } from "./data";

const { values } = parseArgs({
  options: textOptions("faqs", "queries", "events", "admin-email", "admin-password", "students"),
});
const count = (name: "faqs" | "queries" | "events" | "students") => Number(values[name] ?? 0);

async function timed(step: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await step();
  return Math.round(performance.now() - started) / 1000;
}

await runCommand("bench:load", async () => {
  await migrateToLatest();
  // Slices of 25,000 FAQs in concurrent transactions: PostgreSQL computes the generated search
  // columns of each slice on a core of its own (PGlite has one connection and runs them in turn).
  const slices = Array.from({ length: Math.ceil(count("faqs") / 25_000) }, (_, i) =>
    Math.min(25_000, count("faqs") - i * 25_000),
  );
  const faqSeconds = await timed(() => Promise.all(slices.map((size) => insertFaqs(db, size))));
  // After the generated FAQs, so that ties by id never favour them.
  await insertDemoFaqs(db, { supportEmail: "help@example.org" });
  // Issue 40: the demo's topics, holding the demo FAQs (the topic page's benchmark reads one).
  await seedDemoTopics(db);
  await seedSynonyms(db);
  const searchSeconds = await timed(() =>
    insertSearches(db, { queries: count("queries"), events: count("events") }),
  );
  // The grades a migrated database has (lib/data/reading-grades.ts). Without them the embedded
  // server would work them out at its start, before it answers anything (minutes for 100,000).
  const gradeSeconds = await timed(() => backfillReadingGrades());
  // What autovacuum does on a running site: statistics for the planner, and the visibility map
  // that lets index-only scans skip the table (a freshly loaded table has none).
  const vacuumSeconds = await timed(() => db.execute(sql`VACUUM (ANALYZE)`));
  const admin = await createUser({
    firstName: "Bench",
    lastName: "Admin",
    email: values["admin-email"] ?? "bench-admin@example.org",
    password: values["admin-password"] ?? "",
    role: "Admin",
    isVerified: true,
  });
  if (!admin.ok) throw new Error(`the Admin could not be created: ${admin.reason}`);
  for (let i = 1; i <= count("students"); i += 1) {
    const student = await createUser({
      firstName: "Bench",
      lastName: `Student ${String(i)}`,
      email: `bench-student-${String(i)}@example.org`,
      password: values["admin-password"] ?? "",
      role: "Student",
      isVerified: true,
    });
    if (!student.ok) throw new Error(`a Student could not be created: ${student.reason}`);
  }
  console.log(JSON.stringify({ faqSeconds, searchSeconds, gradeSeconds, vacuumSeconds }));
});
