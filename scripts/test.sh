#!/usr/bin/env bash
# Every test: Rust (unit + integration), the web app's unit tests, and the Playwright suite against the
# real binary in the system Chromium. Usage: bash scripts/test.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/docs-target}"
export INSTA_UPDATE=no

step() { printf '\n==> %s\n' "$*"; }

for dir in embedded-web e2e; do
  if [ ! -d "$dir/node_modules" ]; then
    step "npm ci ($dir)"
    (cd "$dir" && npm ci --no-audit --no-fund)
  fi
done

step "web unit tests (vitest)"
(cd embedded-web && npx vitest run)

step "cargo build (also builds the web app when embedded-web/dist is stale)"
cargo build --locked

step "cargo test"
cargo test --locked

step "e2e (Playwright, /usr/bin/chromium)"
(cd e2e && DOCS_BIN="$CARGO_TARGET_DIR/debug/docs" npx playwright test)
