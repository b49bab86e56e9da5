#!/usr/bin/env bash
# `npm run test:observatory -- [base URL]`: installs Mozilla's HTTP Observatory into this folder
# when it is missing or older than its lock file, then scans the running server (scan.mjs).
# It lives apart from the app's package.json because its install scripts fetch certificate
# bundles from the internet, which makes `npm ci` fail offline: here it is installed with
# --ignore-scripts, and scan.mjs supplies the one file those scripts would have written.
set -euo pipefail
cd "$(dirname "$0")"
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing the HTTP Observatory (npm ci --ignore-scripts)…"
  npm ci --ignore-scripts --no-audit --no-fund --loglevel=error >/dev/null
fi
exec node scan.mjs "$@"
