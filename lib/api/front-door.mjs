// What every request meets before Next.js (server.mjs, and the API tests' in-process server):
// the client's address, worked out from the connection and the proxies the operator trusts, and
// the refusal of a body that says it is too large before any of it is read.
//
// Plain JavaScript, so that `npm start` runs with Node.js alone (no TypeScript loader);
// front-door.d.mts gives it its types.
import { randomUUID } from "node:crypto";

import proxyAddr from "proxy-addr";

/** The request header that carries the client's address to the app (lib/api/client-address.ts). */
export const CLIENT_ADDRESS_HEADER = "x-client-address";

/**
 * The largest request body the API accepts: an answer of 20,000 characters with its markup fits.
 * next.config.ts reads it too: proxy.ts sees every request, and Next.js buffers a body for it up
 * to `proxyClientMaxBodySize`, which next.config.ts sets to twice this one.
 */
export const MAX_BODY_BYTES = 256 * 1024;

/**
 * The problem details of a body over the limit, here and from a handler that reads a chunked
 * one (lib/api/problem.ts contentTooLarge).
 */
export const TOO_LARGE = {
  title: "Content Too Large",
  detail: `The request is too large. Send at most ${String(MAX_BODY_BYTES / 1024)} KiB.`,
  errors: { Body: ["The request is too large."] },
};

/**
 * TRUSTED_PROXIES, validated: which connections may say, in `X-Forwarded-For`, whom they forward
 * for. Empty (the default) trusts none: the client is the address of the connection. Otherwise
 * either a hop count (`1`: the client is the entry the nearest proxy added) or a comma-separated
 * list of addresses, CIDR ranges and the names `loopback`, `linklocal` and `uniquelocal`.
 * Throws an Error saying what the value must be when it is neither.
 *
 * @param {string | undefined} value
 * @returns {(address: string, hop: number) => boolean}
 */
export function parseTrustedProxies(value) {
  const text = (value ?? "").trim();
  if (text === "") return () => false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 32) throw new Error("must be a hop count of at most 32, or a list of addresses");
    return (_address, hop) => hop < hops;
  }
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  try {
    return proxyAddr.compile(entries);
  } catch (error) {
    throw new Error(
      `must be a hop count or a comma-separated list of addresses and CIDR ranges (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

/**
 * Wraps Next.js's request handler: sets the client-address header (replacing any the client
 * sent) and answers 413 to an API request whose Content-Length is over the limit, unread.
 *
 * @param {(request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse) => Promise<void>} handle
 * @param {(address: string, hop: number) => boolean} trust
 * @returns {(request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse) => void}
 */
export function frontDoor(handle, trust) {
  return (request, response) => {
    request.headers[CLIENT_ADDRESS_HEADER] = clientAddress(request, trust);
    const length = Number(request.headers["content-length"] ?? 0);
    if (length > MAX_BODY_BYTES && /^\/api\//i.test(request.url ?? "")) {
      tooLarge(response);
      return;
    }
    void handle(request, response);
  };
}

/**
 * @param {import("node:http").IncomingMessage} request
 * @param {(address: string, hop: number) => boolean} trust
 */
function clientAddress(request, trust) {
  try {
    // An IPv4 client of a server listening on every address shows as ::ffff:a.b.c.d.
    return proxyAddr(request, trust).replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  } catch {
    // A connection already closed has no address.
    return "unknown";
  }
}

/**
 * The RFC 9457 answer of a body over the limit, sent without reading the body; the connection
 * closes after it, so the unread body is never waited for.
 *
 * @param {import("node:http").ServerResponse} response
 */
function tooLarge(response) {
  const body = JSON.stringify({
    type: "https://tools.ietf.org/html/rfc9110#section-15.5.14",
    title: TOO_LARGE.title,
    status: 413,
    traceId: randomUUID(),
    detail: TOO_LARGE.detail,
    errors: TOO_LARGE.errors,
  });
  response.writeHead(413, {
    "Content-Type": "application/problem+json",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    Connection: "close",
  });
  response.end(body);
}
