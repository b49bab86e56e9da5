/**
 * The check behind scripts/test/check-e2e-log.ts (issue 7: logs never hold passwords, codes, tokens or
 * cookies): every secret the Playwright suite used, looked for in the e2e server's whole log as it
 * is and as JSON, a URL or a form would write it, and the shapes of the app's own secrets (a
 * session token, an anti-forgery cookie, a password hash) whatever their value.
 */
import type { Secret, SecretKind } from "../../harness/secrets";

export interface LogCheck {
  /** Lines of the log. */
  lines: number;
  /** Access lines (one per API request): a log at LOG_LEVEL=info has them. */
  accessLines: number;
  /** Whether the log ends with the server's clean shutdown, i.e. it covers the whole run. */
  shutDown: boolean;
  /** Distinct secrets looked for, by kind. */
  secrets: Record<SecretKind, number>;
  /** What was found, each with its line number; the secret itself is never repeated. */
  leaks: string[];
}

/** Values too short to be told apart from other text are not looked for. */
const MIN_LENGTH = 6;

/** Secrets of the app's own making, whatever their value. */
const SHAPES: [string, RegExp][] = [
  ["a session token (JWT or JWE)", /\beyJ[\w-]{8,}\.[\w-]*\.[\w-]{8,}/],
  ["an anti-forgery cookie (secret.signature)", /(?<![\w-])[\w-]{43}\.[\w-]{43}(?![\w-])/],
  ["a password hash", /\$argon2(id|i|d)\$/],
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The ways `value` can be written in a log line. */
function forms(value: string): string[] {
  return [
    ...new Set([
      value,
      JSON.stringify(value).slice(1, -1),
      encodeURIComponent(value),
      encodeURIComponent(value).replace(/%20/g, "+"),
    ]),
  ];
}

/** A matcher per secret: a code only as a number of its own, not inside a longer one or a UUID. */
function matcher(secret: Secret): (line: string) => boolean {
  if (secret.kind === "code" && /^\d+$/.test(secret.value)) {
    const pattern = new RegExp(`(?<![0-9A-Za-z])${secret.value}(?![0-9A-Za-z])`);
    return (line) => pattern.test(line);
  }
  const written = forms(secret.value);
  const pattern = new RegExp(written.map(escapeRegExp).join("|"));
  return (line) => pattern.test(line);
}

export function distinctSecrets(secrets: Secret[]): Secret[] {
  const seen = new Map<string, Secret>();
  for (const secret of secrets) {
    if (secret.value.length >= MIN_LENGTH && !seen.has(secret.value)) {
      seen.set(secret.value, secret);
    }
  }
  return [...seen.values()];
}

export function checkLog(log: string, given: Secret[]): LogCheck {
  const lines = log.split("\n");
  if (lines.at(-1) === "") lines.pop();
  const secrets = distinctSecrets(given);
  const matchers = secrets.map((secret) => ({ secret, matches: matcher(secret) }));
  const leaks: string[] = [];
  let accessLines = 0;
  let shutDown = false;
  lines.forEach((line, index) => {
    if (line.includes('"message":"request"')) accessLines += 1;
    if (line.includes('"message":"shut down: database closed"')) shutDown = true;
    for (const { secret, matches } of matchers) {
      if (matches(line)) leaks.push(`line ${String(index + 1)}: a ${secret.kind} the suite used`);
    }
    for (const [what, shape] of SHAPES) {
      if (shape.test(line)) leaks.push(`line ${String(index + 1)}: ${what}`);
    }
  });
  const counts: Record<SecretKind, number> = { password: 0, code: 0, token: 0, cookie: 0 };
  for (const secret of secrets) counts[secret.kind] += 1;
  return { lines: lines.length, accessLines, shutDown, secrets: counts, leaks };
}

/** The 6-digit codes in a mail as the app writes it (plain text, maybe quoted-printable). */
export function codesInMail(raw: string): string[] {
  const decoded = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return [...decoded.matchAll(/^\s*(\d{6})\s*$/gm)].map((match) => match[1] ?? "");
}
