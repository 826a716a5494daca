#!/usr/bin/env python3
"""Water pouring (the 3/5/8 water-cups post), plain Python: the hardest puzzles of K cups with
capacities up to N, the reference that ctp::water_hardest is measured against.

The same search as ctp::water_hardest, with the standard library only: for every capacity tuple
1 <= c_1 <= ... <= c_k <= N, one breadth-first search from the start (the largest cup full, the
others empty; with --tap all empty, and fill and empty are moves too) over the contents read as
a mixed-radix number; the fewest moves to an amount is that of the first state reached holding
it; the longest over all tuples and amounts wins, ties kept.

  bench_reference_water_hardest.py CUPS LARGEST [--tap] [--reps N]

prints one JSON line: the family, the state slots searched (the sum over tuples of (c_1 + 1) ...
(c_k + 1), as the C++ benchmark counts them), the hardest number of moves, the number of puzzles
that take it, the median seconds (wall and CPU) and the peak memory of this process.
"""

import argparse
import json
import resource
import statistics
import sys
import time

import common


def hardest(cups, largest, tap=False):
    """(moves, [(capacities, start, amount, moves)], tuples, slots)."""
    best, puzzles, tuples, slots = 0, [], 0, 0
    cap = [1] * cups
    while cap:
        # The mixed-radix places: cup 0 is the most significant digit.
        place = [1] * cups
        for c in range(cups - 2, -1, -1):
            place[c] = place[c + 1] * (cap[c + 1] + 1)
        tuples += 1
        slots += place[0] * (cap[0] + 1)
        start = [0] * cups
        if not tap:
            start[-1] = cap[-1]
        fewest = fewest_moves(cap, place, start, largest, tap)
        for amount in range(1, largest + 1):
            m = fewest[amount]
            if m <= 0 or m < best:
                continue
            if m > best:
                best, puzzles = m, []
            puzzles.append((tuple(cap), tuple(start), amount, m))
        cap = next_capacities(cap, largest)
    return best, puzzles, tuples, slots


def fewest_moves(cap, place, start, largest, tap):
    """The fewest moves from `start` to a state holding each amount 0 .. largest (-1: none), by
    one breadth-first search over the contents read as a mixed-radix number (`place`)."""
    cups = len(cap)
    moves = [-1] * (place[0] * (cap[0] + 1))
    first = sum(a * p for a, p in zip(start, place))
    moves[first] = 0
    queue = [first]
    fewest = [-1] * (largest + 1)
    for s in queue:  # the list grows while it is read: breadth-first order
        m = moves[s]
        amounts = [(s // place[c]) % (cap[c] + 1) for c in range(cups)]
        for a in amounts:
            if fewest[a] == -1:
                fewest[a] = m
        nexts = []
        for i in range(cups):
            if amounts[i] == 0:
                continue
            for j in range(cups):
                if i == j or amounts[j] == cap[j]:
                    continue
                amount = min(amounts[i], cap[j] - amounts[j])
                nexts.append(s + amount * (place[j] - place[i]))
        if tap:
            for c in range(cups):
                if amounts[c] != cap[c]:
                    nexts.append(s + (cap[c] - amounts[c]) * place[c])
            for c in range(cups):
                if amounts[c] != 0:
                    nexts.append(s - amounts[c] * place[c])
        for t in nexts:
            if moves[t] == -1:
                moves[t] = m + 1
                queue.append(t)
    return fewest


def next_capacities(cap, largest):
    """The next non-decreasing tuple of capacities up to largest, or None after the last: raise
    the last cup that can rise, and level those after it."""
    c = len(cap) - 1
    while c >= 0 and cap[c] == largest:
        c -= 1
    if c < 0:
        return None
    cap = list(cap)
    cap[c] += 1
    for d in range(c + 1, len(cap)):
        cap[d] = cap[c]
    return cap


def main(argv=None):
    p = common.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("cups", type=int)
    p.add_argument("largest", type=int)
    p.add_argument("--tap", action="store_true")
    p.add_argument("--reps", type=int, default=1)
    args = p.parse_args(argv)
    if not (2 <= args.cups <= 8 and args.largest >= 1):
        raise SystemExit(
            "ctp: bench_reference_water_hardest.py: 2 to 8 cups, capacities of at least 1"
        )
    times, cpu_times = [], []
    for _ in range(args.reps):
        start, cpu_start = time.perf_counter(), time.process_time()
        best, puzzles, tuples, slots = hardest(args.cups, args.largest, args.tap)
        times.append(time.perf_counter() - start)
        cpu_times.append(time.process_time() - cpu_start)
    print(
        json.dumps(
            {
                "family": f"{args.cups} cups up to {args.largest}"
                + (" with a tap" if args.tap else ""),
                "tuples": tuples,
                "states": slots,
                "hardest": best,
                "puzzles": len(puzzles),
                "first": [list(puzzles[0][0]), list(puzzles[0][1]), puzzles[0][2]]
                if puzzles
                else None,
                "reps": args.reps,
                "seconds": statistics.median(times),
                "cpu_seconds": statistics.median(cpu_times),
                "peak_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
