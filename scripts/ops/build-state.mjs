// Whether the production build is current: shared by `npm run demo` (scripts/demo/demo-build.mjs) and
// the benchmark (scripts/bench/build.ts). Plain JavaScript, so that it runs before anything is
// compiled.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** What a build is made from: when any of these is newer than the build, it is stale. */
export const BUILD_INPUTS = [
  "app",
  "components",
  "db",
  "lib",
  "public",
  "scripts",
  "instrumentation.ts",
  "proxy.ts",
  "next.config.ts",
  "tsconfig.json",
  "tsconfig.build.json",
  "package.json",
  "package-lock.json",
];

/** The folder of the build that `next build` writes and `next start` serves by default. */
export function buildFolder() {
  return process.env.NEXT_DIST_DIR ?? ".next";
}

/** The newest change under `entry`, a file or a folder; `ignore` leaves files out. */
function newestChange(entry, ignore) {
  if (!existsSync(entry) || ignore(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  // A folder's own time moves when a file is added or removed (a deleted route), except that of
  // public/, which moves when the benchmark adds and removes its comparison page.
  let newest = entry === "public" ? 0 : stat.mtimeMs;
  for (const child of readdirSync(entry)) {
    newest = Math.max(newest, newestChange(path.join(entry, child), ignore));
  }
  return newest;
}

/**
 * Why the build must be made again, or null when it is current. `ignore` leaves out files the
 * benchmark itself writes (its static comparison page in public/).
 * @param {(file: string) => boolean} ignore
 * @returns {string | null}
 */
export function staleBuildReason(ignore = () => false) {
  const buildId = path.join(buildFolder(), "BUILD_ID");
  if (!existsSync(buildId)) return `there is no build in ${buildFolder()}/ yet`;
  if (!existsSync(path.join("dist", "ops"))) return "the operator commands are not compiled yet";
  const built = statSync(buildId).mtimeMs;
  const changed = BUILD_INPUTS.find((input) => newestChange(input, ignore) > built);
  return changed ? `${changed} changed since the last build` : null;
}
