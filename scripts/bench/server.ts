/**
 * One app server of the benchmark: `npm start`'s server.mjs on its own copy of the build (./build.ts), in a
 * process group of its own (harness/server-process.ts: stopping it stops next-server too),
 * with its resident memory sampled every second for the peak (R6).
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";

import { freePort } from "../../harness/ports";
import { ServerProcess, serverEnv } from "../../harness/server-process";
import { copyBuild } from "./build";

export interface BenchServerOptions {
  /** A name for logs and the build copy's folder. */
  name: string;
  /** DATABASE_URL, or PGLITE_DIR for the embedded database. */
  database: { url: string } | { pgliteDir: string };
  dataDir: string;
  settings?: Record<string, string>;
  /** The build folder to serve a copy of; the production build when left out. */
  build?: string;
}

/** Memory of the server's process group, in KiB. */
export interface Memory {
  current: () => number;
  peak: () => number;
}

export class BenchServer {
  private constructor(
    readonly name: string,
    /** The PostgreSQL port the server uses, or null on embedded PGlite. */
    readonly postgresPort: number | null,
    private readonly process: ServerProcess,
    private readonly removeBuild: () => void,
    private readonly sampler: NodeJS.Timeout,
    private peakKiB: number,
  ) {}

  static async start(options: BenchServerOptions): Promise<BenchServer> {
    const distDir = `.next-bench-${String(process.pid)}-${options.name}`;
    const removeBuild = copyBuild(distDir, options.build);
    try {
      const port = await freePort();
      const env = serverEnv({
        NEXT_DIST_DIR: distDir,
        DATA_DIR: options.dataDir,
        ...("url" in options.database
          ? { DATABASE_URL: options.database.url }
          : { PGLITE_DIR: options.database.pgliteDir }),
        AUTH_SECRET: randomBytes(48).toString("base64url"),
        SITE_URL: `http://127.0.0.1:${String(port)}`,
        // The logins of R5 come from one address, far more than a person's 30 a minute.
        LOGIN_ATTEMPTS_PER_MINUTE: "100000",
        // The ResetPassword flood comes from one address too, standing for many.
        ACCOUNT_ACTIONS_PER_ADDRESS: "1000000",
        LOG_LEVEL: "warn",
        ...options.settings,
      });
      const server = await ServerProcess.start({ port, env, timeoutMs: 120_000 });
      let bench: BenchServer | undefined = undefined;
      const sampler = setInterval(() => {
        bench?.sample();
      }, 1_000);
      const postgresPort =
        "url" in options.database ? Number(new URL(options.database.url).port) : null;
      bench = new BenchServer(options.name, postgresPort, server, removeBuild, sampler, 0);
      bench.sample();
      return bench;
    } catch (error) {
      removeBuild();
      throw error;
    }
  }

  get url(): string {
    return this.process.url;
  }

  /**
   * Waits until the server has done its start-up work (untilIdle below). Bench.startServer calls
   * it once the server is in the run's clean-up, so that a run stopped meanwhile stops it too.
   */
  settle(): Promise<void> {
    return untilIdle(this.process.pid, this.postgresPort);
  }

  /** The last lines the server printed, to explain a failure. */
  get output(): string {
    return this.process.output.slice(-4_000);
  }

  private sample(): number {
    const current = this.process.residentMemoryKiB();
    this.peakKiB = Math.max(this.peakKiB, current);
    return current;
  }

  /** CPU time (user and system) the server's processes have used so far, in ms. */
  cpuMs(): number {
    return groupCpuMs(this.process.pid);
  }

  get memory(): Memory {
    return { current: () => this.sample(), peak: () => this.peakKiB };
  }

  /** Stops it as a deploy does (SIGTERM to the group: recorded searches are written first). */
  async stop(): Promise<void> {
    clearInterval(this.sampler);
    await this.process.kill("SIGTERM", 30_000);
    this.removeBuild();
  }
}

/** Clock ticks per second of /proc's CPU times. */
const TICKS_PER_SECOND = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());

/** The fields of /proc/<pid>/stat after the name (which may hold spaces), or null. */
function statFields(pid: string): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null; // The process ended while it was being read.
  }
}

/**
 * CPU time used so far by the PostgreSQL server listening on `port`, in ms: the postmaster, its
 * live processes (the connections' backends), and those that have ended (the postmaster's
 * children's times), read from /proc.
 */
export function postgresCpuMs(port: number): number {
  const pids = readdirSync("/proc").filter((entry) => /^\d+$/.test(entry));
  const postmaster = pids.find((pid) => {
    try {
      const argv = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
      return (
        argv[0]?.endsWith("/postgres") === true && argv[argv.indexOf("-p") + 1] === String(port)
      );
    } catch {
      return false;
    }
  });
  const own = postmaster === undefined ? null : statFields(postmaster);
  if (postmaster === undefined || !own) return 0;
  // utime, stime, cutime, cstime are fields 14–17: indexes 11–14 here.
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const pid of pids) {
    const fields = statFields(pid);
    if (fields?.[1] === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks / TICKS_PER_SECOND) * 1000;
}

/**
 * Waits until a server that answers has also done its start-up work (the search index it builds in
 * the background from the FAQs, lib/server/start.ts): until two seconds in a row in which its
 * processes and its PostgreSQL server (which the app waits on while it reads the FAQs) use under
 * 10% of a core, at most `limitMs`. Measured before that, the first page would carry the index's
 * work.
 */
async function untilIdle(pgid: number, postgresPort: number | null, limitMs = 300_000) {
  const cpu = () => groupCpuMs(pgid) + (postgresPort === null ? 0 : postgresCpuMs(postgresPort));
  const deadline = Date.now() + limitMs;
  let before = cpu();
  let quiet = 0;
  while (quiet < 2 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = cpu();
    quiet = now - before < 100 ? quiet + 1 : 0;
    before = now;
  }
}

/** utime + stime of the processes whose process group is `pgid`, in ms (Linux /proc). */
export function groupCpuMs(pgid: number): number {
  let ticks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    // Counted from the state (field 3): the process group is field 5, utime and stime 14 and 15.
    const fields = statFields(entry);
    if (Number(fields?.[2]) === pgid) ticks += Number(fields?.[11]) + Number(fields?.[12]);
  }
  return (ticks / TICKS_PER_SECOND) * 1000;
}
