#!/usr/bin/env bash
# Kotlin tests of the generated bindings on a desktop JVM (issue 4): builds dl-bindings,
# generates the Kotlin and Swift bindings into build/bindings (never committed), compiles the
# Kotlin bindings with the tests in tests/kotlin/src, and runs them with JUnit 4.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$repo"
source tests/kotlin/toolchain.sh

profile=release
cargo build --locked -p dl-bindings --release
# The library is where cargo puts it: CARGO_TARGET_DIR or a configured target-dir, not only target/.
target_dir="$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')"
lib="$target_dir/$profile/libdl_bindings.so"

out="$repo/build/bindings"
rm -rf "$out" && mkdir -p "$out"
cargo run --locked -q -p uniffi-bindgen -- generate "$lib" -l kotlin -l swift -n -o "$out"
# dl-bindings' own API, and dl-ui's screens, inputs and effects that its app object uses
# (ui/uniffi.toml: package app.dividedloyalties.ui, Swift file DividedLoyaltiesUI.swift).
for f in DividedLoyaltiesCore.swift DividedLoyaltiesCoreFFI.h DividedLoyaltiesCoreFFI.modulemap \
         DividedLoyaltiesUI.swift DividedLoyaltiesUIFFI.h \
         app/dividedloyalties/core/dl_bindings.kt app/dividedloyalties/ui/dl_ui.kt; do
    [[ -s "$out/$f" ]] || { echo "bindings: $f was not generated" >&2; exit 1; }
done
echo "bindings: Kotlin and Swift generated in build/bindings"

classes="$repo/build/kotlin-classes"
rm -rf "$classes" && mkdir -p "$classes"
cp="$JNA_JAR:$JUNIT_JAR:$HAMCREST_JAR"
log="$repo/build/kotlinc.log"
if ! JAVA_OPTS="-Xmx1g -XX:TieredStopAtLevel=1 -XX:+UseSerialGC" \
    "$KOTLINC" -nowarn -cp "$cp" -d "$classes" \
    "$out/app/dividedloyalties/core/dl_bindings.kt" "$out/app/dividedloyalties/ui/dl_ui.kt" \
    tests/kotlin/src/*.kt >"$log" 2>&1; then
    grep -v '^warning:' "$log" >&2
    echo "kotlinc failed (exit status above; full log: $log)" >&2
    exit 1
fi
grep -v '^warning:' "$log" || true

tests=$(cd tests/kotlin/src && ls *Test.kt | sed 's/\.kt$//' | sed 's/^/app.dividedloyalties.tests./')
# shellcheck disable=SC2086
# A fixed, pre-touched heap keeps resident memory flat, so the leak test sees native growth.
java $DL_JAVA_OPTS -Xms256m -Xmx256m -XX:+AlwaysPreTouch -Djna.library.path="$target_dir/$profile" -Ddl.repo="$repo" \
    -cp "$classes:$cp:$KOTLIN_STDLIB" org.junit.runner.JUnitCore $tests
