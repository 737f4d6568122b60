#!/usr/bin/env bash
# Scale benchmark (not a test): grow the shipped content to N pages with copies of the guide pages
# spread over new sidebar sections (every long line of a copy made distinct, so nothing is shared
# by content), then measure the author's loop of issue 32 in one run:
#   cold `docs build`, a rebuild with no edit, after a one-page body edit (three, median), after a title edit (the
#   page's sidebar shows it); `docs serve --watch`: first search answer in each locale after start
#   (and after a restart on the same content), save → new text served once both answer (five
#   saves, p50), CPU 2–10 s after the last save, RSS; `docs search` in the terminal, first and at rest;
#   export size per page.
# The copies' relative links break, so builds run with --allow-errors (the lint is measured too).
# Usage: [DOCS_BIN=path/to/docs] scripts/bench-scale.sh [N ...]   (default 10280; release build)
# BENCH_TMP=/dev/shm puts the content and output on tmpfs (default /tmp, on disk); BENCH_KEEP=1 keeps
# the grown content and its export for a look afterwards (the folder is printed).
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/docs-target}"
# DOCS_BIN names a binary built already (a release build of another tree, say).
BIN="${DOCS_BIN:-$CARGO_TARGET_DIR/release/docs}"
[ -x "$BIN" ] || cargo build --release --locked
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(10280)
work=$(mktemp -d "${BENCH_TMP:-/tmp}/docs-scale.XXXXXX")
export DOCS_CACHE_DIR="$work/cache"
if [ -n "${BENCH_KEEP:-}" ]; then
  trap 'kill $(jobs -p) 2>/dev/null || true; echo "kept $work"' EXIT
else
  trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT
fi

grow() {
  local dir=$1 want=$2
  rm -rf "$dir" && cp -r content "$dir"
  local have section=0 in_section=60 name copies="$work/copies"
  have=$(find "$dir" -name '*.md' | wc -l)
  mapfile -t sources < <(cd content && find guide zh/guide -name '*.md' ! -name README.md | sort)
  : > "$copies"
  while [ "$have" -lt "$want" ]; do
    for src in "${sources[@]}"; do
      [ "$have" -lt "$want" ] || break
      if [ "$in_section" -ge 60 ]; then
        section=$((section + 1)); in_section=0
        printf -v name 'scale-%03d' $section
        for top in guide zh/guide; do
          mkdir -p "$dir/$top/$name"
          printf -- '---\ntitle: Scale %03d\n---\n# Scale %03d\n' $section $section > "$dir/$top/$name/README.md"
          have=$((have + 1))
        done
      fi
      local top=guide; [[ $src == zh/* ]] && top=zh/guide
      printf '%s\t%s\t%s\n' "content/$src" "$dir/$top/$name/p$have-${src##*/}" "$have" >> "$copies"
      have=$((have + 1)); in_section=$((in_section + 1))
    done
  done
  # Lines of prose and code made distinct (not headings, fences, tables or front matter keys): a
  # line of 24 characters or more gets its copy's number. One process writes every copy (a sed
  # per copy took 20 minutes for 100,000 pages).
  perl -e '
    while (my $job = <STDIN>) {
      chomp $job;
      my ($src, $dst, $n) = split /\t/, $job;
      open my $in, "<:raw", $src or die "$src: $!";
      open my $out, ">:raw", $dst or die "$dst: $!";
      while (my $line = <$in>) {
        my $end = $line =~ s/\n\z// ? "\n" : "";
        my $chars = $line;
        $line .= " s$n" if $line !~ /^(---|[#:|<>`~-])/ && utf8::decode($chars) && length($chars) >= 24;
        print $out $line, $end;
      }
    }' < "$copies"
}

# Seconds a build takes (and its peak RSS in MB): "secs mb".
timed_build() {
  /usr/bin/time -f '%e %M' -o "$work/time" "$BIN" build --out "$work/out" --content "$work/content" --allow-errors "$@" >"$work/build.out" 2>/dev/null
  read -r secs kb < "$work/time"
  echo "$secs $((kb / 1024))"
}

ms() { echo $(( $(date +%s%N) / 1000000 )); }
# Milliseconds from $start to the first search answer in locale $1.
first_answer() {
  until curl -fs -o /dev/null "http://127.0.0.1:$port/api/search?q=docker&lang=$1"; do sleep 0.05; done
  echo $(( $(ms) - start ))
}
# Milliseconds one `docs search QUERY` takes (its output kept in $work/search.out and .err).
terminal_search() {
  local t0; t0=$(ms)
  "$BIN" search "$1" --content "$work/content" >"$work/search.out" 2>"$work/search.err"
  echo $(( $(ms) - t0 ))
}
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
rss_mb() { awk '/VmRSS/ {print int($2 / 1024)}' "/proc/$1/status"; }

port=47390
for n in "${sizes[@]}"; do
  grow "$work/content" "$n"
  pages=$(find "$work/content" -name '*.md' | wc -l)
  rm -rf "$work/out" "$work/cache"
  read -r cold cold_mb < <(timed_build --fresh)
  files=$(find "$work/out" -type f | wc -l)
  bytes=$(du -sb "$work/out" | cut -f1)
  read -r again _ < <(timed_build)
  # The edited page: the first copy in a scale section, or a guide page when the site was not grown.
  page=$(find "$work/content/guide" -path '*/scale-001/*' -name '*.md' ! -name README.md | sort | head -1)
  [ -n "$page" ] || page="$work/content/guide/install/docker.md"
  # Three body edits, one build each: the median is reported (one run alone swings with the machine).
  bodies=()
  for i in 1 2 3; do
    echo "A closing sentence for the benchmark, take $i." >> "$page"
    read -r secs _ < <(timed_build)
    bodies+=("$secs")
  done
  body=$(printf '%s\n' "${bodies[@]}" | sort -n | sed -n 2p)
  body_rendered=$(sed -E 's/.*\(([0-9]+) rendered.*/\1/' "$work/build.out")
  sed -i -E '0,/^title: /s/^title: (.*)$/title: \1 renamed/' "$page"
  read -r title _ < <(timed_build)
  title_rendered=$(sed -E 's/.*\(([0-9]+) rendered.*/\1/' "$work/build.out")

  # docs serve --watch: start → first search answer; five saves → new text served.
  start=$(ms)
  "$BIN" serve --addr 127.0.0.1:$port --content "$work/content" --watch >/dev/null 2>&1 &
  pid=$!
  # Each locale answers once its own index is made: the first answer in each, side by side.
  first_answer zh >"$work/zh-ready" &
  search_ready=$(first_answer en)
  wait $!
  search_ready_zh=$(cat "$work/zh-ready")
  rss_start=$(rss_mb $pid)
  route=${page#"$work/content"}; route=${route%.md}.html
  saves=()
  for i in 1 2 3 4 5; do
    token="benchmark-save-$i-$RANDOM"
    echo "$token" >> "$page"
    t0=$(ms)
    until curl -fs "http://127.0.0.1:$port$route" | grep -q "$token"; do sleep 0.01; done
    saves+=($(( $(ms) - t0 )))
    sleep 1
  done
  sleep 2
  c0=$(cpu_ticks $pid); sleep 8; c1=$(cpu_ticks $pid)
  idle_cpu=$(( (c1 - c0) * 100 / $(getconf CLK_TCK) / 8 ))
  rss_end=$(rss_mb $pid)
  kill $pid; wait $pid 2>/dev/null || true
  # A restart on the same content: its renderings come back from the cache, its index is made again.
  start=$(ms)
  "$BIN" serve --addr 127.0.0.1:$port --content "$work/content" >/dev/null 2>&1 &
  pid=$!
  first_answer zh >"$work/zh-ready" &
  search_again=$(first_answer en)
  wait $!
  search_again_zh=$(cat "$work/zh-ready")
  kill $pid; wait $pid 2>/dev/null || true
  # `docs search` in the terminal: the first call loads the content and leaves its index at rest,
  # the next ones answer from it (median of three); a Chinese query without --lang must search the
  # Chinese pages.
  search_first=$(terminal_search docker)
  searches=($(terminal_search docker) $(terminal_search docker) $(terminal_search docker))
  search_warm=$(printf '%s\n' "${searches[@]}" | sort -n | sed -n 2p)
  search_zh=$(terminal_search 安装)
  search_zh_said=$(grep -o 'searching the [a-z-]* pages' "$work/search.err" || echo 'no locale said')
  search_zh_hits=$(grep -cE '^ *[0-9]+\. ' "$work/search.out" || true)
  p50=$(printf '%s\n' "${saves[@]}" | sort -n | sed -n 3p)

  printf '\n%s pages (content and output in %s)\n\n| measure | value |\n|---|---|\n' "$pages" "$work"
  printf '| cold `docs build` | %s s, %s MB peak, %s files, %s MB |\n' "$cold" "$cold_mb" "$files" $((bytes / 1048576))
  printf '| `docs build` again, no edit | %s s |\n' "$again"
  printf '| after a one-page body edit, median of 3 | %s s (%s; %s pages rendered) |\n' "$body" "${bodies[*]}" "$body_rendered"
  printf '| after a title edit (sidebar) | %s s (%s pages rendered) |\n' "$title" "$title_rendered"
  printf '| serve --watch: save → new text served | p50 %s ms (%s) |\n' "$p50" "${saves[*]}"
  printf '| CPU 2–10 s after five saves | %s %% of a core |\n' "$idle_cpu"
  printf '| first search answer after start, en / zh | %s ms / %s ms |\n' "$search_ready" "$search_ready_zh"
  printf '| first search answer after a restart, en / zh | %s ms / %s ms |\n' "$search_again" "$search_again_zh"
  printf '| serve RSS after start / after saves | %s MB / %s MB |\n' "$rss_start" "$rss_end"
  printf '| `docs search docker`: first call / index at rest, median of 3 | %s ms / %s ms (%s) |\n' \
    "$search_first" "$search_warm" "${searches[*]}"
  printf '| `docs search 安装` without --lang | %s ms, %s, %s hits |\n' "$search_zh" "$search_zh_said" "$search_zh_hits"
  printf '| export per page | %s KB |\n' $((bytes / pages / 1024))
done
