#!/usr/bin/env bash
# Runs the backend test suite and the scale-out suite against a real, throwaway PostgreSQL server (same
# Drizzle migrations as PGlite).
# Needs Debian's postgresql package (installs it when missing and running as root). Usage: npm run test:postgres
# With --if-available (used by `npm test`): skip, saying so, when no PostgreSQL server is installed.
set -euo pipefail
cd "$(dirname "$0")/.."

if_available=false
if [ "${1:-}" = "--if-available" ]; then if_available=true; shift; fi

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ] && $if_available; then
  echo "PostgreSQL server binaries not installed: skipping the PostgreSQL run (apt-get install postgresql)."
  exit 0
fi
if [ -z "$bin" ]; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  else
    echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2
    exit 1
  fi
fi

port=${PG_TEST_PORT:-54329}
dir=$(mktemp -d /tmp/parkolot-pg.XXXXXX)
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$dir"
cleanup() { as_pg "$bin/pg_ctl -D $dir/data -m immediate stop" >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap cleanup EXIT

as_pg "$bin/initdb -D $dir/data -U parkolot --auth=trust -E UTF8 >/dev/null"
as_pg "$bin/pg_ctl -D $dir/data -o '-p $port -k $dir -c listen_addresses=127.0.0.1' -l $dir/log -w start >/dev/null"
as_pg "$bin/createdb -h 127.0.0.1 -p $port -U parkolot parkolot"

export TEST_DATABASE_URL="postgres://parkolot@127.0.0.1:$port/parkolot"
# The API suite, and the scale-out topology (two API + two web copies on this PostgreSQL and a
# redis-server the suite starts). With arguments, only what they select.
if [ $# -gt 0 ]; then npx vitest run "$@"; else npx vitest run tests/backend tests/scale-out; fi
