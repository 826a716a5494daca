#!/usr/bin/env python3
"""What each constant-evaluation technique spends of its compiler's budget: budgets.csv.

For each technique that runs in the constant evaluator, the least -fconstexpr-ops-limit (g++)
or -fconstexpr-steps (clang++) with which its benchmark translation unit compiles, at the sizes
docs/compiler_budgets.md explains (least_budget.py, by bisection: within 0.25 % for g++, 0.05 %
for clang++). Budgets count work, not time, so the figures do not depend on the machine's load.
Each row also gives the moves or states of that size, the budget spent on each, and, where the
technique is measured at two sizes, what each move or state of the larger size adds.

  budgets.py [--compilers g++-12,clang++-19] [--out bench/results] [--only TU,...]
--only measures those translation units again and keeps the other rows of budgets.csv.
"""

import argparse
import csv
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.dont_write_bytecode = True
import harness  # noqa: E402
from least_budget import budget_flag, least_budget  # noqa: E402

PRECISION = {"gcc": 0.0025, "clang": 0.0005}


def hanoi_moves(discs):
    return 2**discs - 1


def rings_moves(rings):
    """Single-ring moves to take all rings off: floor((2^(n+1) - 1) / 3)."""
    return (2 ** (rings + 1) - 1) // 3


def nine_tails_states(cells):
    return 2**cells


def river_states(couples):
    """The states of couples missionaries and as many cannibals, each count on the start bank and
    the boat on either bank: 2 (n + 1)^2, the safe ones and the others (river_graph's index)."""
    return 2 * (couples + 1) ** 2


def characters(count):
    return count


# translation unit, what a unit is, how many of them a size has, sizes measured with each compiler
TECHNIQUES = [
    ("hanoi_recursion", "move", hanoi_moves, {"gcc": [18, 19], "clang": [16, 17]}),
    ("hanoi_closed_form", "move", hanoi_moves, {"gcc": [20], "clang": [20]}),
    ("chinese_rings_recursion", "move", rings_moves, {"gcc": [16, 17], "clang": [14, 15]}),
    ("chinese_rings_objects", "move", rings_moves, {"gcc": [14, 15], "clang": [12, 13]}),
    ("chinese_rings_closed_form", "move", rings_moves, {"gcc": [20], "clang": [20]}),
    ("nine_tails_dial", "state", nine_tails_states, {"gcc": [16], "clang": [16]}),
    ("nine_tails_binary_heap", "state", nine_tails_states, {"gcc": [16], "clang": [9, 12]}),
    ("nine_tails_linear_scan", "state", nine_tails_states, {"gcc": [6, 9], "clang": [6, 9]}),
    ("water_pouring_breadth_first", "", None, {"gcc": [0], "clang": [0]}),
    ("water_pouring_depth_first", "", None, {"gcc": [0], "clang": [0]}),
    ("river_crossing_breadth_first", "state", river_states, {"gcc": [40, 80], "clang": [40, 80]}),
    ("river_crossing_depth_first", "state", river_states, {"gcc": [40, 80], "clang": [40, 80]}),
    # docs/cookbook.md, "Index the array, do not walk pointers": one copy written three ways.
    ("copy_indexing", "character", characters, {"gcc": [10000, 20000], "clang": [10000, 20000]}),
    ("copy_pointer_walk", "character", characters, {"gcc": [10000, 20000], "clang": [10000, 20000]}),
    ("copy_pointer_helper", "character", characters, {"gcc": [10000, 20000], "clang": [10000, 20000]}),
]


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--compilers", default="g++-12,clang++-19")
    p.add_argument("--out", default=str(harness.ROOT / "bench" / "results"))
    p.add_argument("--only", help="translation units to measure again, comma-separated")
    args = p.parse_args(argv)
    path = Path(args.out) / "budgets.csv"
    only = set(args.only.split(",")) if args.only else None
    if only and not only <= {tu for tu, *_ in TECHNIQUES}:
        raise SystemExit(f"ctp: bench: budgets: unknown translation units {sorted(only - {tu for tu, *_ in TECHNIQUES})}")
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
            compiler = harness.short_name(cxx)
            flag, _ = budget_flag(cxx)
            default = 2**25 if compiler == "gcc" else 2**20
            previous = None
            for size in sizes[compiler]:
                least = least_budget(cxx, harness.TU_DIR / f"{tu}.cpp", size, PRECISION[compiler])
                if least is None:
                    raise SystemExit(f"ctp: bench: {tu} at {size} does not compile with {cxx} at any budget tried")
                units = count(size) if count else ""
                row = {"compiler": compiler, "cxx": cxx, "technique": tu, "size": size if count else "",
                       "flag": flag, "least_budget": least, "default": default,
                       "percent_of_default": f"{100 * least / default:.1f}", "unit": unit, "units": units,
                       "per_unit": f"{least / units:.1f}" if count else "", "added_per_unit": ""}
                if previous:
                    row["added_per_unit"] = f"{(least - previous[1]) / (units - previous[0]):.1f}"
                previous = (units, least) if count else None
                harness.log(f"  budgets: {tu} {size} {cxx}: {least}")
                rows.append(row)
    harness.write_csv(path, rows, list(rows[0]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
