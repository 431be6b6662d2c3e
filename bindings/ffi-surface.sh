#!/usr/bin/env bash
# Counts the FFI surface of a built dl-bindings library (issue 19 asks for at most 4 objects and
# 40 exported functions and methods). It reads the metadata symbols uniffi's macros put into the
# library, one `UNIFFI_META_<CRATE>_<KIND>_<NAME>` per exported item (what `uniffi-bindgen
# generate --library` reads), so it counts what the bindings are generated from, per crate:
# objects (`INTERFACE`: Objects and foreign traits, named below), functions, constructors,
# methods (a foreign trait's methods among them), records, enums and errors.
#
#   bindings/ffi-surface.sh [library]     # default: <cargo's target directory>/release/libdl_bindings.so
#   cargo build -p dl-bindings --release  # first, if the library is not built
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
if [[ $# -ge 1 ]]; then
    lib="$1"
else
    target_dir="$(cd "$repo" && cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')"
    lib="$target_dir/release/libdl_bindings.so"
fi
[[ -f "$lib" ]] || { echo "ffi-surface.sh: no library at $lib (cargo build -p dl-bindings --release)" >&2; exit 1; }

nm -D --defined-only "$lib" | awk '$3 ~ /^UNIFFI_META_/ { print $3 }' | python3 -c '
import re, sys
from collections import Counter

KINDS = ["CALLBACK_INTERFACE", "OBJECT_TRAIT_IMPL", "UNIFFI_TRAIT", "CUSTOM_TYPE", "CONSTRUCTOR",
         "INTERFACE", "METHOD", "RECORD", "ERROR", "ENUM", "FUNC"]
symbols = sys.stdin.read().split()
crates = sorted(s[len("UNIFFI_META_NAMESPACE_"):] for s in symbols if s.startswith("UNIFFI_META_NAMESPACE_"))
total, interfaces = Counter(), []
for crate in crates:
    counts = Counter()
    for s in symbols:
        rest = s.removeprefix(f"UNIFFI_META_{crate}_")
        if rest == s:
            continue
        kind = next((k for k in KINDS if rest.startswith(k + "_")), None)
        if kind is None:
            continue
        counts[kind] += 1
        if kind == "INTERFACE":
            interfaces.append(rest[len("INTERFACE_"):])
    total.update(counts)
    print(f"{crate}: " + ", ".join(f"{k.lower()} {n}" for k, n in sorted(counts.items())))
funcs, ctors, methods = total["FUNC"], total["CONSTRUCTOR"], total["METHOD"]
objects, records, enums, errors = total["INTERFACE"], total["RECORD"], total["ENUM"], total["ERROR"]
names = ", ".join(sorted(interfaces))
print(f"in all: {objects} objects and foreign traits ({names}); {funcs + ctors + methods} functions "
      f"and methods ({funcs} functions, {ctors} constructors, {methods} methods); {records} records; "
      f"{enums} enums; {errors} errors")
'
