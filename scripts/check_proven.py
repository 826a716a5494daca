#!/usr/bin/env python3
"""Keeps every "proven" size in the docs equal to what the tests prove.

A technique's reach has two figures. "Builds" is the largest size that builds under each
compiler's default limits, measured by the benchmark (the `<!-- reach -->` markers of
scripts/check_figures.py). "Proven" is the largest size a compile-time test proves, read here from
the test itself:

  <!-- proven TEST -->TEXT<!-- /proven -->
      the largest size of any `static_assert(...::holds<...>)`, `holds_up_to<...>` or `same<...>`
      (equal to the proven closed form) in TEST (a path from the root, tests/<puzzle>/...), for
      each compiler: the lines under
      `#if defined(__clang__)` count for clang++ only, those under its `#else` for g++ only. A
      size is the product of the template arguments that are numbers, or names of a number
      defined as `NAME = N` in include/ or the test's folder (nine tails: rows times columns).
      TEXT reads like a reach: "**20** discs, both compilers", "**19** discs g++, **17** clang".

  check_proven.py [--root DIR] [--update] PAGE.md...
Without --update a difference is an error naming the page, the marker and both texts (the test
docs.proven); with --update the pages are rewritten (`make snippets`).
"""

import argparse
import re
import sys
from math import prod
from pathlib import Path

import common
import puzzles

ROOT = Path(__file__).resolve().parent.parent

MARKER = re.compile(r"<!-- proven (\S+) -->(.*?)<!-- /proven -->", re.S)
HOLDS = re.compile(r"static_assert\(\s*\w+::(?:holds|holds_up_to|same)<(.*)>\s*\);")
DEFINED = r"\b{}\s*=\s*(\d+)\s*;"


def arguments(text):
    """The top-level template arguments of `text`, split at commas outside brackets."""
    parts, depth, current = [], 0, ""
    for char in text:
        if char in "<([{":
            depth += 1
        elif char in ">)]}":
            depth -= 1
        if char == "," and depth == 0:
            parts.append(current.strip())
            current = ""
        else:
            current += char
    parts.append(current.strip())
    return parts


def number(argument, folders):
    """The value of a template argument that is a number, or a name of one; None otherwise."""
    if re.fullmatch(r"\d+", argument):
        return int(argument)
    name = argument.rsplit("::", 1)[-1]
    if not re.fullmatch(r"\w+", name) or name[0].isdigit():
        return None
    for folder in folders:
        for header in sorted(folder.rglob("*.hpp")):
            found = re.search(DEFINED.format(name), header.read_text())
            if found:
                return int(found.group(1))
    return None


def proven_sizes(test, root):
    """{compiler: largest proven size} for "gcc" and "clang", from the test file `test`."""
    folders = [test.parent, root / "tests" / test.relative_to(root).parts[1], root / "include"]
    largest = {"gcc": 0, "clang": 0}
    branch = ("gcc", "clang")
    for line in test.read_text().splitlines():
        stripped = line.strip()
        if stripped == "#if defined(__clang__)":
            branch = ("clang",)
        elif stripped == "#else" and branch == ("clang",):
            branch = ("gcc",)
        elif stripped.startswith("#endif"):
            branch = ("gcc", "clang")
        match = HOLDS.search(line)
        if not match:
            continue
        numbers = [
            n for n in (number(a, folders) for a in arguments(match.group(1))) if n is not None
        ]
        if not numbers:
            raise LookupError(f"{test.name}: no size in `{stripped}`")
        for compiler in branch:
            largest[compiler] = max(largest[compiler], prod(numbers))
    if not all(largest.values()):
        raise LookupError(f"{test.name} proves no size for each compiler")
    return largest


def proven_text(arguments_text, root):
    path = root / arguments_text
    if not path.is_file() or path.relative_to(root).parts[0] != "tests":
        raise LookupError(f"{arguments_text} is not a test file under tests/")
    about = puzzles.table(root)
    puzzle = path.relative_to(root).parts[1]
    if puzzle not in about:
        raise LookupError(f"{puzzle} has no manifest, puzzles/{puzzle}.json")
    unit = about[puzzle].unit
    sizes = proven_sizes(path, root)
    if sizes["gcc"] == sizes["clang"]:
        return f"**{sizes['gcc']}** {unit}, both compilers"
    return f"**{sizes['gcc']}** {unit} g++, **{sizes['clang']}** clang"


def check_page(page, root):
    """The page's text with every marker as the tests say, and its disagreements."""
    problems = []

    def replace(match):
        test, old = match.groups()
        try:
            new = proven_text(test, root)
        except LookupError as e:
            problems.append(f"{page.name}: <!-- proven {test} -->: {e}")
            return match.group(0)
        if new != old:
            problems.append(f'{page.name}: <!-- proven {test} --> says "{old}", the test "{new}"')
        return f"<!-- proven {test} -->{new}<!-- /proven -->"

    text = page.read_text()
    return MARKER.sub(replace, text), problems, len(MARKER.findall(text))


def main(argv=None):
    p = common.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("--root", default=str(ROOT))
    p.add_argument("--update", action="store_true", help="rewrite the pages from the tests")
    p.add_argument("pages", nargs="+")
    args = p.parse_args(argv)
    root = Path(args.root).resolve()
    problems, count = [], 0
    for page in map(Path, args.pages):
        text, found, markers = check_page(page, root)
        count += markers
        if args.update and text != page.read_text():
            page.write_text(text)
            print(f"ctp: {page}: proven sizes refreshed from the tests")
            found = [f for f in found if 'the test "' not in f]
        problems += found
    if problems:
        print(
            "ctp: the pages disagree with the tests:\n  " + "\n  ".join(problems), file=sys.stderr
        )
        return 1
    if count == 0:
        print("ctp: no proven markers found; nothing was checked", file=sys.stderr)
        return 1
    print(f"ctp: {count} proven sizes in {len(args.pages)} pages agree with the tests")
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
