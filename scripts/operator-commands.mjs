// The operator commands that scripts/build-ops.mjs compiles and scripts/ops.mjs runs: each is
// scripts/<name>.ts, compiled to dist/ops/<name>.mjs.
export const OPERATOR_COMMANDS = [
  "db-migrate",
  "db-seed",
  "db-backup",
  "db-restore",
  "user-create",
  "demo-setup",
];
