// Installs the npm dependencies when they are missing or older than package-lock.json, so that
// `npm run demo` and `npm test` work on a fresh clone with nothing but Node.js and npm.
import { execSync } from "node:child_process";
import { statSync } from "node:fs";

function modified(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

if (modified("node_modules/.package-lock.json") < modified("package-lock.json")) {
  console.log(
    "Installing dependencies (npm ci), because package-lock.json is newer than node_modules…",
  );
  execSync("npm ci --no-audit --no-fund", { stdio: "inherit" });
}
