/**
 * One app server of the benchmark: `next start` on its own copy of the build (./build.ts), in a
 * process group of its own (tests/helpers/server-process.ts: stopping it stops next-server too),
 * with its resident memory sampled every second for the peak (R6).
 */
import { randomBytes } from "node:crypto";

import { freePort, ServerProcess, serverEnv } from "../../tests/helpers/server-process";
import { copyBuild } from "./build";

export interface BenchServerOptions {
  /** A name for logs and the build copy's folder. */
  name: string;
  /** DATABASE_URL, or PGLITE_DIR for the embedded database. */
  database: { url: string } | { pgliteDir: string };
  dataDir: string;
  settings?: Record<string, string>;
}

/** Memory of the server's process group, in KiB. */
export interface Memory {
  current: () => number;
  peak: () => number;
}

export class BenchServer {
  private constructor(
    readonly name: string,
    private readonly process: ServerProcess,
    private readonly removeBuild: () => void,
    private readonly sampler: NodeJS.Timeout,
    private peakKiB: number,
  ) {}

  static async start(options: BenchServerOptions): Promise<BenchServer> {
    const distDir = `.next-bench-${String(process.pid)}-${options.name}`;
    const removeBuild = copyBuild(distDir);
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
        LOG_LEVEL: "warn",
        ...options.settings,
      });
      const server = await ServerProcess.start({ port, env, timeoutMs: 120_000 });
      let bench: BenchServer | undefined = undefined;
      const sampler = setInterval(() => {
        bench?.sample();
      }, 1_000);
      bench = new BenchServer(options.name, server, removeBuild, sampler, 0);
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

  /** The last lines the server printed, to explain a failure. */
  get output(): string {
    return this.process.output.slice(-4_000);
  }

  private sample(): number {
    const current = this.process.residentMemoryKiB();
    this.peakKiB = Math.max(this.peakKiB, current);
    return current;
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
