/**
 * The production build served the way an operator serves it: `npm start` (server.mjs) in a
 * process of its own, in a process group of its own, so that a test can kill it outright
 * (`kill -9` of the group) or stop it as a deploy does (SIGTERM), and read its memory from /proc. Used by
 * tests/crash-safety.test.ts and scripts/test/load-test.ts; the API tests serve the build in-process
 * instead (./app.ts).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

import { scratchDatabase } from "./scratch-database";

/** Keeps the tail of a server's output: enough to explain a failure, bounded for a long soak. */
const OUTPUT_LIMIT = 1_000_000;
/** What server.mjs prints once it listens. */
const READY_LINE = "Ready on http://";

/**
 * The environment of a server or an operator command: this process's PATH and the like, without
 * the test runner's database settings, and with `settings` on top. An empty DATABASE_URL means
 * embedded mode even when a .env file names a server (Next.js never overrides a variable that is
 * set).
 */
export function serverEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) {
    if (name.startsWith("TEST_")) env[name] = undefined;
  }
  return {
    ...env,
    NODE_ENV: "production",
    DATABASE_URL: "",
    PGLITE_DIR: "",
    SMTP_URL: "",
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next",
    // Every request of a test comes from 127.0.0.1, and tests that count what they wrote (crash
    // safety, the load test, the benchmark's R4) search far more than one person: all of it is
    // recorded. The budget itself is tested in tests/api-faq-analytics.test.ts.
    SEARCHES_RECORDED_PER_ADDRESS: "1000000",
    // Tests of other features sign in as Admins who have no phone; the rule that Admins must
    // use two-step login, the default, is tested in tests/api-users-two-factor.test.ts.
    ADMIN_TWO_FACTOR: "optional",
    ...settings,
  };
}

/**
 * serverEnv for a server with storage of its own: a temporary data folder and a fresh secret, and
 * with TEST_DB=postgres a migrated copy of the suite's template. `cleanups` gets what removes
 * them.
 */
export async function isolatedServerEnv(
  settings: Record<string, string>,
  cleanups: (() => Promise<void>)[],
): Promise<NodeJS.ProcessEnv> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "faq-server-"));
  cleanups.push(() => {
    rmSync(dataDir, { recursive: true, force: true });
    return Promise.resolve();
  });
  let database: Record<string, string> = {};
  if (process.env.TEST_DB === "postgres") {
    const scratch = await scratchDatabase({ migrated: true });
    cleanups.push(scratch.drop);
    database = { DATABASE_URL: scratch.url };
  }
  return serverEnv({
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(48).toString("base64url"),
    LOG_LEVEL: "warn",
    ...database,
    ...settings,
  });
}

/** A node:http answer read to its end: status, headers and the body as text. */
export function readResponse(
  response: IncomingMessage,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on("data", (chunk: Buffer) => chunks.push(chunk));
    response.once("end", () => {
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
    });
    response.once("error", reject);
  });
}

export class ServerProcess {
  readonly url: string;
  private readonly child: ChildProcess;
  private outputText = "";
  /** Settles when the process has ended, with its exit code or signal. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  private constructor(
    readonly port: number,
    env: NodeJS.ProcessEnv,
  ) {
    this.url = `http://127.0.0.1:${String(port)}`;
    this.child = spawn(
      process.execPath,
      ["server.mjs", "--port", String(port), "--hostname", "127.0.0.1"],
      { cwd: process.cwd(), env, detached: true, stdio: ["ignore", "pipe", "pipe"] },
    );
    const keep = (chunk: Buffer) => {
      this.outputText = (this.outputText + chunk.toString("utf8")).slice(-OUTPUT_LIMIT);
    };
    this.child.stdout?.on("data", keep);
    this.child.stderr?.on("data", keep);
    this.exited = new Promise((resolve) => {
      this.child.once("exit", (code, signal) => {
        resolve({ code, signal });
      });
    });
  }

  /** Starts `npm start`'s server.mjs on `port` and waits until it answers. */
  static async start({
    port,
    env,
    timeoutMs = 60_000,
  }: {
    port: number;
    env: NodeJS.ProcessEnv;
    timeoutMs?: number;
  }): Promise<ServerProcess> {
    const server = new ServerProcess(port, env);
    await server.waitUntilServing(timeoutMs);
    return server;
  }

  /** The process id, which is also the id of its process group. */
  get pid(): number {
    if (this.child.pid === undefined) throw new Error("the server did not start");
    return this.child.pid;
  }

  /** Everything the server printed so far (its last megabyte). */
  get output(): string {
    return this.outputText;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /**
   * Waits for server.mjs's "Ready on" line (printed once it listens, after Next.js has prepared),
   * or its end, then checks that it answers; fails with its output if not within `timeoutMs`.
   */
  private async waitUntilServing(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const ready = await new Promise<boolean>((resolve) => {
      const settle = (listening: boolean) => {
        clearTimeout(timer);
        this.child.stdout?.off("data", look);
        resolve(listening);
      };
      const look = () => {
        if (this.outputText.includes(READY_LINE)) settle(true);
      };
      const timer = setTimeout(() => {
        settle(false);
      }, timeoutMs);
      this.child.stdout?.on("data", look);
      void this.exited.then(() => {
        settle(false);
      });
      look();
    });
    const answer = ready
      ? await fetch(`${this.url}/api/User/GetXsrfToken`, {
          // Its first answer waits for Next.js to load the route and for the start's jobs.
          signal: AbortSignal.timeout(Math.max(deadline - Date.now(), 1_000)),
        }).catch((error: unknown) => error)
      : undefined;
    if (answer instanceof Response) {
      await answer.arrayBuffer();
      if (answer.ok) return;
    }
    await this.kill("SIGKILL");
    const seen = answer instanceof Response ? `answered ${String(answer.status)}` : String(answer);
    throw new Error(
      `the server on port ${String(this.port)} did not start (${seen}):\n${this.output.slice(-4_000)}`,
    );
  }

  /**
   * Signals the whole process group and waits for the server to end. SIGKILL is the crash;
   * SIGTERM is a deploy's stop, and falls back to SIGKILL after `graceMs`.
   */
  async kill(signal: "SIGKILL" | "SIGTERM", graceMs = 30_000): Promise<void> {
    if (!this.running) return;
    try {
      process.kill(-this.pid, signal);
    } catch {
      // The group has ended already.
    }
    if (signal === "SIGKILL") {
      await this.exited;
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-this.pid, "SIGKILL");
      } catch {
        // Ended meanwhile.
      }
    }, graceMs);
    await this.exited;
    clearTimeout(timer);
  }

  /** Resident memory of every process in the server's group, in KiB (Linux /proc). */
  residentMemoryKiB(): number {
    return groupResidentMemoryKiB(this.pid);
  }
}

/** Sum of VmRSS over the processes whose process group is `pgid`. */
export function groupResidentMemoryKiB(pgid: number): number {
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 5 of /proc/<pid>/stat is the process group; the name (field 2) may hold spaces
      // and parentheses, so the fields are counted from the last ")".
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== pgid) continue;
      const status = readFileSync(`/proc/${entry}/status`, "utf8");
      const rss = /^VmRSS:\s+(\d+) kB$/m.exec(status);
      if (rss?.[1]) total += Number(rss[1]);
    } catch {
      // The process ended while it was being read.
    }
  }
  return total;
}
