/**
 * The floor of the benchmark (issue 41): a bare Next.js app (./bare-next/, no product code) of the
 * same Next.js, React and Node.js as the product, with a force-static page of /faq's size at `/`
 * and a route handler at `/search` that answers a fixed JSON of a search answer's size. Built
 * from a copy at the repository's root (`.next-bench-bare-<pid>`, which git, TypeScript, ESLint
 * and Prettier already leave out, and which the product's build never sees) with the
 * repository's node_modules hard-linked in, served by
 * `next start` in a process group of its own, and removed when stopped.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import path from "node:path";

import { freePort } from "../../harness/ports";
import { serverEnv } from "../../harness/server-process";
import { groupCpuMs } from "./server";

const NEXT_BIN = path.join("node_modules", "next", "dist", "bin", "next");
const FIXTURE = path.join("scripts", "bench", "bare-next");

/** Its page and route handler. */
export const BARE_PAGE = "/";
export const BARE_ROUTE = "/search?searchQuery=reading";

/**
 * Runs the app's own `next` (its node_modules) with `args` in its folder, the project Next.js
 * builds and serves.
 */
function next(
  folder: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  detached = false,
): ChildProcess {
  return spawn(process.execPath, [NEXT_BIN, ...args], {
    cwd: folder,
    env,
    detached,
    stdio: ["ignore", detached ? "ignore" : "inherit", "inherit"],
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => {
      resolve(code);
    });
  });
}

export class BareNext {
  private constructor(
    readonly url: string,
    private readonly child: ChildProcess,
    private readonly folder: string,
  ) {}

  /** The page's HTML about `pageBytes` long, the route's JSON about `jsonBytes`. */
  static async start({
    pageBytes,
    jsonBytes,
  }: {
    pageBytes: number;
    jsonBytes: number;
  }): Promise<BareNext> {
    const folder = `.next-bench-bare-${String(process.pid)}`;
    rmSync(folder, { recursive: true, force: true });
    cpSync(FIXTURE, folder, { recursive: true });
    // The same packages, by hard links: a second of work, no space, and nothing outside its root.
    execFileSync("cp", ["-al", "node_modules", path.join(folder, "node_modules")]);
    const env = serverEnv({
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      BARE_PAGE_BYTES: String(pageBytes),
      BARE_JSON_BYTES: String(jsonBytes),
    });
    try {
      const code = await exited(next(folder, ["build"], env));
      if (code !== 0)
        throw new Error(`the bare Next.js app did not build (exit code ${String(code)})`);
      const port = await freePort();
      const child = next(folder, ["start", "-p", String(port), "-H", "127.0.0.1"], env, true);
      const bare = new BareNext(`http://127.0.0.1:${String(port)}`, child, folder);
      await bare.waitUntilServing();
      return bare;
    } catch (error) {
      rmSync(folder, { recursive: true, force: true });
      throw error;
    }
  }

  private async waitUntilServing(): Promise<void> {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && this.child.exitCode === null) {
      try {
        const response = await fetch(`${this.url}${BARE_PAGE}`);
        await response.arrayBuffer();
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await this.stop();
    throw new Error("the bare Next.js app did not start");
  }

  /** What the measurements need of a server (measure.ts's Target). */
  readonly postgresPort = null;

  /** CPU time (user and system) of its processes so far, in ms. */
  cpuMs(): number {
    return groupCpuMs(this.child.pid ?? 0);
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null && this.child.pid) {
      const done = exited(this.child);
      process.kill(-this.child.pid, "SIGTERM");
      await done;
    }
    rmSync(this.folder, { recursive: true, force: true });
  }
}
