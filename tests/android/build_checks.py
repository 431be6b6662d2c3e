#!/usr/bin/env python3
"""What a maintainer's first Android Studio build and a device would hit, checked without the
SDK (issue 22). python3 only, no network; run from anywhere:

    python3 tests/android/build_checks.py

1. compileSdk against the catalog's androidx.core: each core release sets a minCompileSdk in
   its AAR metadata, and AGP's check*AarMetadata fails the build below it.
2. The Rust library's task: cargo is not started by bare name alone, the NDK comes from the
   SDK components (a launcher-started Android Studio has no ANDROID_NDK_HOME), ndkVersion is
   pinned, and abiFilters are exactly the ABIs cargo-ndk builds.
3. The manifest: MainActivity is singleTask, and its VIEW and SEND filters take the MIME types
   dl-app's share names give game and position files (app/src/share/names.rs).
4. Shared text is read as a CharSequence (getStringExtra drops styled text).
5. The adaptive icon has foreground, background and monochrome layers, and is what
   icons/icon.py draws.
6. App Links: the autoVerify filter is https, and site/'s assetlinks.json names the
   applicationId with one SHA-256 fingerprint per entry (the placeholder the site's owner
   replaces, site/README.md).
7. Issue 19: the app's Kotlin (shell and app, main and test) uses only the app object of
   dl-bindings (DlApp, ChangeListener, LaunchFailure, initLogging) and dl-ui's types: none of
   the older API (sessions, store, localizer, share and receive functions) that is going away.
8. Issue 23: the manifest asks for INTERNET (online play) and not ACCESS_NETWORK_STATE
   (nothing reads it), and cargo-ndk builds dl-bindings with its feature `online`.
"""

import json
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ANDROID = ROOT / "android"
GRADLE = ANDROID / "app/build.gradle.kts"
CATALOG = ANDROID / "gradle/libs.versions.toml"
MANIFEST = ANDROID / "app/src/main/AndroidManifest.xml"
KOTLIN = ANDROID / "app/src/main/kotlin"
# The only names of dl-bindings' own package the apps may use (issue 19, "The three painters").
APP_OBJECT = {"DlApp", "ChangeListener", "LaunchFailure", "initLogging"}
ICON = ANDROID / "app/src/main/res/mipmap-anydpi-v26/ic_launcher.xml"
NAMES = ROOT / "app/src/share/names.rs"
ASSETLINKS = ROOT / "site/.well-known/assetlinks.json"
NS = "{http://schemas.android.com/apk/res/android}"

# androidx.core's minCompileSdk by release line, from its release notes and AAR metadata:
# 1.13 needs 34, 1.15 and 1.16 need 35, 1.17 and 1.18 need 36, 1.19 needs 37. A version not
# in the table fails: look its rule up before moving the catalog.
CORE_MIN_COMPILE_SDK = {(1, 13): 34, (1, 15): 35, (1, 16): 35, (1, 17): 36, (1, 18): 36, (1, 19): 37}

problems: list[str] = []


def problem(text: str) -> None:
    problems.append(text)


def check_compile_sdk(gradle: str) -> None:
    catalog = CATALOG.read_text()
    match = re.search(r'^core-ktx\s*=\s*"(\d+)\.(\d+)\.[^"]*"', catalog, re.M)
    if match is None:
        problem(f"{CATALOG}: no core-ktx version")
        return
    line = (int(match.group(1)), int(match.group(2)))
    needed = CORE_MIN_COMPILE_SDK.get(line)
    compile_sdk = re.search(r"^\s*compileSdk\s*=\s*(\d+)", gradle, re.M)
    target_sdk = re.search(r"^\s*targetSdk\s*=\s*(\d+)", gradle, re.M)
    if compile_sdk is None or target_sdk is None:
        problem(f"{GRADLE}: compileSdk and targetSdk must be plain numbers")
        return
    if needed is None:
        problem(f"{CATALOG}: androidx.core {line[0]}.{line[1]} has no minCompileSdk in "
                f"{Path(__file__).name}: add it from the release notes")
    elif int(compile_sdk.group(1)) < needed:
        problem(f"{GRADLE}: compileSdk {compile_sdk.group(1)} is below {needed}, which "
                f"androidx.core {line[0]}.{line[1]} requires (checkDebugAarMetadata fails)")
    if int(target_sdk.group(1)) > int(compile_sdk.group(1)):
        problem(f"{GRADLE}: targetSdk above compileSdk")


def check_rust_task(gradle: str) -> None:
    if not re.search(r'^\s*ndkVersion\s*=\s*"\d+\.\d+\.\d+"', gradle, re.M):
        problem(f"{GRADLE}: ndkVersion is not pinned")
    ndk = re.search(r"val (\w+) = androidComponents\.sdkComponents\.ndkDirectory", gradle)
    if ndk is None or not re.search(
            r'environment\(\s*"ANDROID_NDK_HOME",\s*' + ndk.group(1) + r"\.get\(\)", gradle):
        problem(f"{GRADLE}: cargo-ndk is not given ANDROID_NDK_HOME from androidComponents.sdkComponents")
    if re.search(r'commandLine\(\s*"cargo"', gradle):
        problem(f"{GRADLE}: cargo started by bare name (a launcher-started Studio has no ~/.cargo/bin on PATH)")
    if not re.search(r'gradleProperty\("cargo"\)[^\n]*\n[^\n]*"\.cargo/bin/cargo"', gradle):
        problem(f"{GRADLE}: cargo is not taken from the Gradle property `cargo`, then ~/.cargo/bin")
    built = re.findall(r'"-t",\s*"([\w-]+)"', gradle)
    filters = re.search(r"abiFilters\s*\+=\s*listOf\(([^)]*)\)", gradle)
    if filters is None:
        problem(f"{GRADLE}: no ndk {{ abiFilters }} (JNA's x86 library would claim an ABI without Rust)")
    elif sorted(re.findall(r'"([\w-]+)"', filters.group(1))) != sorted(built):
        problem(f"{GRADLE}: abiFilters {filters.group(1)} are not the ABIs cargo-ndk builds {built}")


def rust_constants(path: Path) -> dict[str, str]:
    return dict(re.findall(r'pub const (\w+): &str = "([^"]*)";', path.read_text()))


def check_manifest(names: dict[str, str]) -> None:
    root = ET.parse(MANIFEST).getroot()
    activities = [a for a in root.iter("activity") if a.get(NS + "name") == ".MainActivity"]
    if len(activities) != 1:
        problem(f"{MANIFEST}: no single .MainActivity")
        return
    activity = activities[0]
    if activity.get(NS + "launchMode") != "singleTask":
        problem(f"{MANIFEST}: MainActivity's launchMode is {activity.get(NS + 'launchMode')}, "
                "not singleTask (a share from another app would start a second one in its task)")
    wanted = {names.get("GAME_MIME"), names.get("CSV_MIME")}
    if None in wanted:
        problem(f"{NAMES}: no GAME_MIME or CSV_MIME")
        return
    for action in ("android.intent.action.VIEW", "android.intent.action.SEND"):
        mimes: set[str] = set()
        for intent_filter in activity.iter("intent-filter"):
            if any(a.get(NS + "name") == action for a in intent_filter.iter("action")):
                mimes |= {d.get(NS + "mimeType") for d in intent_filter.iter("data")}
        missing = wanted - mimes
        if missing:
            problem(f"{MANIFEST}: no {action.rsplit('.', 1)[-1]} filter takes {sorted(missing)} "
                    f"(dl-app's share names)")


def check_online(gradle: str) -> None:
    root = ET.parse(MANIFEST).getroot()
    asked = {p.get(NS + "name") for p in root.iter("uses-permission")}
    if "android.permission.INTERNET" not in asked:
        problem(f"{MANIFEST}: no INTERNET permission (online play cannot reach the PeerJS server)")
    if "android.permission.ACCESS_NETWORK_STATE" in asked:
        problem(f"{MANIFEST}: ACCESS_NETWORK_STATE asked for, but nothing reads the network state")
    task = re.search(r'commandLine\((.*?)\n    \)', gradle, re.S)
    if task is None or not re.search(r'"--features",\s*"online"', task.group(1)):
        problem(f"{GRADLE}: cargo-ndk does not build dl-bindings with --features online "
                "(the phones would say online play is not in this build)")


def check_kotlin() -> None:
    for path in sorted(KOTLIN.rglob("*.kt")):
        text = path.read_text()
        for match in re.finditer(r"getStringExtra\(\s*Intent\.EXTRA_TEXT", text):
            line = text.count("\n", 0, match.start()) + 1
            problem(f"{path.relative_to(ROOT)}:{line}: getStringExtra(EXTRA_TEXT) drops styled "
                    "text; use getCharSequenceExtra")


def check_app_object_only() -> None:
    sources = [p for p in ANDROID.rglob("*.kt") if "build" not in p.relative_to(ANDROID).parts]
    for path in sorted(sources):
        text = path.read_text()
        for match in re.finditer(r"^import app\.dividedloyalties\.core\.(\w+)", text, re.M):
            if match.group(1) not in APP_OBJECT:
                line = text.count("\n", 0, match.start()) + 1
                problem(f"{path.relative_to(ROOT)}:{line}: {match.group(1)} is dl-bindings' older API; "
                        "use DlApp and dl-ui's types (issue 19)")
        if re.search(r"\bapp\.dividedloyalties\.core\.\*", text):
            problem(f"{path.relative_to(ROOT)}: a star import of dl-bindings' package")


def check_icon() -> None:
    root = ET.parse(ICON).getroot()
    layers = {child.tag for child in root}
    for layer in ("background", "foreground", "monochrome"):
        if layer not in layers:
            problem(f"{ICON}: no {layer} layer")
    drawn = subprocess.run([sys.executable, str(ROOT / "icons/icon.py"), "--check"],
                           capture_output=True, text=True)
    if drawn.returncode != 0:
        problem(drawn.stderr.strip())


def check_app_links(gradle: str) -> None:
    application_id = re.search(r'applicationId\s*=\s*"([^"]+)"', gradle)
    root = ET.parse(MANIFEST).getroot()
    verified = [f for f in root.iter("intent-filter") if f.get(NS + "autoVerify") == "true"]
    if not verified:
        problem(f"{MANIFEST}: no autoVerify filter for the web links")
    for intent_filter in verified:
        schemes = {d.get(NS + "scheme") for d in intent_filter.iter("data")} - {None}
        if "https" not in schemes:
            problem(f"{MANIFEST}: the autoVerify filter has no https scheme")
    try:
        statements = json.loads(ASSETLINKS.read_text())
    except (OSError, ValueError) as error:
        problem(f"{ASSETLINKS}: {error}")
        return
    fingerprint = re.compile(r"([0-9A-F]{2}:){31}[0-9A-F]{2}")
    for statement in statements:
        target = statement.get("target", {})
        if "delegate_permission/common.handle_all_urls" not in statement.get("relation", []):
            problem(f"{ASSETLINKS}: a statement without delegate_permission/common.handle_all_urls")
        if application_id is None or target.get("package_name") != application_id.group(1):
            problem(f"{ASSETLINKS}: package_name {target.get('package_name')} is not the applicationId")
        prints = target.get("sha256_cert_fingerprints", [])
        if not prints or not all(fingerprint.fullmatch(p) for p in prints):
            problem(f"{ASSETLINKS}: sha256_cert_fingerprints {prints} are not SHA-256 fingerprints")


def main() -> int:
    gradle = GRADLE.read_text()
    check_app_links(gradle)
    check_compile_sdk(gradle)
    check_rust_task(gradle)
    check_manifest(rust_constants(NAMES))
    check_online(gradle)
    check_kotlin()
    check_app_object_only()
    check_icon()
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    print("android build: compileSdk fits androidx.core, cargo and the NDK found without the "
          "environment, ABIs filtered, singleTask, share MIME types agree with Rust, icon drawn, assetlinks.json fits, "
          "INTERNET asked for and the library built with online play, "
          "only the app object of dl-bindings used")
    return 0


if __name__ == "__main__":
    sys.exit(main())
