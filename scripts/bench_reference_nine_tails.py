#!/usr/bin/env python3
"""Nine tails (Liang's weighted case study), plain Python: the least coins flipped from every state
of an R x C board to all tails, the reference that ctp's generator is measured against.

The same algorithm as ctp::nine_tails_solution, written the way one would in Python with the
standard library only: one search backwards from all tails over the reversed moves, Dijkstra's
algorithm with Dial's buckets (weights 3 to 5: six rotating lists; a binary heap from heapq measured
about 1.4 times slower on 4x4). Cells are row-major, cell 0 the most significant bit, T = 1; a move
at a head flips it and its orthogonal neighbours and weighs the number of coins flipped.

  bench_reference_nine_tails.py ROWS COLS [--reps N]

prints one JSON line: the board, states, reachable, cost_sum, max_cost, the median seconds (wall
and CPU) and the peak memory of this process.
"""

import argparse
import json
import resource
import statistics
import sys
import time

import common

UNREACHABLE = 255


def moves_of(rows, cols):
    """The flip mask and weight of the move at each bit (bit = cells - 1 - cell)."""
    cells = rows * cols
    masks, weights = [0] * cells, [0] * cells
    for cell in range(cells):
        r, c = divmod(cell, cols)
        mask = 0
        for rr, cc in ((r, c), (r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= rr < rows and 0 <= cc < cols:
                mask |= 1 << (cells - 1 - (rr * cols + cc))
        masks[cells - 1 - cell] = mask
        weights[cells - 1 - cell] = bin(mask).count("1")
    return masks, weights


def solve_dial(rows, cols):
    """Every state's least cost to all tails (UNREACHABLE where there is none), by Dial's buckets.

    1. All tails costs 0 and waits in bucket 0.
    2. Take the states of the smallest cost c (a state whose cost has dropped since it was
       queued is skipped): their costs are final.
    3. The states one move before a state v are v ^ mask for each of v's tails; through v they
       cost c + weight, and wait in that cost's bucket if that is better.
    """
    cells = rows * cols
    states = 1 << cells
    goal = states - 1
    masks, weights = moves_of(rows, cols)
    top = max(weights)
    cost = bytearray([UNREACHABLE]) * states
    cost[goal] = 0
    buckets = [[] for _ in range(top + 1)]
    buckets[0].append(goal)
    waiting, reached, c = 1, 0, 0
    while waiting:
        bucket = buckets[c % (top + 1)]
        buckets[c % (top + 1)] = []
        waiting -= len(bucket)
        for v in bucket:
            if cost[v] != c:
                continue
            reached += 1
            tails = v
            while tails:
                low = tails & -tails
                tails ^= low
                bit = low.bit_length() - 1
                u = v ^ masks[bit]
                through = c + weights[bit]
                if through < cost[u]:
                    cost[u] = through
                    buckets[through % (top + 1)].append(u)
                    waiting += 1
        c += 1
    return cost, reached


def main(argv=None):
    p = common.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("rows", type=int)
    p.add_argument("cols", type=int)
    p.add_argument("--reps", type=int, default=1)
    args = p.parse_args(argv)
    if not (1 <= args.rows and 1 <= args.cols and args.rows * args.cols <= 25):
        raise SystemExit(
            "ctp: bench_reference_nine_tails.py: a board has 1 to 25 cells (at most 5x5)"
        )
    times, cpu_times = [], []
    for _ in range(args.reps):
        start, cpu_start = time.perf_counter(), time.process_time()
        cost, reached = solve_dial(args.rows, args.cols)
        times.append(time.perf_counter() - start)
        cpu_times.append(time.process_time() - cpu_start)
    finite = [c for c in cost if c != UNREACHABLE]
    print(
        json.dumps(
            {
                "board": f"{args.rows}x{args.cols}",
                "states": len(cost),
                "reachable": reached,
                "cost_sum": sum(finite),
                "max_cost": max(finite),
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
