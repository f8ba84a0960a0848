#!/usr/bin/env bash
# Starts a throwaway Postgres cluster (Debian's postgresql, run as the `postgres` user because it
# refuses root) in a temporary folder, reachable through a Unix socket in that folder only (no
# TCP port to collide with), and prints `DATABASE_URL=… PG_DIR=…`. `.ci/postgres-cluster.sh stop DIR`
# stops it and removes the folder.
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
as_postgres() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if [ "${1:-}" = stop ]; then
  as_postgres "$bin/pg_ctl" -D "$2/data" -m fast stop >/dev/null || true
  rm -rf "$2"
  exit 0
fi
dir=$(mktemp -d /tmp/shop-pg.XXXXXX)
chmod 755 "$dir"
if [ "$(id -u)" -eq 0 ]; then chown postgres "$dir"; fi
as_postgres "$bin/initdb" -D "$dir/data" -U shop --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
as_postgres "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w -o "-p 5432 -k $dir -c listen_addresses=''" start >/dev/null
as_postgres "$bin/createdb" -h "$dir" -p 5432 -U shop shop
echo "DATABASE_URL='postgres://shop@localhost/shop?host=$dir&port=5432' PG_DIR='$dir'"
