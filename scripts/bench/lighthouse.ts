/**
 * Lighthouse (issue 8 item 4) on one page of a running server: the `lighthouse` CLI of the
 * devDependencies with its default mobile emulation (a mid-range phone on a slow 4G network,
 * simulated), against Debian's Chromium, in a process of its own. Answers the four category
 * scores (0–100) and, for each category under 100, the audits that cost it points.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseResult {
  scores: Record<Category, number>;
  /** Per category below 100: the titles of the audits that did not pass. */
  missed: Partial<Record<Category, string[]>>;
  /** A few metrics of the performance category, in ms (CLS unitless). */
  metrics: Record<string, number>;
}

interface Report {
  categories: Record<
    Category,
    { score: number | null; auditRefs: { id: string; weight: number }[] }
  >;
  audits: Record<string, { title: string; score: number | null; numericValue?: number }>;
  runtimeError?: { message: string };
}

const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
];

/**
 * `runs` runs one after another; the one with the median performance score is kept, as
 * Lighthouse's own guidance on variability advises (its other scores move far less). Answers
 * that run, and every run's performance score.
 */
export async function medianLighthouse(
  url: string,
  chromePath: string,
  runs: number,
): Promise<LighthouseResult & { performanceScores: number[] }> {
  const results: LighthouseResult[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await lighthouse(url, chromePath));
  const sorted = [...results].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error("Lighthouse did not run");
  return { ...median, performanceScores: results.map((result) => result.scores.performance) };
}

/**
 * One Lighthouse run. Lighthouse's trace errors ("Something went wrong with recording the trace
 * over your page load. Please run Lighthouse again.", NO_NAVSTART and the like) come now and then
 * from Chrome's tracing rather than from the page, and an hour's run should not end on one: the
 * run is made again, as the message says, at most twice. Any other failure ends it.
 */
export async function lighthouse(url: string, chromePath: string): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url, chromePath);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes("Please run Lighthouse again")) throw error;
    }
  }
}

async function lighthouseOnce(url: string, chromePath: string): Promise<LighthouseResult> {
  const folder = mkdtempSync(path.join(os.tmpdir(), "faq-lighthouse-"));
  const output = path.join(folder, "report.json");
  try {
    await run(
      process.execPath,
      [
        path.join("node_modules", "lighthouse", "cli", "index.js"),
        url,
        "--quiet",
        "--output=json",
        `--output-path=${output}`,
        "--form-factor=mobile",
        `--only-categories=${CATEGORIES.join(",")}`,
        `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
      ],
      // Lighthouse's Chrome launcher keeps a profile in a temporary folder of its own.
      { env: { ...process.env, CHROME_PATH: chromePath, TMPDIR: folder }, timeout: 180_000 },
    );
    const report = JSON.parse(readFileSync(output, "utf8")) as Report;
    if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
    const scores = {} as Record<Category, number>;
    const missed: LighthouseResult["missed"] = {};
    for (const category of CATEGORIES) {
      const { score, auditRefs } = report.categories[category];
      scores[category] = Math.round((score ?? 0) * 100);
      const failing = auditRefs
        .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => report.audits[ref.id]?.title ?? ref.id);
      if (scores[category] < 100) missed[category] = failing;
    }
    const metrics: Record<string, number> = {};
    for (const id of METRICS) {
      const value = report.audits[id]?.numericValue;
      if (value !== undefined) metrics[id] = Math.round(value * 1000) / 1000;
    }
    return { scores, missed, metrics };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
