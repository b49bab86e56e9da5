/**
 * What every phase of the benchmark works with (scripts/bench/run.ts makes one): the profile, the
 * throw-away PostgreSQL cluster and the PGlite folders that hold the data sets, the app servers
 * the phases share, the log, the problems found, every autocannon run so far, and the results of
 * the phases already run.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

import { foundPostgres, PostgresCluster } from "../../harness/postgres-cluster";
import { scriptCommand } from "../../harness/operator";
import { serverEnv } from "../../harness/server-process";
import { build, staleBuildReason } from "./build";
import type { Measurement } from "./measure";
import type { Phase } from "./phase";
import {
  ADMIN,
  CONCURRENT_LOGINS,
  type DataSet,
  type Engine,
  type Profile,
  profileOf,
  STATIC_FILE,
} from "./profile";
import { BenchServer, type BenchServerOptions } from "./server";

export type Size = "demo" | "small" | "large";
/** A database by the environment variable that names it. */
export type Database = { DATABASE_URL: string } | { PGLITE_DIR: string };
/** The app servers phases share: one per engine and set, and one that records no search (R4). */
export type SharedServer = `${Engine}-${"small" | "large"}` | "postgres-large-off";

export interface LoadTimes {
  faqSeconds: number;
  searchSeconds: number;
  /** The answers' reading grades, worked out as `npm run db:migrate` does. */
  gradeSeconds: number;
  vacuumSeconds: number;
  /** The whole loading process: start, migrations, data, grades, VACUUM, the accounts. */
  totalSeconds: number;
}

export class Bench {
  readonly profile: Profile;
  readonly started = new Date();
  readonly loadAtStart = os.loadavg()[0] ?? 0;
  readonly problems: string[] = [];
  /** Every autocannon run, in order. */
  readonly measurements: {
    what: string;
    connections: number;
    seconds: number;
    result: Measurement;
  }[] = [];
  /** How the build was come by, for the report. */
  built = "";
  private readonly startedMs = performance.now();
  private readonly work = mkdtempSync(path.join(os.tmpdir(), "faq-bench-"));
  private readonly cleanups: (() => Promise<void> | void)[] = [];
  private readonly shared = new Map<SharedServer, Promise<BenchServer>>();
  private readonly results = new Map<Phase, unknown>();
  private clusterValue: PostgresCluster | undefined;

  constructor(readonly smoke: boolean) {
    this.profile = profileOf(smoke);
    this.onCleanUp(() => {
      rmSync(this.work, { recursive: true, force: true });
    });
  }

  log(message: string): void {
    console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
  }

  /** The version of the PostgreSQL server measured: "15.18". */
  get postgresVersion(): string {
    return foundPostgres().version;
  }

  /** Seconds since the run started. */
  get seconds(): number {
    return Math.round((performance.now() - this.startedMs) / 1000);
  }

  onCleanUp(cleanup: () => Promise<void> | void): void {
    this.cleanups.push(cleanup);
  }

  /** Undoes what the run set up, last first; also on Ctrl-C. */
  async cleanUp(): Promise<void> {
    for (const cleanup of this.cleanups.splice(0).reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`bench: cleanup: ${(error as Error).message}`);
      }
    }
  }

  /**
   * The build (only when missing or stale: scripts/test/test.sh has just made it), R1's
   * comparison page in public/ (empty: Next.js lists public/ when it starts, before any server),
   * and the PostgreSQL cluster with a database per data set.
   */
  async prepare(pgPortFrom: number): Promise<void> {
    const stale = staleBuildReason((file) => file === STATIC_FILE);
    this.built = "the production build as it was (current: nothing to build)";
    if (stale) {
      this.log(`building (${stale})`);
      await build();
      this.built = `the production build, made by this run (${stale})`;
    } else this.log("the production build is current: not building");
    writeFileSync(STATIC_FILE, "");
    this.onCleanUp(() => {
      rmSync(STATIC_FILE, { force: true });
    });
    const port = await firstFreePort(pgPortFrom);
    this.log(`PostgreSQL ${this.postgresVersion} cluster on port ${String(port)}`);
    const cluster = await PostgresCluster.create({ port });
    this.clusterValue = cluster;
    this.onCleanUp(() => cluster.destroy());
    for (const size of ["demo", "small", "large"] as const) await this.createDatabase(size);
  }

  get cluster(): PostgresCluster {
    if (!this.clusterValue) throw new Error("the benchmark is not prepared");
    return this.clusterValue;
  }

  /** A database of the cluster, `bench_<name>`, owned by the app's role. */
  async createDatabase(name: string): Promise<string> {
    await this.cluster.asSuperuser((sql) => sql.unsafe(`CREATE DATABASE bench_${name} OWNER faq`));
    return this.cluster.url(`bench_${name}`);
  }

  /** The data set `size` on `engine`. */
  database(engine: Engine, size: Size): Database {
    return engine === "postgres"
      ? { DATABASE_URL: this.cluster.url(`bench_${size}`) }
      : { PGLITE_DIR: path.join(this.work, `pglite-${size}`) };
  }

  /** A folder of the run's own, made when first asked for. */
  dataDir(name: string): string {
    const folder = path.join(this.work, `data-${name}`);
    mkdirSync(folder, { recursive: true });
    return folder;
  }

  async settle(): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, this.profile.settleMs));
  }

  /**
   * Runs a script of scripts/bench in a process of its own, as the operator commands run, and
   * reads the JSON of its last line.
   */
  async command<T>(script: string, args: string[], env: Record<string, string>): Promise<T> {
    const stdout = await scriptCommand(path.join("bench", script), args, serverEnv(env));
    return JSON.parse(stdout.trim().split("\n").at(-1) ?? "") as T;
  }

  /** Loads a data set (scripts/bench/load.ts) with the benchmark's accounts, timed. */
  async load(what: string, set: DataSet, database: Database): Promise<LoadTimes> {
    const started = performance.now();
    const times = await this.command<Omit<LoadTimes, "totalSeconds">>(
      "load.ts",
      [
        // `--name=value`: a generated password may start with "-", which parseArgs would take
        // for an option of its own.
        `--faqs=${String(set.faqs)}`,
        `--queries=${String(set.queries)}`,
        `--events=${String(set.events)}`,
        `--admin-email=${ADMIN.email}`,
        `--admin-password=${ADMIN.password}`,
        `--students=${String(CONCURRENT_LOGINS)}`,
      ],
      { ...database, DATA_DIR: this.dataDir("load"), AUTH_SECRET: secret() },
    );
    const totalSeconds = Math.round(performance.now() - started) / 1000;
    this.log(
      `${what}: ${String(set.faqs)} FAQs in ${String(times.faqSeconds)} s, ${String(set.events)} events in ${String(times.searchSeconds)} s, reading grades in ${String(times.gradeSeconds)} s, ${String(totalSeconds)} s in all`,
    );
    return { ...times, totalSeconds };
  }

  /** An app server of a phase's own, stopped at the latest when the run ends. */
  async startServer(settings: Omit<BenchServerOptions, "dataDir">): Promise<BenchServer> {
    this.log(`starting ${settings.name}`);
    const server = await BenchServer.start({ ...settings, dataDir: this.dataDir(settings.name) });
    this.onCleanUp(() => server.stop());
    await server.settle();
    return server;
  }

  /** A shared server, started by the first phase that asks for it. */
  server(name: SharedServer): Promise<BenchServer> {
    let server = this.shared.get(name);
    if (!server) {
      const [engine = "", size = ""] = name.split("-");
      const database = this.database(engine as Engine, size as Size);
      server = this.startServer({
        name,
        database:
          "DATABASE_URL" in database
            ? { url: database.DATABASE_URL }
            : { pgliteDir: database.PGLITE_DIR },
        ...(name.endsWith("-off") ? { settings: { SEARCH_ANALYTICS: "off" } } : {}),
      });
      this.shared.set(name, server);
    }
    return server;
  }

  /** Stops a shared server (run.ts does, after the last phase that names it). */
  async stopServer(name: SharedServer): Promise<void> {
    const server = this.shared.get(name);
    this.shared.delete(name);
    if (server) await (await server).stop();
  }

  record<T>(phase: Phase<T>, result: T): void {
    this.results.set(phase, result);
  }

  /** The result of a phase run earlier; for rows, those of every phase. */
  resultOf<T>(phase: Phase<T>): T {
    if (!this.results.has(phase)) throw new Error(`the phase "${phase.name}" has not run`);
    return this.results.get(phase) as T;
  }
}

/** A new AUTH_SECRET. */
export const secret = () => randomBytes(48).toString("base64url");

async function firstFreePort(from: number): Promise<number> {
  for (let port = from; port < from + 100; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once("error", () => {
        resolve(false);
      });
      probe.listen(port, "127.0.0.1", () => {
        probe.close(() => {
          resolve(true);
        });
      });
    });
    if (free) return port;
  }
  throw new Error(`no free port from ${String(from)}`);
}
