#!/usr/bin/env bash
# The server the Playwright suite runs against: the production build on a fresh embedded
# database with the demo content, the extra data of e2e/fixtures/seed-e2e.ts, and a real SMTP
# server (e2e/fixtures/smtp-capture.ts) that catches the mail the app sends.
set -euo pipefail
cd "$(dirname "$0")/.."
port="${E2E_PORT:-3100}"
export DATA_DIR="${E2E_DATA_DIR:-.data/e2e}"
export SITE_URL="http://127.0.0.1:$port"
export E2E_MAIL_DIR="$DATA_DIR/inbox"
export E2E_SMTP_PORT="${E2E_SMTP_PORT:-$((port + 22000))}"
export SMTP_URL="smtp://127.0.0.1:$E2E_SMTP_PORT"
# Every browser in the suite signs in from 127.0.0.1; the per-address limit itself is covered by
# the API tests (tests/api-users-limits.test.ts).
export LOGIN_ATTEMPTS_PER_MINUTE=100000
# Refusals the tests provoke on purpose would bury the output; warnings and errors still show.
export LOG_LEVEL="${LOG_LEVEL:-warn}"
unset DATABASE_URL
rm -rf "$DATA_DIR"
npm run -s db:seed
node --conditions=react-server --import tsx e2e/fixtures/seed-e2e.ts

node --import tsx e2e/fixtures/smtp-capture.ts &
smtp_pid=$!
trap 'kill $smtp_pid 2>/dev/null || true' EXIT
npx next start -H 127.0.0.1 -p "$port"
