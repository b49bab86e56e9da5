// Runs an operator command: `node --conditions=react-server scripts/ops/ops.mjs db-seed [args]`, as
// the package.json scripts do (db:migrate, db:seed, db:backup, db:restore, user:create, demo).
// - With tsx installed (a development checkout, or any install with the devDependencies) it runs
//   the TypeScript source (scripts/ops, scripts/demo), so a change there needs no build.
// - Without it (npm ci --omit=dev) it runs the copy that `npm run build` compiled to dist/ops
//   (scripts/ops/build-ops.mjs).
// --conditions=react-server makes "server-only" an empty module, as in the app's server bundle.
// docs/decisions/0029-operator-commands-and-postgres-discovery.md
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { OPERATOR_COMMANDS, OPERATOR_SOURCES } from "./operator-commands.mjs";

const [name = "", ...args] = process.argv.slice(2);
if (!OPERATOR_COMMANDS.includes(name)) {
  console.error(`usage: node scripts/ops/ops.mjs ${OPERATOR_COMMANDS.join("|")} [arguments]`);
  process.exit(2);
}

function tsxApi() {
  try {
    return import.meta.resolve("tsx/esm/api");
  } catch {
    return undefined;
  }
}

const tsx = tsxApi();
let file;
if (tsx) {
  const { register } = await import(tsx);
  register();
  file = path.resolve(OPERATOR_SOURCES[name]);
} else {
  file = path.resolve("dist", "ops", `${name}.mjs`);
  if (!existsSync(file)) {
    console.error(`${name}: ${file} is missing. Run npm run build first.`);
    process.exit(1);
  }
}
// The command reads its own arguments (util.parseArgs) from process.argv, after the script.
process.argv.splice(1, process.argv.length - 1, file, ...args);
await import(pathToFileURL(file).href);
