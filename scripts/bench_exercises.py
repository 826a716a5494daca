#!/usr/bin/env python3
"""How long a learner waits for a verdict: each exercise of exercises/ graded as
`make learn --watch` grades it after a save, both compilers at once, no CMake, only the
exercise's own check, for its skeleton (a failing file) and its reference (a passing one).

  bench_exercises.py [--out bench/results] [--reps 3] [--only NAME,...]

Writes exercises.csv: the median wall time of a grading (what the learner waits for after the
watch mode sees the save; it polls twice a second, so add up to 0.5 s), the CPU time of the
compilers it ran, and the load average before, since two cores shared with other work slow every
compile down.
"""

import argparse
import csv
import os
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

import common
import learn

ROOT = Path(__file__).resolve().parent.parent

COLUMNS = ["exercise", "solution", "verdict", "wall_s", "cpu_s", "compiles", "load_before"]


def children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def measure(grader, exercise, path, label, reps):
    walls, cpus, verdict = [], [], None
    for _ in range(reps):
        cpu, wall = children_cpu(), time.monotonic()
        verdict = grader.grade(exercise, path, label)
        walls.append(time.monotonic() - wall)
        cpus.append(children_cpu() - cpu)
    return {
        "exercise": exercise.name,
        "solution": label,
        "verdict": "passed" if verdict.passed else "failed",
        "wall_s": f"{statistics.median(walls):.2f}",
        "cpu_s": f"{statistics.median(cpus):.2f}",
        "compiles": len(verdict.outcomes),
        "load_before": f"{os.getloadavg()[0]:.1f}",
    }


def main(argv=None):
    parser = common.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--out", default=str(ROOT / "bench" / "results"))
    parser.add_argument("--reps", type=int, default=3, help="gradings of each (median kept)")
    parser.add_argument("--only", help="these exercises only (comma-separated names)")
    args = parser.parse_args(argv)
    exercises = learn.find_exercises(str(ROOT))
    if args.only:
        exercises = [e for e in exercises if e.name in args.only.split(",")]
    rows = []
    with tempfile.TemporaryDirectory(prefix="ctp-bench-exercises-") as build:
        grader = learn.Grader(str(ROOT), build, list(learn.COMPILERS), 60, 1 << 20)
        for exercise in exercises:
            skeleton = os.path.join(build, exercise.name + ".skeleton", exercise.file)
            os.makedirs(os.path.dirname(skeleton))
            common.write_text(skeleton, exercise.skeleton())
            for label, path in (("skeleton", skeleton), ("reference", exercise.reference)):
                rows.append(measure(grader, exercise, path, label, args.reps))
                print(
                    "ctp: bench: exercises: " + ", ".join(f"{k} {v}" for k, v in rows[-1].items()),
                    flush=True,
                )
    Path(args.out).mkdir(parents=True, exist_ok=True)
    out = Path(args.out) / "exercises.csv"
    with open(out, "w", newline="", encoding="utf-8") as file:
        writer = csv.DictWriter(file, fieldnames=COLUMNS, lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
    walls = sorted(float(row["wall_s"]) for row in rows)
    print(
        f"ctp: bench: exercises: median verdict {statistics.median(walls):.2f} s after the save "
        f"is seen, slowest {walls[-1]:.2f} s; {out}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
