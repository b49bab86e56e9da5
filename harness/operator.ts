/**
 * The operator's commands (`npm run user:create`, `db:migrate`, `db:seed`, `db:backup`, …) run
 * as npm runs them, for tests that set up or check a database the way an operator would.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

import { OPERATOR_COMMANDS } from "../scripts/ops/operator-commands.mjs";

const run = promisify(execFile);

/**
 * An operator command (`npm run user:create`, `db:migrate`, `db:seed`) as npm runs it, through
 * scripts/ops/ops.mjs; `script` is its name with .ts ("db-seed.ts"). Another script of scripts/
 * (the benchmark's "bench/load.ts") runs with tsx, with the same conditions.
 */
export async function operatorCommand(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<string> {
  const name = script.replace(/\.ts$/, "");
  const command = OPERATOR_COMMANDS.includes(name)
    ? [path.join("scripts", "ops", "ops.mjs"), name]
    : ["--import", "tsx", path.join("scripts", script)];
  const { stdout } = await run(
    process.execPath,
    ["--conditions=react-server", ...command, ...args],
    { env, cwd: process.cwd() },
  );
  return stdout;
}

/** `npm run user:create` of a verified Admin, as an operator makes a new database's first account. */
export function createAdmin(
  env: NodeJS.ProcessEnv,
  {
    email,
    password,
    firstName,
    lastName,
  }: Record<"email" | "password" | "firstName" | "lastName", string>,
): Promise<string> {
  return operatorCommand(
    "user-create.ts",
    [
      ...["--email", email, "--password", password, "--role", "Admin"],
      ...["--first-name", firstName, "--last-name", lastName, "--verified"],
    ],
    env,
  );
}
