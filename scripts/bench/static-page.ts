/**
 * R1's force-static comparison (docs/decisions/0032): a build of the product with one page more,
 * `/faq/bench-static`, an App Router page with `dynamic = "force-static"` that renders what /faq
 * renders, prerendered by `next build` from the database it is given. /faq and this page, served
 * by one server of that build, differ only in how Next.js gets them: /faq rendered on its first
 * visit and kept in Next's cache (docs/decisions/0009), the page prerendered, which is Next's own
 * fastest path for a page.
 *
 * The page is not part of the product: it is written into app/ for this build only and removed
 * after. What `next build` rewrites for a build folder of another name (tsconfig.json's include,
 * next-env.d.ts) is put back, with the times of those files and of the page's folder, so that the
 * production build does not look stale (scripts/ops/build-state.mjs).
 */
import {
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

import { build } from "./build";

/** The page's address. */
export const STATIC_ROUTE = "/faq/bench-static";

const PARENT = path.join("app", "(public)", "faq");
const FOLDER = path.join(PARENT, "bench-static");

const PAGE = `// Written by scripts/bench/static-page.ts for the benchmark's own build only: never committed.
import type { Metadata } from "next";

import FaqHomePage, { generateMetadata as faqMetadata } from "../[[...home]]/page";

export const dynamic = "force-static";

const params = Promise.resolve({});

export function generateMetadata(): Promise<Metadata> {
  return faqMetadata({ params });
}

export default function BenchStaticPage() {
  return FaqHomePage({ params });
}
`;

/**
 * Builds the product with the page into `distDir`, prerendering it from the database of `env`
 * (DATABASE_URL), and takes the page away again whatever happens.
 */
export async function buildWithStaticPage(distDir: string, env: NodeJS.ProcessEnv): Promise<void> {
  const kept = [PARENT, "tsconfig.json", "next-env.d.ts"]
    .filter((file) => existsSync(file))
    .map((file) => {
      const { atime, mtime } = statSync(file);
      const content = statSync(file).isFile() ? readFileSync(file) : null;
      return { file, atime, mtime, content };
    });
  mkdirSync(FOLDER, { recursive: true });
  writeFileSync(path.join(FOLDER, "page.tsx"), PAGE);
  try {
    await build({ ...env, NEXT_DIST_DIR: distDir });
  } finally {
    rmSync(FOLDER, { recursive: true, force: true });
    for (const { file, atime, mtime, content } of kept) {
      if (content) writeFileSync(file, content);
      utimesSync(file, atime, mtime);
    }
  }
}
