"""How far over its budget a learner's file is, for scripts/learn.py: a bracket of the least
budget with which the exercise's check compiles without running out, on the compiler's own
counter (g++'s -fconstexpr-ops-limit operations, clang++'s -fconstexpr-steps steps). The
compilers count but never print what they used, so it is found by compiling again, each compile
a few seconds: doubling the exercise's limit until the check fits (up to MOST times the limit),
then one bisection, which brackets the need within a third of itself in two or three compiles.
"""

import re

# Tried up to this many times the exercise's limit.
MOST = 16

# What each budget flag counts, in the verdict's words.
COUNTERS = {
    "-fconstexpr-ops-limit": "operations",
    "-fconstexpr-steps": "steps",
    "-fconstexpr-loop-limit": "loop iterations",
}


class Unmeasured(Exception):
    """No budget fit: budget, the largest tried, did not (or its compile took too long)."""

    def __init__(self, budget):
        super().__init__(budget)
        self.budget = budget


def split_flag(flag):
    """(-fname, value) of a budget flag `-fname=value`; a failure names a flag with no number."""
    match = re.fullmatch(r"(-f[\w-]+)=([0-9]+)", flag)
    if not match:
        raise ValueError(f"a budget flag is -fNAME=NUMBER, not {flag}")
    return match.group(1), int(match.group(2))


def need_bracket(fits, limit):
    """(low, high): the least budget that fits is more than low and at most high, high / low at
    most 1.5 (fits(budget) says whether the check compiles within it, or raises Unmeasured);
    searched up from limit, which does not fit. Unmeasured when MOST times the limit does not fit
    either."""
    low, high = limit, 2 * limit
    while not fits(high):
        if high >= MOST * limit:
            raise Unmeasured(high)
        low, high = high, 2 * high
    middle = (low + high) // 2
    return (low, middle) if fits(middle) else (middle, high)


def worded(flag, limit, need):
    """What the check needs (a bracket, or Unmeasured), against the limit: `1.5 to 2.0 times the
    limit of 1,677,721 (-fconstexpr-ops-limit): 2,516,581 to 3,355,442 operations`."""
    counter = COUNTERS.get(flag, "units")
    if isinstance(need, Unmeasured):
        return f"more than {need.budget // limit} times the limit of {limit:,} ({flag})"
    low, high = need
    return (
        f"{low / limit:.1f} to {high / limit:.1f} times the limit of {limit:,} ({flag}): "
        f"{low + 1:,} to {high:,} {counter}"
    )
