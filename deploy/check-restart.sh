#!/usr/bin/env bash
# Proves that deploy/oja@.service brings a dead Oja process back by itself. A real systemd
# (Debian's) runs as PID 1 of a private PID and mount namespace that holds only this unit (its
# paths, user and environment file swapped for this checkout's, as check-nginx.sh does with
# nginx.conf), starts oja@PORT on a fresh SQLite shop, then the process is killed with SIGKILL
# (as the kernel's out-of-memory killer or a crash would end it) and the shop must answer again,
# from a new process. Needs root, unshare (util-linux), systemd and the web build.
#
#   deploy/check-restart.sh [port]     the shop listens on 127.0.0.1:port (default 3790)
#
# The namespace gets its own /run, /tmp and /var/tmp and sees no other unit: nothing on the
# machine (its services, its temporary files) is touched. Exit 0 when every check passed, 1 when
# one failed, 2 when this machine cannot run the check (not root, no systemd or unshare).
set -uo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
port=${1:-3790}
base="http://127.0.0.1:$port"
failures=0

[ "$(id -u)" = 0 ] || { echo "check-restart: needs root (systemd as PID 1 of a namespace)"; exit 2; }
for tool in unshare /lib/systemd/systemd ss curl; do
  command -v "$tool" >/dev/null || [ -x "$tool" ] || { echo "check-restart: $tool is missing"; exit 2; }
done
[ -f apps/web/build/server/index.js ] || { echo "The web app is not built: run npm run build first."; exit 1; }
case "$repo/" in
  /tmp/* | /var/tmp/*)
    echo "check-restart: the unit's PrivateTmp hides a checkout under /tmp or /var/tmp; run it from another place"
    exit 2
    ;;
esac

# Inside the checkout: the unit's ProtectHome hides /root and its PrivateTmp its own /tmp.
mkdir -p test-results
work=$(mktemp -d "$repo/test-results/restart-check.XXXXXX")
chmod 755 "$work"
boot_pid=

pass() { echo "  ok    $*"; }
fail() {
  echo "  FAIL  $*"
  failures=$((failures + 1))
}
cleanup() {
  # unshare ignores SIGTERM while its child runs; its death sends SIGKILL to the namespace's
  # PID 1 (--kill-child), which ends every process in the namespace.
  [ -n "$boot_pid" ] && kill -KILL "$boot_pid" 2>/dev/null && wait "$boot_pid" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT

# --- the unit under test, with this checkout's paths ------------------------------------------
mkdir -p "$work/units/oja@.service.d" "$work/empty" "$work/shared/media"
sed -e "s#^User=oja#User=root#" -e "s#^Group=oja#Group=root#" \
  -e "s#/srv/oja/current#$repo#g" -e "s#/srv/oja/shared#$work/shared#g" \
  -e "s#/etc/oja/oja.env#$work/oja.env#" -e "s#/usr/bin/node#$(command -v node)#" \
  deploy/oja@.service >"$work/units/oja@.service"
# The namespace has no sysinit.target or network-online.target to order the unit after.
printf '[Unit]\nDefaultDependencies=no\n' >"$work/units/oja@.service.d/check.conf"
printf '[Unit]\nDefaultDependencies=no\nWants=oja@%s.service\n' "$port" >"$work/units/oja-check.target"
cat >"$work/oja.env" <<EOF
DATABASE_URL=sqlite:$work/shared/oja.sqlite
MEDIA_DIR=$work/shared/media
PUBLIC_URL=$base
PAYMENTS_TEST_MODE=true
LOG_LEVEL=warn
EOF
cat >"$work/boot.sh" <<EOF
set -e
mount -t tmpfs tmpfs /run
mount -t tmpfs tmpfs /tmp
mount -t tmpfs tmpfs /var/tmp
mount --bind "$work/empty" /lib/systemd/system
mount --bind "$work/units" /etc/systemd/system
exec /lib/systemd/systemd --system --unit=oja-check.target --log-target=console --log-level=notice
EOF

listener() { ss -Hltnp "sport = :$port" 2>/dev/null | sed -n 's/.*pid=\([0-9]*\).*/\1/p' | head -n 1; }
# Waits up to $1 seconds for the shop to answer its health check (state, not time: it returns as
# soon as it answers); the start seeds the demo shop on first boot.
answers_within() {
  for _ in $(seq 1 "$1"); do
    curl -fsS -o /dev/null "$base/api/health/" 2>/dev/null && return 0
    sleep 1
  done
  return 1
}

if [ -n "$(listener)" ]; then
  echo "check-restart: port $port is taken; pass another: deploy/check-restart.sh <port>"
  exit 1
fi

echo "Booting systemd with deploy/oja@.service (oja@$port)…"
unshare --fork --pid --mount --mount-proc --propagation private --kill-child=SIGKILL \
  sh "$work/boot.sh" >"$work/systemd.log" 2>&1 &
boot_pid=$!

if answers_within 180; then pass "systemd started oja@$port and the shop answers"; else
  fail "the shop did not answer after the start"
  tail -n 30 "$work/systemd.log"
  exit 1
fi
first=$(listener)

kill -KILL "$first"
pass "process $first killed with SIGKILL"
if answers_within 60; then pass "the shop answers again"; else fail "the shop did not come back"; fi
second=$(listener)
if [ -n "$second" ] && [ "$second" != "$first" ]; then pass "from a new process ($second), started by systemd"; else
  fail "no new process listens on $port (was $first, now '${second}')"
fi
# A second death is survived too (Restart=always, no start limit reached).
kill -KILL "$second"
if answers_within 60 && [ "$(listener)" != "$second" ]; then pass "and again after a second kill"; else
  fail "the shop did not come back after a second kill"
fi

if [ "$failures" -gt 0 ]; then
  echo "$failures check(s) failed; systemd's log:"
  tail -n 30 "$work/systemd.log"
  exit 1
fi
echo "All restart checks passed."
