import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, test } from "node:test";

import ts from "typescript";

/**
 * Every repository path named in words exists (issue 42 item 4): in the comments of the code, in
 * every README and in docs/. A path is a word that starts with a folder of the repository's top
 * ("lib/search/engine.ts", "app/(portal)/faq/portal/edit-faq/[id]/page.tsx", "tests/"), read up to
 * the first character a path of ours never holds (a space, a quote, "<", ",", ")" that closes
 * nothing). It exists when the file or folder does, or, for a numbered entry, when one entry of
 * its folder starts with it and a "-" or "_": "docs/decisions/0023" names
 * docs/decisions/0023-friendly-error-pages.md, "db/migrations/0017" a migration. A "*" is any
 * characters ("tests/api-users-*.test.ts"). A path git ignores is one a run writes (the bench's
 * public/bench-static-page.html): it is not looked for.
 *
 * History: a decision (docs/decisions/) may name what is gone. It says so next to the path, and
 * the path is then not looked for: "was `lib/old.ts`" (the word "was" just before it), or
 * "`lib/old.ts` (removed)", "(moved to …)", "(renamed to …)", "(split into …)" just after it. Anywhere else a gone path is a wrong
 * one. Placeholders are no paths: "tests/<area>.test.ts" is read as "tests/".
 */

const TOP = ["app", "components", "db", "deploy", "docs", "e2e", "harness", "lib", "patches"];
const TOP_MORE = ["public", "scripts", "tests", "tools"];
const SEGMENT = String.raw`(?:\([\w-]+\)|\[[\w.]+\]|[\w@.+*-])+`;
const PATH = new RegExp(
  String.raw`(?<![\w@./-])(?:${[...TOP, ...TOP_MORE].join("|")})/(?:${SEGMENT}/?)*`,
  "g",
);
/** The history markers (see above), just before and just after a path. */
const WAS = /\bwas\s+`?$/;
const GONE = /^`?\s*\((?:removed|moved to|renamed to|split into|gone)\b/;

const CODE = /\.(ts|tsx|mts|mjs|js|cjs)$/;
const HASH_COMMENTS = /\.(sh|conf|ya?ml)$|(^|\/)(Dockerfile|\.gitignore|\.prettierignore)$/;

/** The words of a file that can name paths: a document whole, a source file's comments. */
export function wordsOf(file: string, text: string): string[] {
  if (file.endsWith(".md")) return [text];
  if (CODE.test(file)) {
    const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.JSX, text);
    const comments: string[] = [];
    for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
      if (
        kind === ts.SyntaxKind.SingleLineCommentTrivia ||
        kind === ts.SyntaxKind.MultiLineCommentTrivia
      ) {
        comments.push(scanner.getTokenText());
      }
    }
    return comments;
  }
  if (HASH_COMMENTS.test(file)) {
    return text.split("\n").flatMap((line) => /(?:^|\s)#.*$/.exec(line)?.[0] ?? []);
  }
  if (file.endsWith(".sql") || file.endsWith(".css")) {
    return [...text.matchAll(/--.*$|\/\*[\s\S]*?\*\//gm)].map((match) => match[0]);
  }
  return [];
}

/** The paths named in some words, less those marked as history. */
export function pathsIn(words: string): string[] {
  return [...words.matchAll(PATH)].flatMap((match) => {
    const before = words.slice(Math.max(0, match.index - 12), match.index);
    const after = words.slice(match.index + match[0].length, match.index + match[0].length + 20);
    if (WAS.test(before) || GONE.test(after)) return [];
    // A sentence's full stop, or a "lib/search/..." written as a wildcard, is not part of it.
    return [match[0].replace(/\.+$/, "")];
  });
}

/** Whether a named path is there (see above). */
export function exists(named: string, root = process.cwd()): boolean {
  const full = path.join(root, named);
  if (existsSync(full)) return true;
  const folder = path.dirname(full);
  const base = path.basename(full);
  if (!existsSync(folder)) return false;
  const entries = readdirSync(folder);
  if (base.includes("*")) {
    const pattern = new RegExp(`^${base.split("*").map(escapeRegExp).join(".*")}$`);
    return entries.some((entry) => pattern.test(entry));
  }
  return entries.some((entry) => entry.startsWith(`${base}-`) || entry.startsWith(`${base}_`));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Of some paths that are not there, those git ignores (a run writes them). */
function ignored(paths: string[]): Set<string> {
  if (paths.length === 0) return new Set();
  try {
    const out = execFileSync("git", ["check-ignore", "--no-index", "--stdin"], {
      encoding: "utf8",
      input: paths.join("\n"),
    });
    return new Set(out.split("\n").filter(Boolean));
  } catch {
    // git check-ignore exits 1 when it ignores none of them.
    return new Set();
  }
}

/** The files to read: those of the repository (git's; a folder's own files are its business). */
function repositoryFiles(): string[] {
  return execFileSync("git", ["ls-files"], { encoding: "utf8" })
    .split("\n")
    .filter((file) => file !== "" && existsSync(file))
    .filter(
      (file) => !file.endsWith(".md") || /(^|\/)README\.md$/.test(file) || file.startsWith("docs/"),
    );
}

describe("repository paths named in words", () => {
  test("every one exists", () => {
    const files = repositoryFiles();
    assert.ok(files.length > 500, `${String(files.length)} files read`);
    const missing = files.flatMap((file) =>
      wordsOf(file, readFileSync(file, "utf8"))
        .flatMap(pathsIn)
        .filter((named) => !exists(named))
        .map((named) => ({ file, named })),
    );
    const written = ignored(missing.map(({ named }) => named));
    const wrong = missing
      .filter(({ named }) => !written.has(named))
      .map(({ file, named }) => `${file}: ${named}`);
    assert.deepEqual([...new Set(wrong)], [], "name a path that is there, or mark it as history");
  });

  test("are read from comments, documents and history markers as described", () => {
    const source = [
      '// lib/search/engine.ts finds, lib/nowhere/gone.ts does not. "lib/in-a-string.ts"',
      "/** See docs/decisions/0023 and app/(portal)/faq/portal/edit-faq/[id]/page.tsx. */",
      'const x = "lib/in-code.ts";',
    ].join("\n");
    const named = wordsOf("a.ts", source).flatMap(pathsIn);
    assert.deepEqual(named, [
      "lib/search/engine.ts",
      "lib/nowhere/gone.ts",
      "lib/in-a-string.ts",
      "docs/decisions/0023",
      "app/(portal)/faq/portal/edit-faq/[id]/page.tsx",
    ]);
    assert.deepEqual(
      named.filter((one) => !exists(one)),
      ["lib/nowhere/gone.ts", "lib/in-a-string.ts"],
    );
    assert.deepEqual(
      pathsIn("It was `lib/old.ts`; `lib/older.ts` (removed), tests/<area>.test.ts (lib/a.ts)."),
      ["tests/", "lib/a.ts"],
    );
    assert.equal(exists("tests/api-users-*.test.ts"), true);
    assert.equal(exists("tests/api-nobody-*.test.ts"), false);
  });
});
