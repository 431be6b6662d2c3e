"""Check 5 of tests/ios/check.sh (issue 15): the names the hand-written Swift takes from the
generated bindings exist there, since no Swift compiler runs here: every `LabelId` case asked for
with `label(.name)` (or returned as `.name` by a function or property of type `LabelId`), and every
`Localizer` method called as `localizer.name(`.

Usage: swift_names.py <ios dir> <generated .swift>
"""

import re
import sys
from pathlib import Path

from swift_sources import swift_files, GENERATED_BANNER
from swift_surface import block

LABEL_CALL = re.compile(r"\blabel\(\s*\.(\w+)\s*\)")
LABEL_FUNCTION = re.compile(r"(?:->|:)\s*LabelId\s*\{")
RETURNED_CASE = re.compile(r"return\s+\.(\w+)\b")
LOCALIZER_CALL = re.compile(r"\blocalizer\.(\w+)\(")


def declared(swift: str, declaration: str, member: str) -> set[str]:
    """The members (`case` names or `func` names) declared in the body of `declaration`."""
    m = re.search(declaration, swift)
    if m is None:
        return set()
    return set(re.findall(member, block(swift, m.end())))


def main() -> int:
    ios, generated = Path(sys.argv[1]), Path(sys.argv[2]).read_text()
    labels = declared(generated, r"public enum LabelId\b", r"case `?(\w+)`?")
    methods = declared(generated, r"open class Localizer\b", r"open func `?(\w+)`?\(")
    if not labels or not methods:
        print("swift names: LabelId or Localizer not found in the generated Swift", file=sys.stderr)
        return 1
    failed = 0
    for path in swift_files(ios):
        text = path.read_text()
        if GENERATED_BANNER in text[:2000]:
            continue
        used = set(LABEL_CALL.findall(text))
        for m in LABEL_FUNCTION.finditer(text):
            used |= set(RETURNED_CASE.findall(block(text, m.end() - 1)))
        for name in sorted(used - labels):
            print(f"swift names: {path}: LabelId.{name} is not in the bindings", file=sys.stderr)
            failed += 1
        for name in sorted(set(LOCALIZER_CALL.findall(text)) - methods):
            print(f"swift names: {path}: Localizer.{name} is not in the bindings", file=sys.stderr)
            failed += 1
    print(f"swift names: {len(labels)} labels and {len(methods)} localizer methods known; "
          f"{'all used ones found' if not failed else f'{failed} missing'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
