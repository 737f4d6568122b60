#!/usr/bin/env bash
# Every test: Rust (unit + integration), the web app's unit tests, and the Playwright suite against the
# real binary in the system Chromium. Usage: bash scripts/test.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/docs-target}"
export INSTA_UPDATE=no

step() { printf '\n==> %s\n' "$*"; }

# Prerequisites first, before minutes of building: say what is missing in one line.
command -v cargo >/dev/null || { echo "scripts/test.sh needs Rust's cargo (https://rustup.rs)"; exit 2; }
cargo clippy --version >/dev/null 2>&1 || { echo "scripts/test.sh needs clippy: rustup component add clippy"; exit 2; }
command -v npm >/dev/null || { echo "scripts/test.sh needs Node.js 20+ with npm"; exit 2; }
if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    step "installing Debian's chromium (the end-to-end tests drive /usr/bin/chromium)"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium
  else
    echo "scripts/test.sh needs /usr/bin/chromium: run 'sudo apt-get install -y chromium'"; exit 2
  fi
fi

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

# No byte-index slicing of str in the library, where any user's text is scanned (cli/lib.rs denies
# clippy::string_slice; tests may slice). After the build and with the same environment, so the
# build script's output is reused rather than run again without the web app.
step "clippy: no string slicing in the library"
cargo clippy --lib --locked -- -A clippy::all -D clippy::string_slice

# Staleness is judged from git history: a clone too shallow to hold it reports pairs as not judged.
step "the shipped twins are in step (a checked pair: docs coverage ack PAGE)"
if ! "$CARGO_TARGET_DIR/debug/docs" coverage --content content --fail-on stale,missing >/dev/null; then
  "$CARGO_TARGET_DIR/debug/docs" coverage --content content --diff
  exit 1
fi

step "cargo test"
cargo test --locked

step "e2e (Playwright, /usr/bin/chromium)"
(cd e2e && DOCS_BIN="$CARGO_TARGET_DIR/debug/docs" npx playwright test)
