import path from "node:path";
import { z } from "zod";

/**
 * The part of the configuration that says which database to open. lib/server/env.ts reads it
 * with the rest of the configuration (and stops the start on a malformed value, with its name);
 * it is defined here so that db/, which sits below lib/, reads it without importing lib/.
 */

/** An environment variable that may be unset; set but empty counts as unset. */
export const optionalVariable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

export const DATABASE_VARIABLES = {
  DATABASE_URL: optionalVariable(
    z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" }),
  ),
  DATA_DIR: optionalVariable(z.string().min(1)),
  PGLITE_DIR: optionalVariable(z.string().min(1)),
};

export type DatabaseMode = "postgres" | "embedded";

export interface DatabaseSettings {
  databaseMode: DatabaseMode;
  /** postgres:// URL of a PostgreSQL server; undefined in embedded mode */
  databaseUrl: string | undefined;
  /** Folder of local data: the embedded database, the generated secret, the dev mail outbox. */
  dataDir: string;
  /** Folder of the embedded PGlite database, or `memory://` for a throw-away one. */
  pgliteDir: string;
}

const databaseVariables = z.object(DATABASE_VARIABLES);

/** The settings the database variables give (docs/decisions/0001: PGlite unless DATABASE_URL). */
export function databaseSettings(vars: z.infer<typeof databaseVariables>): DatabaseSettings {
  const dataDir = path.resolve(/*turbopackIgnore: true*/ vars.DATA_DIR ?? ".data");
  const pgliteDir =
    vars.PGLITE_DIR === "memory://"
      ? "memory://"
      : path.resolve(/*turbopackIgnore: true*/ vars.PGLITE_DIR ?? path.join(dataDir, "pglite"));
  return {
    databaseMode: vars.DATABASE_URL ? "postgres" : "embedded",
    databaseUrl: vars.DATABASE_URL,
    dataDir,
    pgliteDir,
  };
}

let cached: DatabaseSettings | undefined;

/** This process's database settings, read once. */
export function getDatabaseSettings(): DatabaseSettings {
  if (!cached) {
    const parsed = databaseVariables.safeParse(process.env);
    if (!parsed.success) {
      const problems = parsed.error.issues.map(
        (issue) => `${issue.path.join(".")} ${issue.message}`,
      );
      throw new Error(`Invalid configuration: ${problems.join("; ")}`);
    }
    cached = databaseSettings(parsed.data);
  }
  return cached;
}
