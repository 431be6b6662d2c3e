#!/usr/bin/env python3
"""What a maintainer's first Xcode build and a VoiceOver user would hit, checked without Xcode
(issue 22). python3 only, no network; run from the repository's root:

    python3 tests/ios/app_checks.py

1. The game and position files' types in Info.plist agree with dl-app's share names
   (app/src/share/names.rs): the documents the app opens are the types Rust names, and any type
   the app exports or imports carries the extension and MIME type its files really have.
2. project.yml asks for the XcodeGen that knows string catalogs (2.39, `.xcstrings`).
3. `.accessibilityAction(` is given its kind or name first: a bare closure is bound to the
   `kind` parameter and does not compile.
4. Board cells in `ForEach` are keyed by their place, never `id: \\.self` (VoiceOver loses its
   focus on each move when a cell's identity is its whole value).
5. The app icon set: every PNG its Contents.json names exists at the size it declares, and
   the set and the accent colour are what icons/icon.py draws.
6. Universal links: project.yml signs with the entitlements file, whose associated domains
   are exactly the hosts of the Android App Links filter, and site/'s
   apple-app-site-association names this bundle identifier and the Android filter's path.
7. The app as DlApp's painter (issues 19 and 22): the share sheet's iPad popover is anchored
   (`sourceView` and a `sourceRect` from the pressed control, never only the window's middle);
   the app empties the share folders and the Inbox at launch (`ShareFiles.cleanUp()`);
   announcements carry their language (`accessibilitySpeechLanguage`); the listener is
   `Sendable` and hops to the main actor; the package is in Swift 6 language mode; the main
   screens have a `#Preview`.
"""

import json
import plistlib
import re
import struct
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
NAMES = ROOT / "app/src/share/names.rs"
INFO = ROOT / "ios/App/Info.plist"
PROJECT = ROOT / "ios/project.yml"
SWIFT = ROOT / "ios/App"
ICONS = ROOT / "ios/App/Assets.xcassets/AppIcon.appiconset"
AASA = ROOT / "site/.well-known/apple-app-site-association"
MANIFEST = ROOT / "android/app/src/main/AndroidManifest.xml"
XCODEGEN_MINIMUM = (2, 39, 0)

problems: list[str] = []


def problem(text: str) -> None:
    problems.append(text)


def rust_constants(path: Path) -> dict[str, str]:
    """Every `pub const NAME: &str = "…";` of a Rust file."""
    return dict(re.findall(r'pub const (\w+): &str = "([^"]*)";', path.read_text()))


def check_share_types(names: dict[str, str]) -> None:
    for key in ("GAME_UTTYPE", "CSV_UTTYPE", "GAME_MIME", "CSV_MIME", "GAME_FILE_SUFFIX"):
        if key not in names:
            problem(f"{NAMES}: no {key}")
            return
    info = plistlib.loads(INFO.read_bytes())
    opened = {t for d in info.get("CFBundleDocumentTypes", []) for t in d.get("LSItemContentTypes", [])}
    for key in ("GAME_UTTYPE", "CSV_UTTYPE"):
        if names[key] not in opened:
            problem(f"{INFO}: no document type opens {names[key]} ({key} in {NAMES.name})")
    declared = info.get("UTExportedTypeDeclarations", []) + info.get("UTImportedTypeDeclarations", [])
    identifiers = {t.get("UTTypeIdentifier") for t in declared}
    for uti in sorted(opened - identifiers):
        if not uti.startswith("public."):
            problem(f"{INFO}: document type {uti} is neither a system type nor declared")
    # iOS types a file by its last extension only: `x.dlgame.json` is a `json` file.
    game_extension = names["GAME_FILE_SUFFIX"].rsplit(".", 1)[-1]
    for declaration in declared:
        uti = declaration.get("UTTypeIdentifier")
        tags = declaration.get("UTTypeTagSpecification", {})
        extensions = tags.get("public.filename-extension", [])
        mimes = tags.get("public.mime-type", [])
        if isinstance(extensions, str):
            extensions = [extensions]
        if isinstance(mimes, str):
            mimes = [mimes]
        if uti == names["GAME_UTTYPE"] or game_extension in extensions:
            if extensions != [game_extension] or mimes not in ([], [names["GAME_MIME"]]):
                problem(f"{INFO}: {uti} declares {extensions} {mimes}; game files are "
                        f"*{names['GAME_FILE_SUFFIX']} ({names['GAME_MIME']})")
        elif uti not in opened:
            problem(f"{INFO}: {uti} is declared but no document type opens it")
        else:
            problem(f"{INFO}: {uti} matches no file the app writes (extensions {extensions})")


def check_xcodegen_version() -> None:
    match = re.search(r'minimumXcodeGenVersion:\s*"?(\d+)\.(\d+)(?:\.(\d+))?', PROJECT.read_text())
    if match is None:
        problem(f"{PROJECT}: no options.minimumXcodeGenVersion")
        return
    version = tuple(int(part or 0) for part in match.groups())
    if version < XCODEGEN_MINIMUM:
        problem(f"{PROJECT}: minimumXcodeGenVersion {version} is older than "
                f"{XCODEGEN_MINIMUM} (the first XcodeGen that adds .xcstrings to the resources)")


def swift_sources() -> list[Path]:
    return sorted(SWIFT.rglob("*.swift")) + sorted((ROOT / "ios/DividedLoyaltiesKit/Sources").rglob("*.swift"))


ACTION = re.compile(r"\.accessibilityAction\(\s*(?P<first>[^\s,)]*)")
ACTION_FIRST = re.compile(r"^(\.(default|escape|magicTap)|named:|$)")
CELLS_BY_VALUE = re.compile(r"ForEach\((?P<items>[^\n]*\bcells\b[^\n]*?),\s*id:\s*\\\.self\)")


def check_swift() -> None:
    for path in swift_sources():
        text = path.read_text()
        for match in ACTION.finditer(text):
            first = match.group("first")
            # `.accessibilityAction { … }` and `.accessibilityAction(.default) { … }` are fine.
            if not ACTION_FIRST.match(first):
                line = text.count("\n", 0, match.start()) + 1
                problem(f"{path.relative_to(ROOT)}:{line}: .accessibilityAction({first} …) — "
                        "give its kind (.default) or named: first")
        for match in CELLS_BY_VALUE.finditer(text):
            line = text.count("\n", 0, match.start()) + 1
            problem(f"{path.relative_to(ROOT)}:{line}: ForEach over cells with id: \\.self — "
                    "key the cells by their place")


def png_size(path: Path) -> tuple[int, int] | None:
    data = path.read_bytes()[:24]
    if len(data) < 24 or data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        return None
    return struct.unpack(">II", data[16:24])


def check_icons() -> None:
    contents = ICONS / "Contents.json"
    if not contents.is_file():
        problem(f"{contents}: missing (the app icon set)")
        return
    images = json.loads(contents.read_text()).get("images", [])
    if not any(image.get("filename") for image in images):
        problem(f"{contents}: no image")
    for image in images:
        name = image.get("filename")
        if not name:
            continue
        points = float(image["size"].split("x")[0])
        scale = float(image.get("scale", "1x").rstrip("x"))
        expected = round(points * scale)
        size = png_size(ICONS / name)
        if size is None:
            problem(f"{ICONS / name}: missing or not a PNG")
        elif size != (expected, expected):
            problem(f"{ICONS / name}: {size[0]}×{size[1]}, Contents.json says {expected}×{expected}")
    accent = ROOT / "ios/App/Assets.xcassets/AccentColor.colorset/Contents.json"
    if not accent.is_file():
        problem(f"{accent}: missing (the accent colour)")
    drawn = subprocess.run([sys.executable, str(ROOT / "icons/icon.py"), "--check"],
                           capture_output=True, text=True)
    if drawn.returncode != 0:
        problem(drawn.stderr.strip())


def check_universal_links() -> None:
    project = PROJECT.read_text()
    bundle = re.search(r"PRODUCT_BUNDLE_IDENTIFIER:\s*(\S+)", project)
    entitlements = re.search(r"CODE_SIGN_ENTITLEMENTS:\s*(\S+)", project)
    if bundle is None or entitlements is None:
        problem(f"{PROJECT}: no PRODUCT_BUNDLE_IDENTIFIER or CODE_SIGN_ENTITLEMENTS")
        return
    path = PROJECT.parent / entitlements.group(1)
    try:
        domains = plistlib.loads(path.read_bytes()).get("com.apple.developer.associated-domains", [])
    except (OSError, plistlib.InvalidFileException) as error:
        problem(f"{path}: {error}")
        return
    manifest = MANIFEST.read_text()
    hosts = set(re.findall(r'android:host="([^"]+)"', manifest))
    if {d.removeprefix("applinks:") for d in domains if d.startswith("applinks:")} != hosts:
        problem(f"{path}: associated domains {domains} are not applinks: for the App Links hosts {sorted(hosts)}")
    try:
        details = json.loads(AASA.read_text())["applinks"]["details"]
    except (OSError, ValueError, KeyError, TypeError) as error:
        problem(f"{AASA}: not an applinks file: {error}")
        return
    app_ids = [i for d in details for i in d.get("appIDs", [])]
    if not app_ids or not all(re.fullmatch(r"[A-Z0-9]{10}\." + re.escape(bundle.group(1)), i) for i in app_ids):
        problem(f"{AASA}: appIDs {app_ids} are not <TeamID>.{bundle.group(1)}")
    android_path = re.search(r'android:pathPattern="([^"]+)"', manifest)
    patterns = [c.get("/") for d in details for c in d.get("components", [])]
    # Android's `.*` is the association file's `*`; its `\\.` a plain dot.
    expected = android_path.group(1).replace(".*", "*").replace("\\\\.", ".") if android_path else None
    if expected not in patterns:
        problem(f"{AASA}: components {patterns} lack the App Links path {expected}")


PREVIEWED = ("Game", "New game", "Games", "Settings", "Discorder", "Color Brake ABAB")


def check_painter() -> None:
    app = {p.name: p.read_text() for p in SWIFT.glob("*.swift")}
    every = "\n".join(app.values())
    if "UIActivityViewController" in every:
        for name, text in app.items():
            if "UIActivityViewController(" in text and not (
                    re.search(r"popover\.sourceView\s*=\s*(?!nil\b)\w", text) and re.search(r"popover\.sourceRect\s*=[^\n]*anchor", text)):
                problem(f"ios/App/{name}: the share sheet's popover has no sourceView and anchor sourceRect")
    if not any("@main" in t and "ShareFiles.cleanUp()" in t for t in app.values()):
        problem("ios/App: the @main app does not call ShareFiles.cleanUp() at launch (tmp/share-*, Inbox)")
    if ".announce" in every and "accessibilitySpeechLanguage" not in every:
        problem("ios/App: announcements are posted without accessibilitySpeechLanguage")
    previews = set(re.findall(r'#Preview\("([^"]+)"\)', every))
    for name in PREVIEWED:
        if name not in previews:
            problem(f"ios/App: no #Preview(\"{name}\")")
    kit = ROOT / "ios/DividedLoyaltiesKit"
    listener = (kit / "Sources/GameShell/ScreenListener.swift").read_text()
    if "@Sendable @MainActor" not in listener or "Task { @MainActor" not in listener:
        problem("ScreenListener.swift: the listener must hold a @Sendable @MainActor closure and hop to the main actor")
    if "swiftLanguageModes: [.v6]" not in (kit / "Package.swift").read_text():
        problem("DividedLoyaltiesKit/Package.swift: not in Swift 6 language mode")


def main() -> int:
    check_share_types(rust_constants(NAMES))
    check_universal_links()
    check_xcodegen_version()
    check_swift()
    check_icons()
    check_painter()
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    print("ios app: share types agree with Rust, XcodeGen ≥ 2.39, accessibility actions labelled, "
          "cells keyed by place, icon set sizes right, universal links agree with App Links, "
          "share popover anchored, launch clean-up, announcements with their language, "
          "listener Sendable on the main actor, package in Swift 6 mode, main screens previewed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
