// What every request meets before Next.js (server.mjs, and the API tests' in-process server):
// the client's address, worked out from the connection and the proxies the operator trusts, HSTS
// over https (lib/security/transport.mjs), an API path in any letter case taken to its route in
// one step, or answered 404 or 405 (lib/api/api-routes.mjs), the refusal of a body that says it
// is too large before any of it is read, an API body read whole within a short deadline (408 past it), and then a turn
// for the anonymous account actions, so that a flood of them cannot crowd out sign-in; and a page
// that failed because the database could not be reached answered 503, not 500
// (docs/decisions/0023).
//
// Plain JavaScript, so that `npm start` runs with Node.js alone (no TypeScript loader);
// front-door.d.mts gives it its types.
import { randomUUID } from "node:crypto";
import { IncomingMessage } from "node:http";

import { routeApiRequest } from "./api-routes.mjs";
import {
  busy,
  hasBody,
  logLine,
  MAX_BODY_BYTES,
  methodNotAllowed,
  noSuchEndpoint,
  TOO_LARGE,
  tooLarge,
  tooSlow,
} from "./front-door-refusals.mjs";
import { clientAddress, parseTrustedProxies } from "./proxy-trust.mjs";
import { HSTS, servedOverHttps } from "../security/transport.mjs";
import { conditionalStatus } from "../server/page-etags.mjs";
import { REQUEST_ID_HEADER, takeUnavailable } from "../server/unavailable-requests.mjs";

export { MAX_BODY_BYTES, parseTrustedProxies, TOO_LARGE };

/** The request header that carries the client's address to the app (lib/api/client-address.ts). */
export const CLIENT_ADDRESS_HEADER = "x-client-address";

/**
 * How long a client may take to send the body of an API request once its headers are in: every
 * body the API takes is a small JSON document (at most MAX_BODY_BYTES), so 10 seconds is ample
 * even on a slow phone, and a client that sends less than it declared cannot hold a connection,
 * or a turn of the anonymous account actions, for minutes (issue 27). Past it: 408.
 */
export const BODY_DEADLINE_MS = 10_000;

/**
 * The account actions anyone may call without a session, which a flood can aim at: they are let
 * into the app a few at a time per server (ANONYMOUS_ACTIONS), each taking its turn here before
 * Next.js reads anything. Everything else, sign-in included, goes straight in.
 */
const ANONYMOUS_ACTION_PATH =
  /^\/api\/user\/(resetpassword|forgotpassword|undoemailchange)\/?(\?|$)/i;

/**
 * At most `atOnce` anonymous account actions in the app at a time, per server; up to `waiting`
 * more wait their turn; past that the answer is 503 with Retry-After at once, as for the hashing
 * queue (lib/auth/password.ts). Each is a few database round trips, so 4 at a time keep a server's
 * cores mostly free for sign-in while a flood lasts, and answer people at once otherwise.
 */
export const ANONYMOUS_ACTIONS = { atOnce: 4, waiting: 64 };

/** How long a 503 asks the client to wait, in seconds: as the API's (lib/api/route.ts). */
const RETRY_AFTER_SECONDS = "5";

/** The id of the last request let in (lib/server/unavailable-requests.mjs). */
let lastRequestId = 0;

/**
 * Serves one request under an id of its own, answers 304 for a cached page the client has
 * (lib/server/page-etags.mjs), and turns the 500 of a page that failed because the
 * database could not be reached (noted under that id by instrumentation.ts) into a 503 with
 * Retry-After: the friendly error page is the same, and the status says "come back soon" to
 * browsers, crawlers and load balancers. Next.js answers an error in a page 500 before anything
 * is sent, and sends it through writeHead (directly or when the body starts), so writeHead is
 * where the status is changed.
 *
 * @param {(request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse) => Promise<void>} handle
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 */
function serveWithId(handle, request, response) {
  lastRequestId = lastRequestId === Number.MAX_SAFE_INTEGER ? 1 : lastRequestId + 1;
  const id = String(lastRequestId);
  request.headers[REQUEST_ID_HEADER] = id;
  const flight = request.headers.rsc !== undefined;
  const writeHead = response.writeHead;
  /** @type {any} */ (response).writeHead = function (
    /** @type {number} */ status,
    /** @type {any[]} */ ...rest
  ) {
    if (status === 200)
      return writeHead.call(this, conditionalStatus(request, this, flight) ?? 200, ...rest);
    if (status !== 500 || !takeUnavailable(id)) return writeHead.call(this, status, ...rest);
    this.setHeader("Retry-After", RETRY_AFTER_SECONDS);
    if (typeof rest[0] === "string") rest[0] = "Service Unavailable";
    return writeHead.call(this, 503, ...rest);
  };
  void handle(request, response);
}

/**
 * How long an idle keep-alive connection stays open. Node closes one after 5 s, the same idle time
 * as Node's own HTTP clients keep, and nginx keeps its connections to the app 60 s: the server
 * could then close a connection just as a request arrives on it, and that request fails with a
 * reset (ECONNRESET). Longer than the far end's limit, the far end always closes first.
 */
export const KEEP_ALIVE_MS = 65_000;

/** @param {import("node:http").Server} server */
export function keepIdleConnections(server) {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Node wants the time for a request's headers longer than the keep-alive time.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}

/**
 * Wraps Next.js's request handler: sets the client-address header (replacing any the client
 * sent), takes an API path to its canonical spelling or answers 404 or 405, answers 413 to an
 * API request whose Content-Length is over the limit, unread, reads an API request's body whole before the app sees it (408 when it takes longer than
 * `bodyDeadlineMs`, 413 when a chunked one grows past the limit), then gives anonymous account
 * actions their turn, and answers 503 for a page the database outage broke. A turn is taken only
 * once the body is in, so a client that never finishes its body holds no turn.
 *
 * @param {(request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse) => Promise<void>} handle
 * @param {(address: string, hop: number) => boolean} trust
 * @param {{ bodyDeadlineMs?: number }} [options]
 * @returns {(request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse) => void}
 */
export function frontDoor(handle, trust, { bodyDeadlineMs = BODY_DEADLINE_MS } = {}) {
  const turns = turnTaking(ANONYMOUS_ACTIONS);
  return (request, response) => {
    request.headers[CLIENT_ADDRESS_HEADER] = clientAddress(request, trust);
    // Every answer over https, those proxy.ts never sees included (issue 41).
    if (servedOverHttps(request.headers["x-forwarded-proto"])) {
      response.setHeader("Strict-Transport-Security", HSTS);
    }
    const route = routeApiRequest(request.method ?? "GET", request.url ?? "");
    if (route && "status" in route) {
      if (route.status === 404) noSuchEndpoint(request, response);
      else methodNotAllowed(request, response, route.allow);
      return;
    }
    // Next.js routes the canonical spelling straight to its route file: proxy.ts and next.config.ts
    // need not see the API (issue 41).
    if (route) request.url = route.url;
    const url = request.url ?? "";
    const api = route !== undefined;
    const length = Number(request.headers["content-length"] ?? 0);
    if (length > MAX_BODY_BYTES && api) {
      tooLarge(response);
      return;
    }
    /** @param {import("node:http").IncomingMessage} whole */
    const serve = (whole) => {
      if (ANONYMOUS_ACTION_PATH.test(url)) {
        turns(response, () => serveWithId(handle, whole, response));
        return;
      }
      serveWithId(handle, whole, response);
    };
    if (api && hasBody(request)) {
      readWholeBody(request, response, bodyDeadlineMs, serve);
      return;
    }
    serve(request);
  };
}

/**
 * Reads `request`'s body within `deadlineMs`, then calls `done` with a request that replays it
 * (Next.js reads the body from the request it is given). Past the deadline: 408, logged, and the
 * connection closes; past MAX_BODY_BYTES (a chunked body): 413. A client that goes away gets no
 * answer.
 *
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 * @param {number} deadlineMs
 * @param {(whole: import("node:http").IncomingMessage) => void} done
 */
function readWholeBody(request, response, deadlineMs, done) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  const started = Date.now();
  const stop = () => {
    clearTimeout(timer);
    request.off("data", onData);
    request.off("end", onEnd);
    request.off("error", stop);
    request.off("aborted", stop);
  };
  const timer = setTimeout(() => {
    stop();
    const traceId = randomUUID();
    logLine("warn", "request body too slow", {
      traceId,
      status: 408,
      method: request.method,
      path: (request.url ?? "").split("?")[0],
      clientAddress: request.headers[CLIENT_ADDRESS_HEADER],
      receivedBytes: size,
      declaredBytes: request.headers["content-length"] ?? null,
      waitedMs: Date.now() - started,
    });
    tooSlow(response, traceId);
  }, deadlineMs);
  /** @param {Buffer} chunk */
  const onData = (chunk) => {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      stop();
      tooLarge(response);
      return;
    }
    chunks.push(chunk);
  };
  const onEnd = () => {
    stop();
    done(replayRequest(request, Buffer.concat(chunks)));
  };
  request.on("data", onData);
  request.once("end", onEnd);
  request.once("error", stop);
  request.once("aborted", stop);
}

/**
 * A request like `request`, on the same connection, whose body is `body`, already read: what
 * Next.js is given once the front door has read the body.
 *
 * @param {import("node:http").IncomingMessage} request
 * @param {Buffer} body
 */
function replayRequest(request, body) {
  const replay = new IncomingMessage(request.socket);
  replay.method = request.method;
  replay.url = request.url;
  replay.headers = request.headers;
  replay.rawHeaders = request.rawHeaders;
  replay.trailers = request.trailers;
  replay.rawTrailers = request.rawTrailers;
  replay.httpVersion = request.httpVersion;
  replay.httpVersionMajor = request.httpVersionMajor;
  replay.httpVersionMinor = request.httpVersionMinor;
  replay.complete = true;
  // The body is all here: nothing more to ask the connection for.
  replay._read = () => undefined;
  if (body.length > 0) replay.push(body);
  replay.push(null);
  return replay;
}

/**
 * A turn-taker: `take(response, start)` runs `start` now when fewer than `atOnce` are running,
 * else when one of them has answered (its response closed), in order of arrival; with `waiting`
 * already waiting it answers 503 instead.
 *
 * @param {{ atOnce: number; waiting: number }} limits
 */
function turnTaking({ atOnce, waiting }) {
  let running = 0;
  /** @type {(() => void)[]} */
  const queue = [];
  const next = () => {
    running -= 1;
    const start = queue.shift();
    if (start) start();
  };
  /**
   * @param {import("node:http").ServerResponse} response
   * @param {() => void} start
   */
  return (response, start) => {
    const run = () => {
      running += 1;
      response.once("close", next);
      start();
    };
    if (running < atOnce) {
      run();
      return;
    }
    if (queue.length >= waiting) {
      busy(response);
      return;
    }
    queue.push(run);
    // A caller that gives up while waiting leaves the queue.
    response.once("close", () => {
      const index = queue.indexOf(run);
      if (index >= 0) queue.splice(index, 1);
    });
  };
}
