/** PostgreSQL's SQLSTATE for a unique violation. */
const UNIQUE_VIOLATION = "23505";

/**
 * Whether a query failed on a unique index (optionally a named one). Drizzle wraps driver errors,
 * and postgres.js and PGlite name the fields alike, so both the error and its causes are checked.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (
    let current = error;
    current instanceof Object;
    current = (current as { cause?: unknown }).cause
  ) {
    const {
      code,
      constraint: name,
      constraint_name: altName,
    } = current as {
      code?: unknown;
      constraint?: unknown;
      constraint_name?: unknown;
    };
    if (code === UNIQUE_VIOLATION) {
      return constraint === undefined || name === constraint || altName === constraint;
    }
  }
  return false;
}
