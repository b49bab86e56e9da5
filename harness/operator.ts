/**
 * The operator's commands (`npm run user:create`, `db:migrate`, `db:seed`, `db:backup`, …) run
 * as npm runs them, for tests that set up or check a database the way an operator would.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * An operator command (`npm run user:create`, `db:migrate`, `db:seed`) as npm runs it, through
 * scripts/ops/ops.mjs, which knows the commands (and refuses another name); `script` is its name,
 * with or without .ts ("db-seed.ts").
 */
export function operatorCommand(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<string> {
  const name = script.replace(/\.ts$/, "");
  return node([path.join("scripts", "ops", "ops.mjs"), name, ...args], env);
}

/**
 * Another script of scripts/ (the benchmark's "bench/load.ts") with tsx, in a process of its own
 * with the operator commands' conditions.
 */
export function scriptCommand(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<string> {
  return node(["--import", "tsx", path.join("scripts", script), ...args], env);
}

async function node(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const { stdout } = await run(process.execPath, ["--conditions=react-server", ...args], {
    env,
    cwd: process.cwd(),
  });
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
      // "=": a random password may start with "-", which would read as an option of its own.
      ...["--email", email, `--password=${password}`, "--role", "Admin"],
      ...["--first-name", firstName, "--last-name", lastName, "--verified"],
    ],
    env,
  );
}
