#!/usr/bin/env bash
# The one test command (npm test): sets up what it needs (Chromium, PostgreSQL, Redis: test-setup.sh),
# then static checks, unit and integration tests against the real PostgreSQL, PGlite and Redis, then
# the browser tests in Chromium against both modes.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s\n' "$*"; }

step "set up Chromium, PostgreSQL and Redis"; bash scripts/test-setup.sh
step "typecheck"; npm run typecheck
step "lint and format"; npm run lint
step "unit and integration tests"; npx vitest run
step "build the frontends"; npm run build
step "browser tests (embedded and distributed)"; npx playwright test
