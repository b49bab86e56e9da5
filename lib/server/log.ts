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

// Next.js bundles server code into several layers (route handlers, pages, instrumentation) that
// each evaluate this module: the store lives on globalThis, so that a line written by any layer
// while a request is served carries that request's fields.
const registry = globalThis as typeof globalThis &
  Record<symbol, AsyncLocalStorage<Record<string, unknown>> | undefined>;
const STORE = Symbol.for("faq-corner.log.request-fields");
const requestFields = (registry[STORE] ??= new AsyncLocalStorage<Record<string, unknown>>());

/** Runs `work` with `fields` (the request's traceId) added to every log line it writes. */
export function withLogFields<T>(fields: Record<string, unknown>, work: () => T): T {
  return requestFields.run({ ...requestFields.getStore(), ...fields }, work);
}

// Keys whose values are secrets, whatever their case or separators: passwords, one-time codes
// (`code`, `verificationCode`, `codes`…, but not an HTTP status or error code), tokens,
// cookies, authorization headers, anti-forgery values, secrets and hashes.
const SECRET_KEY =
  /pass(word|wd|phrase)?$|password|secret|token|cookie|authorization|xsrf|csrf|hash$|codes?$/i;
const NOT_SECRET_KEY = /^(status|error|exit|http|response|err)_?codes?$/i;

const isSecretKey = (key: string) => SECRET_KEY.test(key) && !NOT_SECRET_KEY.test(key);

const SECRET_NAME = "(?:session-token|xsrf[\\w-]*|csrf[\\w-]*|pass(?:word|wd)?|secret|token|code)";

// Secrets that can hide inside a string value: a drizzle error lists the query's parameters
// (a password hash, a code), a JWT, a session cookie, a JSON body quoted in a message.
const SECRET_TEXT: [RegExp, string][] = [
  [/(params:\s)[^\n]*/g, "$1[redacted]"],
  // A JWT, or a JWE such as next-auth's session token, whose second part is empty ("dir").
  [/\beyJ[\w-]+\.[\w-]*\.[\w.-]*/g, "[redacted]"],
  [/\$argon2[\w$=,+/.-]+/g, "[redacted]"],
  [/(\bbearer\s+)[\w.~+/-]+=*/gi, "$1[redacted]"],
  // name=value, name: value, "name":"value" (a quoted value may hold spaces).
  [new RegExp(`(${SECRET_NAME}["']?\\s*[=:]\\s*)"(?:[^"\\\\]|\\\\.)*"`, "gi"), '$1"[redacted]"'],
  [new RegExp(`(${SECRET_NAME}["']?\\s*[=:]\\s*)'(?:[^'\\\\]|\\\\.)*'`, "gi"), "$1'[redacted]'"],
  [new RegExp(`(${SECRET_NAME}["']?\\s*[=:]\\s*)[^;,&\\s"']+`, "gi"), "$1[redacted]"],
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
  if (typeof value === "bigint") return value.toString();
  if (value === null || typeof value !== "object") return value;
  if (depth > 8) return "[nested]";
  if (value instanceof Error) return redactText(`${value.name}: ${value.message}`);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      isSecretKey(key) ? "[redacted]" : redact(item, depth + 1),
    ]),
  );
}

/** Writes one JSON line, unless LOG_LEVEL asks for less. Never throws. */
export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (RANK[level] < threshold()) return;
  let line: string;
  try {
    // The fields cannot replace the three every line starts with.
    const {
      time: _time,
      level: _level,
      message: _message,
      ...rest
    } = redact({ ...requestFields.getStore(), ...fields }) as Record<string, unknown>;
    line = JSON.stringify({
      time: new Date().toISOString(),
      level,
      message: redactText(message),
      ...rest,
    });
  } catch {
    // A field that JSON cannot hold: the line without its fields rather than no line.
    line = JSON.stringify({
      time: new Date().toISOString(),
      level,
      message: redactText(message),
      traceId: requestFields.getStore()?.traceId,
    });
  }
  if (level === "error") console.error(line);
  else console.log(line);
}
