"""Check 3 of tests/ios/check.sh (issue 14): the XcodeGen spec, the Swift package manifest and
every Info.plist of ios/ are consistent and point at files that exist.

- every Info.plist loads with plistlib; the app's declares the `dividedloyalties` URL scheme,
  CSV and JSON document types (role Viewer, rank Alternate), the exported game type with a
  document type for it, LSSupportsOpeningDocumentsInPlace, and the app's ten localisations;
  every document type name and exported type description is a key of InfoPlist.xcstrings;
  it explains local network access (NSLocalNetworkUsageDescription, a key of the catalog too:
  online play reaches a phone on the same Wi-Fi, issue 23), and build-xcframework.sh builds
  the iOS slices with dl-bindings' feature `online`;
- project.yml: the SwiftUI app target (application, iOS, deployment target 17.0 or later,
  iPhone and iPad), its sources, Info.plist and packages exist, every package dependency names a
  declared package and a product of its Package.swift, every scheme test target is a test target
  of that package;
- Package.swift: every target's path exists, except the generated inputs, which must lie in the
  ignored Generated/ folder.

Usage: project_check.py <ios dir>
"""

import json
import plistlib
import re
import sys
from pathlib import Path

import yaml

APP_TARGET = "DividedLoyalties"
LANGUAGES = {"en", "de", "fr", "it", "es", "pt", "ja", "zh-Hans", "uk", "ko"}
SCHEME = "dividedloyalties"
GENERATED = "Generated"

problems: list[str] = []


def problem(text: str) -> None:
    problems.append(text)


def check_plists(ios: Path) -> dict:
    plists = sorted(p for p in ios.rglob("Info.plist") if ".build" not in p.parts and "build" not in p.parts)
    if not plists:
        problem("no Info.plist under ios/")
    loaded = {}
    for path in plists:
        try:
            with path.open("rb") as f:
                loaded[path] = plistlib.load(f)
        except Exception as error:  # plistlib raises several types for malformed files
            problem(f"{path}: does not load with plistlib: {error}")
    return loaded


def check_app_plist(path: Path, info: dict) -> None:
    schemes = [s for t in info.get("CFBundleURLTypes", []) for s in t.get("CFBundleURLSchemes", [])]
    if SCHEME not in schemes:
        problem(f"{path}: CFBundleURLTypes lacks the {SCHEME}: scheme")
    docs = info.get("CFBundleDocumentTypes", [])
    by_type = {t: d for d in docs for t in d.get("LSItemContentTypes", [])}
    for uti in ("public.comma-separated-values-text", "public.json"):
        doc = by_type.get(uti)
        if doc is None:
            problem(f"{path}: no CFBundleDocumentTypes entry for {uti}")
        elif (doc.get("CFBundleTypeRole"), doc.get("LSHandlerRank")) != ("Viewer", "Alternate"):
            problem(f"{path}: {uti} must be role Viewer, rank Alternate")
    # The game file's own type is decided in Rust (dl-app's share names): app_checks.py.
    if not isinstance(info.get("LSSupportsOpeningDocumentsInPlace"), bool):
        problem(f"{path}: LSSupportsOpeningDocumentsInPlace must be set (a document-based app needs it)")
    missing = LANGUAGES - set(info.get("CFBundleLocalizations", []))
    if missing:
        problem(f"{path}: CFBundleLocalizations lacks {sorted(missing)}")
    check_type_names(path, info)


def check_type_names(path: Path, info: dict) -> None:
    """Every document type name and exported type description is a key of the generated
    InfoPlist.xcstrings beside the Info.plist (the English string is the key), so the system
    shows it in the player's language."""
    catalog_path = path.parent / "InfoPlist.xcstrings"
    try:
        keys = set(json.loads(catalog_path.read_text())["strings"])
    except (OSError, ValueError, KeyError, TypeError) as error:
        problem(f"{catalog_path}: not a string catalog: {error}")
        return
    names = [d.get("CFBundleTypeName") for d in info.get("CFBundleDocumentTypes", [])]
    names += [t.get("UTTypeDescription") for t in info.get("UTExportedTypeDeclarations", [])]
    for name in names:
        if name not in keys:
            problem(f"{path}: the type name {name!r} is not a key of {catalog_path.name}")
    if path.parent.name == "App":
        if not info.get("NSLocalNetworkUsageDescription"):
            problem(f"{path}: no NSLocalNetworkUsageDescription (iOS asks before online play "
                    "reaches a phone on the same Wi-Fi)")
        if "NSLocalNetworkUsageDescription" not in keys:
            problem(f"{catalog_path}: NSLocalNetworkUsageDescription is not translated")


def check_online_build(ios: Path) -> None:
    """The iOS slices are built with online play's transport (dl-bindings' feature `online`)."""
    script = (ios / "build-xcframework.sh").read_text()
    if not re.search(r'\*-apple-ios\*.*features=\(--features online\)', script):
        problem(f"{ios}/build-xcframework.sh: the iOS slices are not built with --features online")


def package_manifest(path: Path) -> dict:
    text = path.read_text()
    products = set(re.findall(r'\.library\(\s*name:\s*"(\w+)"', text))
    targets = re.findall(r'\.(target|testTarget|binaryTarget)\(\s*name:\s*"(\w+)"(.*?)\)\s*,?\s*\n\s*(?=\.|\])',
                         text, re.S)
    paths = {name: (kind, re.search(r'path:\s*"([^"]+)"', rest)) for kind, name, rest in targets}
    return {"products": products, "targets": paths}


def check_package(package_dir: Path) -> dict:
    manifest_path = package_dir / "Package.swift"
    if not manifest_path.is_file():
        problem(f"{package_dir}: no Package.swift")
        return {"products": set(), "targets": {}}
    manifest = package_manifest(manifest_path)
    if not manifest["targets"]:
        problem(f"{manifest_path}: no target found")
    for name, (kind, path_match) in manifest["targets"].items():
        if path_match is None:
            problem(f"{manifest_path}: target {name} has no explicit path")
            continue
        target_path = path_match.group(1)
        if target_path.split("/")[0] == GENERATED:
            continue  # written by build-xcframework.sh, ignored by git
        if not (package_dir / target_path).exists():
            problem(f"{manifest_path}: the path {target_path} of target {name} does not exist")
    return manifest


def check_project(ios: Path) -> None:
    spec_path = ios / "project.yml"
    spec = yaml.safe_load(spec_path.read_text())
    packages = spec.get("packages") or {}
    manifests = {}
    for name, package in packages.items():
        package_dir = ios / package.get("path", "")
        if "path" not in package or not package_dir.is_dir():
            problem(f"project.yml: package {name} has no local path that exists")
            continue
        manifests[name] = check_package(package_dir)

    targets = spec.get("targets") or {}
    app = targets.get(APP_TARGET)
    if app is None:
        problem(f"project.yml: no target {APP_TARGET}")
        return
    if (app.get("type"), app.get("platform")) != ("application", "iOS"):
        problem(f"project.yml: {APP_TARGET} must be an iOS application")
    deployment = str(app.get("deploymentTarget") or spec.get("options", {}).get("deploymentTarget", {}).get("iOS", "0"))
    if float(deployment.split(".")[0]) < 17:
        problem(f"project.yml: {APP_TARGET} must target iOS 17 or later (has {deployment})")
    settings = (app.get("settings") or {}).get("base") or {}
    if str(settings.get("TARGETED_DEVICE_FAMILY")) != "1,2":
        problem(f"project.yml: {APP_TARGET} must run on iPhone and iPad (TARGETED_DEVICE_FAMILY 1,2)")
    for source in app.get("sources") or []:
        source_path = source["path"] if isinstance(source, dict) else source
        if not (ios / source_path).is_dir():
            problem(f"project.yml: source folder {source_path} does not exist")
    plist = settings.get("INFOPLIST_FILE")
    if not plist or not (ios / plist).is_file():
        problem(f"project.yml: INFOPLIST_FILE {plist} does not exist")
    else:
        with (ios / plist).open("rb") as f:
            check_app_plist(ios / plist, plistlib.load(f))
    dependencies = app.get("dependencies") or []
    if not dependencies:
        problem(f"project.yml: {APP_TARGET} has no dependency (it must link the package)")
    for dependency in dependencies:
        name = dependency.get("package")
        if name is None:
            problem(f"project.yml: unexpected dependency {dependency}")
            continue
        if name not in manifests:
            problem(f"project.yml: dependency on undeclared package {name}")
            continue
        wanted = dependency.get("products") or [dependency.get("product", name)]
        for product in wanted:
            if product not in manifests[name]["products"]:
                problem(f"project.yml: package {name} has no product {product}")
    for test in (app.get("scheme") or {}).get("testTargets") or []:
        reference = test.get("package") if isinstance(test, dict) else None
        if reference is None:
            problem(f"project.yml: scheme test target {test} is not a package test target")
            continue
        package, _, target = reference.partition("/")
        kind = manifests.get(package, {}).get("targets", {}).get(target, (None,))[0]
        if kind != "testTarget":
            problem(f"project.yml: scheme test target {reference} is not a test target of {package}")


def main() -> int:
    ios = Path(sys.argv[1])
    plists = check_plists(ios)
    check_project(ios)
    check_online_build(ios)
    for text in problems:
        print(f"ios project: {text}", file=sys.stderr)
    if not problems:
        print(f"ios project: project.yml, Package.swift and {len(plists)} Info.plist consistent")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
