"""Check 5 of tests/ios/check.sh (issue 19): the hand-written Swift uses only the app object and
dl-ui's types, and every generated name it takes from them exists, since no Swift compiler runs
here.

1. The old API is gone: no identifier of the hand-written Swift is a type or function that
   DividedLoyaltiesCore.swift (dl-bindings) declares, except `DlApp`, `ChangeListener`,
   `LaunchFailure` and `initLogging` (the generated module's plumbing — `FfiConverter…`,
   `RustBuffer`… — is forbidden too).
2. Members: a name declared with a generated type (`let model: GameModel`, a parameter
   `board: Board`, `if let x = model.result`, `ForEach(model.rows…) { row in`, `for x in y`) is
   followed through chains of members (`model.board.colors.flash`), and each member must be a
   field of that record, a case or method of that type.
3. Cases: in a `switch` over an expression of a generated enum type, every `case .x` names one
   of its cases, with at most as many bindings as it has values; `send(.x(…))` names a case of
   `Input`, `press(.x…)` one of `Control`; in `.x(label: .y…)` of a generated case whose value
   `label` is a generated enum, `y` is one of its cases; and the labels given to a generated
   case are its own.

Usage: swift_names.py <ios dir> <generated Core .swift> <generated UI .swift>
"""

import re
import sys
from pathlib import Path

from swift_sources import swift_files, GENERATED_BANNER
from swift_surface import block

ALLOWED_CORE = {"DlApp", "DlAppProtocol", "ChangeListener", "LaunchFailure", "initLogging"}
TOP = re.compile(r"^(?:public |open )+(?:final )?(struct|enum|class|protocol|func)\s+`?(\w+)`?", re.M)
FIELD = re.compile(r"^\s*public (?:var|let) `?(\w+)`?\s*:\s*([^\n{=]+)", re.M)
CASE = re.compile(r"^\s*case `?(\w+)`?(\((.*?)\))?\s*$", re.M | re.S)
METHOD = re.compile(r"(?:open|public)(?: static)? func `?(\w+)`?\(")
IDENT = re.compile(r"\b[A-Za-z_]\w*\b")
# Words a hand-written file may share with the old API without meaning it.
NOT_API = {"Error", "Data"}


class Generated:
    """The types of the generated Swift: records with their fields' types, enums with their
    cases (each with its values' labels and types), classes and protocols with their methods."""

    def __init__(self, core: str, ui: str):
        self.fields: dict[str, dict[str, str]] = {}
        self.cases: dict[str, dict[str, list[tuple[str, str]]]] = {}
        self.methods: dict[str, set[str]] = {}
        self.core_names: set[str] = set()
        self.ui_names: set[str] = set()
        for text, names in ((core, self.core_names), (ui, self.ui_names)):
            for m in top_level(TOP, text):
                kind, name = m.groups()
                names.add(name)
                if kind == "func":
                    continue
                body = block(text, m.end())
                if kind == "struct":
                    self.fields[name] = {f: t.strip() for f, t in FIELD.findall(body)}
                    self.methods.setdefault(name, set()).update(METHOD.findall(body))
                elif kind == "enum":
                    cases = {}
                    for case in CASE.finditer(re.sub(r"/\*.*?\*/", "", body, flags=re.S)):
                        values = [v.strip() for v in (case.group(3) or "").split(",") if v.strip()]
                        cases[case.group(1)] = [tuple(s.strip() for s in v.split(":", 1)) if ":" in v else ("", v)
                                                for v in values]
                    self.cases[name] = cases
                    self.methods.setdefault(name, set()).update(METHOD.findall(body))
                else:
                    self.methods.setdefault(name, set()).update(METHOD.findall(body))
                    self.methods[name].update(re.findall(r"\bfunc `?(\w+)`?\(", body))

    def known(self, name: str) -> bool:
        return name in self.fields or name in self.cases or name in self.methods

    def member_type(self, owner: str, member: str) -> str | None:
        """The type of `owner.member`, '' for a member whose type is not followed, None for
        no such member."""
        if member in self.fields.get(owner, {}):
            return self.fields[owner][member]
        if member in self.methods.get(owner, set()) or member in self.cases.get(owner, {}):
            return ""
        if member in {"self", "hashValue"}:
            return ""
        return None


def top_level(pattern: re.Pattern, text: str) -> list[re.Match]:
    """The matches of `pattern` that start outside every brace."""
    depth, depths, last = 0, [], 0
    matches = list(pattern.finditer(text))
    found = []
    for m in matches:
        segment = text[last:m.start()]
        depth += segment.count("{") - segment.count("}")
        last = m.start()
        if depth == 0:
            found.append(m)
    return found


def chunks(text: str) -> list[tuple[int, str]]:
    """The file cut into its top-level declarations (offset, text), split where the braces
    close back to the top level."""
    parts, depth, start = [], 0, 0
    for i, c in enumerate(text):
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                parts.append((start, text[start:i + 1]))
                start = i + 1
    parts.append((start, text[start:]))
    return parts


def base(type_name: str) -> str:
    """`[Foo]?` → `Foo` (the element of an array, an optional unwrapped)."""
    t = type_name.strip().rstrip("?!").strip()
    while t.startswith("[") and t.endswith("]"):
        t = t[1:-1].strip().rstrip("?")
    return t.split("<")[0].split(".")[-1]


def element(type_name: str) -> str:
    """The element type of an array type, or the type unwrapped."""
    t = type_name.strip().rstrip("?").strip()
    return t[1:-1].strip() if t.startswith("[") and t.endswith("]") else t


def without_comments_and_strings(text: str) -> str:
    text = re.sub(r"/\*.*?\*/", lambda m: re.sub(r"[^\n]", " ", m.group()), text, flags=re.S)
    text = re.sub(r"//[^\n]*", "", text)
    return re.sub(r'"(?:\\.|[^"\\\n])*"', '""', text)


def split_top(args: str) -> list[str]:
    """Comma-separated arguments at nesting level 0."""
    parts, depth, start = [], 0, 0
    for i, c in enumerate(args):
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "," and depth == 0:
            parts.append(args[start:i])
            start = i + 1
    parts.append(args[start:])
    return [p.strip() for p in parts if p.strip()]


def call_args(text: str, open_at: int) -> str:
    depth = 0
    for i in range(open_at, len(text)):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return text[open_at + 1 : i]
    return text[open_at + 1 :]


class FileCheck:
    def __init__(self, gen: Generated, path: Path, text: str):
        self.gen, self.path, self.text = gen, path, text
        self.problems: list[str] = []
        self.names: dict[str, str] = {}

    def problem(self, at: int, message: str) -> None:
        line = self.text.count("\n", 0, at) + 1
        self.problems.append(f"swift names: {self.path}:{line}: {message}")

    def resolve(self, chain: str, at: int, report: bool = True) -> str | None:
        """The type of `a.b.c` from the names declared in the file; checks each member."""
        parts = chain.split(".")
        if parts[0] not in self.names:
            return None
        current = self.names[parts[0]]
        for member in parts[1:]:
            if current.strip().rstrip("?").startswith("["):
                return None  # an array's own members (count, first…)
            owner = base(current)
            if not self.gen.known(owner):
                return None
            found = self.gen.member_type(owner, member)
            if found is None:
                if report:
                    self.problem(at, f"{owner} has no member {member!r} ({chain})")
                return None
            if found == "":
                return None
            current = found
        return current

    def declare(self) -> None:
        t = self.text
        for m in re.finditer(r"\b(?:let|var)?\s*`?(\w+)`?\s*:\s*(\[?[A-Z]\w*\]?\??)(\.\.\.)?", t):
            if self.gen.known(base(m.group(2))):
                # A variadic parameter (`Input...`) is an array inside the function.
                self.names[m.group(1)] = f"[{m.group(2)}]" if m.group(3) else m.group(2)
        # Bindings whose type follows from what they are bound to, in the order written.
        binding = re.compile(r"\b(?:if|guard) (?:let|var) (\w+) = ([\w.]+)(?=\s*[,{])"
                             r"|\bfor (\w+) in ([\w.]+)"
                             r"|\b(?:ForEach|List)\(([\w.]+)[^{\n]*\{\s*(\w+)(?:\s*,\s*\w+)?\s+in")
        for m in binding.finditer(t):
            name, source = (m.group(1), m.group(2)) if m.group(1) else \
                (m.group(3), m.group(4)) if m.group(3) else (m.group(6), m.group(5))
            found = self.resolve(source, m.start(), report=False)
            if found:
                self.names[name] = element(found) if not m.group(1) else found.rstrip("?")

    def members(self) -> None:
        for m in re.finditer(r"(?<![\w.$])(\w+(?:\.`?\w+`?)+)", self.text):
            chain = m.group(1).replace("`", "")
            if chain.split(".")[0] in self.names:
                self.resolve(chain, m.start())

    def switches(self) -> None:
        for m in re.finditer(r"\bswitch\s+([\w.]+)\s*\{", self.text):
            found = self.resolve(m.group(1), m.start(), report=False)
            enum = base(found) if found else None
            if enum not in self.gen.cases:
                continue
            body = block(self.text, m.end() - 1)
            # A switch nested in this one has its own cases.
            while (inner := re.search(r"\bswitch\s+[^{]*\{", body)) is not None:
                nested = block(body, inner.end() - 1)
                end = body.index(nested, inner.end() - 1) + len(nested) + 1
                body = body[:inner.start()] + body[end:]
            for case in re.finditer(r"\bcase\s+(?:let\s+)?((?:\.\w+(?:\([^)]*\))?\s*,?\s*(?:let\s+)?)+):", body):
                for c in re.finditer(r"\.(\w+)(?:\(([^)]*)\))?", case.group(1)):
                    self.check_case(enum, c.group(1), c.group(2), m.end())

    def check_case(self, enum: str, name: str, bindings: str | None, at: int) -> None:
        cases = self.gen.cases[enum]
        if name not in cases:
            self.problem(at, f"{enum} has no case .{name}")
        elif bindings is not None and len(split_top(bindings)) > len(cases[name]):
            self.problem(at, f"{enum}.{name} has {len(cases[name])} values, bound to {bindings!r}")

    def constructions(self) -> None:
        t = self.text
        for m in re.finditer(r"\b(send|press)\(\s*\.(\w+)", t):
            enum = "Input" if m.group(1) == "send" else "Control"
            if m.group(2) not in self.gen.cases[enum]:
                self.problem(m.start(), f"{enum} has no case .{m.group(2)}")
        every = {}
        for enum, cases in self.gen.cases.items():
            for case, values in cases.items():
                every.setdefault(case, []).append((enum, values))
        for m in re.finditer(r"(?<![\w])\.(\w+)\(", t):
            args = [re.match(r"(\w+)\s*:\s*(.*)$", a, re.S) for a in split_top(call_args(t, m.end() - 1))]
            labelled = [a for a in args if a is not None]
            # The generated case this is: the one of that name whose values take every label.
            owners = [dict(values) for enum, values in every.get(m.group(1), [])
                      if values and enum in self.gen.ui_names
                      and all(a.group(1) in dict(values) for a in labelled)]
            named = [(enum, values) for enum, values in every.get(m.group(1), [])
                     if values and enum in self.gen.ui_names]
            if not owners and len(named) == 1 and labelled:
                enum, values = named[0]
                self.problem(m.start(), f"{enum}.{m.group(1)} takes {[v[0] for v in values]}, "
                                        f"given {[a.group(1) for a in labelled]}")
            if len(owners) != 1:
                continue
            for arg in labelled:
                inner = re.match(r"\.(\w+)", arg.group(2))
                enum = base(owners[0][arg.group(1)])
                if inner and enum in self.gen.cases and inner.group(1) not in self.gen.cases[enum]:
                    self.problem(m.start(), f"{enum} has no case .{inner.group(1)}")

    def old_api(self, forbidden: set[str]) -> None:
        for m in IDENT.finditer(self.text):
            if m.group() in forbidden:
                self.problem(m.start(), f"{m.group()} is dl-bindings' old API (use DlApp and dl-ui's types)")


def main() -> int:
    ios = Path(sys.argv[1])
    core, ui = Path(sys.argv[2]).read_text(), Path(sys.argv[3]).read_text()
    gen = Generated(core, ui)
    # The app's own names for generated types (`typealias ScreenBody = DividedLoyaltiesCore.Body`).
    for path in swift_files(ios):
        for alias, target in re.findall(r"typealias (\w+)\s*=\s*(?:DividedLoyaltiesCore\.)?(\w+)\s*$",
                                        path.read_text(), re.M):
            for table in (gen.fields, gen.cases, gen.methods):
                if target in table:
                    table[alias] = table[target]
    if "Screen" not in gen.fields or "Input" not in gen.cases or "DlApp" not in gen.methods:
        print("swift names: Screen, Input or DlApp not found in the generated Swift", file=sys.stderr)
        return 1
    forbidden = (gen.core_names - ALLOWED_CORE - gen.ui_names - NOT_API) | {
        "FfiConverterString", "RustBuffer", "rustCall"}
    problems: list[str] = []
    files = 0
    for path in swift_files(ios):
        raw = path.read_text()
        if GENERATED_BANNER in raw[:2000] or path.name == "Package.swift":
            continue
        files += 1
        text = without_comments_and_strings(raw)
        whole = FileCheck(gen, path, text)
        whole.old_api(forbidden)
        problems += whole.problems
        for offset, part in chunks(text):
            # Each top-level declaration with its own names; lines counted in the whole file.
            check = FileCheck(gen, path, text[:offset].replace(text[:offset], "\n" * text.count("\n", 0, offset)) + part)
            check.declare()
            check.members()
            check.switches()
            check.constructions()
            problems += check.problems
    for text in problems:
        print(text, file=sys.stderr)
    print(f"swift names: {files} files; {len(gen.fields)} records, {len(gen.cases)} enums, "
          f"{len(forbidden)} old names forbidden; "
          f"{'every generated name used exists' if not problems else f'{len(problems)} problems'}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
