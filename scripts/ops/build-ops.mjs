// The operator commands (npm run db:migrate, db:seed, db:backup, db:restore, user:create, and the
// demo's setup) compiled to plain ES modules in dist/ops, the second half of `npm run build`: a
// production install (npm ci --omit=dev) has no tsx to run their TypeScript sources. The npm
// packages they import stay outside the bundle and load from node_modules, as the app's do.
// scripts/ops/ops.mjs runs them (docs/decisions/0029-operator-commands-and-postgres-discovery.md).
import { rmSync } from "node:fs";

import { build } from "esbuild";

import { OPERATOR_SOURCES } from "./operator-commands.mjs";

const outdir = "dist/ops";
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: OPERATOR_SOURCES,
  outdir,
  outExtension: { ".js": ".mjs" },
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  tsconfig: "tsconfig.json",
  logLevel: "warning",
});
console.log(`Operator commands compiled to ${outdir}.`);
