#!/usr/bin/env node
// One-off: points the references to the old, unpublished specification at the project's own
// documents. "SPEC §n" becomes "docs/product.md §n" and "CONTRACT §n" becomes "docs/api.md §n"
// (so do "SPEC §2 and §4", "SPEC §§5, 8", "(SPEC §7)": the bare "§4" that follows keeps pointing
// at the document named before it), "SPEC.md" and "CONTRACT.md" become the two files, and a bare
// "SPEC" / "CONTRACT" word ("Not in SPEC:") becomes the file's name too. Every tracked file is
// rewritten except the two documents themselves. A comment or Markdown line with a reference
// that ends up past 100 characters is wrapped again onto the next lines of its paragraph
// (prettier leaves comments and prose alone); code lines are left to prettier.
//
//   node scripts/rewrite-doc-references.mjs [--dry-run] [--check] [DIR]
//
// --dry-run: say what would change, write nothing. --check: write nothing; exit 1 if a reference
// to SPEC or CONTRACT is left. DIR: the tree (default: the current directory). Plain Node.js, no
// dependencies. Delete this script once it has been run on the merged tree.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const WIDTH = 100;
const TARGETS = { SPEC: "docs/product.md", CONTRACT: "docs/api.md" };
const SKIP = new Set(["docs/product.md", "docs/api.md", "scripts/rewrite-doc-references.mjs"]);
const SKIP_DIRS = new Set([".git", "node_modules", ".next", ".data", "test-results"]);
const TEXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|css|scss|md|mdx|sql|sh|ya?ml|json|example|txt)$/;
// The lists of generated files carry no references and must stay byte for byte.
const GENERATED = /(^|\/)(package-lock\.json|db\/migrations\/meta\/.*\.json)$/;

const args = process.argv.slice(2);
const dryRun = args.includes("--dry-run");
const check = args.includes("--check");
const root = path.resolve(args.find((arg) => !arg.startsWith("--")) ?? ".");

/** Every tracked file (git ls-files), or every file under root when it is not a repository. */
function listFiles() {
  try {
    return execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
      .split("\0")
      .filter(Boolean);
  } catch {
    const files = [];
    const walk = (dir) => {
      for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
        const relative = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) {
          if (!SKIP_DIRS.has(entry.name)) walk(relative);
        } else files.push(relative);
      }
    };
    walk("");
    return files;
  }
}

// "SPEC §", "SPEC §§", "SPEC.md", "/work/shared/SPEC.md", and the bare word; never an identifier
// such as SPEC_X or mySPEC.
const REFERENCE = /(?<![\w/.-])(?:[\w./-]*\/)?(SPEC|CONTRACT)(\.md)?(?![\w-])/g;
const ANY_REFERENCE = /(?<![\w/.-])(SPEC|CONTRACT)(?![\w-])/;

/** A line with every reference rewritten, and how many there were. */
function rewriteLine(line) {
  let count = 0;
  const text = line.replace(REFERENCE, (_match, name) => {
    count += 1;
    return TARGETS[name];
  });
  return { text, count };
}

/**
 * How a line of a comment or of Markdown prose is laid out: the prefix of its first line, the
 * prefix its continuation lines carry, and its text; undefined for a line that must not be
 * wrapped (code, a table row, a heading).
 */
function layoutOf(line, kind) {
  let match;
  if (kind === "md") {
    if (/^\s*(\||#|```|<|!\[|\[[^\]]+\]:)/.test(line) || line.trim() === "") return undefined;
    match = /^(\s*)((?:[-*+]|\d+[.)])\s+|>\s*)?(.*)$/.exec(line);
    const [, indent, marker = "", text] = match;
    const continuation = marker.startsWith(">")
      ? indent + marker
      : indent + " ".repeat(marker.length);
    return { first: indent + marker, continuation, text, close: "" };
  }
  const comment = kind === "sql" ? "--" : kind === "hash" ? "#" : "//";
  if ((match = new RegExp(`^(\\s*)(${comment}\\s+)(.*)$`).exec(line))) {
    const prefix = match[1] + match[2];
    return { first: prefix, continuation: prefix, text: match[3], close: "" };
  }
  if (kind !== "js") return undefined;
  // One line of a block comment: " * text".
  if ((match = /^(\s*)(\*\s+)(?!\/)(.*)$/.exec(line))) {
    const prefix = match[1] + match[2];
    return { first: prefix, continuation: prefix, text: match[3], close: "" };
  }
  // A block comment on one line: "/** text */" becomes "/**", " * text…", " */".
  if ((match = /^(\s*)(\/\*\*?)\s+(.*?)\s*\*\/\s*$/.exec(line))) {
    const [, indent, open, text] = match;
    return {
      open: indent + open,
      first: `${indent} * `,
      continuation: `${indent} * `,
      text,
      close: `${indent} */`,
    };
  }
  return undefined;
}

/** A word that must not start a line: it would become Markdown or a JSDoc tag. */
const BAD_START = /^([-*+>#|]|\d+[.)]|@\w+|\*\/)$/;

/** Splits text into a first line that fits after `prefix` and the words that do not fit. */
function fill(prefix, text) {
  const words = text.split(" ");
  let fitted = 1;
  let length = prefix.length + words[0].length;
  while (fitted < words.length && length + 1 + words[fitted].length <= WIDTH) {
    length += 1 + words[fitted].length;
    fitted += 1;
  }
  while (fitted < words.length && fitted > 1 && BAD_START.test(words[fitted])) fitted -= 1;
  return { head: words.slice(0, fitted).join(" "), rest: words.slice(fitted).join(" ") };
}

/**
 * Wraps lines[index], which grew past WIDTH, carrying the words that do not fit into the next
 * line of the same paragraph (wrapped in turn), or into a new line when there is none.
 */
function wrap(lines, index, kind) {
  const layout = layoutOf(lines[index], kind);
  if (!layout || layout.text.includes("  ") || layout.text === "") return 0;
  const replacement = [];
  if (layout.open) replacement.push(layout.open);
  let { first: prefix, text } = layout;
  let following = index + 1;
  for (;;) {
    const { head, rest } = fill(prefix, text);
    replacement.push(prefix + head);
    if (!rest) break;
    prefix = layout.continuation;
    text = rest;
    // Join the next line of the paragraph: same prefix, text right after it, nothing special.
    const next = layout.close ? undefined : lines[following];
    const nextLayout = next === undefined ? undefined : layoutOf(next, kind);
    if (
      nextLayout &&
      next.startsWith(layout.continuation) &&
      nextLayout.first === layout.continuation &&
      !nextLayout.open &&
      nextLayout.text !== "" &&
      !BAD_START.test(nextLayout.text.split(" ")[0]) &&
      !/^@\w/.test(nextLayout.text)
    ) {
      text = `${rest} ${nextLayout.text}`;
      following += 1;
      // The joined line fits: keep the rest of the paragraph as it was.
      if (prefix.length + text.length <= WIDTH) {
        replacement.push(prefix + text);
        break;
      }
    }
  }
  if (layout.close) replacement.push(layout.close);
  lines.splice(index, following - index, ...replacement);
  return replacement.length - 1;
}

function kindOf(file) {
  if (/\.mdx?$/.test(file)) return "md";
  if (/\.sql$/.test(file)) return "sql";
  if (/\.(sh|ya?ml)$|(^|\/)\.env[\w.]*$|\.example$/.test(file)) return "hash";
  return "js";
}

let files = 0;
let references = 0;
let wrapped = 0;
const left = [];
const long = [];

for (const file of listFiles()) {
  if (SKIP.has(file) || GENERATED.test(file)) continue;
  if (!TEXT.test(file) && !/(^|\/)\.env[\w.]*$/.test(file)) continue;
  const full = path.join(root, file);
  if (!statSync(full, { throwIfNoEntry: false })?.isFile()) continue;
  const before = readFileSync(full, "utf8");
  if (!ANY_REFERENCE.test(before)) continue;
  const kind = kindOf(file);
  const lines = before.split("\n");
  let count = 0;
  // First every reference, then the wrapping, so that a line joined to a grown one is rewritten.
  const grown = lines.map((original, index) => {
    const { text, count: found } = rewriteLine(original);
    count += found;
    lines[index] = text;
    return text.length > WIDTH && found > 0;
  });
  for (let index = 0; index < lines.length; index += 1) {
    if (!grown[index] || lines[index].length <= WIDTH) continue;
    const linesBefore = lines.length;
    const added = wrap(lines, index, kind);
    const removed = linesBefore + added - lines.length;
    grown.splice(index, removed + 1, ...new Array(added + 1).fill(false));
    for (let line = index; line <= index + added; line += 1) {
      if (lines[line].length > WIDTH) long.push(`${file}:${String(line + 1)}`);
    }
    if (lines[index + added].length <= WIDTH) wrapped += 1;
    index += added;
  }
  if (!count) continue;
  files += 1;
  references += count;
  const after = lines.join("\n");
  lines.forEach((line, index) => {
    if (ANY_REFERENCE.test(line)) left.push(`${file}:${String(index + 1)}: ${line.trim()}`);
  });
  if (dryRun) console.log(`${file}: ${String(count)}`);
  else if (!check) writeFileSync(full, after);
}

console.log(
  `${check ? "would rewrite" : dryRun ? "would rewrite" : "rewrote"} ${String(references)} ` +
    `references in ${String(files)} files; ${String(wrapped)} grown lines wrapped`,
);
if (long.length) {
  console.log(`lines still over ${String(WIDTH)} characters (code for prettier, or unbreakable):`);
  for (const where of long) console.log(`  ${where}`);
}
if (left.length) {
  console.log("references left:");
  for (const line of left) console.log(`  ${line}`);
}
if (check && references > 0) process.exitCode = 1;
