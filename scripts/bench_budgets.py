#!/usr/bin/env python3
"""What each constant-evaluation technique spends of its compiler's budget: budgets.csv.

For each technique that runs in the constant evaluator, the least -fconstexpr-ops-limit (g++) or
-fconstexpr-steps (clang++) with which its benchmark translation unit compiles, at the sizes
docs/compiler_budgets.md explains (bench_least_budget.py, by bisection: within 0.25 % for g++, 0.05
% for clang++). Budgets count work, not time, so the figures do not depend on the machine's load.
Each row also gives the moves or states of that size, the budget spent on each, and, where the
technique is measured at two sizes, what each move or state of the larger size adds.

  bench_budgets.py [--compilers g++-12,clang++-19] [--out bench/results] [--only TU,...]
  bench_budgets.py --curve [--compilers ...] [--out bench/results]
--only measures those translation units again and keeps the other rows of budgets.csv. --curve
measures the smaller sizes of CURVE, for the charts only, within 1 %, searching from the cost a
move or state of budgets.csv: budget_curve.csv.
"""

import argparse
import csv
import sys
from pathlib import Path
import bench_compile
from bench_least_budget import budget_flag, least_budget, least_budget_near
import common

PRECISION = {"gcc": 0.0025, "clang": 0.0005}


def characters(count):
    return count


def moves(discs):
    """The moves of the towers of Hanoi for discs discs."""
    return 2**discs - 1


def puzzle_rows():
    """The puzzles' techniques that run in the constant evaluator, from their manifests
    (puzzles/<word>.json, a technique's "budget"): a row of TECHNIQUES each."""
    for about in bench_compile.PUZZLES.values():
        for technique in about.techniques:
            budget = technique.budget
            if budget:
                yield (
                    Path(technique.source).stem,
                    budget.unit,
                    budget.units if budget.count else None,
                    budget.sizes,
                )


# translation unit, what a unit is, how many of them a size has, sizes measured with each compiler
TECHNIQUES = [
    *puzzle_rows(),
    # docs/course/13_budgets.md: the lesson's own hanoi_letters, whose figures the lesson gives.
    ("lesson_13_letters", "move", moves, {"gcc": [18, 19], "clang": [16, 17]}),
    # docs/cookbook.md, "Index the array, do not walk pointers": one copy written three ways.
    ("copy_indexing", "character", characters, {"gcc": [10000, 20000], "clang": [10000, 20000]}),
    (
        "copy_pointer_walk",
        "character",
        characters,
        {"gcc": [10000, 20000], "clang": [10000, 20000]},
    ),
    (
        "copy_pointer_helper",
        "character",
        characters,
        {"gcc": [10000, 20000], "clang": [10000, 20000]},
    ),
]


# Smaller sizes of the techniques that grow with size, for the charts only (budget_curve.csv, by
# --curve): searched from the cost a unit measured above, within 1 %. A technique's "curve" in
# its puzzle's manifest.
CURVE = {
    Path(technique.source).stem: list(technique.budget.curve)
    for about in bench_compile.PUZZLES.values()
    for technique in about.techniques
    if technique.budget and technique.budget.curve
}


def does_not_compile(tu, size, cxx):
    """The stop of a run in which tu at size does not compile with cxx at any budget tried."""
    return SystemExit(f"ctp: bench: {tu} at {size} does not compile with {cxx} at any budget tried")


def curve(args):
    """budget_curve.csv: the least budget of each technique of CURVE at its sizes, those of
    budgets.csv left out, each searched from that file's cost a unit (least_budget_near)."""
    with open(Path(args.out) / "budgets.csv", newline="") as f:
        measured = list(csv.DictReader(f))
    counts = {tu: count for tu, _, count, _ in TECHNIQUES}
    rows = []
    for tu, sizes in CURVE.items():
        for cxx in args.compilers.split(","):
            compiler = bench_compile.short_name(cxx)
            mine = [r for r in measured if r["technique"] == tu and r["compiler"] == compiler]
            known = {int(r["size"]) for r in mine}
            per_unit = int(mine[-1]["least_budget"]) / counts[tu](int(mine[-1]["size"]))
            for size in sizes:
                if size in known:
                    continue
                least = least_budget_near(
                    cxx, bench_compile.TU_DIR / f"{tu}.cpp", size, per_unit * counts[tu](size), 0.01
                )
                if least is None:
                    raise does_not_compile(tu, size, cxx)
                bench_compile.log(f"  budget curve: {tu} {size} {cxx}: {least}")
                rows.append(
                    {
                        "compiler": compiler,
                        "cxx": cxx,
                        "technique": tu,
                        "size": size,
                        "least_budget": least,
                        "units": counts[tu](size),
                    }
                )
    bench_compile.write_csv(Path(args.out) / "budget_curve.csv", rows, list(rows[0]))
    return 0


def technique_rows(cxx, tu, unit, count, sizes):
    """The rows of budgets.csv of one translation unit with one compiler, a size each: its least
    budget, a unit's share of it, and what each unit more adds since the size before."""
    compiler = bench_compile.short_name(cxx)
    flag, _ = budget_flag(cxx)
    default = 2**25 if compiler == "gcc" else 2**20
    rows, previous = [], None
    for size in sizes[compiler]:
        least = least_budget(cxx, bench_compile.TU_DIR / f"{tu}.cpp", size, PRECISION[compiler])
        if least is None:
            raise does_not_compile(tu, size, cxx)
        units = count(size) if count else ""
        row = {
            "compiler": compiler,
            "cxx": cxx,
            "technique": tu,
            "size": size if count else "",
            "flag": flag,
            "least_budget": least,
            "default": default,
            "percent_of_default": f"{100 * least / default:.1f}",
            "unit": unit,
            "units": units,
            "per_unit": f"{least / units:.1f}" if count else "",
            "added_per_unit": "",
        }
        if previous:
            row["added_per_unit"] = f"{(least - previous[1]) / (units - previous[0]):.1f}"
        previous = (units, least) if count else None
        bench_compile.log(f"  budgets: {tu} {size} {cxx}: {least}")
        rows.append(row)
    return rows


def main(argv=None):
    p = common.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("--compilers", default="g++-12,clang++-19")
    p.add_argument("--out", default=str(bench_compile.RESULTS))
    p.add_argument("--only", help="translation units to measure again, comma-separated")
    p.add_argument(
        "--curve",
        action="store_true",
        help="smaller sizes for the charts, from budgets.csv's figures: budget_curve.csv",
    )
    args = p.parse_args(argv)
    if args.curve:
        return curve(args)
    path = Path(args.out) / "budgets.csv"
    only = set(args.only.split(",")) if args.only else None
    if only and not only <= {tu for tu, *_ in TECHNIQUES}:
        unknown = sorted(only - {tu for tu, *_ in TECHNIQUES})
        raise SystemExit(f"ctp: bench: budgets: unknown translation units {unknown}")
    kept = []
    if only and path.exists():
        with open(path, newline="") as f:
            kept = [row for row in csv.DictReader(f) if row["technique"] not in only]
    rows = []
    for tu, unit, count, sizes in TECHNIQUES:
        if only and tu not in only:
            rows += [row for row in kept if row["technique"] == tu]
            continue
        for cxx in args.compilers.split(","):
            rows += technique_rows(cxx, tu, unit, count, sizes)
    bench_compile.write_csv(path, rows, list(rows[0]))
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
