#!/usr/bin/env bash
# Load-test `docs serve` with wrk: a doc page, a Chinese page, a hashed asset and /api/search.
# With --vs-nginx, also export the site (`docs build`) and serve it with nginx (Debian package) on the
# same machine, and print the ratio from the same run. Needs: wrk (apt-get install wrk), nginx for --vs-nginx.
# With --storm, also measure answered searches/s at 16, 64 and 256 connections and under heavy queries,
# a light client's share beside a 256-connection flood, and a doc page (wrk -c4) beside 64 connections.
# Usage: [DOCS_BIN=path/to/docs] scripts/bench-serve.sh [--vs-nginx] [--storm] [--duration 10s] [--connections 64]
set -euo pipefail
cd "$(dirname "$0")/.."
duration=10s connections=64 vs_nginx=0
while [ $# -gt 0 ]; do
  case "$1" in
    --vs-nginx) vs_nginx=1 ;;
    --storm) storm=1 ;;
    --duration) duration=$2; shift ;;
    --connections) connections=$2; shift ;;
    -h|--help) sed -n "2,7p" "$0"; exit 0 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
command -v wrk >/dev/null || { echo "wrk is not installed (apt-get install -y wrk)" >&2; exit 2; }
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/docs-target}"
# DOCS_BIN names a binary built already; else a release build (minutes on a cold target dir, said
# aloud: a quiet build looked like a hung benchmark).
if [ -n "${DOCS_BIN:-}" ]; then
  bin=$DOCS_BIN
else
  echo "building the release binary (cargo build --release)…" >&2
  cargo build --release --locked
  bin="$CARGO_TARGET_DIR/release/docs"
fi
port=18080 nginx_port=18081
"$bin" serve --addr "127.0.0.1:$port" >/dev/null &
server=$!
trap 'kill $server 2>/dev/null; [ -n "${nginx_pid:-}" ] && kill "$nginx_pid" 2>/dev/null; true' EXIT
for _ in $(seq 200); do curl -fs -o /dev/null "http://127.0.0.1:$port/" && break; sleep 0.05; done
# searches wait for the index; measure once it answers
for _ in $(seq 600); do curl -fs -o /dev/null "http://127.0.0.1:$port/api/search?q=docker&lang=en" && break; sleep 0.1; done
asset=$(curl -fs "http://127.0.0.1:$port/" | grep -o '/assets/[^"]*\.js' | head -1)

run() { # name url
  local out rps p50 p99
  out=$(wrk -t2 -c"$connections" -d"$duration" --latency -H 'Accept-Encoding: gzip' "$2")
  rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
  p50=$(awk '$1=="50%" {print $2}' <<<"$out")
  p99=$(awk '$1=="99%" {print $2}' <<<"$out")
  printf '%-28s %12s req/s   p50 %-9s p99 %s\n' "$1" "$rps" "$p50" "$p99"
  echo "$rps" >"/tmp/bench-serve-$3"
}

echo "docs serve (wrk -t2 -c$connections -d$duration, gzip accepted)"
run "doc page" "http://127.0.0.1:$port/guide/install/docker.html" docs-page
run "Chinese page" "http://127.0.0.1:$port/zh/guide/install/docker.html" docs-zh
run "hashed asset" "http://127.0.0.1:$port$asset" docs-asset
run "search (en)" "http://127.0.0.1:$port/api/search?q=reverse%20proxy&lang=en" docs-search

# answered searches per second (2xx only), answered share, and p99 of one wrk run's output
answered() { # wrk-output-file
  awk '/requests in/ {n=$1; sub(/s,?$/, "", $4); t=$4+0}
       /Non-2xx/ {bad=$NF}
       $1=="99%" {p99=$2}
       END {ok=n-bad; printf "%9.0f answered/s  %5.1f%% answered  p99 %s", (t>0?ok/t:0), (n>0?100*ok/n:0), p99}' "$1"
}

if [ "${storm:-0}" = 1 ]; then
  search="http://127.0.0.1:$port/api/search?q=reverse%20proxy&lang=en"
  # 30 different words, common and rare, 50 hits: the costliest query a reader can send
  heavy_words="the a of to and in is for on with you this that be it as are by or from can file storage driver token docker configuration set use path"
  heavy="http://127.0.0.1:$port/api/search?lang=en&limit=50&q=${heavy_words// /%20}"
  echo "search under load (ordinary query; answered = 2xx; admission waits up to 200 ms, then 503)"
  for c in 16 64 256; do
    wrk -t2 -c"$c" -d"$duration" --latency "$search" >/tmp/bench-serve-storm-$c
    printf '  %-26s %s\n' "$c connections" "$(answered /tmp/bench-serve-storm-$c)"
  done
  wrk -t2 -c64 -d"$duration" --latency "$heavy" >/tmp/bench-serve-storm-heavy
  printf '  %-26s %s\n' "64 heavy (30 words, 50 hits)" "$(answered /tmp/bench-serve-storm-heavy)"
  # The same storms with a different query on every request, so no remembered answer helps:
  # 2 and 30 words drawn from a pool of site words.
  mix=$(mktemp --suffix=.lua)
  cat >"$mix" <<LUA
local pool = {}
for w in ("$heavy_words install proxy webdav aria2 offline download admin password mount alias"):gmatch("%S+") do pool[#pool + 1] = w end
local n = tonumber(os.getenv("WORDS"))
-- Each thread its own sequence (a table's address differs per thread).
init = function() math.randomseed(os.time() + tonumber(tostring({}):match("0x(%x+)"), 16) % 1000003) end
request = function()
  local picked = {}
  for i = 1, n do picked[i] = pool[math.random(#pool)] end
  return wrk.format(nil, "/api/search?lang=en&limit=" .. os.getenv("LIMIT") .. "&q=" .. table.concat(picked, "%20"))
end
LUA
  WORDS=2 LIMIT=20 wrk -t2 -c64 -d"$duration" --latency -s "$mix" "http://127.0.0.1:$port" >/tmp/bench-serve-storm-mixed
  printf '  %-26s %s\n' "64 ordinary, all different" "$(answered /tmp/bench-serve-storm-mixed)"
  WORDS=30 LIMIT=50 wrk -t2 -c64 -d"$duration" --latency -s "$mix" "http://127.0.0.1:$port" >/tmp/bench-serve-storm-heavy-mixed
  printf '  %-26s %s\n' "64 heavy, all different" "$(answered /tmp/bench-serve-storm-heavy-mixed)"
  rm -f "$mix"
  echo "a light client (4 connections) beside a 256-connection flood, and a doc page beside 64"
  wrk -t1 -c256 -d"$duration" "$search&flood=1" >/tmp/bench-serve-flood &
  flood=$!
  sleep 1
  wrk -t1 -c4 -d"$duration" --latency "$search&light=1" >/tmp/bench-serve-light
  wait "$flood"
  printf '  %-26s %s\n' "light client" "$(answered /tmp/bench-serve-light)"
  wrk -t1 -c64 -d"$duration" "$search" >/dev/null &
  storm_pid=$!
  sleep 1
  connections=4 run "doc page during storm" "http://127.0.0.1:$port/guide/install/docker.html" docs-page-storm
  wait "$storm_pid"
fi

if [ "$vs_nginx" = 1 ]; then
  command -v nginx >/dev/null || { echo "nginx is not installed (apt-get install -y nginx-light)" >&2; exit 2; }
  out=$(mktemp -d)
  "$bin" build --out "$out/site" >/dev/null
  chmod -R a+rX "$out" # nginx workers run as an unprivileged user
  cat >"$out/nginx.conf" <<CONF
worker_processes 2;
pid $out/nginx.pid;
error_log $out/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  include /etc/nginx/mime.types;
  gzip_static on;
  sendfile on;
  server { listen 127.0.0.1:$nginx_port; root $out/site; }
}
CONF
  nginx -c "$out/nginx.conf" -g 'daemon off;' &
  nginx_pid=$!
  for _ in $(seq 100); do curl -fs -o /dev/null "http://127.0.0.1:$nginx_port/" && break; sleep 0.1; done
  curl -fs -o /dev/null "http://127.0.0.1:$nginx_port/" || { echo "nginx did not come up; see $out/error.log" >&2; exit 1; }
  echo "nginx serving the docs build output (gzip_static)"
  run "doc page" "http://127.0.0.1:$nginx_port/guide/install/docker.html" nginx-page
  run "hashed asset" "http://127.0.0.1:$nginx_port$asset" nginx-asset
  awk -v a="$(cat /tmp/bench-serve-docs-page)" -v b="$(cat /tmp/bench-serve-nginx-page)" 'BEGIN { printf "doc page: docs serve / nginx = %.2f\n", a / b }'
fi
