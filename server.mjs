// The production server (`npm start`): the build that `npm run build` made, served by Next.js
// behind lib/api/front-door.mjs, which tells the app the client's address. `next start` cannot:
// Next.js keeps an `X-Forwarded-For` the client wrote itself (docs/decisions/0019).
//
//   node server.mjs [--port 3000] [--hostname 0.0.0.0]      (or PORT and HOSTNAME)
//   node server.mjs --dev                                    (`npm run dev`: hot reload)
//
// `npm run dev` serves the sources behind the same front door: it is what takes an API path in
// any letter case to its route, and answers 404 and 405 under /api (issue 41).
//
// SIGTERM and SIGINT stop it as they stop `next start`: no new connections, the requests in
// flight finished, then exit; lib/server/shutdown.ts closes the database on that exit.
import { createServer } from "node:http";
import { parseArgs } from "node:util";

import { frontDoor, keepIdleConnections, parseTrustedProxies } from "./lib/api/front-door.mjs";

const { values } = parseArgs({
  options: {
    port: { type: "string", short: "p" },
    hostname: { type: "string", short: "H" },
    dev: { type: "boolean" },
  },
});
const dev = values.dev === true;
process.env.NODE_ENV = dev ? "development" : "production";
// Read by lib/server/start.ts: a production server started any other way refuses to start.
process.env.FAQ_FRONT_DOOR = "1";
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? process.env.HOSTNAME;
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`server: ${String(values.port ?? process.env.PORT)} is not a port number`);
  process.exit(1);
}
process.env.PORT = String(port);

let trust;
try {
  trust = parseTrustedProxies(process.env.TRUSTED_PROXIES);
} catch (error) {
  console.error(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "error",
      message: `start failed: Invalid configuration: TRUSTED_PROXIES ${error instanceof Error ? error.message : String(error)}`,
    }),
  );
  process.exit(1);
}

// After NODE_ENV is set: Next.js reads it as it loads.
const { default: next } = await import("next");
const app = next({ dev, dir: import.meta.dirname, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer(frontDoor(handle, trust));
keepIdleConnections(server);
server.listen(port, hostname, () => {
  console.log(`Ready on http://${hostname ?? "localhost"}:${String(port)}`);
});

let stopping = false;
/** @param {NodeJS.Signals} signal */
function stop(signal) {
  if (stopping) return;
  stopping = true;
  server.close(() => {
    void app
      .close()
      .catch((error) => console.error(error))
      .finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  });
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
