/**
 * The production build (`npm run build` first) served in this test process on a free port, so
 * that API tests go through real HTTP, Next.js routing and proxy.ts, while sharing this file's
 * database (db/client.ts keeps one connection per process). Call it at the top level of a test
 * file, so that the server closes when the file's tests are done.
 *
 * Requests pass lib/api/front-door.mjs as under `npm start`, with this process trusted as a
 * proxy (TRUSTED_PROXIES=loopback unless set), so that a test gives a client an address of its
 * own with X-Forwarded-For (./api-client.ts TestClient). tests/client-address.test.ts starts server.mjs
 * itself, trusting no one.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { after } from "node:test";

import next from "next";

import { frontDoor, keepIdleConnections, parseTrustedProxies } from "../lib/api/front-door.mjs";

export interface TestApp {
  url: string;
}

let started: Promise<TestApp> | undefined;

export function startApp(): Promise<TestApp> {
  started ??= (async () => {
    process.env.FAQ_FRONT_DOOR = "1";
    const app = next({ dev: false, dir: process.cwd(), quiet: true });
    await app.prepare();
    const trust = parseTrustedProxies(process.env.TRUSTED_PROXIES ?? "loopback");
    const server: Server = createServer(frontDoor(app.getRequestHandler(), trust));
    keepIdleConnections(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    after(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await app.close();
    });
    return { url: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}` };
  })();
  return started;
}
