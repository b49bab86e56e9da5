// The front door's own answers (lib/api/front-door.mjs): RFC 9457 problem details written
// straight to the connection, before Next.js, for an API path that does not exist or a method it
// does not take, a body too large, too slow or a queue too long; and its log lines. Plain
// JavaScript, as the front door is.
import { randomUUID } from "node:crypto";

import { STATIC_SECURITY_HEADERS } from "../security/static-headers.mjs";

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
 * One JSON line in the shape of the app's log (lib/server/log.ts), which this plain-JavaScript
 * file cannot import; LOG_LEVEL=warn leaves the information out, =error warnings too, as there.
 *
 * @param {"info" | "warn"} level
 * @param {string} message
 * @param {Record<string, unknown>} fields
 */
export function logLine(level, message, fields) {
  const wanted = (process.env.LOG_LEVEL ?? "").toLowerCase();
  if (wanted === "error" || (wanted === "warn" && level === "info")) return;
  console.log(JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }));
}

/**
 * The 404 of a path under /api that is no endpoint (docs/api.md §1), as the app's refusals are
 * logged (lib/api/problem.ts).
 *
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 */
export function noSuchEndpoint(request, response) {
  refused(request, response, 404, {
    type: "https://tools.ietf.org/html/rfc9110#section-15.5.5",
    title: "Not Found",
    detail: "There is no such endpoint.",
  });
}

/**
 * The 405 of an endpoint asked with a method it does not take, naming those it does.
 *
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 * @param {readonly string[]} allow
 */
export function methodNotAllowed(request, response, allow) {
  refused(
    request,
    response,
    405,
    {
      type: "about:blank",
      title: "Method Not Allowed",
      detail: `Use ${allow.join(" or ")}.`,
    },
    { Allow: allow.join(", ") },
  );
}

/**
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 * @param {number} status
 * @param {Record<string, unknown>} fields
 * @param {Record<string, string>} [headers]
 */
function refused(request, response, status, fields, headers = {}) {
  const traceId = randomUUID();
  const path = (request.url ?? "").split("?")[0];
  logLine("info", "request refused", {
    traceId,
    status,
    title: fields.title,
    method: request.method,
    path,
  });
  // A body sent with it is not read: the connection closes after the answer.
  problem(
    response,
    status,
    fields,
    hasBody(request) ? headers : { ...headers, Connection: "keep-alive" },
    traceId,
  );
}

/**
 * Whether a request says it carries a body (chunked, or a Content-Length above 0).
 *
 * @param {import("node:http").IncomingMessage} request
 */
export function hasBody(request) {
  return (
    request.headers["transfer-encoding"] !== undefined ||
    Number(request.headers["content-length"] ?? 0) > 0
  );
}

/**
 * The RFC 9457 answer of a body over the limit, sent without reading the body; the connection
 * closes after it, so the unread body is never waited for.
 *
 * @param {import("node:http").ServerResponse} response
 */
export function tooLarge(response) {
  problem(response, 413, {
    type: "https://tools.ietf.org/html/rfc9110#section-15.5.14",
    title: TOO_LARGE.title,
    detail: TOO_LARGE.detail,
    errors: TOO_LARGE.errors,
  });
}

/**
 * The 408 of a body not sent within the deadline; the connection closes after it.
 *
 * @param {import("node:http").ServerResponse} response
 * @param {string} traceId
 */
export function tooSlow(response, traceId) {
  problem(
    response,
    408,
    {
      type: "https://tools.ietf.org/html/rfc9110#section-15.5.9",
      title: "Request Timeout",
      detail: "The request took too long to arrive. Please try again.",
    },
    {},
    traceId,
  );
}

/**
 * The 503 of a full queue of anonymous account actions, unread as well.
 *
 * @param {import("node:http").ServerResponse} response
 */
export function busy(response) {
  problem(
    response,
    503,
    {
      type: "https://tools.ietf.org/html/rfc9110#section-15.6.4",
      title: "Service Unavailable",
      detail: "The service is busy. Please try again in a moment.",
    },
    { "Retry-After": "5" },
  );
}

/**
 * @param {import("node:http").ServerResponse} response
 * @param {number} status
 * @param {Record<string, unknown>} fields
 * @param {Record<string, string>} [headers]
 * @param {string} [traceId]
 */
function problem(response, status, fields, headers = {}, traceId = randomUUID()) {
  const body = JSON.stringify({ ...fields, status, traceId });
  response.writeHead(status, {
    ...Object.fromEntries(STATIC_SECURITY_HEADERS.map(({ key, value }) => [key, value])),
    "Content-Type": "application/problem+json",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    Connection: "close",
    ...headers,
  });
  response.end(body);
}
