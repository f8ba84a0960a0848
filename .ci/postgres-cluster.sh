#!/usr/bin/env bash
# Starts a throwaway Postgres cluster (Debian's postgresql, run as the `postgres` user because it
# refuses root) in a temporary folder on loopback, and prints its DATABASE_URL. Stop it with
# `.ci/postgres-cluster.sh stop DIR`.
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
as_postgres() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if [ "${1:-}" = stop ]; then
  as_postgres "$bin/pg_ctl" -D "$2/data" -m fast stop >/dev/null
  exit 0
fi
port=${PGPORT_TEST:-55432}
dir=$(mktemp -d /tmp/shop-pg.XXXXXX)
chmod 755 "$dir"
if [ "$(id -u)" -eq 0 ]; then chown postgres "$dir"; fi
as_postgres "$bin/initdb" -D "$dir/data" -U shop --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
as_postgres "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=on" start >/dev/null
as_postgres "$bin/createdb" -h 127.0.0.1 -p "$port" -U shop shop
echo "DATABASE_URL=postgres://shop@127.0.0.1:$port/shop PG_DIR=$dir"
