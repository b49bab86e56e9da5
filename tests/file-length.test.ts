import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { test } from "node:test";

/**
 * Source files stay under 300 lines (issue 42, ../shared/STYLE.md): a longer one holds more than
 * one role, and is split along its seams. This reads every source file git tracks, as it is in the
 * working tree; it imports nothing of the app, so it needs no server and no database. Tests are
 * not held to it, nor are the files below, which are data rather than code.
 */

const MOST_LINES = 300;
const SOURCE = /\.(ts|tsx|mjs|js|css)$/;
const NOT_HELD = ["tests/", "e2e/"];

/**
 * What may be longer, each with why. The relevance sets and the migrations are JSON and SQL, which
 * this does not read today; they are listed so that the one list holds every exemption.
 */
const EXEMPT: { pattern: RegExp; why: string }[] = [
  { pattern: /^db\/seed-data[^/]*\.ts$/, why: "the seed's FAQs and topics: content, not code" },
  {
    pattern: /^harness\/relevance\/[^/]+\.json$/,
    why: "the relevance sets: questions and their answers",
  },
  { pattern: /^db\/migrations\//, why: "history: a migration is never edited once shipped" },
];

function trackedSources(): string[] {
  const listed = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" });
  return listed
    .split("\0")
    .filter((file) => SOURCE.test(file))
    .filter((file) => !NOT_HELD.some((folder) => file.startsWith(folder)))
    .filter((file) => !EXEMPT.some(({ pattern }) => pattern.test(file)))
    .filter((file) => existsSync(file));
}

function lineCount(file: string): number {
  const text = readFileSync(file, "utf8");
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

test("the list of source files is the tree's (git answers, and names the product's)", () => {
  const files = trackedSources();
  assert.ok(files.includes("components/faq/faq-explorer.tsx"), "git ls-files found the tree");
  assert.ok(!files.some((file) => file.startsWith("tests/")), "tests are not held to it");
});

test(`no source file outside tests and data is over ${MOST_LINES} lines`, () => {
  const long = trackedSources()
    .map((file) => ({ file, lines: lineCount(file) }))
    .filter(({ lines }) => lines > MOST_LINES)
    .map(({ file, lines }) => `${file}: ${lines} lines`);
  assert.deepEqual(long, [], `split these along a seam (one role a file):\n${long.join("\n")}`);
});

test("each exemption still names a file (a stale one would hide a new long file)", () => {
  const all = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" }).split("\0");
  for (const { pattern, why } of EXEMPT) {
    assert.ok(
      all.some((file) => pattern.test(file)),
      `${pattern} (${why})`,
    );
  }
});
