#!/usr/bin/env bash
# The server the Playwright suite runs against: the production build on a fresh embedded
# database with the demo content and the test accounts of e2e/accounts.ts.
set -euo pipefail
cd "$(dirname "$0")/.."
export DATA_DIR="${E2E_DATA_DIR:-.data/e2e}"
export SITE_URL="http://127.0.0.1:${E2E_PORT:-3100}"
unset DATABASE_URL
rm -rf "$DATA_DIR"
npm run -s db:seed
node --conditions=react-server --import tsx e2e/fixtures/seed-e2e.ts
exec npx next start -H 127.0.0.1 -p "${E2E_PORT:-3100}"
