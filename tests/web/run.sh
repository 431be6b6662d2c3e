#!/usr/bin/env bash
# Issue 23, test 2: our app (dl-cli script mode, feature online) against the web version's
# remote page in headless Chromium, both directions, through a local PeerJS server. Everything
# runs inside a network namespace made here (lo and a veth pair with both ends inside, the
# default route via the peer end), so no packet leaves the machine. Installs what it needs.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$repo"

command -v chromium >/dev/null || { apt-get update && apt-get install -y chromium; }
(cd tests/web && npm ci --no-audit --no-fund)
cargo build -p dl-cli --features online --locked
target_dir="$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')"
export DL_CLI="$target_dir/debug/dl-cli"
export DL_WEB_HOST=10.77.0.1
export DL_WEB_ARTIFACTS="${DL_WEB_ARTIFACTS:-${TMPDIR:-/tmp}/dl-web-peer}"

# The node test is PID 1 of a PID namespace of its own: when it ends, or the timeout ends it,
# every process it started (PeerJS server, Chromium, dl-cli) is killed with it.
timeout --kill-after=10 600 unshare --net --pid --kill-child bash -euo pipefail -c '
    ip link set lo up
    ip link add dl-web0 type veth peer name dl-web1
    ip addr add 10.77.0.1/24 dev dl-web0
    ip addr add 10.77.0.2/24 dev dl-web1
    ip link set dl-web0 up
    ip link set dl-web1 up
    ip route add default via 10.77.0.2 dev dl-web0
    exec node tests/web/web_peer.mjs
'
