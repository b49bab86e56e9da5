/**
 * Structured logs: one JSON line per event on stdout (errors on stderr). Callers pass only
 * what is safe to keep: never passwords, codes, tokens or cookies.
 */
type Level = "info" | "warn" | "error";

const RANK: Record<Level, number> = { info: 0, warn: 1, error: 2 };

/** LOG_LEVEL=warn or error keeps the log to what needs attention (the test runs use warn). */
function threshold(): number {
  const wanted = process.env.LOG_LEVEL as Level | undefined;
  return wanted && wanted in RANK ? RANK[wanted] : 0;
}

export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (RANK[level] < threshold()) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
  if (level === "error") console.error(line);
  else console.log(line);
}
