/**
 * `node --import tsx scripts/test/copy-build.ts <folder>`: a copy of the production build for one more
 * server, without the bundler's cache and the pages servers rendered into the build
 * (scripts/bench/build.ts's copyBuild). scripts/test/e2e-server.sh serves one, so that the two halves
 * of the Playwright suite never serve each other's pages.
 */
import { copyBuild } from "../bench/build";

const [folder] = process.argv.slice(2);
if (!folder) {
  console.error("usage: node --import tsx scripts/test/copy-build.ts <folder>");
  process.exit(2);
}
copyBuild(folder);
