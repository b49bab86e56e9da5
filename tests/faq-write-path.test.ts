import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, test } from "node:test";

import ts from "typescript";

/**
 * The FAQ write path goes one way (issue 42 item 6): lib/data/faq/README.md lists its files from
 * the entry down, and a file imports only those below it, so a PatchFaq never goes back up to a
 * file that called it. Outside the folder the entry is the only way in, and the FAQ's reads
 * import nothing of the writes. This reads the files as text: no server, no database.
 */

const FOLDER = "lib/data/faq";

/** The folder's files as the README's table lists them, top first. */
function filesInReadmeOrder(): string[] {
  const readme = readFileSync(`${FOLDER}/README.md`, "utf8");
  return [...readme.matchAll(/^\| `([\w-]+\.ts)`/gm)].map((match) => match[1] ?? "");
}

/** The modules a file imports or re-exports, as written. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  return importedFiles.map(({ fileName }) => fileName);
}

/**
 * The file of the folder that an import written in the folder names ("index.ts" for the folder
 * itself), or null for one outside it.
 */
function partNamed(specifier: string): string | null {
  if (specifier === `@/${FOLDER}`) return "index.ts";
  for (const prefix of [`@/${FOLDER}/`, "./"]) {
    if (specifier.startsWith(prefix)) return `${specifier.slice(prefix.length)}.ts`;
  }
  return null;
}

/** Whether an import written in lib/data/ names the write path. */
const namesWrites = (specifier: string) => /^(@\/lib\/data\/faq|\.\/faq)(\/|$)/.test(specifier);

const trackedCode = () =>
  execFileSync("git", ["ls-files", "-co", "--exclude-standard", "app", "components", "lib"], {
    encoding: "utf8",
  })
    .split("\n")
    .filter((file) => /\.(ts|tsx)$/.test(file) && existsSync(file));

describe("the FAQ write path", () => {
  const order = filesInReadmeOrder();

  test("the README lists every file of the folder, and only those", () => {
    const files = readdirSync(FOLDER).filter((file) => file.endsWith(".ts"));
    assert.deepEqual([...order].sort(), files.sort());
    assert.equal(order[0], "index.ts", "the entry heads the list");
  });

  test("each file imports only the files below it", () => {
    for (const [level, file] of order.entries()) {
      for (const specifier of importsOf(`${FOLDER}/${file}`)) {
        const part = partNamed(specifier);
        if (part === null) continue;
        assert.ok(
          order.indexOf(part) > level,
          `${FOLDER}/${file} imports ${specifier}, which is not below it in ${FOLDER}/README.md`,
        );
      }
    }
  });

  test("outside the folder, only the entry is imported", () => {
    for (const file of trackedCode().filter((file) => !file.startsWith(`${FOLDER}/`))) {
      for (const specifier of importsOf(file)) {
        assert.ok(
          !specifier.startsWith(`@/${FOLDER}/`),
          `${file} imports ${specifier}: the FAQ writes are reached through @/${FOLDER}`,
        );
      }
    }
  });

  test("the FAQ's reads import nothing of the writes", () => {
    const reads = trackedCode().filter((file) =>
      /^lib\/data\/(faqs|faq-[\w-]+|public-faqs)\.ts$/.test(file),
    );
    assert.ok(reads.includes("lib/data/faqs.ts"), "the reads were found");
    for (const file of reads) {
      const writes = importsOf(file).filter(namesWrites);
      assert.deepEqual(writes, [], `${file} reads, and imports the writes`);
    }
  });
});
