#!/usr/bin/env bash
# The whole test suite (README "Quick start", second command; .ci/run runs it too):
# system packages it needs, typecheck, lint, format, unit and integration tests on embedded PGlite
# and on a throw-away PostgreSQL 15 server, the production build, and the Playwright suite.
set -euo pipefail
cd "$(dirname "$0")/../.."

CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
# Debian's nginx, in front of two app servers in tests/nginx-front.test.ts (scripts/ops/nginx-front.ts
# reads NGINX too).
export NGINX=${NGINX:-/usr/sbin/nginx}
log=$(mktemp)
# Each step says when it began (minutes:seconds since the start), and the one before how long it
# took and how busy it kept the machine's cores, so a slow step, or one that leaves cores idle,
# shows in the log.
cpu_ticks() {
  local _ user nice system idle iowait irq softirq steal
  read -r _ user nice system idle iowait irq softirq steal _ </proc/stat
  echo "$((user + nice + system + irq + softirq + steal)) $((idle + iowait))"
}
step_done() {
  [ -n "${step_ticks:-}" ] || return 0
  local busy0 idle0 busy1 idle1
  read -r busy0 idle0 <<<"$step_ticks"
  read -r busy1 idle1 <<<"$(cpu_ticks)"
  local total=$((busy1 - busy0 + idle1 - idle0))
  [ "$total" -gt 0 ] || total=1
  printf '   (took %d s, CPU %d%% busy)\n' $((SECONDS - step_began)) $((100 * (busy1 - busy0) / total))
}
step() {
  step_done
  step_ticks=$(cpu_ticks)
  step_began=$SECONDS
  local load _
  read -r load _ </proc/loadavg
  # The load average as the step begins: work left running from elsewhere shows here.
  printf '\n\033[1m== %s\033[0m (at %d:%02d, load %s)\n' "$*" $((SECONDS / 60)) $((SECONDS % 60)) "$load"
}

# PostgreSQL 15 or newer (harness/find-postgres.mjs): sets PG_BIN and PG_VERSION, exported so that
# the tests' own clusters (harness/postgres-cluster.ts) use the same one. Returns 1, with what
# to install in $pg_missing, when none is found; exits when PG_BIN is set but wrong.
find_postgres() {
  local found status=0 why
  why=$(mktemp)
  found=$(node harness/find-postgres.mjs 2>"$why") || status=$?
  pg_missing=$(cat "$why")
  rm -f "$why"
  if [ "$status" = 1 ]; then
    echo "$pg_missing" >&2
    exit 1
  fi
  if [ "$status" != 0 ]; then return 1; fi
  IFS=$'\t' read -r PG_BIN PG_VERSION pg_found_by <<<"$found"
  export PG_BIN PG_VERSION
  echo "PostgreSQL $PG_VERSION in $PG_BIN ($pg_found_by)"
}

# --- system packages: Debian's chromium (Playwright cannot download browsers here), PostgreSQL,
# nginx, and a Java runtime for the Nu HTML checker (vnu-jar, e2e/html-validity.spec.ts)
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium)
find_postgres || missing+=(postgresql)
[ -x "$NGINX" ] || missing+=(nginx)
command -v java >/dev/null || missing+=(default-jre-headless)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
    [ -x "$CHROMIUM" ] || echo "Missing chromium: install it (sudo apt-get install -y chromium), or set CHROMIUM to it." >&2
    [ -n "${PG_BIN:-}" ] || echo "$pg_missing" >&2
    [ -x "$NGINX" ] || echo "Missing nginx: install it (sudo apt-get install -y nginx), or set NGINX to it." >&2
    command -v java >/dev/null || echo "Missing java: install it (sudo apt-get install -y default-jre-headless)." >&2
    exit 1
  fi
  step "installing ${missing[*]}"
  apt-get update -qq
  # Debian's packages start their services once installed (nginx on port 80, PostgreSQL on
  # 5432); the suite starts its own, so a policy-rc.d that refuses every start keeps them off
  # (unless the machine already has one of its own).
  no_services=
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
    chmod +x /usr/sbin/policy-rc.d
    no_services=1
  fi
  installed=0
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null || installed=$?
  [ -z "$no_services" ] || rm -f /usr/sbin/policy-rc.d
  [ "$installed" = 0 ] || exit "$installed"
  [ -n "${PG_BIN:-}" ] || find_postgres || {
    echo "$pg_missing" >&2
    exit 1
  }
fi

# Typecheck, lint and the format check each keep to one core: side by side, each to a file of its
# own, shown in turn once all three are done.
step "typecheck, lint and format, side by side"
checks=$(mktemp -d)
npm run -s typecheck >"$checks/typecheck" 2>&1 &
typecheck_pid=$!
npm run -s lint >"$checks/lint" 2>&1 &
lint_pid=$!
npm run -s format:check >"$checks/format" 2>&1 &
format_pid=$!
checks_failed=0
for check in typecheck:$typecheck_pid lint:$lint_pid format:$format_pid; do
  name=${check%%:*}
  if wait "${check#*:}"; then echo "$name: passed"; else
    echo "$name: FAILED"
    checks_failed=1
  fi
  cat "$checks/$name"
done
rm -rf "$checks"
[ "$checks_failed" = 0 ] || exit 1

# Issue 7: no known high or critical advisory in any dependency. The advisory service is the
# registry's; when it cannot be reached the step says so loudly instead of passing in silence.
step "npm audit (high and critical advisories)"
if audit=$(npm audit --audit-level=high 2>&1); then
  echo "$audit"
else
  echo "$audit"
  if grep -qE "audit endpoint returned an error|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT" <<<"$audit" &&
    ! grep -qiE "[0-9]+ (high|critical)" <<<"$audit"; then
    echo "npm audit: NOT AUDITED, the registry's advisory service did not answer (see above)." >&2
  else
    exit 1
  fi
fi

step "production build (the API tests and Playwright run against it)"
npm run -s build

# Issue 8: the benchmark at tiny sizes, so that `npm run bench` keeps working. It reuses the build
# above (it builds only a missing or stale one) and brings its own PostgreSQL cluster (first free
# port from 55431), data folders and copies of the build; it fails only when a step breaks, not
# on a missed target, and writes its report to a temporary file, not docs/benchmarks.md.
#
# A fresh clone of HEAD installed as in production (npm ci --omit=dev: no tsx) builds, and its
# operator commands work (docs/decisions/0029). It needs nothing of the steps around it, and it and
# the smoke run each spend much of their time waiting (on npm and the disk; on servers starting and
# on timed measurements), so it runs beside the smoke run, to a log of its own shown after it
# (docs/decisions/0034, 0035).
production_log=$(mktemp)
LOG_LEVEL=warn setsid node --import ./tests/helpers/register.mjs --import tsx --test \
  --test-force-exit --test-reporter=spec tests/production-install.test.ts >"$production_log" 2>&1 &
production_pid=$!
stop_production_install() { kill -- "-$production_pid" 2>/dev/null || true; }
trap stop_production_install EXIT
step "benchmark, smoke run (npm run bench -- --smoke), beside the production install"
npm run -s bench -- --smoke --out "$(mktemp /tmp/faq-bench-smoke.XXXXXX.md)"

step "production install: npm ci --omit=dev, npm run build, the operator commands (run beside the smoke run)"
if wait "$production_pid"; then production_status=0; else production_status=$?; fi
trap - EXIT
tee -a "$log" <"$production_log"
rm -f "$production_log"
[ "$production_status" = 0 ] || exit 1

unit_tests() { find tests -name '*.test.ts' | grep -v '^tests/production-install\.test\.ts$' | sort; }
# Several app servers share a PostgreSQL: tests/multi-server.test.ts,
# tests/multi-server-search.test.ts and tests/nginx-front.test.ts (two servers behind nginx) run in
# the PostgreSQL pass only (run alone, each starts a PostgreSQL of its own). So do the suites whose
# subject is the HTTP layer in front of the database, the same code whatever the engine: the proxy
# bypass attempts, the page cache, the client address and the
# front door, the security headers, the any-case routes and the OpenAPI document. They run against
# the production engine (docs/decisions/0035), as does the PostgreSQL driver's own test.
postgres_only='multi-server|multi-server-search|nginx-front|api-bypass|page-cache|client-address|front-door|security-headers|api-contract-routes|openapi|postgres-driver'
pglite_unit_tests() { unit_tests | grep -vE "^tests/($postgres_only)\.test\.ts$"; }
# Two test files at a time: each has a database, a data folder and ports of its own, and much of
# a file's time is spent waiting on servers it started. --test-force-exit ends a file's process
# once its tests are done: a handle left open (a database connection, a timer) must not hang the
# run, as it once did until CI's time ran out.
run_unit_tests() {
  LOG_LEVEL=warn node --import ./tests/helpers/register.mjs --import tsx --test --test-force-exit \
    --test-concurrency="${TEST_CONCURRENCY:-2}" --test-reporter=spec "$@" 2>&1 | tee -a "$log"
}

# The fuzz tests (tests/api-fuzz-faq.test.ts, tests/api-fuzz-user.test.ts) send each endpoint its
# full 500 generated requests in the PostgreSQL pass; here, where the same validation answers, 100
# (docs/decisions/0034).
step "unit and integration tests on embedded PGlite"
TEST_DB=pglite FUZZ_RUNS=${PGLITE_FUZZ_RUNS:-100} run_unit_tests $(pglite_unit_tests)

# --- a PostgreSQL server in a temporary folder, on a port of its own; the server refuses to
# run as root, so as root it runs as the postgres user.
step "unit and integration tests on PostgreSQL $PG_VERSION ($PG_BIN)"
pg_dir=$(mktemp -d /tmp/faq-test-pg.XXXXXX)
pg_port=${TEST_PG_PORT:-54329}
as_pg=()
if [ "$(id -u)" = 0 ]; then
  chown postgres "$pg_dir"
  as_pg=(runuser -u postgres --)
fi
stop_pg() {
  "${as_pg[@]}" "$PG_BIN/pg_ctl" -D "$pg_dir/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$pg_dir"
}
trap stop_pg EXIT
"${as_pg[@]}" "$PG_BIN/initdb" -D "$pg_dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
"${as_pg[@]}" "$PG_BIN/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/server.log" -w \
  -o "-p $pg_port -k $pg_dir -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
psql=psql
[ -x "$PG_BIN/psql" ] && psql=$PG_BIN/psql
psql_admin() { "${as_pg[@]}" "$psql" -h "$pg_dir" -p "$pg_port" -U postgres -v ON_ERROR_STOP=1 -q "$@"; }
# The app's role owns its databases but is no superuser, as on a managed PostgreSQL.
psql_admin -c "CREATE ROLE faq LOGIN CREATEDB PASSWORD 'faq'" -c "CREATE DATABASE faq_template OWNER faq"
server_url="postgres://faq:faq@127.0.0.1:$pg_port/postgres"
DATABASE_URL="postgres://faq:faq@127.0.0.1:$pg_port/faq_template" npm run -s db:migrate
TEST_DB=postgres TEST_DATABASE_URL="$server_url" TEST_TEMPLATE_DB=faq_template run_unit_tests $(unit_tests)

# Two halves of the suite side by side, each against a server, an embedded database, a mail catcher
# and a data folder of its own (.data/e2e-1, .data/e2e-2): each spec file sees exactly what it
# would in one run (docs/decisions/0034). Each half writes to a log of its own, shown when both
# are done.
step "end-to-end tests (Playwright, Debian chromium), two halves side by side"
e2e_half() {
  E2E_HALF=$1 E2E_PORT=$((3100 + $1 * 100)) E2E_DATA_DIR=.data/e2e-$1 \
    npx playwright test --output="test-results/half-$1" >"$2" 2>&1
}
e2e_logs=$(mktemp -d)
e2e_half 1 "$e2e_logs/1" &
e2e_first=$!
e2e_half 2 "$e2e_logs/2" &
e2e_second=$!
e2e_failed=0
for half in 1:$e2e_first 2:$e2e_second; do
  wait "${half#*:}" || e2e_failed=1
  echo "-- half ${half%%:*} of the suite"
  tee -a "$log" <"$e2e_logs/${half%%:*}"
done
rm -rf "$e2e_logs"
[ "$e2e_failed" = 0 ] || exit 1

# Issue 7: the e2e servers' whole logs (scripts/test/e2e-server.sh) hold none of the passwords,
# one-time codes, anti-forgery tokens or cookie values the suite used (e2e/fixtures/secrets.ts).
step "e2e server logs: no password, code, token or cookie"
# One check over both halves: a half may send no mail, so each kind of secret must have been used
# by one half or the other, and each half's log is checked against all of them.
E2E_DATA_DIRS=.data/e2e-1,.data/e2e-2 node --import tsx scripts/test/check-e2e-log.ts

# Issue 7: Mozilla's HTTP Observatory against the production build, on a server and an empty
# embedded database of its own; only the https-only checks may fail (tools/observatory/scan.mjs).
step "HTTP Observatory scan"
obs_dir=$(mktemp -d /tmp/faq-observatory.XXXXXX)
obs_port=$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')
DATA_DIR="$obs_dir" SITE_URL="http://127.0.0.1:$obs_port" LOG_LEVEL=warn \
  setsid node server.mjs --hostname 127.0.0.1 --port "$obs_port" >"$obs_dir/server.log" 2>&1 &
obs_pid=$!
stop_observatory_server() {
  kill -- "-$obs_pid" 2>/dev/null || true
  wait "$obs_pid" 2>/dev/null || true
  rm -rf "$obs_dir"
}
node -e 'const url = process.argv[1]; const until = Date.now() + 60000;
  const poll = () => fetch(url).then((r) => process.exit(r.ok ? 0 : 1), () =>
    Date.now() < until ? setTimeout(poll, 500) : process.exit(1));
  poll();' "http://127.0.0.1:$obs_port/faq" || { cat "$obs_dir/server.log"; stop_observatory_server; exit 1; }
if ! npm run -s test:observatory -- "http://127.0.0.1:$obs_port"; then
  stop_observatory_server
  exit 1
fi
stop_observatory_server

count() { grep -oE "$1" "$log" | grep -oE '[0-9]+' | awk '{ total += $1 } END { print total + 0 }'; }
passed=$(count '^ℹ pass [0-9]+|^ +[0-9]+ passed')
failed=$(count '^ℹ fail [0-9]+|^ +[0-9]+ failed')
step_done
echo
echo "all: $passed passed, $failed failed, in $((SECONDS / 60)) min $((SECONDS % 60)) s"
