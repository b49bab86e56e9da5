import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, test } from "node:test";

import ts from "typescript";

import { HOME_REDIRECTS, REDIRECTS, ROUTES } from "@/lib/routes";

/**
 * Product code takes its page paths from the route table (lib/routes.ts, issue 42 item 5): a page
 * that moves is one edit there, and no link, redirect or header rule is left behind. This reads
 * every string and template literal of the product (app/, components/, lib/, proxy.ts,
 * next.config.ts) with TypeScript's parser, so comments may name a page freely. A literal is a
 * page path when it starts with "/" and its first segment is one of a page's or a redirect's
 * ("/faq/anything", "/es", "/faq-corner?x"); API paths ("/api/…") have a contract of their own
 * (lib/contract) and are not page paths.
 *
 * One exception: proxy.ts's `config` (its matcher), which Next.js reads from the source when it
 * builds, so it must be written out. Its page paths must still be paths of the table, so a page
 * that moves fails here too.
 */

const PRODUCT = ["app", "components", "lib", "proxy.ts", "next.config.ts"];
const TABLE = "lib/routes.ts";

const paths = [
  ...Object.values(ROUTES).map((route) => route.path),
  ...[...REDIRECTS, ...HOME_REDIRECTS].map((redirect) => redirect.source),
];
const FIRST_SEGMENTS = new Set(paths.map(firstSegment).filter((segment) => segment !== ""));
/** A file that cannot hold one, read no further (parsing every file takes seconds). */
const MAY_HOLD = new RegExp(`["'\`]/(${[...FIRST_SEGMENTS].join("|")})`);

function firstSegment(text: string): string {
  return text.slice(1).split(/[/?#]/)[0] ?? "";
}

/** Whether a literal's text is a page path (see above). */
export function isPagePath(text: string): boolean {
  return text.startsWith("/") && FIRST_SEGMENTS.has(firstSegment(text));
}

function sourceFiles(entry: string): string[] {
  if (/\.(ts|tsx|mts)$/.test(entry)) return [entry];
  return readdirSync(entry, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|tsx|mts)$/.test(file) && !file.endsWith(".d.ts"))
    .map((file) => path.join(entry, file));
}

/** Read by Next.js from the source at build time, so written out (see above). */
const STATIC_CONFIG = { file: "proxy.ts", name: "config" };

const isStaticConfig = (file: string, node: ts.Node) =>
  file === STATIC_CONFIG.file &&
  ts.isVariableDeclaration(node) &&
  node.name.getText() === STATIC_CONFIG.name;

/**
 * The page-path literals of one file's source, as `file:line "text"`; with `staticConfig`, only
 * those of proxy.ts's config, as their text.
 */
export function pagePathLiterals(file: string, source: string, staticConfig = false): string[] {
  if (!MAY_HOLD.test(source)) return [];
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node, inConfig: boolean) => {
    const config = inConfig || isStaticConfig(file, node);
    if (
      config === staticConfig &&
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node)) &&
      isPagePath(node.text)
    ) {
      const { line } = tree.getLineAndCharacterOfPosition(node.getStart());
      found.push(
        staticConfig ? node.text : `${file}:${String(line + 1)} ${JSON.stringify(node.text)}`,
      );
    }
    ts.forEachChild(node, (child) => {
      visit(child, config);
    });
  };
  visit(tree, false);
  return found;
}

describe("page paths in product code", () => {
  test("come from lib/routes.ts: no literal page path anywhere else", () => {
    const files = PRODUCT.flatMap(sourceFiles).filter((file) => file !== TABLE);
    assert.ok(files.length > 100, `${String(files.length)} files read`);
    const literals = files.flatMap((file) => pagePathLiterals(file, readFileSync(file, "utf8")));
    assert.deepEqual(literals, [], "take these from ROUTES (lib/routes.ts)");
  });

  test("in proxy.ts's matcher, which Next.js reads from the source, are paths of the table", () => {
    const written = pagePathLiterals("proxy.ts", readFileSync("proxy.ts", "utf8"), true);
    const table = new Set(Object.values(ROUTES).map((route) => route.path));
    assert.deepEqual(
      written.filter((one) => !table.has(one)),
      [],
      `proxy.ts config: ${written.join(", ")}`,
    );
  });

  test("are told apart from API paths, other sites' paths and comments", () => {
    const source = [
      'const a = "/faq/portal/add-faq";',
      "const b = `/faq-corner/reset-password?${query}`;",
      'const c = <Link href="/es">home</Link>;',
      '// "/faq" in a comment is words, not code',
      'const d = "/api/Faq/GetFaqs";',
      "const e = `${marketing}/about`;",
      'const f = "/favicon.svg";',
    ].join("\n");
    assert.deepEqual(pagePathLiterals("x.tsx", source), [
      'x.tsx:1 "/faq/portal/add-faq"',
      'x.tsx:2 "/faq-corner/reset-password?"',
      'x.tsx:3 "/es"',
    ]);
  });
});
