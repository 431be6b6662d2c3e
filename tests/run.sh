#!/usr/bin/env bash
# Runs every test of the project: formatting, lints, the Rust tests (unit, property,
# differential, exhaustive, corpora) and the cross-language suites. The README's test command;
# .ci/run calls it. Installs what it needs itself.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== cargo fmt --check"
cargo fmt --all -- --check

echo "== cargo clippy"
cargo clippy --workspace --all-targets --locked -- -D warnings

echo "== cargo clippy, dl-remote's WebRTC transport (feature webrtc: str0m, AWS-LC's C build), the app's room links on it, the terminal and the phones' library with them (feature online)"
cargo clippy -p dl-remote --all-targets --features webrtc --locked -- -D warnings
cargo clippy -p dl-ui --all-targets --features webrtc --locked -- -D warnings
cargo clippy -p dl-cli --all-targets --features online --locked -- -D warnings
cargo clippy -p dl-bindings --all-targets --features online --locked -- -D warnings

echo "== fuzz targets (built on stable; running them needs cargo-fuzz and nightly, fuzz/README.md)"
cargo check --manifest-path fuzz/Cargo.toml --bins --locked

echo "== tmux (the terminal UI test of cli/ runs the game inside it)"
command -v tmux >/dev/null || { apt-get update && apt-get install -y tmux; }

echo "== cargo test"
cargo test --workspace --locked --exclude uniffi-bindgen

echo "== cargo test, dl-remote's WebRTC transport and the app's rooms on it (two clients, two apps, through a local PeerJS server; STUN; the phones' library with the transport)"
# One build for the three crates (their features unified), not one each.
cargo test -p dl-remote -p dl-ui -p dl-bindings --locked \
    --features dl-remote/webrtc,dl-ui/webrtc,dl-bindings/online \
    --lib --test webrtc_game --test signalling_tls --test stun_candidates --test webrtc_rooms --test online_play

echo "== our app against the web page in headless Chromium (network namespace)"
bash tests/web/run.sh

echo "== Kotlin tests of the generated bindings (desktop JVM)"
bash tests/kotlin/run.sh

echo "== Android app: shell on the JVM, ktlint, aapt2, Rust for aarch64-linux-android"
bash tests/android/check.sh

echo "== iOS static checks (bindings surface, Swift parse, plists, project.yml)"
bash tests/ios/check.sh
