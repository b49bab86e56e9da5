/**
 * After the Playwright suite (scripts/test/test.sh): fails if the e2e server's log holds any password,
 * one-time code, anti-forgery token or cookie value that the suite used (issue 7). The secrets come
 * from e2e/fixtures/secrets.ts's file, the seeded accounts (e2e/accounts.ts) and every code in the
 * captured mail; the log is the whole output of scripts/test/e2e-server.sh's server at LOG_LEVEL=info.
 * It also fails when the log or the secrets are missing, so that it cannot pass by checking
 * nothing. Run it after a whole suite: `npx tsx scripts/test/check-e2e-log.ts`; after a suite run in
 * halves, name each half's data folder: `E2E_DATA_DIRS=.data/e2e-1,.data/e2e-2`.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { E2E_ACCOUNTS } from "../../harness/accounts";
import { parseSecrets, type Secret } from "../../harness/secrets";
import { checkLog, codesInMail, distinctSecrets } from "./e2e-log-check";

/** One data folder per run of the suite: two when it ran in halves (E2E_DATA_DIRS=a,b). */
const dataDirs = (process.env.E2E_DATA_DIRS ?? process.env.E2E_DATA_DIR ?? ".data/e2e").split(",");

function fail(message: string): never {
  console.error(`e2e log check: FAILED: ${message}`);
  process.exit(1);
}

/** The server's log: scripts/test/e2e-server.sh's E2E_SERVER_LOG when one suite ran, as it writes it. */
function logFileOf(dataDir: string): string {
  const named = dataDirs.length === 1 ? process.env.E2E_SERVER_LOG : undefined;
  return named ?? path.join(dataDir, "server.log");
}

function mailFiles(dataDir: string): string[] {
  const inbox = path.join(dataDir, "inbox");
  return existsSync(inbox) ? readdirSync(inbox).map((file) => path.join(inbox, file)) : [];
}

for (const dataDir of dataDirs) {
  const logFile = logFileOf(dataDir);
  if (!existsSync(logFile)) fail(`there is no server log at ${logFile}.`);
  const secretsFile = path.join(dataDir, "secrets.txt");
  if (!existsSync(secretsFile)) fail(`the suite recorded no secrets (${secretsFile} is missing).`);
}

// A half of the suite may send no mail, or use no password: each log is checked against the
// secrets of every half, and each kind must have been used somewhere.
const recorded = dataDirs.flatMap((dataDir) =>
  parseSecrets(readFileSync(path.join(dataDir, "secrets.txt"), "utf8")),
);
const seeded: Secret[] = Object.values(E2E_ACCOUNTS).map((account) => ({
  kind: "password",
  value: account.password,
}));
const mails = dataDirs.flatMap(mailFiles);
const mailed: Secret[] = mails.flatMap((file) =>
  codesInMail(readFileSync(file, "utf8")).map((value) => ({ kind: "code" as const, value })),
);
const secrets = distinctSecrets([...recorded, ...seeded, ...mailed]);
const results = dataDirs.map((dataDir) => {
  const logFile = logFileOf(dataDir);
  return { logFile, ...checkLog(readFileSync(logFile, "utf8"), secrets) };
});
const looked = { password: 0, code: 0, token: 0, cookie: 0 };
for (const secret of secrets) looked[secret.kind] += 1;
const { password, code, token, cookie } = looked;
const lines = results.reduce((total, result) => total + result.lines, 0);
const accessLines = results.reduce((total, result) => total + result.accessLines, 0);
const summary =
  `${String(secrets.length)} secrets (${String(password)} passwords, ${String(code)} one-time codes, ` +
  `${String(token)} anti-forgery tokens, ${String(cookie)} cookie values; ${String(mailed.length)} codes ` +
  `found in ${String(mails.length)} mails) checked against ${String(lines)} log lines ` +
  `(${String(accessLines)} access lines) of ${results.map((result) => result.logFile).join(", ")}`;

const missing = (["password", "code", "token", "cookie"] as const).filter(
  (kind) => looked[kind] === 0,
);
if (missing.length > 0)
  fail(`${summary}: no ${missing.join(", ")} was recorded; run the whole suite.`);
for (const result of results) {
  if (result.accessLines === 0)
    fail(`${summary}: no access line in ${result.logFile}; the server must log at LOG_LEVEL=info.`);
  if (!result.shutDown)
    fail(
      `${summary}: ${result.logFile} does not end with the server's shutdown, so it may be cut short.`,
    );
}
const leaks = results.flatMap((result) => result.leaks.map((leak) => `${result.logFile}: ${leak}`));
if (leaks.length > 0) {
  for (const leak of leaks.slice(0, 50)) console.error(`  ${leak}`);
  fail(`${summary}: ${String(leaks.length)} found in the logs (above; values not repeated).`);
}
console.log(`e2e log check: ${summary}: none found.`);
