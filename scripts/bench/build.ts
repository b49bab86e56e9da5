/**
 * The production build the benchmark serves: built once, only when it is missing or older than
 * the code (so `npm run bench` after `npm run build`, or after scripts/test/test.sh's build step,
 * builds nothing), then copied for each server the benchmark starts.
 *
 * Why a copy per server: Next.js keeps the public pages it renders (docs/decisions/0009) in the
 * build folder (`server/app/faq.html` and the like) and serves them again after a restart. A
 * server on the 100,000-FAQ data set must not be handed the /faq rendered from the 1,000-FAQ one,
 * and the benchmark must not leave pages of its data sets in the build that the tests and
 * `npm start` serve. The copy leaves out `cache/` (the bundler's cache, which serving never
 * reads) and takes about a second.
 */
import { spawn } from "node:child_process";
import { cpSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

import { buildFolder } from "../ops/build-state.mjs";

export { buildFolder, staleBuildReason } from "../ops/build-state.mjs";

/**
 * `next build`, with its output shown; rejects when it fails. `env`: the build's environment
 * (the benchmark's own build of R1 sets its folder and its database).
 */
export function build(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const nextBin = path.join("node_modules", "next", "dist", "bin", "next");
  const child = spawn(process.execPath, [nextBin, "build"], { stdio: "inherit", env });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`next build failed (exit code ${String(code)})`));
    });
  });
}

/**
 * The pages a server rendered and stored in the build folder (`server/app/faq.html`, `.rsc`,
 * `.meta`, `.segments/`), which a copy must not take along; the pages `next build` itself
 * rendered (the prerender manifest's routes) stay.
 */
function renderedAtRunTime(source: string): (file: string) => boolean {
  const pages = path.join(source, "server", "app");
  const manifest = JSON.parse(
    readFileSync(path.join(source, "prerender-manifest.json"), "utf8"),
  ) as { routes: Record<string, unknown> };
  const built = new Set(Object.keys(manifest.routes));
  return (file) => {
    if (!file.startsWith(`${pages}${path.sep}`)) return false;
    const relative = path.relative(pages, file).split(path.sep).join("/");
    const page = /^(.+?)(\.segments(\/.*)?|\.html|\.rsc|\.meta|\.body)$/.exec(relative);
    if (!page?.[1]) return false;
    const route = page[1] === "index" ? "/" : `/${page[1]}`;
    return !built.has(route);
  };
}

/**
 * A copy of the build `from` (the production build unless said) under `name` in the project
 * folder (where Next.js looks for its distDir), without the bundler's cache and without the pages
 * servers rendered into it. Returns a function that removes it.
 */
export function copyBuild(name: string, from = buildFolder()): () => void {
  const source = path.resolve(from);
  const cache = path.join(source, "cache");
  const rendered = renderedAtRunTime(source);
  rmSync(name, { recursive: true, force: true });
  cpSync(source, name, {
    recursive: true,
    filter: (file) => file !== cache && !file.startsWith(`${cache}${path.sep}`) && !rendered(file),
  });
  return () => {
    rmSync(name, { recursive: true, force: true });
  };
}
