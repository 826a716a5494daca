#!/usr/bin/env python3
"""Keeps every measured figure in the docs and talks equal to the committed benchmark run.

Pages never retype a measurement: they hold markers whose text this script copies from
bench/results/ (written by `make bench`):

  <!-- bench FILE COLUMN KEY=VALUE... [as=SPEC] -->TEXT<!-- /bench -->
      the cell COLUMN of the one row of bench/results/FILE whose columns KEY equal VALUE (quote a
      value holding a space: technique="generated table"); as=SPEC formats it as a number with
      Python's format spec (as=.1f, as=,.0f), after multiplying it by scale=N if given (seconds
      as milliseconds: scale=1000); as=x.1f formats a ratio of two cells, COLUMN being
      NUMERATOR/DENOMINATOR ("1.5x" is written 1.5×).
  <!-- reach PUZZLE TECHNIQUE -->TEXT<!-- /reach -->
      the largest size the technique built under each compiler's default limits
      (compile_limits.csv), e.g. "**20** discs, both compilers".
  <!-- cost PUZZLE TECHNIQUE -->TEXT<!-- /cost -->
      the CPU seconds and peak MiB of that largest build, both compilers.

  check_figures.py [--root DIR] [--update] [PAGE.md ...]
Without --update a difference is an error naming the page, the marker and both texts (the test
docs.figures); with --update the pages are rewritten (`make snippets`). With no pages: README.md,
docs/*.md, talks/*/slides.md and the test decks, tests/talks/*/slides.md.
"""

import argparse
import csv
import re
import shlex
import sys
from pathlib import Path

import common
import puzzles

# A quoted value may hold ">" (what="<ctp.hpp>"), so the marker's end is the first --> outside
# quotes.
MARKER = re.compile(r'<!-- (bench|reach|cost) ((?:[^>"]|"[^"]*")*?) -->(.*?)<!-- /\1 -->', re.S)
# Where a marker starts: every one must be a whole marker, or it would be skipped unchecked.
OPENING = re.compile(r"<!-- (bench|reach|cost) ")


class Results:
    """The CSV files of bench/results, read once each."""

    def __init__(self, folder):
        self.folder = folder
        self.tables = {}

    def rows(self, name):
        if name not in self.tables:
            path = self.folder / name
            if not path.is_file():
                raise LookupError(f"bench/results/{name} does not exist")
            with open(path, newline="") as f:
                self.tables[name] = list(csv.DictReader(f))
        return self.tables[name]

    def row(self, name, keys):
        rows = self.rows(name)
        for key in keys:
            if rows and key not in rows[0]:
                raise LookupError(f"bench/results/{name} has no column {key}")
        found = [r for r in rows if all(r[k] == v for k, v in keys.items())]
        if len(found) != 1:
            wanted = " ".join(f"{k}={v}" for k, v in keys.items())
            raise LookupError(f"bench/results/{name} has {len(found)} rows with {wanted}, not one")
        return found[0]


def cell(row, name, column):
    if column not in row:
        raise LookupError(f"bench/results/{name} has no column {column}")
    return row[column]


def bench_text(results, arguments):
    words = shlex.split(arguments)
    if len(words) < 2:
        raise LookupError("a bench marker reads <!-- bench FILE COLUMN KEY=VALUE... -->")
    name, column, *pairs = words
    keys, spec, scale = {}, None, 1.0
    for pair in pairs:
        key, equals, value = pair.partition("=")
        if not equals:
            raise LookupError(f"`{pair}` is not KEY=VALUE")
        if key == "as":
            spec = value
        elif key == "scale":
            scale = float(value)
        else:
            keys[key] = value
    row = results.row(name, keys)
    if spec is None:
        return cell(row, name, column)
    if spec.startswith("x"):
        numerator, slash, denominator = column.partition("/")
        if not slash:
            raise LookupError(f"as={spec} needs COLUMN written NUMERATOR/DENOMINATOR, not {column}")
        ratio = float(cell(row, name, numerator)) / float(cell(row, name, denominator))
        return format(ratio, spec[1:]) + "×"
    return format(float(cell(row, name, column)) * scale, spec)


def limits_text(results, kind, arguments):
    words = arguments.split()
    if len(words) != 2:
        raise LookupError(f"a {kind} marker reads <!-- {kind} PUZZLE TECHNIQUE -->")
    puzzle, technique = words
    by_compiler = {}
    for row in results.rows("compile_limits.csv"):
        if row["puzzle"] == puzzle and re.sub(r"\W", "_", row["technique"]) == technique:
            by_compiler[row["compiler"]] = row
    if set(by_compiler) != {"gcc", "clang"}:
        raise LookupError(
            f"compile_limits.csv has no limit for {puzzle} {technique} with both compilers"
        )
    gcc, clang = by_compiler["gcc"], by_compiler["clang"]
    if kind == "cost":
        return (
            f"{gcc['largest_cpu_s']} s, {gcc['largest_mib']} MiB g++; "
            f"{clang['largest_cpu_s']} s, {clang['largest_mib']} MiB clang"
        )
    about = puzzles.load(results.folder.parent.parent)
    if puzzle not in about:
        raise LookupError(f"{puzzle} has no manifest, puzzles/{puzzle}.json ({', '.join(about)})")
    unit = about[puzzle].unit
    if gcc["largest"] == clang["largest"]:
        return f"**{gcc['largest']}** {unit}, both compilers"
    return f"**{gcc['largest']}** {unit} g++, **{clang['largest']}** clang"


def check_page(page, results, root):
    """The page's text with every marker's figure as the results say, and its disagreements."""
    problems = []
    name = page.relative_to(root) if page.is_relative_to(root) else page

    def replace(match):
        kind, arguments, old = match.groups()
        try:
            new = (
                bench_text(results, arguments)
                if kind == "bench"
                else limits_text(results, kind, arguments)
            )
        except (LookupError, ValueError) as e:
            problems.append(f"{name}: <!-- {kind} {arguments} -->: {e}")
            return match.group(0)
        if new != old:
            problems.append(
                f'{name}: <!-- {kind} {arguments} --> says "{old}", ' f'the benchmark "{new}"'
            )
        return f"<!-- {kind} {arguments} -->{new}<!-- /{kind} -->"

    text = page.read_text()
    whole = {m.start() for m in MARKER.finditer(text)}
    for opening in OPENING.finditer(text):
        quoted = (
            opening.start() > 0 and text[opening.start() - 1] == "`"
        )  # the syntax, in a code span
        if opening.start() not in whole and not quoted:
            line = text.count("\n", 0, opening.start()) + 1
            problems.append(
                f"{name}:{line}: a figure marker that does not parse "
                "(<!-- KIND ARGUMENTS -->FIGURE<!-- /KIND -->)"
            )
    return MARKER.sub(replace, text), problems, len(whole)


def main(argv=None):
    p = common.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("--root", default=str(Path(__file__).resolve().parent.parent))
    p.add_argument("--update", action="store_true", help="rewrite the pages from bench/results")
    p.add_argument("pages", nargs="*")
    args = p.parse_args(argv)
    root = Path(args.root).resolve()
    pages = [Path(page).resolve() for page in args.pages] or sorted(
        [
            root / "README.md",
            *(root / "docs").glob("*.md"),
            *(root / "talks").glob("*/slides.md"),
            *(root / "tests" / "talks").glob("*/slides.md"),
        ]
    )
    results = Results(root / "bench" / "results")
    problems, figures = [], 0
    for page in pages:
        text, found, count = check_page(page, results, root)
        figures += count
        if args.update and text != page.read_text():
            page.write_text(text)
            print(f"ctp: {page}: figures refreshed from bench/results")
            found = [f for f in found if "the benchmark" not in f]
        problems += found
    if problems:
        print(
            "ctp: the pages disagree with bench/results "
            "(run `make snippets` after `make bench`):\n  " + "\n  ".join(problems),
            file=sys.stderr,
        )
        return 1
    if figures == 0:
        print("ctp: no figure markers found; nothing was checked", file=sys.stderr)
        return 1
    print(f"ctp: {figures} figures in {len(pages)} pages agree with bench/results")
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
