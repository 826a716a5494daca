#!/usr/bin/env python3
"""Guards the committed benchmark results inside the test suite: a change that makes a technique
markedly costlier fails where it lands, and no assertion is on a time.

  bench_guard.py budgets --cxx g++-12 [--factor 1.25]
      Every technique of budgets.csv, at the largest size measured there, still compiles with
      its budget flag set to FACTOR times the least budget committed. Budgets count work, not
      time, so this is exact on any machine.
  bench_guard.py ratios --cxx g++-12 [--factor 3]
      A few translation units of moderate size, each compiled with its baseline (only its
      headers from outside ctp) in the same run: the ratio of their CPU times may be at most
      FACTOR times the ratio committed in compile.csv. Ratios cancel the machine's speed and
      load; the factor is generous, for noise.
Both print one line a check and end with `N passed, N failed`; the exit status is 1 if any failed.
"""

import argparse
import csv
import sys
import tempfile

import bench_compile
from bench_least_budget import budget_flag, compiles
import common

RESULTS = bench_compile.RESULTS
# (puzzle, technique, size) of compile.csv: evaluator and type-level techniques, a second each;
# a technique's "guard_size" in its puzzle's manifest (puzzles/<word>.json).
RATIO_CASES = [
    (puzzle, technique.word, str(technique.guard_size))
    for puzzle, about in bench_compile.PUZZLES.items()
    for technique in about.techniques
    if technique.guard_size
]


def read(name):
    with open(RESULTS / name, newline="") as f:
        return list(csv.DictReader(f))


def guard_budgets(cxx, factor):
    compiler = bench_compile.short_name(cxx)
    flag, _ = budget_flag(cxx)
    largest = {}
    for row in read("budgets.csv"):
        if row["compiler"] == compiler:
            size = int(row["size"] or 0)
            if row["technique"] not in largest or size > int(
                largest[row["technique"]]["size"] or 0
            ):
                largest[row["technique"]] = row
    results = []
    for technique, row in largest.items():
        budget = int(int(row["least_budget"]) * factor)
        ok = compiles(
            cxx, flag, budget, bench_compile.TU_DIR / f"{technique}.cpp", int(row["size"] or 0)
        )
        results.append(ok)
        print(
            f"{'ok' if ok else 'FAILED'}: {technique} at size {row['size'] or '-'} with {cxx} "
            f"{flag}={budget} ({factor} x the committed {row['least_budget']})",
            flush=True,
        )
    return results


def guard_ratios(cxx, factor):
    compiler = bench_compile.short_name(cxx)
    committed = {
        (r["puzzle"], r["technique"], r["size"]): r
        for r in read("compile.csv")
        if r["compiler"] == compiler and r["status"] == "ok"
    }
    results = []
    with tempfile.TemporaryDirectory(prefix="ctp-guard-") as work:
        for puzzle, technique, size in RATIO_CASES:
            row = committed[(puzzle, technique, size)]
            was = float(row["cpu_s"]) / float(row["baseline_cpu_s"])
            source = bench_compile.TU_DIR / f"{puzzle}_{technique}.cpp"
            baseline, _ = bench_compile.write_baseline(source, work)
            base = bench_compile.measure(cxx, baseline, None, work, 3, 300)
            now = bench_compile.measure(cxx, source, int(size), work, 3, 300)
            ok = base.ok and now.ok and now.cpu / base.cpu <= factor * was
            results.append(ok)
            ratio = f"{now.cpu / base.cpu:.2f}" if base.ok and now.ok else (now.error or base.error)
            print(
                f"{'ok' if ok else 'FAILED'}: {puzzle} {technique} {size} with {cxx}: "
                f"{ratio} x its headers (committed {was:.2f} x; at most {factor * was:.2f} x)",
                flush=True,
            )
    return results


def main(argv=None):
    p = common.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("what", choices=["budgets", "ratios"])
    p.add_argument("--cxx", required=True)
    p.add_argument("--factor", type=float)
    args = p.parse_args(argv)
    if args.what == "budgets":
        results = guard_budgets(args.cxx, args.factor or 1.25)
    else:
        results = guard_ratios(args.cxx, args.factor or 3.0)
    failed = results.count(False)
    print(f"{len(results) - failed} passed, {failed} failed")
    if failed:
        print(
            "ctp: bench guard: a committed result regressed; measure again with `make bench` and "
            "say why in docs/performance.md",
            file=sys.stderr,
        )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(common.run(main))
