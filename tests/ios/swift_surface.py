"""Check 1 of tests/ios/check.sh: the Swift bindings generated from the host library contain
every item dl-bindings exports through uniffi (issue 14).

The exported items are read from the Rust sources of a crate (the `uniffi::Record`, `Enum`,
`Error` and `Object` derives, also under `cfg_attr(feature = "uniffi", ...)` as dl-ui declares
them, `#[uniffi::export]` functions, the methods and constructors of exported `impl` blocks, the
foreign traits of `#[uniffi::export(with_foreign)]`, record fields and enum variants) and each
is looked for in the generated Swift by the declaration uniffi writes for it. A crate's
`uniffi.toml` may rename types in Swift (`[bindings.swift.rename]`): give it to look for the
Swift names.

Usage: swift_surface.py <crate>/src <generated .swift> [<crate>/uniffi.toml]
"""

import re
import sys
import tomllib
from pathlib import Path


def camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part[:1].upper() + part[1:] for part in rest)


def lower_first(name: str) -> str:
    return name[:1].lower() + name[1:]


def ident(name: str) -> str:
    """The pattern of a Swift identifier as uniffi writes it: a keyword (`open`, `default`) is
    escaped in backticks."""
    return rf"(?:{name}\b|`{name}`)"


def block(text: str, start: int) -> str:
    """The text between the first `{` at or after `start` and its matching `}`."""
    open_at = text.index("{", start)
    depth = 0
    for i in range(open_at, len(text)):
        if text[i] == "{":
            depth += 1
        elif text[i] == "}":
            depth -= 1
            if depth == 0:
                return text[open_at + 1 : i]
    raise ValueError("unbalanced braces")


def strip_comments(text: str) -> str:
    return re.sub(r"//[^\n]*", "", text)


# The attributes before a type: a `derive` or a `cfg_attr(..., derive(...))` names its uniffi kind.
DERIVE = re.compile(r"((?:#\[[^\]]*\]\s*)+)pub (struct|enum) (\w+)", re.S)
EXPORT_FN = re.compile(r"#\[uniffi::export\]\s*pub fn (\w+)")
EXPORT_IMPL = re.compile(r"#\[uniffi::export\]\s*impl (\w+)")
EXPORT_TRAIT = re.compile(r"#\[uniffi::export\(with_foreign\)\]\s*pub trait (\w+)")
TRAIT_FN = re.compile(r"\bfn (\w+)")
METHOD = re.compile(r"(#\[uniffi::constructor(?:\([^\]]*\))?\]\s*)?pub fn (\w+)")
FIELD = re.compile(r"pub (\w+):")
VARIANT = re.compile(r"^\s*([A-Z]\w*)\s*[,{(]?", re.M)


def expected(src: Path, renames: dict[str, str]) -> list[tuple[str, str | None, str]]:
    """(what, Swift declaration to look inside or None for the whole file, Swift pattern) for
    every exported item; `renames` maps a Rust type name to its Swift name."""
    wanted: list[tuple[str, str | None, str]] = []
    for path in sorted(src.rglob("*.rs")):
        text = strip_comments(path.read_text())
        for m in DERIVE.finditer(text):
            derives, kind, name = m.group(1), m.group(2), m.group(3)
            uniffi_kind = re.search(r"uniffi::(Record|Enum|Error|Object)", derives)
            if not uniffi_kind:
                continue
            uniffi_kind = uniffi_kind.group(1)
            name = renames.get(name, name)
            body = block(text, m.end()) if text[m.end():].lstrip().startswith("{") else ""
            if uniffi_kind == "Record":
                decl = rf"public struct {name}\b"
                wanted.append((f"record {name}", None, decl))
                for field in FIELD.findall(body):
                    wanted.append((f"field {name}.{field}", decl, rf"public var {ident(camel(field))}: "))
            elif uniffi_kind == "Enum":
                decl = rf"public enum {name}\b"
                wanted.append((f"enum {name}", None, decl))
                for variant in variants(body):
                    wanted.append((f"variant {name}::{variant}", decl, rf"case {ident(lower_first(variant))}"))
            elif uniffi_kind == "Error":
                decl = rf"enum {name}: Swift\.Error"
                wanted.append((f"error {name}", None, decl))
                for variant in variants(body):
                    wanted.append((f"error variant {name}::{variant}", decl, rf"case {variant}\("))
            else:
                wanted.append((f"object {name}", None, rf"open class {name}\b"))
        for name in EXPORT_FN.findall(text):
            wanted.append((f"function {name}", None, rf"public func {ident(camel(name))}\("))
        for m in EXPORT_TRAIT.finditer(text):
            decl = rf"public protocol {m.group(1)}\b"
            wanted.append((f"trait {m.group(1)}", None, decl))
            for name in TRAIT_FN.findall(block(text, m.end())):
                wanted.append((f"trait method {m.group(1)}::{name}", decl, rf"func {ident(camel(name))}\("))
        for m in EXPORT_IMPL.finditer(text):
            owner = m.group(1)
            decl = rf"open class {owner}\b"
            for ctor, name in METHOD.findall(block(text, m.end())):
                if ctor and name == "new":
                    wanted.append((f"constructor {owner}::new", decl, r"public convenience init\("))
                elif ctor:
                    wanted.append((f"constructor {owner}::{name}", decl, rf"public static func {ident(camel(name))}\("))
                else:
                    wanted.append((f"method {owner}::{name}", decl, rf"open func {ident(camel(name))}\("))
    return wanted


def variants(body: str) -> list[str]:
    """The variant names of an enum body (top level only: nested braces are skipped)."""
    top, depth = [], 0
    for ch in body:
        if ch in "{(":
            depth += 1
        elif ch in "})":
            depth -= 1
        elif depth == 0:
            top.append(ch)
            continue
        top.append(" " if depth else "")
    flat = "".join(top)
    flat = re.sub(r"#\[[^\]]*\]", "", flat)
    return [v for v in VARIANT.findall(flat)]


def found(swift: str, decl: str | None, pattern: str) -> bool:
    """Whether `pattern` occurs in the whole file (decl None) or in the body of `decl`."""
    if decl is None:
        return re.search(pattern, swift) is not None
    m = re.search(decl, swift)
    return m is not None and re.search(pattern, block(swift, m.end())) is not None


def main() -> int:
    src, swift_file = Path(sys.argv[1]), Path(sys.argv[2])
    renames: dict[str, str] = {}
    if len(sys.argv) > 3:
        config = tomllib.loads(Path(sys.argv[3]).read_text())
        renames = config.get("bindings", {}).get("swift", {}).get("rename", {})
    swift = swift_file.read_text()
    wanted = expected(src, renames)
    missing = [what for what, decl, pattern in wanted if not found(swift, decl, pattern)]
    kinds: dict[str, int] = {}
    for what, _, _ in wanted:
        kinds[what.split()[0]] = kinds.get(what.split()[0], 0) + 1
    summary = ", ".join(f"{n} {k}s" for k, n in sorted(kinds.items()))
    if not wanted:
        print("swift surface: no exported item found in the Rust sources", file=sys.stderr)
        return 1
    for what in missing:
        print(f"swift surface: {what} is not in {swift_file.name}", file=sys.stderr)
    print(f"swift surface: {len(wanted) - len(missing)} of {len(wanted)} exported items found ({summary})")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
