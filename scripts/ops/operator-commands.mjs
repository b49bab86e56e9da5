// The operator commands that scripts/ops/build-ops.mjs compiles and scripts/ops/ops.mjs runs:
// each name's TypeScript source, compiled to dist/ops/<name>.mjs. The demo's setup lives with the
// demo (scripts/demo), the others here.
export const OPERATOR_SOURCES = {
  "db-migrate": "scripts/ops/db-migrate.ts",
  "db-seed": "scripts/ops/db-seed.ts",
  "db-backup": "scripts/ops/db-backup.ts",
  "db-restore": "scripts/ops/db-restore.ts",
  "user-create": "scripts/ops/user-create.ts",
  "demo-setup": "scripts/demo/demo-setup.ts",
};

export const OPERATOR_COMMANDS = Object.keys(OPERATOR_SOURCES);
