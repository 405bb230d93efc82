#!/usr/bin/env bash
# Runs a command with ATRIUM_TEST_DATABASE_URL pointing at a PostgreSQL server:
#   - ATRIUM_TEST_DATABASE_URL or DATABASE_URL when one is set (the tests create their own databases in it);
#   - otherwise a throwaway cluster of Debian's PostgreSQL on a free loopback port, removed afterwards
#     (installed with apt-get when missing and running as root).
set -euo pipefail

if [[ -n "${ATRIUM_TEST_DATABASE_URL:-}" ]]; then exec "$@"; fi
if [[ -n "${DATABASE_URL:-}" ]]; then ATRIUM_TEST_DATABASE_URL="$DATABASE_URL" exec "$@"; fi

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
bindir=$(find_bin)
if [[ -z "$bindir" ]]; then
  if [[ $(id -u) -ne 0 ]]; then
    echo "未找到 PostgreSQL：请安装 postgresql，或设置 DATABASE_URL 指向一个 PostgreSQL 服务器。" >&2
    exit 1
  fi
  echo "正在安装 PostgreSQL（apt-get）…" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq postgresql >/dev/null
  bindir=$(find_bin)
fi

port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
cluster=$(mktemp -d /tmp/atrium-pg.XXXXXX)
as_owner() { if [[ $(id -u) -eq 0 ]]; then su postgres -s /bin/sh -c "$1"; else sh -c "$1"; fi; }
if [[ $(id -u) -eq 0 ]]; then chown postgres "$cluster"; user=postgres; else user=$(id -un); fi

cleanup() {
  as_owner "'$bindir/pg_ctl' -D '$cluster/data' -m immediate stop" >/dev/null 2>&1 || true
  rm -rf "$cluster"
}
trap cleanup EXIT

as_owner "'$bindir/initdb' -D '$cluster/data' -U '$user' --auth=trust --encoding=UTF8 --locale=C.UTF-8" >/dev/null
as_owner "'$bindir/pg_ctl' -D '$cluster/data' -l '$cluster/server.log' -w \
  -o \"-h 127.0.0.1 -p $port -k '$cluster' -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100\" start" >/dev/null
echo "临时 PostgreSQL 已启动：127.0.0.1:$port（$("$bindir/postgres" --version)）" >&2

set +e
ATRIUM_TEST_DATABASE_URL="postgres://$user@127.0.0.1:$port/postgres" "$@"
status=$?
exit $status
