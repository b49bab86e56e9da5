#!/usr/bin/env bash
# The server the Playwright suite runs against: the production build on a fresh embedded
# database with the demo content, the extra data of e2e/fixtures/seed-e2e.ts, and a real SMTP
# server (e2e/fixtures/smtp-capture.ts) that catches the mail the app sends.
set -euo pipefail
cd "$(dirname "$0")/../.."
port="${E2E_PORT:-3100}"
export DATA_DIR="${E2E_DATA_DIR:-.data/e2e}"
export SITE_URL="http://127.0.0.1:$port"
export E2E_MAIL_DIR="$DATA_DIR/inbox"
export E2E_SMTP_PORT="${E2E_SMTP_PORT:-$((port + 22000))}"
export SMTP_URL="smtp://127.0.0.1:$E2E_SMTP_PORT"
# Every browser in the suite signs in from 127.0.0.1; the per-address limit itself is covered by
# the API tests (tests/api-users-limits.test.ts).
export LOGIN_ATTEMPTS_PER_MINUTE=100000
# Likewise every search and account action comes from 127.0.0.1 (tests/api-faq-analytics.test.ts
# and tests/api-users-limits.test.ts cover those budgets).
export SEARCHES_RECORDED_PER_ADDRESS=1000000
export ACCOUNT_ACTIONS_PER_ADDRESS=1000000
# The suite's Admin signs in dozens of times a minute, and an app's code works once per 30 s:
# two-step login itself is driven in e2e/portal-two-factor.spec.ts, and the rule that Admins
# must use it (the default) in tests/api-users-two-factor.test.ts.
export ADMIN_TWO_FACTOR=optional
# The app's whole log, an access line per API request included, goes to a file that
# scripts/test/check-e2e-log.ts reads after the suite: it must hold no password, code, token or cookie
# the suite used. The console shows the rest: refusals the tests provoke on purpose would bury it.
export LOG_LEVEL=info
server_log="${E2E_SERVER_LOG:-$DATA_DIR/server.log}"
unset DATABASE_URL
rm -rf "$DATA_DIR"
mkdir -p "$DATA_DIR" "$(dirname "$server_log")"
: >"$server_log"
# Next.js keeps the public pages it renders in the build folder, and any server of that folder
# serves them: each e2e server serves a copy of the build of its own, so that one half of the
# suite (scripts/test/test.sh runs two side by side) never gets a page rendered from the other's
# database or with the other's address, and the suite leaves no page in the build itself.
node --import tsx scripts/test/copy-build.ts "$DATA_DIR/build"
export NEXT_DIST_DIR="$DATA_DIR/build"
npm run -s db:seed 2>&1 | tee -a "$server_log"
node --conditions=react-server --import tsx e2e/fixtures/seed-e2e.ts 2>&1 | tee -a "$server_log"

node --import tsx e2e/fixtures/smtp-capture.ts &
smtp_pid=$!
trap 'kill $smtp_pid 2>/dev/null || true' EXIT
seeded=$(stat -c %s "$server_log")
node server.mjs --hostname 127.0.0.1 --port "$port" >>"$server_log" 2>&1 &
server_pid=$!
tail -c "+$((seeded + 1))" -F --pid="$server_pid" "$server_log" 2>/dev/null |
  grep --line-buffered -v '^{.*"level":"info"' &
# Playwright stops this server with SIGTERM to the whole process group (playwright.config.ts):
# the app finishes its requests and closes the database, and this script waits for that, so that
# the log is complete when Playwright returns.
trap ':' TERM INT
while :; do
  if wait "$server_pid"; then status=0; else status=$?; fi
  kill -0 "$server_pid" 2>/dev/null || break
done
exit "$status"
