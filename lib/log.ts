/**
 * Structured logs: one JSON line per event on stdout (errors on stderr). Callers pass only
 * what is safe to keep: never passwords, codes, tokens or cookies.
 */
type Level = "info" | "warn" | "error";

export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
  if (level === "error") console.error(line);
  else console.log(line);
}
