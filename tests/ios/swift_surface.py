"""Check 1 of tests/ios/check.sh: the Swift bindings generated from the host library contain
every item dl-bindings exports through uniffi (issue 14).

The exported items are read from the Rust sources of `bindings/src` (the `uniffi::Record`,
`Enum`, `Error` and `Object` derives, `#[uniffi::export]` functions, the methods and
constructors of exported `impl` blocks, record fields and enum variants) and each is looked for
in the generated Swift by the declaration uniffi writes for it.

Usage: swift_surface.py <bindings/src> <generated .swift>
"""

import re
import sys
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


DERIVE = re.compile(
    r"#\[derive\(([^)]*)\)\]\s*(?:#\[[^\]]*\]\s*)*pub (struct|enum) (\w+)", re.S
)
EXPORT_FN = re.compile(r"#\[uniffi::export\]\s*pub fn (\w+)")
EXPORT_IMPL = re.compile(r"#\[uniffi::export\]\s*impl (\w+)")
METHOD = re.compile(r"(#\[uniffi::constructor(?:\([^\]]*\))?\]\s*)?pub fn (\w+)")
FIELD = re.compile(r"pub (\w+):")
VARIANT = re.compile(r"^\s*([A-Z]\w*)\s*[,{(]?", re.M)


def expected(src: Path) -> list[tuple[str, str | None, str]]:
    """(what, Swift declaration to look inside or None for the whole file, Swift pattern) for
    every exported item."""
    wanted: list[tuple[str, str | None, str]] = []
    for path in sorted(src.rglob("*.rs")):
        text = strip_comments(path.read_text())
        for m in DERIVE.finditer(text):
            derives, kind, name = m.group(1), m.group(2), m.group(3)
            uniffi_kind = re.search(r"uniffi::(Record|Enum|Error|Object)", derives)
            if not uniffi_kind:
                continue
            uniffi_kind = uniffi_kind.group(1)
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
    swift = swift_file.read_text()
    wanted = expected(src)
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
