// The front door's own answers (lib/api/front-door.mjs): RFC 9457 problem details written
// straight to the connection, before Next.js, for a body too large, too slow or a queue too long;
// and its log lines. Plain JavaScript, as the front door is.
import { randomUUID } from "node:crypto";

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
 * file cannot import; LOG_LEVEL=error leaves warnings out, as there.
 *
 * @param {"warn"} level
 * @param {string} message
 * @param {Record<string, unknown>} fields
 */
export function logLine(level, message, fields) {
  if ((process.env.LOG_LEVEL ?? "").toLowerCase() === "error") return;
  console.log(JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }));
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
    "Content-Type": "application/problem+json",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    Connection: "close",
    ...headers,
  });
  response.end(body);
}
