/**
 * The two app servers (`npm start`) of the multi-server tests (tests/multi-server.test.ts,
 * tests/multi-server-search.test.ts, tests/nginx-front.test.ts), on free ports with one environment.
 */
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { after, before } from "node:test";

import { freePort } from "../../harness/ports";
import { ServerProcess, serverEnv } from "../../harness/server-process";

/**
 * The pair's environment: the suite's PostgreSQL database, which tests/helpers/database.ts names
 * in DATABASE_URL, a new AUTH_SECRET, `dataDir`, and each client's address from X-Forwarded-For,
 * as a balancer or nginx on this machine sends it.
 */
export function serverPairEnv({
  dataDir,
  loginAttemptsPerMinute,
}: {
  dataDir: string;
  loginAttemptsPerMinute: number;
}): NodeJS.ProcessEnv {
  const databaseUrl = process.env.DATABASE_URL;
  assert.ok(databaseUrl, "tests/helpers/database.ts gives this file a PostgreSQL database");
  return serverEnv({
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: randomBytes(48).toString("base64url"),
    DATA_DIR: dataDir,
    LOGIN_ATTEMPTS_PER_MINUTE: String(loginAttemptsPerMinute),
    TRUSTED_PROXIES: "loopback",
    LOG_LEVEL: "info",
  });
}

export class ServerPair {
  /** Those that started: when one of the two fails to, stop still ends the other. */
  private readonly started: ServerProcess[] = [];

  constructor(private readonly env: NodeJS.ProcessEnv) {}

  /** Starts both side by side. */
  start(): Promise<[ServerProcess, ServerProcess]> {
    return Promise.all([this.startOne(), this.startOne()]);
  }

  async stop(): Promise<void> {
    await Promise.all(this.started.map((server) => server.kill("SIGTERM", 5_000)));
  }

  private async startOne(): Promise<ServerProcess> {
    const server = await ServerProcess.start({ port: await freePort(), env: this.env });
    this.started.push(server);
    return server;
  }
}

/**
 * The frame of a describe that runs on a pair: starts both in its `before` and hands them to
 * `started`; in its `after`, stops them and removes `dataDir`, the pair's data folder.
 */
export function serverPairInDescribe(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  started: (servers: [ServerProcess, ServerProcess]) => void,
): void {
  const servers = new ServerPair(env);
  before(async () => {
    started(await servers.start());
  });
  after(async () => {
    await servers.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
}
