// `npm run mutate [-- [--typecheck] folder…]`: StrykerJS on each folder of stryker.config.mjs in
// turn (all of them when none is named), then each one's score from its JSON report
// (.data/mutation/<folder>/). --typecheck adds Stryker's TypeScript checker (much slower).
// Slow (minutes per folder), so not part of `npm test` (docs/decisions/0050-mutation-testing.md).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

const { FOLDERS } = await import("../../stryker.config.mjs");
const args = process.argv.slice(2);
const typecheck = args.includes("--typecheck");
const names = args.filter((arg) => arg !== "--typecheck");
for (const name of names) {
  if (!(name in FOLDERS)) {
    console.error(`No folder "${name}": choose from ${Object.keys(FOLDERS).join(", ")}.`);
    process.exit(2);
  }
}

/** Counts by status, and the score as Stryker reckons it: detected of detected and undetected. */
function scoreOf(name) {
  const report = JSON.parse(readFileSync(`.data/mutation/${name}/report.json`, "utf8"));
  const counts = {};
  for (const file of Object.values(report.files)) {
    for (const mutant of file.mutants) counts[mutant.status] = (counts[mutant.status] ?? 0) + 1;
  }
  const detected = (counts.Killed ?? 0) + (counts.Timeout ?? 0);
  const undetected = (counts.Survived ?? 0) + (counts.NoCoverage ?? 0);
  return { counts, score: (100 * detected) / Math.max(1, detected + undetected) };
}

let failed = false;
const lines = [];
for (const name of names.length > 0 ? names : Object.keys(FOLDERS)) {
  console.log(`\n== mutation testing: ${name} (${FOLDERS[name].mutate.join(", ")})`);
  const run = spawnSync("npx", ["stryker", "run", "stryker.config.mjs"], {
    stdio: "inherit",
    env: { ...process.env, MUTATE_FOLDER: name, MUTATE_TYPECHECK: typecheck ? "on" : "off" },
  });
  if (run.status !== 0) {
    failed = true;
    lines.push(`${name}: Stryker failed (exit ${String(run.status)})`);
    continue;
  }
  const { counts, score } = scoreOf(name);
  const each = [
    "Killed",
    "Survived",
    "NoCoverage",
    "Timeout",
    "RuntimeError",
    "CompileError",
    "Ignored",
  ]
    .map((status) => `${status} ${String(counts[status] ?? 0)}`)
    .join(", ");
  lines.push(`${name}: ${score.toFixed(2)}% (${each})`);
}
console.log(`\n${lines.join("\n")}`);
process.exit(failed ? 1 : 0);
