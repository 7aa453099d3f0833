#!/usr/bin/env bash
# What `npm test` needs on this machine before it runs anything: Debian's Chromium for the browser
# tests, PostgreSQL at 127.0.0.1:5432 and Redis at 127.0.0.1:6379 for the integration tests. Each is
# set up only when missing, so on a ready machine this costs three quick checks. Installing and
# starting need root (as CI and this Debian image run); without it the script says what is missing.
set -euo pipefail

missing() { printf 'test-setup: %s\n' "$*" >&2; exit 1; }
as_root() { [ "$(id -u)" -eq 0 ] || missing "$1 (run as root or set it up by hand)"; }

# Browser tests drive Debian's Chromium (never a downloaded browser build).
if [ ! -x /usr/bin/chromium ]; then
  as_root "Chromium is not installed at /usr/bin/chromium"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq chromium >/dev/null
fi

# The services the integration tests use, started the way this machine's image starts them.
if ! pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
  as_root "PostgreSQL is not answering at 127.0.0.1:5432"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql)" main start
  for _ in $(seq 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
  pg_isready -h 127.0.0.1 -p 5432 -q || missing "PostgreSQL did not start"
fi
if ! redis-cli -h 127.0.0.1 ping >/dev/null 2>&1; then
  command -v redis-server >/dev/null || missing "Redis is not answering at 127.0.0.1:6379 and redis-server is not installed"
  mkdir -p /var/lib/redis /var/log/redis 2>/dev/null || true
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/ci.log
  for _ in $(seq 30); do redis-cli -h 127.0.0.1 ping >/dev/null 2>&1 && break; sleep 1; done
  redis-cli -h 127.0.0.1 ping >/dev/null 2>&1 || missing "Redis did not start"
fi
