/**
 * After the Playwright suite (scripts/test.sh): fails if the e2e server's log holds any password,
 * one-time code, anti-forgery token or cookie value that the suite used (issue 7). The secrets come
 * from e2e/fixtures/secrets.ts's file, the seeded accounts (e2e/accounts.ts) and every code in the
 * captured mail; the log is the whole output of scripts/e2e-server.sh's server at LOG_LEVEL=info.
 * It also fails when the log or the secrets are missing, so that it cannot pass by checking
 * nothing. Run it after a whole suite: `npx tsx scripts/check-e2e-log.ts`.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { E2E_ACCOUNTS } from "../e2e/accounts";
import { checkLog, codesInMail, distinctSecrets, parseSecrets, type Secret } from "./e2e-log-check";

const dataDir = process.env.E2E_DATA_DIR ?? ".data/e2e";
const logFile = process.env.E2E_SERVER_LOG ?? path.join(dataDir, "server.log");
const secretsFile = path.join(dataDir, "secrets.txt");
const inbox = path.join(dataDir, "inbox");

function fail(message: string): never {
  console.error(`e2e log check: FAILED: ${message}`);
  process.exit(1);
}

if (!existsSync(logFile)) fail(`there is no server log at ${logFile}.`);
if (!existsSync(secretsFile)) fail(`the suite recorded no secrets (${secretsFile} is missing).`);

const recorded = parseSecrets(readFileSync(secretsFile, "utf8"));
const seeded: Secret[] = Object.values(E2E_ACCOUNTS).map((account) => ({
  kind: "password",
  value: account.password,
}));
const mailed: Secret[] = (existsSync(inbox) ? readdirSync(inbox) : []).flatMap((file) =>
  codesInMail(readFileSync(path.join(inbox, file), "utf8")).map((value) => ({
    kind: "code" as const,
    value,
  })),
);
const secrets = distinctSecrets([...recorded, ...seeded, ...mailed]);
const result = checkLog(readFileSync(logFile, "utf8"), secrets);
const { password, code, token, cookie } = result.secrets;
const summary =
  `${String(secrets.length)} secrets (${String(password)} passwords, ${String(code)} one-time codes, ` +
  `${String(token)} anti-forgery tokens, ${String(cookie)} cookie values; ${String(mailed.length)} codes ` +
  `found in ${String(existsSync(inbox) ? readdirSync(inbox).length : 0)} mails) checked against ` +
  `${String(result.lines)} log lines (${String(result.accessLines)} access lines) of ${logFile}`;

const missing = (["password", "code", "token", "cookie"] as const).filter(
  (kind) => result.secrets[kind] === 0,
);
if (missing.length > 0)
  fail(`${summary}: no ${missing.join(", ")} was recorded; run the whole suite.`);
if (result.accessLines === 0)
  fail(`${summary}: no access line; the server must log at LOG_LEVEL=info.`);
if (!result.shutDown)
  fail(`${summary}: the log does not end with the server's shutdown, so it may be cut short.`);
if (result.leaks.length > 0) {
  for (const leak of result.leaks.slice(0, 50)) console.error(`  ${leak}`);
  fail(`${summary}: ${String(result.leaks.length)} found in the log (above; values not repeated).`);
}
console.log(`e2e log check: ${summary}: none found.`);
