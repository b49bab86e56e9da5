import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Structured logs: one JSON line per event on stdout (errors on stderr), with the traceId of the
 * API request being served (the one its ProblemDetails answer carries). Callers pass only what is
 * safe to keep; `redact` is the guard behind them, so that no password, code, token or cookie
 * reaches the log even by mistake.
 */
export type Level = "info" | "warn" | "error";

const RANK: Record<Level, number> = { info: 0, warn: 1, error: 2 };

/** LOG_LEVEL=warn or error keeps the log to what needs attention (the test runs use warn). */
function threshold(): number {
  const wanted = process.env.LOG_LEVEL as Level | undefined;
  return wanted && wanted in RANK ? RANK[wanted] : 0;
}

/** Fields every line written while serving one request carries (lib/api/route.ts sets them). */
const requestFields = new AsyncLocalStorage<Record<string, unknown>>();

/** Runs `work` with `fields` (the request's traceId) added to every log line it writes. */
export function withLogFields<T>(fields: Record<string, unknown>, work: () => T): T {
  return requestFields.run({ ...requestFields.getStore(), ...fields }, work);
}

// Keys whose values are secrets, whatever their case or separators: passwords, one-time codes,
// tokens, cookies, authorization headers, anti-forgery values, secrets.
const SECRET_KEY =
  /pass(word|wd|phrase)?$|password|secret|token|cookie|authorization|xsrf|csrf|^(one_?time_?|verification_?|reset_?|email_?)?codes?$|hash$/i;

// Secrets that can hide inside a string value: a drizzle error lists the query's parameters
// (a password hash, a code), a JWT, a session cookie.
const SECRET_TEXT: [RegExp, string][] = [
  [/(params:\s)[^\n]*/g, "$1[redacted]"],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, "[redacted]"],
  [/((?:session-token|xsrf[\w-]*|csrf[\w-]*|password|code)\s*[=:]\s*)[^;,&\s"]+/gi, "$1[redacted]"],
  [/\$argon2[\w$=,+/.-]+/g, "[redacted]"],
];

function redactText(text: string): string {
  return SECRET_TEXT.reduce(
    (result, [pattern, replacement]) => result.replace(pattern, replacement),
    text,
  );
}

/** A copy of `value` with secret-named keys replaced by "[redacted]" and secrets in text masked. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return redactText(value);
  if (value === null || typeof value !== "object") return value;
  if (depth > 8) return "[nested]";
  if (value instanceof Error) return redactText(`${value.name}: ${value.message}`);
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_KEY.test(key) ? "[redacted]" : redact(item, depth + 1),
    ]),
  );
}

export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (RANK[level] < threshold()) return;
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    message: redactText(message),
    ...(redact({ ...requestFields.getStore(), ...fields }) as Record<string, unknown>),
  });
  if (level === "error") console.error(line);
  else console.log(line);
}
