#!/usr/bin/env bash
# Builds the Rust core for iOS as an XCFramework and generates its Swift bindings (runs on a
# Mac with Xcode and rustup). See ios/README.md.
#
#   ios/build-xcframework.sh            # release build: device, simulator and macOS slices
#   ios/build-xcframework.sh --debug    # debug build (faster to compile, slower to play)
#
# 1. `cargo build -p dl-bindings` as a static library for aarch64-apple-ios (devices),
#    aarch64-apple-ios-sim and x86_64-apple-ios (simulators), and aarch64-apple-darwin and
#    x86_64-apple-darwin (the Mac, so that `swift test` runs GameShellTests there);
# 2. `lipo` joins the two simulator slices and the two macOS slices;
# 3. uniffi 0.32's `uniffi-bindgen-swift` (bindings/uniffi-bindgen, `--bin
#    uniffi-bindgen-swift`) writes the Swift sources, the C headers and `module.modulemap`
#    (module `DividedLoyaltiesCoreFFI`, the name the generated Swift imports), one source and
#    one header for dl-bindings and one each for the dl-ui types it uses;
# 4. `xcodebuild -create-xcframework` packs the libraries with their headers.
#
# Intermediate files go to ios/build/. The two products the Swift package uses go to
# ios/DividedLoyaltiesKit/Generated/ (SwiftPM refuses targets outside the package's folder):
#   Generated/DividedLoyaltiesCoreFFI.xcframework
#   Generated/DividedLoyaltiesCore/DividedLoyaltiesCore.swift (and DividedLoyaltiesUI.swift, dl-ui's
#   types, in the same Swift module)
# Both folders are ignored by git: nothing generated is committed.
set -euo pipefail

profile=release
cargo_profile_flag=(--release)
for arg in "$@"; do
    case "$arg" in
        --debug) profile=debug; cargo_profile_flag=() ;;
        -h|--help) sed -n '2,8p' "$0"; exit 0 ;;
        *) echo "build-xcframework.sh: unknown argument $arg (try --help)" >&2; exit 2 ;;
    esac
done

ios_dir="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$ios_dir/.." && pwd)"
build="$ios_dir/build"
generated="$ios_dir/DividedLoyaltiesKit/Generated"
lib=libdl_bindings.a
ffi_module=DividedLoyaltiesCoreFFI
swift_module=DividedLoyaltiesCore
# dl-ui's screens, inputs and effects, which dl-bindings' app object uses (ui/uniffi.toml).
ui_module=DividedLoyaltiesUI

device_targets=(aarch64-apple-ios)
simulator_targets=(aarch64-apple-ios-sim x86_64-apple-ios)
macos_targets=(aarch64-apple-darwin x86_64-apple-darwin)

[[ "$(uname)" == Darwin ]] || { echo "build-xcframework.sh runs on a Mac (xcodebuild, lipo)" >&2; exit 1; }
for tool in cargo rustup xcodebuild lipo; do
    command -v "$tool" >/dev/null || { echo "build-xcframework.sh: $tool not found" >&2; exit 1; }
done
installed_targets="$(rustup target list --installed)"
for target in "${device_targets[@]}" "${simulator_targets[@]}" "${macos_targets[@]}"; do
    grep -qx "$target" <<<"$installed_targets" || {
        echo "missing Rust target $target: rustup target add $target" >&2
        exit 1
    }
done

cd "$repo"
# The minimum OS versions of project.yml and Package.swift, so the objects match the app.
export IPHONEOS_DEPLOYMENT_TARGET=17.0
export MACOSX_DEPLOYMENT_TARGET=14.0

# The iOS slices play online (feature `online`: str0m with AWS-LC, whose C Xcode's clang
# compiles; ios/README.md "Online play"). The macOS slices serve `swift test` only: without the
# transport, as the GameShell tests expect.
for target in "${device_targets[@]}" "${simulator_targets[@]}" "${macos_targets[@]}"; do
    features=()
    [[ "$target" == *-apple-ios* ]] && features=(--features online)
    echo "== cargo build -p dl-bindings --target $target ($profile) ${features[*]:-}"
    cargo build --locked -p dl-bindings --lib ${cargo_profile_flag[@]+"${cargo_profile_flag[@]}"} \
        ${features[@]+"${features[@]}"} --target "$target"
done

# The libraries are where cargo puts them: CARGO_TARGET_DIR or a configured target-dir, not only target/.
target_dir="$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')"
slice() { echo "$target_dir/$1/$profile/$lib"; }

rm -rf "$build" && mkdir -p "$build/ios-simulator" "$build/macos" "$build/swift"
echo "== lipo: the two simulator slices, the two macOS slices"
lipo -create "$(slice aarch64-apple-ios-sim)" "$(slice x86_64-apple-ios)" \
    -output "$build/ios-simulator/$lib"
lipo -create "$(slice aarch64-apple-darwin)" "$(slice x86_64-apple-darwin)" \
    -output "$build/macos/$lib"

echo "== uniffi-bindgen-swift: Swift source, header, module.modulemap"
# The header and module map sit in a folder named after the module inside Headers/, so that
# they cannot collide with another XCFramework's module.modulemap in the app's include path.
headers="$build/headers"
cargo run --locked -q -p uniffi-bindgen --bin uniffi-bindgen-swift -- \
    "$(slice aarch64-apple-ios)" "$headers/$ffi_module" \
    --headers --modulemap --module-name "$ffi_module" --modulemap-filename module.modulemap
cargo run --locked -q -p uniffi-bindgen --bin uniffi-bindgen-swift -- \
    "$(slice aarch64-apple-ios)" "$build/swift" --swift-sources
for f in "$headers/$ffi_module/$ffi_module.h" "$headers/$ffi_module/${ui_module}FFI.h" \
         "$headers/$ffi_module/module.modulemap" "$build/swift/$swift_module.swift" \
         "$build/swift/$ui_module.swift"; do
    [[ -s "$f" ]] || { echo "uniffi-bindgen-swift did not write $f" >&2; exit 1; }
done

echo "== xcodebuild -create-xcframework"
rm -rf "$generated" && mkdir -p "$generated/$swift_module"
xcodebuild -create-xcframework \
    -library "$(slice aarch64-apple-ios)" -headers "$headers" \
    -library "$build/ios-simulator/$lib" -headers "$headers" \
    -library "$build/macos/$lib" -headers "$headers" \
    -output "$generated/$ffi_module.xcframework"
# Both crates' Swift in one Swift module: uniffi's Swift names another crate's types without an
# import.
cp "$build/swift/$swift_module.swift" "$build/swift/$ui_module.swift" "$generated/$swift_module/"

echo "Done: $generated/$ffi_module.xcframework and $generated/$swift_module/$swift_module.swift"
echo "Next: cd ios && xcodegen generate && open DividedLoyalties.xcodeproj"
