#!/usr/bin/env bash
# The embedded mode's browser tests with every clock moved to a chosen moment in Asunción:
#   npm run test:e2e:at -- '2026-12-06 23:56'   (a Sunday night: the week is full, then Monday comes)
# Screens that follow the calendar ('Esta Semana', 'Este Mes', today's sales, a stamp's last days)
# change with the day CI happens to run on: a table that only overflowed on Sundays once failed CI
# on a Sunday alone. This runs them at the moment that matters instead. libfaketime moves the server,
# the test runner and Chromium by the same offset, so their clocks agree; time still flows. The
# distributed mode is left out: PostgreSQL stamps its events with its own clock, which stays put.
# Extra arguments go to Playwright (a file, -g 'a test').
set -euo pipefail
cd "$(dirname "$0")/.."

at="${1:-}"
[ -n "$at" ] || { echo "usage: npm run test:e2e:at -- 'YYYY-MM-DD HH:MM' (Asunción time) [playwright args]" >&2; exit 2; }
shift
target=$(TZ=America/Asuncion date -d "$at" +%s 2>/dev/null) ||
  { echo "test:e2e:at: '$at' is not a date and time (YYYY-MM-DD HH:MM)" >&2; exit 2; }

bash scripts/test-setup.sh
if ! command -v faketime >/dev/null; then
  [ "$(id -u)" -eq 0 ] || { echo "test:e2e:at: install libfaketime (apt-get install faketime)" >&2; exit 1; }
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq faketime >/dev/null
fi
npx tsx scripts/build-if-changed.ts

offset=$((target - $(date +%s)))
echo "test:e2e:at: clocks at $(TZ=America/Asuncion date -d "@$target" '+%A %Y-%m-%d %H:%M') in Asunción (${offset} s from now)"
# libfaketime reads a signed number of seconds as an offset from the real clock.
spec="$offset"
[ "$offset" -lt 0 ] || spec="+$offset"
E2E_MODE=embedded exec faketime -f "$spec" npx playwright test "$@"
