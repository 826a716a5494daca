"""The puzzles of the project, read from their manifests, puzzles/<word>.json: the one place that
lists them (puzzles/README.md says what each field means). CMake reads the same files
(cmake/ctp_puzzles.cmake); every program of the project that needs the puzzles reads them here.

  manifests(root)    [Manifest] in the order of their "order" fields; a manifest that is not
                     JSON, lacks a field, has one it does not know, or is not named after its word
                     is a `ctp:` error (ListError) that names the file
  listed(root)       the puzzles' words, in that order
  puzzles.py demo    each puzzle's commands of `make demo`, one a line
  table(root)        {word: Puzzle}: what the benchmarks' charts and the docs' figures say of each,
                     and what the compile benchmarks measure of each technique (Technique)
"""

import ast
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path

import common

ROOT = Path(__file__).resolve().parent.parent
FOLDER = Path("puzzles")

# The fields of a manifest: each one's JSON type, and whether it may be left out.
FIELDS = {
    "word": (str, True),
    "order": (int, True),
    "title": (str, True),
    "prefix": (str, True),
    "ctp": (list, True),
    "ctp-gen": (list, True),
    "guide": (str, True),
    "fuzz": (list, True),
    "images": (dict, True),
    "demo": (list, True),
    "generated_headers": (dict, True),
    "bench": (dict, True),
}
BENCH_FIELDS = {
    "title": (str, True),
    "unit": (str, True),
    "axis": (str, False),
    "quick": (int, False),
    "trace_size": (int, False),
    "techniques": (dict, False),
}
# A technique's benchmarks ("bench": {"techniques": {"<word>": {...}}}).
TECHNIQUE_FIELDS = {
    "sizes": (list, False),
    "probe": (list, False),
    "note": (str, False),
    "timeout": (int, False),
    "guard_size": (int, False),
    "trace": (bool, False),
    "budget": (dict, False),
}
BUDGET_FIELDS = {
    "gcc": (list, True),
    "clang": (list, True),
    "unit": (str, False),
    "count": (str, False),
    "curve": (list, False),
}


@dataclass(frozen=True)
class Budget:
    """What scripts/bench_budgets.py measures of a technique: the least budget of its compiler's
    constant evaluator at each size of `sizes` ({"gcc": (...), "clang": (...)}), and the smaller
    sizes of `curve` for the charts. A size is `count` units (`unit`, singular: a move, a state),
    a formula in n, the size ("2**n - 1"); a technique with no count has one size, 0."""

    sizes: dict
    unit: str = ""
    count: str = ""
    curve: tuple = ()

    def units(self, size):
        """The units of a size: the count's formula, worked out for n = size."""
        return formula_value(self.count, size)


@dataclass(frozen=True)
class Technique:
    """What the compile benchmarks measure of one technique of a puzzle."""

    word: str  # the technique's word, or what it is ("generated table")
    source: str  # its translation unit, bench/compile/tu/<puzzle>_<word>.cpp
    sizes: tuple  # the sizes scripts/bench_compile.py measures, ascending (empty: it does not)
    probe: tuple  # every size the limit search may try, ascending (empty: none)
    note: str  # what a size means (the puzzle's unit unless it says more)
    timeout: int = 0  # seconds before a compile counts as failed (0: bench_compile.py's --timeout)
    guard_size: int = 0  # the size scripts/bench_guard.py checks its cost at (0: not guarded)
    trace: bool = True  # whether scripts/bench_time_trace.py traces it
    budget: Budget = None  # None: it does not run in the constant evaluator


@dataclass(frozen=True)
class Puzzle:
    title: str  # the title of its charts and of its table in results.md
    unit: str  # what a benchmark's SIZE counts, plural: "**20** discs, both compilers"
    axis: str = ""  # the charts' x axis, where it says more than the unit
    quick: int = 0  # bench_compile.py --quick measures sizes up to this only (0: every size)
    # The SIZE bench_time_trace.py compiles its techniques at (0: they take none; -1, the field
    # left out: they are not traced).
    trace_size: int = -1
    techniques: tuple = ()  # Technique, each measured by the compile benchmarks

    @property
    def label(self):
        return self.axis or self.unit


@dataclass(frozen=True)
class Manifest:
    word: str  # its folders' name: include/ctp/<word>/, tests/<word>/, generators/<word>/
    order: int  # where the tools list it, 1 first
    title: str  # its name in prose
    prefix: str  # its public names' prefix in ctp:: (rings for chinese_rings)
    ctp: tuple  # its subcommands of ctp
    ctp_gen: tuple  # its subcommands of ctp-gen
    guide: str  # its guide, from the root: docs/<word>.md
    fuzz: tuple  # its fuzz targets, tests/fuzz/<target>.cpp
    images: tuple  # its guide's pictures: (file of docs/images/, the ctp arguments drawing it)
    demo: tuple  # what `make demo` runs of it: the arguments of ctp, one command each
    generated_headers: tuple  # the headers the tables' tests generate: (name, ctp-gen arguments)
    bench: Puzzle  # what the benchmarks say of it

    @property
    def header(self):
        """Its umbrella header, as an include names it."""
        return f"ctp/{self.word}.hpp"


class ListError(Exception):
    """A manifest cannot be read, or is not one."""


# The parts a count's formula may have: whole numbers, n, + - * // ** and brackets.
FORMULA_NODES = (
    ast.Expression,
    ast.BinOp,
    ast.Constant,
    ast.Name,
    ast.Load,
    ast.Add,
    ast.Sub,
    ast.Mult,
    ast.FloorDiv,
    ast.Pow,
)


def check_formula(text, where):
    """Raises ListError unless text is a formula of whole numbers and n (FORMULA_NODES)."""
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError:
        tree = None
    if (
        tree is None
        or not all(isinstance(node, FORMULA_NODES) for node in ast.walk(tree))
        or any(isinstance(node, ast.Name) and node.id != "n" for node in ast.walk(tree))
        or any(
            isinstance(node, ast.Constant) and type(node.value) is not int
            for node in ast.walk(tree)
        )
    ):
        raise ListError(
            f'{where}: "count" is a formula in n of whole numbers, + - * // ** and '
            f"brackets, not {text!r}"
        )


def formula_value(text, n):
    """The value of a checked formula (check_formula) for n."""

    def value(node):
        if isinstance(node, ast.Expression):
            return value(node.body)
        if isinstance(node, ast.Constant):
            return node.value
        if isinstance(node, ast.Name):
            return n
        left, right = value(node.left), value(node.right)
        return {
            ast.Add: left + right,
            ast.Sub: left - right,
            ast.Mult: left * right,
            ast.FloorDiv: left // right if right else 0,
            ast.Pow: left**right,
        }[type(node.op)]

    return value(ast.parse(text, mode="eval"))


def sizes_of(value, field, where):
    """A list of sizes, ascending whole numbers; {"from": A, "to": B} stands for A to B."""
    if (
        isinstance(value, dict)
        and set(value) == {"from", "to"}
        and all(type(v) is int for v in value.values())
    ):
        value = list(range(value["from"], value["to"] + 1))
    if (
        not isinstance(value, list)
        or not all(type(v) is int and v >= 0 for v in value)
        or value != sorted(set(value))
    ):
        raise ListError(
            f'{where}: "{field}" is a list of sizes, ascending, or ' f'{{"from": A, "to": B}}'
        )
    return tuple(value)


def read_budget(data, where):
    check_fields(data, BUDGET_FIELDS, where)
    if "count" in data:
        check_formula(data["count"], where)
    if bool(data.get("count")) != bool(data.get("unit")):
        raise ListError(f'{where}: a budget gives both "unit" and "count", or neither')
    sizes = {compiler: sizes_of(data[compiler], compiler, where) for compiler in ("gcc", "clang")}
    return Budget(
        sizes,
        data.get("unit", ""),
        data.get("count", ""),
        sizes_of(data.get("curve", []), "curve", where),
    )


def read_techniques(word, unit, techniques, where):
    """The Technique of each entry of "techniques", in order."""
    found = []
    for name, data in techniques.items():
        at = f'{where}: "techniques": "{name}"'
        if not isinstance(data, dict):
            raise ListError(f"{at}: a technique's benchmarks are a JSON object")
        check_fields(data, TECHNIQUE_FIELDS, at)
        budget = read_budget(data["budget"], f'{at}: "budget"') if "budget" in data else None
        found.append(
            Technique(
                name,
                f"{word}_{name.replace(' ', '_')}.cpp",
                sizes_of(data.get("sizes", []), "sizes", at),
                sizes_of(data.get("probe", []), "probe", at),
                data.get("note", unit),
                data.get("timeout", 0),
                data.get("guard_size", 0),
                data.get("trace", True),
                budget,
            )
        )
    return tuple(found)


LISTS_OF_TEXTS = {"ctp", "ctp-gen", "fuzz", "demo"}


def check_fields(obj, fields, where):
    """Raises ListError unless obj has each required field, of its type, and no other."""
    for name, (kind, required) in fields.items():
        if name not in obj:
            if required:
                raise ListError(f'{where}: the field "{name}" is missing')
            continue
        value = obj[name]
        if name == "probe" and isinstance(value, dict):
            continue  # {"from": A, "to": B}, read by sizes_of
        if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
            raise ListError(f'{where}: "{name}" must be a {kind.__name__}, not {value!r}')
        if (
            kind is list
            and name in LISTS_OF_TEXTS
            and not all(isinstance(item, str) for item in value)
        ):
            raise ListError(f'{where}: "{name}" must be a list of texts')
        if kind is str and not value:
            raise ListError(f'{where}: "{name}" is empty')
    unknown = sorted(set(obj) - set(fields))
    if unknown:
        raise ListError(
            f"{where}: unknown field {', '.join(repr(n) for n in unknown)} (known: "
            f"{', '.join(fields)})"
        )


def check_texts(data, where):
    """Raises ListError unless the guide, the pictures, the demo commands and the generated
    headers of a manifest's data are what they may be."""
    guide = Path(data["guide"])
    if guide.parent != Path("docs") or guide.suffix != ".md":
        raise ListError(f"{where}: its guide is a page of docs/, docs/<name>.md, not {guide}")
    for file, arguments in data["images"].items():
        if (
            Path(file).name != file
            or not file.endswith(".svg")
            or not isinstance(arguments, str)
            or not arguments
        ):
            raise ListError(
                f'{where}: "images" maps a picture\'s file name, NAME.svg, to the '
                f"ctp arguments that draw it, not {file!r}: {arguments!r}"
            )
    for command in data["demo"]:
        if command.split(" ")[0] not in data["ctp"] or any(c in command for c in "'\"\\$`"):
            raise ListError(
                f'{where}: "demo" lists ctp commands of its subcommands '
                f"{data['ctp']}, words without quotes, not {command!r}"
            )
    for name, arguments in data["generated_headers"].items():
        if (
            not re.fullmatch(r"[a-z][a-z0-9_]*", name)
            or not isinstance(arguments, str)
            or arguments.split(" ")[0] not in data["ctp-gen"]
        ):
            raise ListError(
                f'{where}: "generated_headers" maps a header\'s name (lower case, '
                f"digits and _) to the ctp-gen arguments that write it, the first one "
                f"of its subcommands {data['ctp-gen']}, not {name!r}: {arguments!r}"
            )


def read(path, shown):
    """The Manifest of one file; shown is how a message names it."""
    where = f"ctp: {shown}"
    try:
        data = json.loads(path.read_text())
    except OSError as e:
        raise ListError(f"{where}: cannot read it: {e.strerror}") from e
    except json.JSONDecodeError as e:
        raise ListError(f"{where}:{e.lineno}: not JSON: {e.msg}") from e
    if not isinstance(data, dict):
        raise ListError(f"{where}: a manifest is a JSON object")
    check_fields(data, FIELDS, where)
    check_fields(data["bench"], BENCH_FIELDS, f'{where}: "bench"')
    if data["word"] != path.stem:
        raise ListError(
            f"{where}: its word is \"{data['word']}\"; a manifest is named after its "
            f"puzzle's word, puzzles/{data['word']}.json"
        )
    if not 1 <= data["order"] <= 99:
        raise ListError(f'{where}: "order" must be a whole number from 1 to 99')
    check_texts(data, where)
    bench = data["bench"]
    return Manifest(
        data["word"],
        data["order"],
        data["title"],
        data["prefix"],
        tuple(data["ctp"]),
        tuple(data["ctp-gen"]),
        data["guide"],
        tuple(data["fuzz"]),
        tuple(data["images"].items()),
        tuple(data["demo"]),
        tuple(data["generated_headers"].items()),
        Puzzle(
            bench["title"],
            bench["unit"],
            bench.get("axis", ""),
            bench.get("quick", 0),
            bench.get("trace_size", -1),
            read_techniques(
                data["word"], bench["unit"], bench.get("techniques", {}), f'{where}: "bench"'
            ),
        ),
    )


def manifests(root=ROOT):
    """Every manifest of root/puzzles/, in the order of their "order" fields."""
    folder = Path(root) / FOLDER
    paths = sorted(folder.glob("*.json"))
    if not paths:
        raise ListError(f"ctp: no puzzle manifest in {folder}")
    found = [read(path, (FOLDER / path.name).as_posix()) for path in paths]
    orders = {}
    for manifest in found:
        if manifest.order in orders:
            raise ListError(
                f"ctp: puzzles/{manifest.word}.json: order {manifest.order} is also "
                f"{orders[manifest.order]}'s; each puzzle has an order of its own"
            )
        orders[manifest.order] = manifest.word
    return sorted(found, key=lambda manifest: manifest.order)


def listed(root=ROOT):
    """The puzzles' words, in their order."""
    return tuple(manifest.word for manifest in manifests(root))


def table(root=ROOT):
    """{word: Puzzle} for each puzzle, in its order."""
    return {manifest.word: manifest.bench for manifest in manifests(root)}


def main(argv=None):
    """`puzzles.py demo`: each puzzle's demo commands (scripts/demo), one line each."""
    parser = common.ArgumentParser(description="What the puzzles' manifests say.")
    parser.add_argument(
        "what", choices=["demo"], help="demo: each puzzle's commands of `make demo`, one a line"
    )
    parser.add_argument("--root", default=str(ROOT), help="the repository (default: this one)")
    args = parser.parse_args(argv)
    try:
        found = manifests(Path(args.root))
    except ListError as e:
        common.fail(str(e))
    for manifest in found:
        for command in manifest.demo:
            print(command)
    return 0


def load(root=ROOT):
    """table(root) for a program: a ListError ends it with its message, and status 1."""
    try:
        return table(root)
    except ListError as e:
        raise SystemExit(str(e)) from None


if __name__ == "__main__":
    sys.exit(common.run(main))
