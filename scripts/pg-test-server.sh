#!/usr/bin/env bash
# Starts (or stops) a private, throw-away PostgreSQL server for the API suite.
# usage: pg-test-server.sh start DIR PORT | stop DIR
set -euo pipefail

action=$1
dir=$2
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bin" ]; then
  echo "PostgreSQL não encontrado (apt-get install postgresql)." >&2
  exit 1
fi

as_pg() {
  if [ "$(id -u)" = "0" ]; then
    su postgres -s /bin/sh -c "$*"
  else
    sh -c "$*"
  fi
}

case "$action" in
  start)
    port=$3
    rm -rf "$dir"
    mkdir -p "$dir/sock"
    [ "$(id -u)" = "0" ] && chown -R postgres "$dir"
    as_pg "$bin/initdb -D '$dir/data' -U postgres --auth=trust -E UTF8 >/dev/null"
    as_pg "$bin/pg_ctl -D '$dir/data' -l '$dir/log' -o \"-p $port -k '$dir/sock' -c listen_addresses=127.0.0.1 -c fsync=off\" -w start >/dev/null"
    ;;
  stop)
    as_pg "$bin/pg_ctl -D '$dir/data' -m fast -w stop >/dev/null" || true
    rm -rf "$dir"
    ;;
esac
