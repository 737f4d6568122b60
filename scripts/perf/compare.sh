#!/usr/bin/env bash
# Compare, in one run on this machine: `docs build` vs `vitepress build` (wall time + peak RSS) on the same
# Markdown, and `docs lint content` vs `markdownlint-cli2` on the same files (wall time), with ratios.
# VitePress gets a copy of content/**/*.md (see lib/vitepress-prep.mjs; the changes are printed).
# Timing: hyperfine when installed (median of --runs after one warm-up), else --runs plain runs (median);
# CPU time (user + system) too, the steadier figure on a busy machine.
# Peak RSS: one extra run under /usr/bin/time (max RSS of the largest process of the command).
# Work files: $PERF_TMP (default /tmp/docs-perf-compare); summaries: scripts/perf/results/compare/.
# PERF_NO_HYPERFINE=1 forces the plain-runs path.
# Usage: scripts/perf/compare.sh [--runs N] [--content DIR]   (defaults: 5 runs, the repository's content/)
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD perf=$PWD/scripts/perf runs=5 content=$PWD/content
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift ;;
    --content) content=$(cd "$2" && pwd); shift ;;
    -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
  shift
done

if [ ! -x /usr/bin/time ]; then
  echo "/usr/bin/time is missing: apt-get install -y time" >&2
  apt-get install -y time >/dev/null || { echo "could not install time" >&2; exit 2; }
fi
[ -x "$perf/node_modules/.bin/vitepress" ] || (cd "$perf" && npm ci --no-audit --no-fund)
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/docs-target}"
bin="$CARGO_TARGET_DIR/release/docs"
[ -x "$bin" ] || cargo build --release
tmp="${PERF_TMP:-/tmp/docs-perf-compare}" res="$perf/results/compare"
rm -rf "$tmp" && mkdir -p "$tmp" "$res"

node "$perf/lib/vitepress-prep.mjs" "$content" "$tmp/vp" | tee "$res/vitepress-input.txt"
vitepress="$perf/node_modules/.bin/vitepress" mdlint="$perf/node_modules/.bin/markdownlint-cli2"

# measure NAME CMD: writes $res/NAME.time = "wall-median wall-sd wall-min wall-max cpu-seconds" and
# $res/NAME.rss = peak RSS in KB. CPU = user + system, which a busy shared machine disturbs far less than wall.
measure() {
  local name=$1 cmd=$2
  if [ -z "${PERF_NO_HYPERFINE:-}" ] && command -v hyperfine >/dev/null; then
    hyperfine --style basic --warmup 1 --runs "$runs" -i --export-json "$res/$name.json" "$cmd" >"$res/$name.hyperfine.txt" 2>&1
    node -e 'const r = require(process.argv[1]).results[0]; console.log(r.median, r.stddev ?? 0, r.min, r.max, r.user + r.system)' \
      "$res/$name.json" >"$res/$name.time"
  else
    bash -c "$cmd" || true # warm-up
    : >"$res/$name.runs"
    for _ in $(seq "$runs"); do
      /usr/bin/time -f '%e %U %S' -o "$res/$name.run" bash -c "$cmd" || true
      tail -1 "$res/$name.run" >>"$res/$name.runs"
    done
    median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
    echo "$(awk '{ print $1 }' "$res/$name.runs" | median) 0 $(sort -n "$res/$name.runs" | head -1 | cut -d' ' -f1)" \
      "$(sort -n "$res/$name.runs" | tail -1 | cut -d' ' -f1) $(awk '{ print $2 + $3 }' "$res/$name.runs" | median)" >"$res/$name.time"
  fi
  /usr/bin/time -f %M -o "$res/$name.rss" bash -c "$cmd" || true
  read -r med sd min max cpu <"$res/$name.time"
  printf '  %-18s wall median %8.3f s (sd %.3f, min %.3f, max %.3f; %s runs)  CPU %8.3f s  peak RSS %5d MB\n' \
    "$name" "$med" "$sd" "$min" "$max" "$runs" "$cpu" $(($(tail -1 "$res/$name.rss") / 1024))
}

echo
echo "Machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2 / 1048576}' /proc/meminfo); load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "Tools: docs $(git -C "$root" rev-parse --short HEAD)$(git -C "$root" diff --quiet || echo '+dirty') (release), vitepress $(node -p "require('$perf/node_modules/vitepress/package.json').version"), markdownlint-cli2 $(node -p "require('$perf/node_modules/markdownlint-cli2/package.json').version"), node $(node --version), $([ -z "${PERF_NO_HYPERFINE:-}" ] && command -v hyperfine >/dev/null && hyperfine --version || echo "no hyperfine: plain runs")"
echo
echo "Measuring (each line: one command, $runs timed runs):"
measure docs-build "$(printf '%q build --content %q --out %q >/dev/null' "$bin" "$content" "$tmp/docs-site")"
measure vitepress-build "$(printf 'cd %q && %q build . >/dev/null 2>&1' "$tmp/vp" "$vitepress")"
measure docs-lint "$(printf '%q lint %q >/dev/null 2>&1' "$bin" "$content")"
measure markdownlint-cli2 "$(printf "cd %q && %q '**/*.md' >/dev/null 2>&1" "$content" "$mdlint")"

ours_lint=$("$bin" lint "$content" 2>&1 | tail -1 || true)
their_lint=$(cd "$content" && "$mdlint" '**/*.md' 2>&1 | grep '^Summary' || true)
out_ours=$(find "$tmp/docs-site" -type f | wc -l) size_ours=$(du -sm "$tmp/docs-site" | cut -f1)
out_vp=$(find "$tmp/vp/.vitepress/dist" -type f | wc -l) size_vp=$(du -sm "$tmp/vp/.vitepress/dist" | cut -f1)

row() { # label ours theirs
  local a b ca cb ra rb
  read -r a _ _ _ ca <"$res/$2.time"
  read -r b _ _ _ cb <"$res/$3.time"
  ra=$(($(tail -1 "$res/$2.rss") / 1024)) rb=$(($(tail -1 "$res/$3.rss") / 1024))
  awk -v l="$1" -v a="$a" -v b="$b" -v ca="$ca" -v cb="$cb" -v ra="$ra" -v rb="$rb" 'BEGIN {
    printf "| %-30s | %8.3f s | %8.3f s | %5d MB | %9.3f s | %9.3f s | %6d MB | %6.1fx | %6.1fx | %6.1fx |\n",
      l, a, ca, ra, b, cb, rb, b / a, cb / ca, rb / ra }'
}
{
  echo
  echo "| task (ours vs theirs)          |  ours wall |   ours CPU | ours RSS | theirs wall |  theirs CPU | their RSS |   wall |    CPU |    RSS |"
  echo "|--------------------------------|-----------:|-----------:|---------:|------------:|------------:|----------:|-------:|-------:|-------:|"
  row "docs build vs vitepress build" docs-build vitepress-build
  row "docs lint vs markdownlint-cli2" docs-lint markdownlint-cli2
  echo
  echo "Ratios (last three columns) are theirs / ours: higher = ours faster or smaller. Wall = median of $runs runs;"
  echo "CPU = user + system (hyperfine: mean of the runs); RSS = peak of the largest process, one run."
  echo "Outputs: docs build $out_ours files, $size_ours MB (pages + /_data JSON + search index + .br/.gz siblings);"
  echo "         vitepress build $out_vp files, $size_vp MB."
  echo "Findings: docs lint: $ours_lint"
  echo "          markdownlint-cli2 (default rules, style checks; a different rule set): $their_lint"
  echo "The machine is shared (2 cores, other jobs running): figures are noisy; compare ratios from one run."
} | tee "$res/summary.txt"
