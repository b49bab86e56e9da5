// @ts-check
/**
 * Mutation testing (docs/decisions/0050-mutation-testing.md): `npm run mutate` runs StrykerJS on
 * one folder at a time (scripts/test/mutate.mjs sets MUTATE_FOLDER). Each folder is measured by
 * the tests that load its code in this process only: the API tests serve the production build,
 * which a mutant in lib/ never reaches. Reports go to .data/mutation/ (never committed).
 */

/**
 * Each folder: the files mutated, and the in-process tests that may kill their mutants. Stryker
 * starts a process per test file for each mutant; where the files all reach the same mutants, one
 * file loads them all (tests/mutation/fields.ts).
 */
export const FOLDERS = {
  search: {
    // Every file that runs in this process. The others read the database, or run only beside
    // it, and the API tests cover them (docs/benchmarks.md, "Mutation testing"): engine.ts,
    // store.ts, sql.ts, faq-rows.ts, user-searches.ts and search-faqs.ts (through engine.ts)
    // query it;
    // reading.ts and typed-language.ts plan a search on the index store.ts loads from it;
    // recording.ts counts an address's budget in it.
    mutate: [
      "lib/search/cross-language.ts",
      "lib/search/highlight.ts",
      "lib/search/interpretation.ts",
      "lib/search/plan.ts",
      "lib/search/ranking.ts",
      "lib/search/index/*.ts",
      "lib/search/language/*.ts",
    ],
    testFiles: ["tests/mutation/search.ts"],
  },
  auth: {
    // session.ts, page-guard.ts, next-auth.ts and credentials.ts need a request of Next.js or the
    // database: the API tests cover them.
    mutate: [
      "lib/auth/guards.ts",
      "lib/auth/password.ts",
      "lib/auth/two-factor.ts",
      "lib/auth/xsrf.ts",
      "lib/password-policy.ts",
    ],
    // A file each: most mutants are reached by one of them, which loads far less than all four.
    testFiles: ["tests/unit/auth-*.test.ts"],
  },
  fields: {
    mutate: ["lib/contract/fields/*.ts"],
    testFiles: ["tests/mutation/fields.ts"],
  },
};

const name = process.env.MUTATE_FOLDER ?? "fields";
const folder = FOLDERS[/** @type {keyof typeof FOLDERS} */ (name)];
if (!folder) throw new Error(`MUTATE_FOLDER must be one of ${Object.keys(FOLDERS).join(", ")}`);
const reports = `.data/mutation/${name}`;

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  mutate: folder.mutate,
  testRunner: "tap",
  tap: {
    testFiles: folder.testFiles,
    // As `npm test` runs a file, one process per test file; TAP is what Stryker reads.
    nodeArgs: [
      "-r",
      "{{hookFile}}",
      "--import",
      "./tests/helpers/register.mjs",
      "--import",
      "tsx",
      "--test-reporter=tap",
      "{{testFile}}",
    ],
  },
  // `npm run mutate -- --typecheck`: mutants that do not compile are set aside instead of run.
  // Off by default: on this machine it took 3 minutes for the first 4 mutants of lib/contract/
  // fields, as each check re-infers zod's types (docs/decisions/0050-mutation-testing.md).
  ...(process.env.MUTATE_TYPECHECK === "on"
    ? {
        checkers: ["typescript"],
        tsconfigFile: "tsconfig.mutate.json",
        typescriptChecker: { prioritizePerformanceOverAccuracy: true },
      }
    : {}),
  appendPlugins: ["./scripts/test/stryker-ignorers.mjs"],
  ignorers: ["documentation"],
  coverageAnalysis: "perTest",
  // The machine is shared (docs/decisions/0034): one test process at a time.
  concurrency: 1,
  timeoutMS: 20_000,
  // A full run unless asked: `--incremental` reuses the last run's results, but it cannot see a
  // change in a file that tests/mutation/<folder>.ts imports, only in that file itself.
  incrementalFile: `${reports}/incremental.json`,
  reporters: ["clear-text", "progress-append-only", "html", "json"],
  htmlReporter: { fileName: `${reports}/report.html` },
  jsonReporter: { fileName: `${reports}/report.json` },
  tempDirName: ".data/stryker-tmp",
  // The sandbox gets only what the in-process tests load (not .data's builds and databases).
  ignorePatterns: [
    "/*",
    "!/lib",
    "!/db",
    "!/tests",
    "!/harness",
    "!/components",
    "!/package.json",
    "!/tsconfig.json",
    "!/tsconfig.mutate.json",
    "!/next-env.d.ts",
  ],
  thresholds: { high: 85, low: 80, break: null },
};
