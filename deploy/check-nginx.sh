#!/usr/bin/env bash
# Runs deploy/nginx.conf (ports, paths and a self-signed certificate swapped in) in front of two
# real Oja web processes (PROCESS_ROLE=web) and one worker (PROCESS_ROLE=worker) on a fresh
# PostgreSQL database, with media in an S3-compatible bucket (s3rver, the tests' devDependency),
# checks what docs/deployment.md promises, and removes everything again. Needs nginx, openssl,
# curl, psql, PostgreSQL and the web build (`npm run build`). Not part of `npm test`.
#
#   deploy/check-nginx.sh [port]      nginx listens on port (default 3700, https) and port+3
#                                     (http); the web processes on port+1 and port+2, the
#                                     worker's health check on port+4, the bucket on port+5
#
# CHECK_DATABASE_URL: a connection allowed to create databases
# (default postgres://postgres@127.0.0.1:5432/test).
set -uo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
port=${1:-3700}
admin_url=${CHECK_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}
host=shop.example.com
base="https://$host:$port"
work=$(mktemp -d /tmp/oja-nginx-check.XXXXXX)
db=oja_nginx_check_$(openssl rand -hex 4)
db_url="${admin_url%/*}/$db"
failures=0
app_pids=()
nginx_pid=
s3_pid=

pass() { echo "  ok    $*"; }
fail() {
  echo "  FAIL  $*"
  failures=$((failures + 1))
}
check() { # check "what" <test command…>
  local what=$1
  shift
  if "$@"; then pass "$what"; else fail "$what"; fi
}

cleanup() {
  [ -n "$nginx_pid" ] && kill -QUIT "$nginx_pid" 2>/dev/null
  for pid in "${app_pids[@]}"; do kill -TERM "$pid" 2>/dev/null; done
  [ -n "$s3_pid" ] && kill -TERM "$s3_pid" 2>/dev/null
  wait 2>/dev/null
  psql -q "$admin_url" -c "drop database if exists $db with (force)" >/dev/null 2>&1
  rm -rf "$work"
}
trap cleanup EXIT

[ -f apps/web/build/server/index.js ] || {
  echo "The web app is not built: run npm run build first."
  exit 1
}

# --- the configuration under test, with this machine's ports and paths ---------------------
mkdir -p "$work/shared/media" "$work/tmp"
chmod 755 "$work"
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj "/CN=$host" \
  -keyout "$work/key.pem" -out "$work/cert.pem" >/dev/null 2>&1
sed -e "s#listen 443 ssl http2;#listen $port ssl http2;#" \
  -e "s#listen 80;#listen $((port + 3));#" \
  -e '/listen \[::\]/d' \
  -e "s#127.0.0.1:3001#127.0.0.1:$((port + 1))#" \
  -e "s#127.0.0.1:3002#127.0.0.1:$((port + 2))#" \
  -e "s#/etc/letsencrypt/live/$host/fullchain.pem#$work/cert.pem#" \
  -e "s#/etc/letsencrypt/live/$host/privkey.pem#$work/key.pem#" \
  -e "s#/var/log/nginx/#$work/#g" \
  -e "s#/srv/oja/current#$repo#g" \
  -e "s#/srv/oja/shared#$work/shared#g" \
  deploy/nginx.conf >"$work/oja.conf"
cat >"$work/nginx.conf" <<EOF
$([ "$(id -u)" = 0 ] && echo 'user root;')
worker_processes 2;
pid $work/nginx.pid;
error_log $work/nginx.error.log warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  client_body_temp_path $work/tmp/body;
  proxy_temp_path $work/tmp/proxy;
  fastcgi_temp_path $work/tmp/fastcgi;
  uwsgi_temp_path $work/tmp/uwsgi;
  scgi_temp_path $work/tmp/scgi;
  include $work/oja.conf;
}
EOF

echo "nginx: $(nginx -v 2>&1)"
if nginx -t -q -c "$work/nginx.conf" -p "$work"; then pass "nginx -t accepts deploy/nginx.conf"; else
  fail "nginx -t accepts deploy/nginx.conf"
  exit 1
fi

# --- the bucket: s3rver on port+5 --------------------------------------------------------------
mkdir -p "$work/s3"
node node_modules/s3rver/bin/s3rver.js -d "$work/s3" -a 127.0.0.1 -p $((port + 5)) -s \
  --configure-bucket oja-media >"$work/s3.log" 2>&1 &
s3_pid=$!
for _ in $(seq 1 60); do curl -s -o /dev/null "http://127.0.0.1:$((port + 5))/" && break; done
export MEDIA_STORAGE=s3 S3_BUCKET=oja-media S3_ENDPOINT=http://127.0.0.1:$((port + 5)) S3_FORCE_PATH_STYLE=true \
  S3_ACCESS_KEY_ID=S3RVER S3_SECRET_ACCESS_KEY=S3RVER AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true

# --- migrations once, demo data once (its artwork into the bucket), then the processes ---------
psql -q "$admin_url" -c "create database $db" >/dev/null || exit 1
export DATABASE_URL=$db_url MEDIA_DIR=$work/shared/media LOG_LEVEL=warn
node --import tsx apps/server/src/db/cli.ts migrate >"$work/migrate.log" 2>&1 || {
  fail "migrations (see output)"
  cat "$work/migrate.log"
  exit 1
}
node --import tsx apps/server/src/db/cli.ts seed >"$work/seed.log" 2>&1 && pass "migrations and demo data, once"
metrics_token=$(openssl rand -hex 16)
for n in 1 2 4; do
  role=web
  [ "$n" = 4 ] && role=worker
  NODE_ENV=production PORT=$((port + n)) HOST=127.0.0.1 SEED_DEMO_DATA=false TRUST_PROXY=true \
    PUBLIC_URL=$base PAYMENTS_TEST_MODE=true PROCESS_ROLE=$role ORDER_JOBS_INTERVAL_MS=500 METRICS_TOKEN=$metrics_token \
    node --import tsx apps/server/src/main.ts >"$work/app-$n.log" 2>&1 &
  app_pids+=($!)
done
for n in 1 2 4; do
  for _ in $(seq 1 60); do
    curl -fs "http://127.0.0.1:$((port + n))/api/health" >/dev/null && break
    sleep 0.5
  done
done
nginx -c "$work/nginx.conf" -p "$work" -g 'daemon off;' &
nginx_pid=$!
sleep 0.5

c() { curl -sk --resolve "$host:$port:127.0.0.1" "$@"; }
upstreams_for() { grep -F "\"$1" "$work/oja.access.log" | grep -o 'upstream=[0-9.:]*' | sort -u | wc -l; }

# --- checks ------------------------------------------------------------------------------------
check "http redirects to https" \
  test "$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' -H "Host: $host" "http://127.0.0.1:$((port + 3))/cart")" \
  = "301 https://$host/cart"

statuses=$(for _ in $(seq 1 20); do c -o /dev/null -w '%{http_code}\n' "$base/api/products/?limit=1"; done | sort | uniq -c | xargs)
check "20 API requests through nginx all answered 200 ($statuses)" test "$statuses" = "20 200"
check "…and both processes answered some of them" test "$(upstreams_for 'GET /api/products/')" = 2

headers=$(c -D - -o /dev/null -H 'accept-encoding: br, gzip' "$base/")
check "a page is compressed by the app (brotli) and passed through" grep -qi '^content-encoding: br' <<<"$headers"
check "HSTS on https (X-Forwarded-Proto trusted)" grep -qi '^strict-transport-security:' <<<"$headers"

asset=$(cd apps/web/build/client/assets && ls ./*.js | head -n 1)
asset=${asset#./}
headers=$(c -D - -o /dev/null -H 'accept-encoding: gzip' "$base/assets/$asset")
check "/assets/$asset from disk by nginx (no app request id), gzip, immutable" \
  bash -c "grep -qi '^cache-control: public, max-age=31536000, immutable' <<<'$headers' &&
    grep -qi '^content-encoding: gzip' <<<'$headers' && ! grep -qi '^x-request-id' <<<'$headers'"
check "the demo artwork went into the bucket, not the local media directory" \
  bash -c "ls '$work/s3/oja-media/icons' >/dev/null 2>&1 && ! ls '$work/shared/media/icons' >/dev/null 2>&1"
icon=$(c "$base/api/categories/?include_products=false" | grep -o '/media/icons/[a-z-]*\.svg' | head -n 1)
media=$(for _ in $(seq 1 10); do c -o /dev/null -w '%{http_code}\n' "$base$icon"; done | sort | uniq -c | xargs)
check "$icon from the bucket through both web processes ($media)" \
  bash -c "test '$media' = '10 200' && test $(upstreams_for "GET $icon") = 2"
metrics() { c -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $metrics_token" "$base$1"; }
check "a web process serves /metrics to its scraper directly (token)" \
  test "$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $metrics_token" "http://127.0.0.1:$((port + 1))/metrics")" = 200
check "…but nginx never does, token or not (/metrics, /metrics/, ?x, %-encoded: $(metrics /metrics) $(metrics /metrics/) $(metrics '/metrics?x=1') $(metrics /%6Detrics))" \
  test "$(metrics /metrics) $(metrics /metrics/) $(metrics '/metrics?x=1') $(metrics /%6Detrics)" = "404 404 404 404"
check "the worker answers its health check on its own port" \
  grep -q '"role":"worker"' <<<"$(curl -s "http://127.0.0.1:$((port + 4))/health")"
check "…and serves neither pages nor the API" \
  test "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$((port + 4))/api/products/")" = 404

jar=$work/cookies
account() { echo "{\"first_name\":\"Ada\",\"last_name\":\"Obi\",\"email\":\"nginx$1@example.com\",\"password\":\"a long enough password\"}"; }
register() { # register <n> [x-forwarded-for]: the first one keeps its session in $jar
  local forwarded=()
  [ -n "${2:-}" ] && forwarded=(-H "x-forwarded-for: $2")
  c -o /dev/null -w '%{http_code}\n' -c "$([ "$1" = 0 ] && echo "$jar" || echo /dev/null)" \
    -H 'content-type: application/json' "${forwarded[@]}" \
    -d "$(account "$1")" "$base/api/register/"
}
check "register through nginx" test "$(register 0)" = 201
check "the session cookie is HttpOnly and Secure (https seen through the proxy)" \
  test "$(awk '$6 == "oja_session" && $1 ~ /^#HttpOnly_/ { print $4 }' "$jar")" = TRUE
me=$(for _ in $(seq 1 10); do c -o /dev/null -w '%{http_code}\n' -b "$jar" "$base/api/me/"; done | sort | uniq -c | xargs)
check "the session works on both processes (10 × GET /api/me/: $me)" \
  bash -c "test '$me' = '10 200' && test $(upstreams_for 'GET /api/me/') = 2"

# 20 registrations an hour per address: a client's own X-Forwarded-For must not buy more.
answers=$(for i in $(seq 1 22); do register "$i" "198.51.100.$i"; done | sort | uniq -c | xargs)
check "registration limit per address holds through nginx, X-Forwarded-For ignored ($answers)" \
  test "$answers" = "19 201 3 429"
refused=$(c -D - -H 'content-type: application/json' -d "$(account 99)" "$base/api/register/")
check "…answered 429 {detail, code: rate_limited} with Retry-After" \
  bash -c "grep -qi '^retry-after: [0-9]' <<<'$refused' && grep -q '\"code\":\"rate_limited\"' <<<'$refused'"
head -c 2000000 /dev/zero | tr '\0' 'a' >"$work/2mb"
big=$(for _ in $(seq 1 10); do c -w ' %{http_code}\n' -H 'content-type: application/json' --data-binary @"$work/2mb" "$base/api/register/"; done | sort -u)
check "2 MB of JSON, 10 times: nginx's 413 in the app's {detail, code} shape" \
  test "$big" = '{"detail":"The request body is too large.","code":"payload_too_large"} 413'
head -c 8000000 /dev/urandom >"$work/8mb"
upload() { c -o /dev/null -w '%{http_code}\n' "$@" -F "picture=@$work/8mb;type=image/jpeg" "$base/api/me/picture/"; }
anonymous=$(for _ in $(seq 1 10); do upload; done | sort | uniq -c | xargs)
check "8 MB upload without a session, 10 times: 401 from the app, never a 502 ($anonymous)" test "$anonymous" = "10 401"
picture=$(for _ in $(seq 1 5); do upload -b "$jar"; done | sort | uniq -c | xargs)
check "8 MB picture with a session, 5 times: the app's own 5 MiB limit ($picture)" test "$picture" = "5 413"
head -c 10000000 /dev/zero >"$work/10mb"
check "10 MB upload: refused by nginx (413) before any process reads it" test "$(upload -b "$jar" -F "x=@$work/10mb")" = 413

# An unpaid order of the account registered above, due at once: the worker expires it (the web
# processes run no jobs: PROCESS_ROLE=web).
product=$(c "$base/api/products/?limit=1" | grep -o '"id":[0-9]*' | head -n 1 | cut -d: -f2)
order=$(c -b "$jar" -H 'content-type: application/json' -H "origin: $base" \
  -d "{\"address\":{\"street\":\"12 Broad Street\",\"city\":\"Lagos Island\",\"state\":\"Lagos\",\"country\":\"Nigeria\",\"postal_code\":\"101001\",\"phone\":\"+234 803 123 4567\"},\"items\":[{\"item\":{\"id\":$product,\"title\":\"x\",\"image_url\":\"\",\"price\":0.01,\"price_naira\":1},\"quantity\":1,\"totalPrice\":0.01,\"totalNairaPrice\":1}]}" \
  "$base/api/place-order/" | grep -o '"id":[0-9]*' | head -n 1 | cut -d: -f2)
psql -q "$db_url" -c "update orders set expires_at = 0 where id = ${order:-0}" >/dev/null 2>&1
state=
for _ in $(seq 1 40); do
  state=$(psql -tA "$db_url" -c "select state from orders where id = ${order:-0}" 2>/dev/null)
  [ "$state" = expired ] && break
  sleep 0.25
done
check "an unpaid order placed through nginx is expired by the worker (order ${order:-none}: $state)" test "$state" = expired

kill -TERM "${app_pids[0]}"
wait "${app_pids[0]}" 2>/dev/null
after=$(for _ in $(seq 1 10); do c -o /dev/null -w '%{http_code}\n' "$base/api/health"; done | sort | uniq -c | xargs)
check "one process stopped (SIGTERM): the other answers everything ($after)" test "$after" = "10 200"

echo
if [ "$failures" -eq 0 ]; then echo "all checks passed"; else echo "$failures check(s) failed (logs were in $work)"; fi
exit $((failures > 0))
