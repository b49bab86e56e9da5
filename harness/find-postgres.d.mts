export declare const MIN_MAJOR: number;
export declare const INSTALL_HINT: string;

export declare class PostgresNotFoundError extends Error {
  readonly reason: "PG_BIN" | "missing";
  constructor(message: string, reason: "PG_BIN" | "missing");
}

export interface FoundPostgres {
  /** The folder of pg_ctl, initdb and postgres. */
  bin: string;
  /** "16.4" */
  version: string;
  major: number;
}

export declare function postgresAt(bin: string): FoundPostgres | undefined;

export declare function findPostgres(env?: NodeJS.ProcessEnv): FoundPostgres & { source: string };
