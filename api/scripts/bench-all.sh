#!/usr/bin/env bash
# Every scale measurement of the API in one run (not a test; issue 15 and the budget of issue 12):
# lists, filters, sorts and exports at each size on PGlite and PostgreSQL, the budget calls at
# 50 000 demands of one client and 1 000 000 in the firm, the per-request overhead, the cold
# start, the load run (200 users for 60 s) and the sign-in storm, on both databases.
# The machine's load average is printed before each part (timings on a shared machine need it).
#
#   npm run bench:all -w @dpohub/api
#   BENCH_SIZES=10000,100000,1000000 npm run bench:all -w @dpohub/api
#
# Without TEST_DATABASE_URL a private PostgreSQL is started on BENCH_PG_PORT (55506) for the run
# (scripts/pg-test-server.sh; needs Debian's postgresql). Results: bench-results/ and stdout.
set -euo pipefail
cd "$(dirname "$0")/.."
export BENCH_SIZES=${BENCH_SIZES:-10000,100000}
export BENCH_OUT=${BENCH_OUT:-$PWD/bench-results}
mkdir -p "$BENCH_OUT"
port=${BENCH_PG_PORT:-55506}
pgdir=""
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  pgdir=$(mktemp -d /tmp/dpohub-bench-pg-XXXX)
  bash ../scripts/pg-test-server.sh start "$pgdir" "$port"
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
  trap 'bash ../scripts/pg-test-server.sh stop "$pgdir"' EXIT
fi
tsx="npx tsx --conditions=source"
part() { echo; echo "=== $1 · $(date -u +%H:%M:%SZ) · load average $(cut -d' ' -f1-3 /proc/loadavg)"; }

part "lists, filters, sorts, exports ($BENCH_SIZES; PGlite and PostgreSQL)"
BENCH_DB=pglite,postgres $tsx scripts/bench-scale.ts
part "budget: one client 50 000 demands in a year, firm 1 000 000 (PGlite)"
TEST_DATABASE_URL= $tsx scripts/bench-budget.ts
part "budget: the same on PostgreSQL"
$tsx scripts/bench-budget.ts
part "per-request overhead (CPU time per call)"
$tsx scripts/request-overhead.ts
part "cold start of the build (fresh and existing DATA_DIR)"
npm run build --silent
$tsx scripts/cold-start.ts
part "load: sign-in storm and 200 users for 60 s (PGlite)"
LOAD_DB=pglite $tsx scripts/load.ts
part "load: the same on PostgreSQL"
LOAD_DB=postgres $tsx scripts/load.ts
part "done"
