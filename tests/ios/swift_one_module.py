"""Check 1 of tests/ios/check.sh: the generated Swift files compiled into one Swift module
(DividedLoyaltiesCore.swift and DividedLoyaltiesUI.swift, issue 19) declare no name twice.

uniffi writes one file per crate; its helpers are `fileprivate`, but every type, its
`FfiConverterType…` and its `…_lift`/`…_lower` functions are public, so a type name both crates
export would be a redeclaration that only a Mac's compiler would report. Such a name is renamed
in Swift by the crate's uniffi.toml (`[bindings.swift.rename]`). The top-level declarations
uniffi writes start at the line's beginning; `fileprivate`/`private` ones and extensions are
skipped.

Usage: swift_one_module.py <generated .swift>...
"""

import re
import sys
from pathlib import Path

DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:public\s+|open\s+|internal\s+)?(?:final\s+)?"
    r"(?:struct|enum|class|protocol|func|typealias|let|var|actor)\s+(\w+)",
    re.M,
)


def top_level_names(swift: str) -> set[str]:
    """The names declared at the top level of a generated file, other than file-private ones
    (DECLARATION does not match a line that starts with `fileprivate` or `private`)."""
    return {m.group(1) for m in DECLARATION.finditer(swift)}


def main() -> int:
    seen: dict[str, str] = {}
    twice: list[str] = []
    for name in sys.argv[1:]:
        for declared in sorted(top_level_names(Path(name).read_text())):
            if declared in seen:
                twice.append(f"{declared} ({seen[declared]} and {Path(name).name})")
            else:
                seen[declared] = Path(name).name
    if twice:
        print("declared twice in one Swift module (rename in the crate's uniffi.toml):", file=sys.stderr)
        for line in twice:
            print(f"  {line}", file=sys.stderr)
        return 1
    print(f"swift module: {len(seen)} top-level names in {len(sys.argv) - 1} files, none twice")
    return 0


if __name__ == "__main__":
    sys.exit(main())
