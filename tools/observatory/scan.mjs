#!/usr/bin/env node
/**
 * Mozilla's HTTP Observatory (@mdn/mdn-http-observatory, its scanner run locally, no network)
 * against a running server: the cached /faq page, a page rendered per request, the login page,
 * and a portal page (which sends a signed-out visitor to the login page). Exits non-zero when
 * any test fails, apart from the https-only results listed in EXCUSED.
 *
 *   npm run test:observatory -- [base URL]      (default http://127.0.0.1:$PORT, PORT 3000)
 *
 * Run through tools/observatory/run.sh, which installs the package into this folder first.
 * Plain JavaScript: the package ships JavaScript without type declarations. Its CLI scans only
 * the default ports of a host name, so this calls its retriever and tests the same way the CLI
 * does (src/scanner/index.js), with the server's port and each page's path.
 */
import { ALL_TESTS } from "@mdn/mdn-http-observatory/src/constants.js";
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from "@mdn/mdn-http-observatory/src/grader/charts.js";
import { getGradeForScore, getScoreModifier } from "@mdn/mdn-http-observatory/src/grader/grader.js";
import { retrieve } from "@mdn/mdn-http-observatory/src/retriever/retriever.js";
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// The package's install script downloads Chromium's HSTS preload list; it is installed with
// --ignore-scripts (no network at install time), so the list may be missing. A loopback address
// is on no preload list: an empty one gives the same answers.
const preloadList = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/package.json")),
  "conf",
  "hsts-preload.json",
);
if (!existsSync(preloadList)) writeFileSync(preloadList, "{}\n");

const PAGES = ["/faq", "/faq?q=reading", "/faq-corner", "/faq/portal/display-faqs"];

/**
 * Results that only an https deployment can pass; the TLS-terminating reverse proxy in front of
 * the app provides https. Over https the app sends HSTS and Secure, prefixed cookies
 * (tests/security-headers.test.ts checks both).
 */
const EXCUSED = new Map([
  ["hsts-not-implemented-no-https", "HSTS is only honoured, and only sent, over https"],
  ["redirection-missing", "redirecting http to https is the reverse proxy's job"],
  ["redirection-not-to-https", "redirecting http to https is the reverse proxy's job"],
  ["cookies-without-secure-flag", "cookies are Secure and prefixed over https, plain over http"],
  [
    "cookies-session-without-secure-flag",
    "cookies are Secure and prefixed over https, plain over http",
  ],
]);

/** One page scanned as the Observatory scans a site: its tests, grade and score. */
async function scanPage(base, path) {
  const requests = await retrieve(base.hostname, {
    httpPort: base.port || "80",
    // No https listener here: a port that refuses the connection, so the scan stays on http.
    httpsPort: "1",
    path,
  });
  if (!requests.responses.auto) throw new Error(`${base.origin}${path} did not answer`);
  const results = ALL_TESTS.map((runTest) => runTest(requests));
  let score = 100;
  let uncurved = 100;
  for (const result of results) {
    result.scoreModifier = getScoreModifier(result.result);
    score += result.scoreModifier;
    if (result.scoreModifier < 0) uncurved += result.scoreModifier;
  }
  const final = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? score : uncurved);
  return { status: requests.responses.auto.status, results, ...final };
}

const base = new URL(process.argv[2] ?? `http://127.0.0.1:${process.env.PORT ?? "3000"}`);
let failures = 0;
for (const path of PAGES) {
  const { status, results, grade, score } = await scanPage(base, path);
  const passed = results.filter((result) => result.pass).length;
  console.log(
    `${path}: HTTP ${String(status)}, grade ${grade}, score ${String(score)}, ${String(passed)}/${String(results.length)} tests passed`,
  );
  const passes = results.filter((result) => result.pass);
  console.log(
    `  passed   ${passes.map((result) => `${result.constructor.name} (${result.result})`).join(", ")}`,
  );
  for (const result of results) {
    if (result.pass) continue;
    const name = result.constructor.name;
    const excuse = EXCUSED.get(result.result);
    if (excuse) {
      console.log(`  excused  ${name}: ${result.result} (${excuse})`);
    } else {
      failures += 1;
      console.log(`  FAILED   ${name}: ${result.result}`);
    }
  }
}
if (failures > 0) {
  console.error(`HTTP Observatory: ${String(failures)} failing test(s)`);
  process.exit(1);
}
console.log("HTTP Observatory: no failures apart from the https-only checks");
