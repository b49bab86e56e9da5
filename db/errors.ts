/** PostgreSQL's SQLSTATE for a unique violation. */
const UNIQUE_VIOLATION = "23505";

/**
 * What says the database could not be used at all, rather than refused a query: the driver's
 * own codes (postgres.js names a lost connection CONNECTION_CLOSED and the like), the operating
 * system's for a server that is not listening, and PostgreSQL's SQLSTATEs for a server shutting
 * down, restarting or full (57P01–57P03, 53300). Class 08 (connection exception) is matched by
 * its prefix.
 */
const UNAVAILABLE = new Set([
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);

/**
 * What embedded PGlite throws, with no code, once it is closed or closing: the embedded
 * database is gone for this process until it starts again.
 */
const PGLITE_CLOSED = /^PGlite is clos(ed|ing)$/;

/**
 * The error and each error under it: Drizzle wraps driver errors in `cause`, and Node reports a
 * refused connection to a name with several addresses as an AggregateError of one per address.
 */
function* errorChain(error: unknown): Generator<Record<string, unknown>> {
  const pending = [error];
  for (let current = pending.shift(); current !== undefined; current = pending.shift()) {
    if (!(current instanceof Object)) continue;
    const fields = current as Record<string, unknown>;
    yield fields;
    if (fields.cause !== undefined) pending.push(fields.cause);
    if (current instanceof AggregateError) pending.push(...(current.errors as unknown[]));
  }
}

/** The first error code (SQLSTATE or the driver's) in the error or its causes. */
export function errorCode(error: unknown): string | undefined {
  for (const fields of errorChain(error)) {
    if (typeof fields.code === "string") return fields.code;
  }
  return undefined;
}

/**
 * Whether a query failed on a unique index (optionally a named one). postgres.js and PGlite name
 * the fields alike, so both the error and its causes are checked.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const { code, constraint: name, constraint_name: altName } of errorChain(error)) {
    if (code === UNIQUE_VIOLATION) {
      return constraint === undefined || name === constraint || altName === constraint;
    }
  }
  return false;
}

/**
 * Whether the database was unreachable or going away (a 503, worth a retry), as opposed to a
 * query that failed (a 500). Embedded PGlite that was closed counts as unreachable.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of errorChain(error)) {
    if (typeof code === "string" && (UNAVAILABLE.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
      return true;
    }
    if (typeof message === "string" && PGLITE_CLOSED.test(message)) return true;
  }
  return false;
}
