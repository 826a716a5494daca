#!/usr/bin/env python3
"""The least constant-evaluation budget with which one benchmark translation unit compiles.

  bench_least_budget.py CXX TECHNIQUE SIZE [--precision 0.0025]
  bench_least_budget.py clang++-19 hanoi_recursion 16 --precision 0.0005
      prints 327808 (steps)
  bench_least_budget.py g++-12 chinese_rings_closed_form 20
      prints the least -fconstexpr-ops-limit

TECHNIQUE names bench/compile/tu/<TECHNIQUE>.cpp, built with -DSIZE=SIZE and the benchmark's
flags. The budget is clang++'s -fconstexpr-steps or g++'s -fconstexpr-ops-limit; it is found by
bisection, to within PRECISION of itself, between 0 and the compiler's default (or 16 times it
for clang++, whose arrays count against the same budget). Two sizes give what one more disc, ring
or cell costs: scripts/bench_budgets.py measures the figures docs/compiler_budgets.md quotes.
"""

import subprocess
import sys
from pathlib import Path

from bench_compile import FLAGS, INCLUDE, TU_DIR
import common

# The budget flag of each compiler and the largest value tried.
BUDGETS = {"clang": ("-fconstexpr-steps", 16 * 2**20), "g++": ("-fconstexpr-ops-limit", 2**25)}


def compiles(cxx, flag, budget, source, size):
    """True iff source compiles (syntax and constant evaluation only) within budget."""
    cmd = [
        cxx,
        *FLAGS,
        "-fsyntax-only",
        f"-I{INCLUDE}",
        f"-I{TU_DIR}",
        f"-DSIZE={size}",
        f"{flag}={budget}",
        str(source),
    ]
    return subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0


def budget_flag(cxx):
    """The budget flag of cxx and the largest value tried."""
    return BUDGETS["clang" if "clang" in Path(cxx).name else "g++"]


def least_budget(cxx, source, size, precision):
    """The least budget with which source compiles at size, within precision of itself; None when
    it does not compile even with the largest budget tried."""
    flag, high = budget_flag(cxx)
    if not compiles(cxx, flag, high, source, size):
        return None
    return narrow(lambda budget: compiles(cxx, flag, budget, source, size), 0, high, precision)


def least_budget_near(cxx, source, size, guess, precision):
    """least_budget, searched from a guess: doubling or halving it until the budget that compiles
    is bracketed, then by bisection. Fewer compiles than least_budget when the guess is close."""
    flag, top = budget_flag(cxx)
    fits = lambda budget: compiles(cxx, flag, budget, source, size)  # noqa: E731
    budget = min(max(int(guess), 1), top)
    if fits(budget):
        low, high = budget // 2, budget
        while low > 0 and fits(low):
            low, high = low // 2, low
    else:
        low, high = budget, min(2 * budget, top)
        while not fits(high):
            if high == top:
                return None
            low, high = high, min(2 * high, top)
    return narrow(fits, low, high, precision)


def narrow(fits, low, high, precision):
    """The least budget that fits, within precision of itself, by bisection: high fits, low does
    not."""
    while high - low > int(low * precision) + 1:
        middle = (low + high) // 2
        if fits(middle):
            high = middle
        else:
            low = middle
    return high


def main(argv=None):
    parser = common.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cxx", help="g++-12 or clang++-19")
    parser.add_argument("technique", help="a file of bench/compile/tu/ without .cpp")
    parser.add_argument("size", type=int)
    parser.add_argument("--precision", type=float, default=0.0025)
    args = parser.parse_args(argv)

    source = TU_DIR / f"{args.technique}.cpp"
    if not source.exists():
        print(f"ctp: no benchmark translation unit {source}", file=sys.stderr)
        return 2
    least = least_budget(args.cxx, source, args.size, args.precision)
    if least is None:
        flag, high = budget_flag(args.cxx)
        print(
            f"ctp: {args.technique} at {args.size} does not compile even with {flag}={high}",
            file=sys.stderr,
        )
        return 1
    print(least)
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
