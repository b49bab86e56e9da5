/**
 * A PostgreSQL server (15 or newer, harness/find-postgres.mjs) of a test's own, in a temporary
 * folder, with the durability settings of a real deployment (fsync on, unlike the suite's shared server in scripts/test/test.sh), so that a
 * test can stop it with `pg_ctl stop -m immediate` (a crash: no checkpoint, recovery from the
 * WAL at the next start) and start it again. PostgreSQL refuses to run as root, so as root it
 * runs as the postgres user, as scripts/test/test.sh does.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import postgres from "postgres";

import { findPostgres, type FoundPostgres } from "./find-postgres.mjs";

const run = promisify(execFile);

let found: FoundPostgres | undefined;

/** PostgreSQL 15 or newer: PG_BIN, or where harness/find-postgres.mjs finds it. */
export function foundPostgres(): FoundPostgres {
  found ??= findPostgres();
  return found;
}

/** The bin folder of foundPostgres(): pg_ctl, initdb, pg_dump… */
export const pgBin = (): string => foundPostgres().bin;

/** The application's role: owns its databases, no superuser (README "Running on PostgreSQL"). */
const APP_ROLE = { name: "faq", password: "faq" };

export class PostgresCluster {
  private constructor(
    private readonly folder: string,
    readonly port: number,
    private readonly asPostgres: string[],
  ) {}

  private get dataDir(): string {
    return path.join(this.folder, "data");
  }

  /** initdb and start a server on 127.0.0.1:`port`, with the app's role. */
  static async create({ port }: { port: number }): Promise<PostgresCluster> {
    const folder = mkdtempSync(path.join(tmpdir(), "faq-crash-pg-"));
    const root = process.getuid?.() === 0;
    if (root) await run("chown", ["postgres", folder]);
    const cluster = new PostgresCluster(
      folder,
      port,
      root ? ["runuser", "-u", "postgres", "--"] : [],
    );
    await cluster.pg("initdb", [
      "-D",
      cluster.dataDir,
      "-U",
      "postgres",
      "--auth=trust",
      "-E",
      "UTF8",
      "--locale=C.UTF-8",
    ]);
    await cluster.start();
    await cluster.asSuperuser(async (sql) => {
      await sql.unsafe(
        `CREATE ROLE ${APP_ROLE.name} LOGIN CREATEDB PASSWORD '${APP_ROLE.password}'`,
      );
    });
    return cluster;
  }

  private async pg(tool: string, args: string[]): Promise<string> {
    const command = [...this.asPostgres, path.join(pgBin(), tool), ...args];
    const [file = "", ...rest] = command;
    const { stdout } = await run(file, rest, { cwd: tmpdir() });
    return stdout;
  }

  async start(): Promise<void> {
    await this.pg("pg_ctl", [
      "-D",
      this.dataDir,
      "-l",
      path.join(this.folder, "server.log"),
      "-w",
      "-o",
      `-p ${String(this.port)} -k ${this.folder} -c listen_addresses=127.0.0.1`,
      "start",
    ]);
  }

  /** `immediate` is the crash of issue #7: the server stops without a checkpoint. */
  async stop(mode: "immediate" | "fast"): Promise<void> {
    await this.pg("pg_ctl", ["-D", this.dataDir, "-m", mode, "-w", "stop"]);
  }

  /** The app's connection URL for `database`. */
  url(database: string): string {
    return `postgres://${APP_ROLE.name}:${APP_ROLE.password}@127.0.0.1:${String(this.port)}/${database}`;
  }

  /** Runs `work` over a superuser connection to `database`, then closes it. */
  async asSuperuser<T>(work: (sql: postgres.Sql) => Promise<T>, database = "postgres"): Promise<T> {
    const sql = postgres(`postgres://postgres@127.0.0.1:${String(this.port)}/${database}`, {
      max: 1,
      onnotice: () => undefined,
    });
    try {
      return await work(sql);
    } finally {
      await sql.end({ timeout: 5 });
    }
  }

  /** Stops the server (if it runs) and removes its folder. */
  async destroy(): Promise<void> {
    await this.stop("immediate").catch(() => undefined);
    rmSync(this.folder, { recursive: true, force: true });
  }
}
