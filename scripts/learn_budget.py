"""How far over its budget a learner's file is, for scripts/learn.py: the least budget with which
the exercise's check compiles without running out, on the compiler's own counter (g++'s
-fconstexpr-ops-limit operations, clang++'s -fconstexpr-steps steps). The compilers count but
never print what they used, so it is found by compiling again: doubling the exercise's limit until
the check fits, then bisecting to within a few percent, as bench_least_budget.py does for the
benchmarks, with at most MOST times the limit."""

import re

from bench_least_budget import narrow

# Tried up to this many times the exercise's limit; precision of the least budget found.
MOST = 16
PRECISION = 0.05

# What each budget flag counts, in the verdict's words.
COUNTERS = {
    "-fconstexpr-ops-limit": "operations",
    "-fconstexpr-steps": "steps",
    "-fconstexpr-loop-limit": "loop iterations",
}


def split_flag(flag):
    """(-fname, value) of a budget flag `-fname=value`; a failure names a flag with no number."""
    match = re.fullmatch(r"(-f[\w-]+)=([0-9]+)", flag)
    if not match:
        raise ValueError(f"a budget flag is -fNAME=NUMBER, not {flag}")
    return match.group(1), int(match.group(2))


class Unmeasured(Exception):
    """No budget fit: budget, the largest tried, did not (or its compile took too long)."""

    def __init__(self, budget):
        super().__init__(budget)
        self.budget = budget


def least_budget(fits, limit):
    """The least budget that fits (fits(budget) says whether the check compiles within it, or
    raises Unmeasured), within PRECISION of itself, searched up from limit, which does not fit;
    Unmeasured when MOST times the limit does not fit either."""
    low, high = limit, 2 * limit
    while not fits(high):
        if high >= MOST * limit:
            raise Unmeasured(high)
        low, high = high, 2 * high
    return narrow(fits, low, high, PRECISION)


def worded(flag, limit, need):
    """What the check needs (an int, or Unmeasured), against the limit: `about 3,360,000
    operations, 2.0 times the limit of 1,677,721 (-fconstexpr-ops-limit)`."""
    counter = COUNTERS.get(flag, "units")
    if isinstance(need, Unmeasured):
        return (
            f"more than {need.budget:,} {counter}, {need.budget // limit} times the limit of "
            f"{limit:,} ({flag})"
        )
    rounded = int(float(f"{need:.3g}"))
    return f"about {rounded:,} {counter}, {need / limit:.1f} times the limit of {limit:,} ({flag})"
