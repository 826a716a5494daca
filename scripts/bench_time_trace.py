#!/usr/bin/env python3
"""Where a technique's compile time goes: time_trace.csv.

For each technique of bench/compile/tu/ at one size a puzzle (SIZES below: every technique of the
puzzle compiles there in a few seconds), each compiler's own account of its time:

  clang++  -ftime-trace -ftime-trace-granularity=0: every event of the compile, nested. The self
           time of each event (its duration less its children's) goes to one of four parts by the
           event's name (part_of): template instantiation (InstantiateClass, InstantiateFunction,
           PerformPendingInstantiations), constant evaluation (Evaluate*, is*ConstantExpr),
           front end (Frontend, Parse*: reading and parsing the source) and back end (code
           generation and LLVM's passes); the compiler's own start and finish are "other". The
           trace's times are wall time: each part is scaled by the compile's CPU time (wait4)
           over the trace's total, so that a loaded machine does not stretch them.
  g++      -ftime-report: its timers are exclusive (a constant evaluation inside an instantiation
           stops the instantiation's timer), user + system seconds each. "template instantiation"
           and "constant expression evaluation" are its own rows; preprocessing, lexical analysis
           and the parser rows make the front end; every other row (name lookup and overload
           resolution outside those, code generation, the optimiser) is "other".

Each compile runs REPS times (once when it takes more than bench_compile.LONG seconds) and the run
of median total is kept. Sizes are small so that the step takes a few minutes.

  bench_time_trace.py [--compilers g++-12,clang++-19] [--out bench/results] [--reps 3]
                      [--only hanoi,...]
  bench_time_trace.py --smoke --compilers g++-12 --out <dir>     one tiny case: for the test suite
"""

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
import bench_compile
import common

# The size of each puzzle's traces, its manifest's "trace_size" (puzzles/<word>.json; 0: its
# techniques take none, and the puzzles without one are not traced), and its techniques'
# translation units (bench/compile/tu/).
SIZES = {
    word: puzzle.trace_size or None
    for word, puzzle in bench_compile.PUZZLES.items()
    if puzzle.trace_size >= 0
}

PARTS = ["instantiation", "constant_evaluation", "front_end", "back_end", "other"]
FIELDS = [
    "compiler",
    "cxx",
    "puzzle",
    "technique",
    "size",
    "reps",
    "total_s",
    *(f"{p}_s" for p in PARTS),
    "instantiation_pct",
    "constant_evaluation_pct",
]


def part_of(name):
    """The part of clang's time an event of -ftime-trace belongs to, by its name."""
    if name.startswith("Instantiate") or name == "PerformPendingInstantiations":
        return "instantiation"
    if name.startswith("Evaluate") or re.fullmatch(r"is\w*ConstantExpr", name):
        return "constant_evaluation"
    if name == "Frontend" or name.startswith("Parse"):
        return "front_end"
    if name == "ExecuteCompiler":
        return "other"
    return "back_end"


def clang_parts(trace):
    """Seconds of each part, from the events of a -ftime-trace file (its main thread's complete
    events, nested by time): each event's self time goes to its part."""
    events = [
        e for e in trace["traceEvents"] if e.get("ph") == "X" and not e["name"].startswith("Total ")
    ]
    root = next((e for e in events if e["name"] == "ExecuteCompiler"), None)
    if root is None:
        raise ValueError("ctp: bench: the trace has no ExecuteCompiler event")
    events = sorted(
        (e for e in events if e["tid"] == root["tid"]), key=lambda e: (e["ts"], -e["dur"])
    )
    seconds = dict.fromkeys(PARTS, 0.0)
    stack = []  # [end, event, children's time]

    def close(entry):
        _, event, inner = entry
        seconds[part_of(event["name"])] += max(event["dur"] - inner, 0) / 1e6

    for e in events:
        while stack and e["ts"] >= stack[-1][0]:
            close(stack.pop())
        if stack:
            stack[-1][2] += e["dur"]
        stack.append([e["ts"] + e["dur"], e, 0])
    while stack:
        close(stack.pop())
    return seconds


GCC_ROW = re.compile(r"^ (\|?)(.+?)\s*:\s*([\d.]+) \(\s*\d+%\)\s+([\d.]+) \(\s*\d+%\)")
GCC_FRONT = re.compile(r"^(preprocessing|lexical analysis|parser\b.*)$")


def gcc_parts(report):
    """Seconds of each part, from g++'s -ftime-report (user + system of each exclusive row)."""
    seconds = dict.fromkeys(PARTS, 0.0)
    found = False
    for line in report.splitlines():
        m = GCC_ROW.match(line)
        if not m or m.group(1) or m.group(2).startswith("phase "):
            continue  # '|' rows are counted inside others; phases add up to the same total
        found = True
        name, value = m.group(2), float(m.group(3)) + float(m.group(4))
        if name == "template instantiation":
            seconds["instantiation"] += value
        elif name == "constant expression evaluation":
            seconds["constant_evaluation"] += value
        elif GCC_FRONT.match(name):
            seconds["front_end"] += value
        else:
            seconds["other"] += value
    if not found:
        raise ValueError("ctp: bench: g++ wrote no -ftime-report rows")
    return seconds


def trace_once(cxx, source, size, workdir):
    """One compile with the compiler's timers: the seconds of each part."""
    obj = Path(workdir) / "out.o"
    cmd = [cxx, *bench_compile.FLAGS, f"-I{bench_compile.INCLUDE}", f"-I{bench_compile.TU_DIR}"]
    if size is not None:
        cmd.append(f"-DSIZE={size}")
    clang = bench_compile.short_name(cxx) == "clang"
    cmd += ["-ftime-trace", "-ftime-trace-granularity=0"] if clang else ["-ftime-report"]
    cmd += ["-c", str(source), "-o", str(obj)]
    with tempfile.TemporaryFile(mode="w+") as err:
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=err)
        _, status, usage = os.wait4(proc.pid, 0)
        err.seek(0)
        stderr = err.read()
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"ctp: bench: {' '.join(cmd)} failed: {bench_compile.first_error(stderr)}")
    if not clang:
        return gcc_parts(stderr)
    trace = obj.with_suffix(".json")
    parts = clang_parts(json.loads(trace.read_text()))
    trace.unlink()
    # The trace's times are wall time, which a loaded machine stretches while the compiler waits
    # for a core: each part is scaled by the compile's CPU time over its wall time, so that both
    # compilers' parts are CPU seconds.
    scale = (usage.ru_utime + usage.ru_stime) / max(sum(parts.values()), 1e-6)
    return {k: v * scale for k, v in parts.items()}


def traced(cxx, source, size, workdir, reps):
    """The parts of the run of median total, and how many runs there were."""
    runs = [trace_once(cxx, source, size, workdir)]
    if sum(runs[0].values()) <= bench_compile.LONG:
        runs += [trace_once(cxx, source, size, workdir) for _ in range(reps - 1)]
    totals = [sum(r.values()) for r in runs]
    middle = statistics.median_low(totals)
    return runs[totals.index(middle)], len(runs)


def cases(only=()):
    """(puzzle, technique, source, size) of each technique traced, in the order of the list."""
    found = []
    for puzzle, size in SIZES.items():
        if only and puzzle not in only:
            continue
        # A technique's "trace": false in the manifest leaves it out (a header read, say, not a
        # technique that computes).
        for technique in bench_compile.PUZZLES[puzzle].techniques:
            source = bench_compile.TU_DIR / technique.source
            if technique.trace and bench_compile.ctp_headers_present(source):
                found.append((puzzle, source.stem[len(puzzle) + 1 :], source, size))
    return found


def percent(part, total):
    """part as a whole percentage of total (0 when total is 0)."""
    return f"{100 * part / max(total, 1e-6):.0f}"


def main(argv=None):
    p = common.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("--compilers", default="g++-12,clang++-19")
    p.add_argument("--out", default=str(bench_compile.RESULTS))
    p.add_argument("--reps", type=int, default=3)
    p.add_argument("--only", default="", help="comma-separated puzzles")
    p.add_argument("--smoke", action="store_true", help="one tiny case, for the test suite")
    args = p.parse_args(argv)
    only = set(filter(None, args.only.split(",")))
    todo = cases(only)
    if args.smoke:
        todo = [("hanoi", "closed_form", bench_compile.TU_DIR / "hanoi_closed_form.cpp", 3)]
        args.reps = 1
    rows = []
    with tempfile.TemporaryDirectory(prefix="ctp-bench-trace-") as workdir:
        for cxx in args.compilers.split(","):
            for puzzle, technique, source, size in todo:
                parts, reps = traced(cxx, source, size, workdir, args.reps)
                total = sum(parts.values())
                rows.append(
                    {
                        "compiler": bench_compile.short_name(cxx),
                        "cxx": cxx,
                        "puzzle": puzzle,
                        "technique": technique,
                        "size": "" if size is None else size,
                        "reps": reps,
                        "total_s": f"{total:.3f}",
                        **{f"{k}_s": f"{v:.3f}" for k, v in parts.items()},
                        "instantiation_pct": percent(parts["instantiation"], total),
                        "constant_evaluation_pct": percent(parts["constant_evaluation"], total),
                    }
                )
                bench_compile.log(
                    f"  {cxx} {puzzle} {technique} {size}: "
                    + ", ".join(f"{k} {v:.2f} s" for k, v in parts.items())
                )
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    bench_compile.write_csv(out / "time_trace.csv", rows, FIELDS)
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
