// Which requests' pages failed because the database could not be reached: instrumentation.ts
// notes them (lib/server/outage.ts), and the front door (lib/api/front-door.mjs) answers those
// 503 with Retry-After instead of Next.js's 500 (docs/decisions/0023).
//
// A request is known by an id the front door gives it in a header, not by an AsyncLocalStorage
// around the whole request: with one more store, every promise Next.js makes while serving any
// page would pay to carry it, for a note that only a database outage writes (issue 41).
//
// Plain JavaScript, as the front door is; the Set is on globalThis, since Next.js bundles its
// own copy of this module apart from the front door's.

/** The request header that carries the front door's id for the request (any sent is replaced). */
export const REQUEST_ID_HEADER = "x-faq-request-id";

/** At most this many noted at once: a request noted whose answer had already begun is never read. */
const MOST_NOTED = 1_000;

/** @type {Set<string>} */
const noted = /** @type {any} */ (
  globalThis[Symbol.for("faq-corner.unavailable-requests")] ??= new Set()
);

/** Notes that the request with this id failed because the database could not be reached. */
export function noteUnavailable(/** @type {string} */ id) {
  if (noted.size >= MOST_NOTED) {
    const oldest = noted.values().next();
    if (!oldest.done) noted.delete(oldest.value);
  }
  noted.add(id);
}

/** Whether the request with this id was noted, forgetting it. */
export function takeUnavailable(/** @type {string} */ id) {
  return noted.delete(id);
}
