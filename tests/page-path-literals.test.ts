import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, test } from "node:test";

import ts from "typescript";

import { HOME_REDIRECTS, REDIRECTS, ROUTES } from "@/lib/routes";

/**
 * Product code and tests take their page paths from the route table (lib/routes.ts, issue 42 item
 * 5): a page that moves is one edit there, and no link, redirect, header rule or test is left
 * behind. This reads every string and template literal of the product (app/, components/, lib/,
 * proxy.ts, next.config.ts) and of the tests (tests/, e2e/, harness/) with TypeScript's parser, so
 * comments may name a page freely. A literal is a page path when it starts with "/" and its first
 * segment is one of a page's or a redirect's ("/faq/anything", "/es", "/faq-corner?x"); API paths
 * ("/api/…") have a contract of their own (lib/contract) and are not page paths.
 *
 * One exception in the product: proxy.ts's `config` (its matcher), which Next.js reads from the
 * source when it builds, so it must be written out. Its page paths must still be paths of the
 * table, so a page that moves fails here too.
 *
 * In the tests, a page path written out is let through only when it is no page of the table: the
 * paths that must not exist ("/faq/no-such-page"), odd spellings a guard must see ("/FAQ/Portal",
 * "/faq//portal", "/faq/portal/") and the homes people type ("/", "/es"), whose redirects
 * (HOME_REDIRECTS) are what the test is about. A literal that names a page of the table (a `[name]`
 * part stands for any one segment, "/faq/q/999999/x" too), or a template's text that may begin
 * one ("/faq/q/${id}"), comes from lib/routes.ts. The tests also read the text after `${…}`
 * ("${origin}/faq"), where the product has none left to read. The table's own test
 * (tests/routes.test.ts) checks its helpers against paths written out, so it is not read.
 */

const PRODUCT = ["app", "components", "lib", "proxy.ts", "next.config.ts"];
const TESTS = ["tests", "e2e", "harness"];
const TABLE = "lib/routes.ts";
const TABLE_TEST = "tests/routes.test.ts";

const paths = [
  ...Object.values(ROUTES).map((route) => route.path),
  ...[...REDIRECTS, ...HOME_REDIRECTS].map((redirect) => redirect.source),
];
const FIRST_SEGMENTS = new Set(paths.map(firstSegment).filter((segment) => segment !== ""));
/** A file that cannot hold one, read no further (parsing every file takes seconds). */
const MAY_HOLD = new RegExp(`["'\`}^]/(${[...FIRST_SEGMENTS].join("|")})`);

function firstSegment(text: string): string {
  return text.slice(1).split(/[/?#]/)[0] ?? "";
}

/** Whether a literal's text is a page path (see above). */
export function isPagePath(text: string): boolean {
  return text.startsWith("/") && FIRST_SEGMENTS.has(firstSegment(text));
}

/** The table's pages and the portal's areas (REDIRECTS), as their segments. */
const PAGES = [
  ...Object.values(ROUTES).map((route) => route.path),
  ...REDIRECTS.map((redirect) => redirect.source),
].map((page) => page.slice(1).split("/"));

/** One written segment against the table's: `[name]` is any one; `begun`, it may go on. */
function segmentFits(written: string, table: string, begun: boolean): boolean {
  if (/^\[[a-zA-Z]+\]$/.test(table)) return begun || written !== "";
  return begun ? table.startsWith(written) : written === table;
}

/**
 * Whether a page path written in a test names a page of the table (see above); `open`: an
 * expression follows it, so it may be the beginning of one.
 */
export function namesPage(text: string, open: boolean): boolean {
  const end = text.search(/[?#]/);
  const complete = end >= 0 || !open;
  const written = (end >= 0 ? text.slice(0, end) : text).slice(1).split("/");
  return PAGES.some((page) =>
    complete
      ? written.length === page.length &&
        written.every((segment, i) => segmentFits(segment, page[i] ?? "", false))
      : written.length <= page.length &&
        written.every((segment, i) =>
          segmentFits(segment, page[i] ?? "", i === written.length - 1),
        ),
  );
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
 * A literal's text that starts a path: a string, a template's, and in a test the text after `${…}`
 * and a pattern's text after its "^" (`new RegExp(\`^/faq/q/${id}/\`)`).
 */
function literalText(node: ts.Node, test: boolean): { text: string; open: boolean } | undefined {
  const read = (text: string, open: boolean) => ({
    text: test ? text.replace(/^\^/, "") : text,
    open,
  });
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    return read(node.text, false);
  }
  if (ts.isTemplateHead(node)) return read(node.text, true);
  if (test && ts.isTemplateMiddle(node)) return read(node.text, true);
  if (test && ts.isTemplateTail(node)) return read(node.text, false);
  return undefined;
}

/**
 * The page-path literals of one file's source, as `file:line "text"`: in a test (`test`), those
 * that name a page of the table; with `staticConfig`, only those of proxy.ts's config, as their
 * text.
 */
export function pagePathLiterals(
  file: string,
  source: string,
  { staticConfig = false, test = false } = {},
): string[] {
  if (!MAY_HOLD.test(source)) return [];
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node, inConfig: boolean) => {
    const config = inConfig || isStaticConfig(file, node);
    const literal = config === staticConfig ? literalText(node, test) : undefined;
    if (literal && isPagePath(literal.text) && (!test || namesPage(literal.text, literal.open))) {
      const { line } = tree.getLineAndCharacterOfPosition(node.getStart());
      found.push(
        staticConfig ? literal.text : `${file}:${String(line + 1)} ${JSON.stringify(literal.text)}`,
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
    const written = pagePathLiterals("proxy.ts", readFileSync("proxy.ts", "utf8"), {
      staticConfig: true,
    });
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

describe("page paths in tests", () => {
  test("come from lib/routes.ts, but for paths that are no page of the table", () => {
    const files = TESTS.flatMap(sourceFiles).filter((file) => file !== TABLE_TEST);
    assert.ok(files.length > 100, `${String(files.length)} files read`);
    const literals = files.flatMap((file) =>
      pagePathLiterals(file, readFileSync(file, "utf8"), { test: true }),
    );
    assert.deepEqual(literals, [], "take these from ROUTES (lib/routes.ts)");
  });

  test("a page of the table written out is found; a path that is none is let through", () => {
    const source = [
      'await page.goto("/faq/privacy-policy");',
      'await get("/faq?q=reading");',
      "await get(`/faq/q/${String(id)}/${slug}`);",
      "await fetch(`${origin}/faq`);",
      "await fetch(`${origin}/es/faq/topics/${slug}`);",
      'await get("/faq/q/999999/no-such-faq");',
      'await get("/faq/portal");',
      'const edit = "/faq/portal/edit-faq/[id]";',
      'await get("/FAQ/Portal");',
      "await get(`/faq//portal${rest}`);",
      'await get("/faq/portal/");',
      "await get(`/faq/no-such-page-${n}`);",
      'await get("/faq/topics");',
      'await get("/es");',
      "await get(`${origin}/api/Faq/GetFaqs`);",
      "expect(page).toHaveURL(new RegExp(`^/es/faq/q/${String(id)}/`));",
    ].join("\n");
    assert.deepEqual(pagePathLiterals("x.test.ts", source, { test: true }), [
      'x.test.ts:1 "/faq/privacy-policy"',
      'x.test.ts:2 "/faq?q=reading"',
      'x.test.ts:3 "/faq/q/"',
      'x.test.ts:4 "/faq"',
      'x.test.ts:5 "/es/faq/topics/"',
      'x.test.ts:6 "/faq/q/999999/no-such-faq"',
      'x.test.ts:7 "/faq/portal"',
      'x.test.ts:8 "/faq/portal/edit-faq/[id]"',
      'x.test.ts:16 "/es/faq/q/"',
    ]);
  });
});
