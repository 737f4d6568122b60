#!/usr/bin/env bash
# Scale benchmark (not a test): grow the shipped content to N pages with copies of the guide pages
# spread over new sidebar sections, then measure `docs build` (time, peak RSS, output size, the size
# of one page's HTML) and `docs serve` start-up (time until it answers). The copies' relative links
# break, so the build runs with --allow-errors (its lint pass is part of the measured time).
# Usage: scripts/bench-scale.sh [N ...]     (default: 276 2776 5276; release build)
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/docs-target}"
BIN="$CARGO_TARGET_DIR/release/docs"
[ -x "$BIN" ] || cargo build --release --locked
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(276 2776 5276)
work=$(mktemp -d /tmp/docs-scale.XXXXXX)
trap 'rm -rf "$work"' EXIT

# Copies of the English and Chinese guide pages (front-matter kept, so each joins a sidebar) in
# sections of at most 60 pages: guide/scale-001/, zh/guide/scale-001/, ...
grow() {
  local dir=$1 want=$2
  rm -rf "$dir" && cp -r content "$dir"
  local have section=0 in_section=60
  have=$(find "$dir" -name '*.md' | wc -l)
  mapfile -t sources < <(cd content && find guide zh/guide -name '*.md' ! -name README.md | sort)
  while [ "$have" -lt "$want" ]; do
    for src in "${sources[@]}"; do
      [ "$have" -lt "$want" ] || break
      if [ "$in_section" -ge 60 ]; then
        section=$((section + 1)); in_section=0
        for top in guide zh/guide; do
          mkdir -p "$dir/$top/scale-$(printf %03d $section)"
          printf -- '---\ntitle: Scale %03d\n---\n# Scale %03d\n' $section $section > "$dir/$top/scale-$(printf %03d $section)/README.md"
          have=$((have + 1))
        done
      fi
      local top=guide; [[ $src == zh/* ]] && top=zh/guide
      cp "content/$src" "$dir/$top/scale-$(printf %03d $section)/p$have-$(basename "$src")"
      have=$((have + 1)); in_section=$((in_section + 1))
    done
  done
}

port=47390
printf '| pages | build | peak RSS | serve ready | export size | docker.html |\n|---|---|---|---|---|---|\n'
for n in "${sizes[@]}"; do
  grow "$work/content" "$n"
  pages=$(find "$work/content" -name '*.md' | wc -l)
  rm -rf "$work/out"
  /usr/bin/time -f '%e %M' -o "$work/time" "$BIN" build --out "$work/out" --content "$work/content" --allow-errors >/dev/null 2>"$work/build.log"
  read -r secs kb < "$work/time"
  size=$(du -sm "$work/out" | cut -f1)
  page=$(stat -c %s "$work/out/guide/install/docker.html")
  start=$(date +%s%N)
  "$BIN" serve --addr 127.0.0.1:$port --content "$work/content" >/dev/null 2>&1 &
  pid=$!
  until curl -fs -o /dev/null "http://127.0.0.1:$port/robots.txt"; do sleep 0.02; done
  ready=$(( ($(date +%s%N) - start) / 1000000 ))
  kill $pid; wait $pid 2>/dev/null || true
  printf '| %s | %s s | %s MB | %s ms | %s MB | %s KB |\n' "$pages" "$secs" $((kb / 1024)) "$ready" "$size" $((page / 1024))
done
