#!/usr/bin/env bash
# Kotlin-on-desktop-JVM toolchain for the Kotlin tests, installed idempotently:
#   - kotlinc + kotlin-stdlib from the npm package `kotlin-compiler` (a full JetBrains
#     compiler distribution: bin/kotlinc, lib/kotlin-stdlib.jar), cached in
#     ${DL_CACHE:-<repo>/.cache}/kotlin/kotlinc-<ver>/
#   - JNA, JUnit 4 and Hamcrest from Debian (apt-get install libjna-java junit4).
#
# Usage:
#   source tests/kotlin/toolchain.sh          # exports the variables below into your shell
#   eval "$(bash tests/kotlin/toolchain.sh)"  # same; run alone it prints `export` lines
# Exports: KOTLIN_HOME KOTLINC KOTLIN_STDLIB JNA_JAR JUNIT_JAR HAMCREST_JAR DL_JAVA_OPTS
# It also writes the same lines to <cache>/kotlin/env.sh.

if [[ "${BASH_SOURCE[0]}" != "$0" ]]; then
    # Sourced: do the work in a child bash, so strict mode (and any failure) stays out of
    # the caller's shell and is not neutralised by a caller's `source ... || ...`.
    _dl_env="$(bash "${BASH_SOURCE[0]}")" || { echo "toolchain.sh: failed" >&2; unset _dl_env; return 1; }
    eval "$_dl_env"
    unset _dl_env
    return 0
fi

set -euo pipefail

KOTLIN_VERSION=2.4.20   # verified: npm `kotlin-compiler@2.4.20` (JetBrains build 2.4.20)

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(git -C "$here" rev-parse --show-toplevel 2>/dev/null || (cd "$here/../.." && pwd))"
cache="${DL_CACHE:-$repo/.cache}/kotlin"
home="$cache/kotlinc-$KOTLIN_VERSION"
log() { echo "toolchain.sh: $*" >&2; }   # stdout is reserved for the export lines

# --- Kotlin compiler (npm tarball unpacked; nothing else from npm is needed) ---
if [[ ! -x "$home/bin/kotlinc" || ! -f "$home/lib/kotlin-stdlib.jar" ]]; then
    log "installing kotlin-compiler@$KOTLIN_VERSION into $home"
    mkdir -p "$cache"
    tmp="$(mktemp -d "$cache/.tmp.XXXXXX")"
    trap 'rm -rf "$tmp"' EXIT
    tgz="$(cd "$tmp" && npm pack --silent "kotlin-compiler@$KOTLIN_VERSION")"
    tar -xzf "$tmp/$tgz" -C "$tmp"          # unpacks to $tmp/package/{bin,lib,...}
    rm -rf "$home"
    # One rename, so a half-done unpack never lands in $home; -T so a concurrent run that
    # got there first makes this mv fail (then its install is used) instead of nesting.
    mv -T "$tmp/package" "$home" 2>/dev/null || [[ -x "$home/bin/kotlinc" ]]
fi

# --- JNA + JUnit 4 (+ Hamcrest, a junit4 dependency) from Debian ---
if [[ ! -f /usr/share/java/jna.jar || ! -f /usr/share/java/junit4.jar ]]; then
    log "apt-get install libjna-java junit4"
    sudo=""; [[ $EUID -ne 0 ]] && sudo="sudo"
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq >&2
    $sudo apt-get install -y -qq --no-install-recommends libjna-java junit4 </dev/null >&2
fi
hamcrest=""
for j in hamcrest.jar hamcrest-core.jar hamcrest-all.jar; do   # Debian 12: hamcrest.jar (2.2)
    [[ -f "/usr/share/java/$j" ]] && { hamcrest="/usr/share/java/$j"; break; }
done
[[ -n "$hamcrest" ]] || { log "no hamcrest jar in /usr/share/java"; exit 1; }

# DL_JAVA_OPTS: Debian's jna.jar is patched to load libjnidispatch.system.so from
# /usr/lib/jni and /usr/lib/<multiarch>/jni (package libjna-jni) by absolute path, so no
# JVM flag is needed; the variable exists so callers can pass it (and add to it).
env_lines="$(cat <<EOF
export KOTLIN_HOME='$home'
export KOTLINC='$home/bin/kotlinc'
export KOTLIN_STDLIB='$home/lib/kotlin-stdlib.jar'
export JNA_JAR='/usr/share/java/jna.jar'
export JUNIT_JAR='/usr/share/java/junit4.jar'
export HAMCREST_JAR='$hamcrest'
export DL_JAVA_OPTS='${DL_JAVA_OPTS:-}'
EOF
)"
echo "$env_lines" > "$cache/env.sh"
echo "$env_lines"
