/**
 * deploy/nginx.conf started for a test or the benchmark: Debian's nginx (`apt-get install nginx`;
 * NGINX names another binary) in the foreground, in front of app servers on the given ports,
 * listening on 127.0.0.1:`port`, with its cache, temporary files, logs and pid under `dir`.
 *
 *   const front = await startNginxFront({ upstreams: [a.port, b.port], port, dir });
 *   await fetch(`${front.url}/faq`);
 *   await front.stop();
 *
 * The file itself is what an operator runs; renderNginxConf() replaces the few lines that differ
 * (each must be found exactly as deploy/nginx.conf writes it, or it throws), so the test checks
 * the shipped configuration, not a copy. Independent of node:test.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";

export const NGINX_CONF = path.join(import.meta.dirname, "..", "..", "deploy", "nginx.conf");
export const NGINX_BINARY = process.env.NGINX ?? "/usr/sbin/nginx";

export interface NginxFrontOptions {
  /** Ports of the app servers on 127.0.0.1, in place of 3001 and 3002. */
  upstreams: number[];
  /** Port nginx listens on, on 127.0.0.1, in place of 80. */
  port: number;
  /** An existing folder for the configuration, the cache, temporary files, logs and the pid. */
  dir: string;
  /**
   * A file nginx serves itself at `path`, from the folder `root` (the benchmark compares /faq
   * through the cache with a file of the same bytes); none in deploy/nginx.conf.
   */
  staticFile?: { path: string; root: string };
}

export interface NginxFront {
  url: string;
  /** The configuration as started. */
  conf: string;
  /** The error log so far (startup problems, upstream failures). */
  errorLog(): string;
  /** The access log so far (one line per request, with the upstream and the cache status). */
  accessLog(): string;
  /** Stops nginx (SIGQUIT: requests in flight are finished) and waits for it to end. */
  stop(): Promise<void>;
}

/** Replaces `from` (exactly once in `text`) with `to`. */
function replaceOnce(text: string, from: string | RegExp, to: string): string {
  const count =
    typeof from === "string"
      ? text.split(from).length - 1
      : [...text.matchAll(new RegExp(from.source, `${from.flags}g`))].length;
  if (count !== 1) {
    throw new Error(
      `deploy/nginx.conf: expected ${String(from)} once, found it ${String(count)} times`,
    );
  }
  return text.replace(from, to);
}

/**
 * deploy/nginx.conf with the test's port, upstream servers and folders: `listen 80;`, the two
 * `server 127.0.0.1:300N …;` lines, /var/cache/nginx/faq-corner, /var/log/nginx/ and
 * /var/lib/nginx/, and the `user` line (nginx started as root keeps its workers as root, so that
 * they can write under `dir`; started as anyone else, nginx cannot change user at all).
 */
export function renderNginxConf(
  { upstreams, port, dir, staticFile }: NginxFrontOptions,
  source = readFileSync(NGINX_CONF, "utf8"),
): string {
  if (upstreams.length === 0) throw new Error("startNginxFront: no upstream server");
  const servers = /^( *)server 127\.0\.0\.1:3001 (.*);\n\1server 127\.0\.0\.1:3002 \2;\n/m;
  const match = servers.exec(source);
  if (!match) throw new Error("deploy/nginx.conf: the two upstream server lines are not found");
  const [, indent = "", parameters = ""] = match;
  let conf = replaceOnce(
    source,
    servers,
    upstreams
      .map((upstream) => `${indent}server 127.0.0.1:${String(upstream)} ${parameters};\n`)
      .join(""),
  );
  conf = replaceOnce(conf, /^( *)listen 80;$/m, `$1listen 127.0.0.1:${String(port)};`);
  conf = replaceOnce(conf, /^user www-data;\n/m, process.getuid?.() === 0 ? "user root;\n" : "");
  conf = replaceOnce(conf, "/var/cache/nginx/faq-corner ", `${path.join(dir, "cache")} `);
  for (const [from, to] of [
    ["/var/log/nginx/", `${path.join(dir, "logs")}/`],
    ["/var/lib/nginx/", `${path.join(dir, "temp")}/`],
  ] as const) {
    if (!conf.includes(from)) throw new Error(`deploy/nginx.conf: ${from} is not found`);
    conf = conf.replaceAll(from, to);
  }
  if (staticFile) {
    conf = replaceOnce(
      conf,
      /^( *)location \/ \{$/m,
      `$1location = ${staticFile.path} {\n$1    root ${staticFile.root};\n$1}\n\n$1location / {`,
    );
  }
  return conf;
}

/** Whether something accepts connections on 127.0.0.1:`port`. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => {
      resolve(false);
    });
  });
}

function readIfThere(file: string): string {
  return existsSync(file) ? readFileSync(file, "utf8") : "";
}

/** Starts deploy/nginx.conf as renderNginxConf() adapts it, and waits until it accepts connections. */
export async function startNginxFront(
  options: NginxFrontOptions & { timeoutMs?: number },
): Promise<NginxFront> {
  const { dir, port, timeoutMs = 10_000 } = options;
  if (!existsSync(NGINX_BINARY)) {
    throw new Error(
      `nginx is not installed at ${NGINX_BINARY}: apt-get install nginx (scripts/test/test.sh does), or set NGINX`,
    );
  }
  for (const folder of ["cache", "logs", "temp"])
    mkdirSync(path.join(dir, folder), { recursive: true });
  const conf = renderNginxConf(options);
  const confFile = path.join(dir, "nginx.conf");
  writeFileSync(confFile, conf);
  const errorLogFile = path.join(dir, "logs", "faq-corner.error.log");
  const accessLogFile = path.join(dir, "logs", "faq-corner.access.log");

  let output = "";
  const child: ChildProcess = spawn(
    NGINX_BINARY,
    ["-p", dir, "-c", confFile, "-g", `daemon off; pid ${path.join(dir, "nginx.pid")};`],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const exited = new Promise<void>((resolve) => {
    child.once("exit", () => {
      resolve();
    });
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (running()) child.kill("SIGQUIT");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + timeoutMs;
  while (!(await accepts(port))) {
    if (!running() || Date.now() > deadline) {
      await stop();
      throw new Error(
        `nginx did not start on port ${String(port)}:\n${output}${readIfThere(errorLogFile)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    url: `http://127.0.0.1:${String(port)}`,
    conf,
    errorLog: () => readIfThere(errorLogFile),
    accessLog: () => readIfThere(accessLogFile),
    stop,
  };
}
