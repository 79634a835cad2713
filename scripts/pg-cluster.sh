#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster on loopback for tests and benchmarks.
#   scripts/pg-cluster.sh start   → prints TEST_DATABASE_URL=...
#   scripts/pg-cluster.sh stop
#   scripts/pg-cluster.sh start --durable   → prints BENCH_DATABASE_URL=... for a second cluster run as production
#                                             runs (fsync, synchronous commit and full-page writes on), for benchmarks
#   scripts/pg-cluster.sh stop --durable
# The test cluster trades durability for speed; the durable one is what `npm run bench` measures.
# PostgreSQL refuses to run as root, so the cluster runs as the postgres user (architecture.md → traps).
set -euo pipefail
if [ "${2:-}" = "--durable" ]; then
  PORT="${PGPORT_BENCH:-54339}"
  ROOT="${PG_BENCH_CLUSTER_DIR:-/tmp/verdant-pg-durable}"
  VAR=BENCH_DATABASE_URL
  SETTINGS="-c fsync=on -c synchronous_commit=on -c full_page_writes=on -c shared_buffers=512MB"
else
  PORT="${PGPORT_TEST:-54329}"
  ROOT="${PG_CLUSTER_DIR:-/tmp/verdant-pg}"
  VAR=TEST_DATABASE_URL
  SETTINGS="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
fi
BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
run() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

case "${1:-}" in
  start)
    if [ ! -x "$BIN/initdb" ]; then
      echo "PostgreSQL 15 server not found in $BIN. Install it: apt-get install -y postgresql-15" >&2
      exit 1
    fi
    mkdir -p "$ROOT/run"
    if [ "$(id -u)" = 0 ]; then chown -R postgres:postgres "$ROOT"; fi
    if [ ! -f "$ROOT/data/PG_VERSION" ]; then
      run "$BIN/initdb" -D "$ROOT/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    fi
    if ! run "$BIN/pg_ctl" -D "$ROOT/data" status >/dev/null 2>&1; then
      run "$BIN/pg_ctl" -D "$ROOT/data" -l "$ROOT/log" -w -o "-p $PORT -c listen_addresses=127.0.0.1 -k $ROOT/run -c max_connections=300 $SETTINGS" start >/dev/null
    fi
    echo "$VAR=postgres://postgres@127.0.0.1:$PORT/postgres"
    ;;
  stop)
    run "$BIN/pg_ctl" -D "$ROOT/data" -m fast stop >/dev/null 2>&1 || true
    ;;
  *)
    echo "usage: $0 start|stop [--durable]" >&2
    exit 2
    ;;
esac
