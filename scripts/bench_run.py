#!/usr/bin/env python3
"""make bench: every benchmark of ctp, and the results in bench/results/ (docs/performance.md).

1. compile    the compile-time harness (scripts/bench_compile.py), both compilers:
              compile.csv, compile_limits.csv, compile_include.csv
2. runtime    table lookups against computing on the fly (ctp_bench_lookup), independent
              (throughput) and each waiting for the one before (latency), 15 repetitions each, the
              loop's own cost taken off and the spread kept: runtime.csv; the pairs that answer one
              question two ways (table and computed, checked and unchecked): runtime_compare.csv
3. generator  the generator's searches (ctp_bench_generator) and the plain-Python reference
              (bench_reference_*.py) side by side, ctp-gen writing the 5x5 table, and the longest
              search of ctp, 4 cups up to 40 (water-hardest), on one core and on all: generator.csv
4. tables     what each generated table costs the compiler to include, and the same million bytes
              as string literals and as a decimal array (scripts/bench_tables.py): tables.csv;
              what a program linked with --gc-sections keeps of the 5x5 table: table_programs.csv
5. budgets    the least constant-evaluation budget of each evaluator technique at the sizes
              docs/compiler_budgets.md explains (scripts/bench_budgets.py): budgets.csv; and at
              smaller sizes, for the charts: budget_curve.csv
6. trace      where each technique's compile time goes, one size a puzzle, by the compilers' own
              timers: clang++ -ftime-trace and g++ -ftime-report, split into template instantiation,
              constant evaluation, front end and the rest (scripts/bench_time_trace.py):
              time_trace.csv
7. exercises  how long a learner waits for a verdict: each exercise of exercises/ graded as the
              watch mode grades it, both compilers at once (scripts/bench_exercises.py):
              exercises.csv
8. sharded    the hardest-puzzle search beyond one machine: a family on 1 and 2 processes of
              Open MPI and in 1, 2 and 4 shards, and the simulated end of a search on 8, 64 and
              512 machines from every tuple's measured time (scripts/bench_sharded.py):
              sharded.csv, makespan.csv
9. report     results.md (every table, the targets against the measurements) and the SVG charts
              (gnuplot)

  bench_run.py [--build build] [--out bench/results]
         [--only compile,runtime,generator,tables,budgets,trace,exercises,sharded,report]
         [--jobs 2] [--quick] [--no-python-5x5] [--compile-only chinese_rings_closed_form,include]
  bench_run.py --smoke --generator <ctp_bench_generator> --out <dir>
         the test suite's check that the C++ searches and the Python reference agree, on tiny cases

Timings are medians. Wall time is what the targets speak of; on a loaded machine the CPU
time (user + system) is the better estimate of what an idle machine's wall time would be, so
both are recorded.
"""

import argparse
import csv
import json
import math
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import bench_budgets
import bench_compile
import bench_exercises
import bench_report
import bench_sharded
import bench_tables
import bench_time_trace
import common

ROOT = bench_compile.ROOT
SCRIPTS = Path(__file__).resolve().parent


def log(*args):
    print(*args, file=sys.stderr, flush=True)


def loadavg():
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "unknown"


def machine_info(args):
    cpu = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem = "unknown"
    try:
        kib = int(Path("/proc/meminfo").read_text().split()[1])
        mem = f"{kib / 1024 / 1024:.0f} GiB"
    except (OSError, ValueError, IndexError):
        pass
    commit = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], capture_output=True, text=True
    ).stdout.strip()
    return {
        "cpu": cpu,
        "cores": os.cpu_count(),
        "memory": mem,
        "system": platform.platform(),
        "python": platform.python_version(),
        "commit": commit,
        "compilers": [bench_compile.compiler_version(c) for c in args.compilers.split(",")],
        "load_at_start": loadavg(),
    }


def write_csv(path, rows):
    fields = []
    for row in rows:
        for key in row:
            if key not in fields:
                fields.append(key)
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=fields, lineterminator="\n")
        w.writeheader()
        w.writerows(rows)


# --- 1. compile ---------------------------------------------------------------------------------


def call(main, arguments, what):
    """Runs a step's program, its `main`, with `arguments`; stops the run when it fails."""
    if main(arguments) != 0:
        raise SystemExit(f"ctp: bench: {what} failed")


def run_compile(args, out):
    compilers = args.compilers.split(",")
    common = ["--reps", str(args.reps)] + (["--quick"] if args.quick else [])
    harness = "the compile-time harness"
    if args.compile_only:  # those cases again, the other rows kept
        only = ["--only", args.compile_only, "--merge"]
        call(
            bench_compile.main,
            common + ["--compilers", args.compilers, "--out", str(out)] + only,
            harness,
        )
    elif args.jobs <= 1 or len(compilers) == 1:
        call(
            bench_compile.main, common + ["--compilers", args.compilers, "--out", str(out)], harness
        )
    else:
        compile_side_by_side(compilers, common, out)


def compile_side_by_side(compilers, common, out):
    """One harness a compiler, side by side (each compile is one process on one core), each in a
    folder of its own that is removed once its results are merged (kept, with its log, on
    failure)."""
    work = Path(tempfile.mkdtemp(prefix="ctp-bench-compile-"))
    procs, dirs = [], []
    for cxx in compilers:
        d = work / bench_compile.short_name(cxx)
        d.mkdir()
        dirs.append(d)
        harness = [sys.executable, str(SCRIPTS / "bench_compile.py"), *common]
        with open(d / "log.txt", "w") as logf:
            procs.append(
                subprocess.Popen(harness + ["--compilers", cxx, "--out", str(d)], stderr=logf)
            )
    log(f"ctp: bench: {len(procs)} harnesses side by side; their logs are in {work}")
    if any(p.wait() != 0 for p in procs):
        raise SystemExit(f"ctp: bench: the compile-time harness failed; see {work}/*/log.txt")
    for name in bench_compile.OUTPUTS:
        rows = []
        for d in dirs:
            if (d / name).exists():
                with open(d / name, newline="") as f:
                    rows += list(csv.DictReader(f))
        if rows:
            write_csv(out / name, rows)
    shutil.rmtree(work)


# --- 2. runtime ---------------------------------------------------------------------------------


def gbench(binary, extra):
    """Runs a Google Benchmark binary; its JSON report."""
    cmd = [str(binary), "--benchmark_format=json", *extra]
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"ctp: bench: {' '.join(cmd)} failed:\n{done.stderr}")
    return json.loads(done.stdout)


def registered_order(benchmark):
    """Where a Google Benchmark result stands in the order its program registers it: family,
    instance, repetition."""
    return (
        benchmark.get("family_index", 0),
        benchmark.get("per_family_instance_index", 0),
        benchmark.get("repetition_index", 0),
    )


def medians(report_json):
    """name -> the median aggregate (or the single run) of each benchmark, in the order the
    benchmarks are registered (interleaved repetitions report them in a random order)."""
    found = {}
    for b in report_json["benchmarks"]:
        name = b.get("run_name", b["name"])
        if b.get("run_type") == "aggregate" and b.get("aggregate_name") != "median":
            continue
        found[name] = b
    return dict(sorted(found.items(), key=lambda item: registered_order(item[1])))


def ns(b, key):
    scale = {"ns": 1, "us": 1e3, "ms": 1e6, "s": 1e9}[b.get("time_unit", "ns")]
    return b[key] * scale


def spread(values):
    """median, min, max and standard deviation of a list of numbers."""
    return (
        statistics.median(values),
        min(values),
        max(values),
        statistics.stdev(values) if len(values) > 1 else 0.0,
    )


def shown(value):
    """A time in ns with the digits its size deserves."""
    return (
        f"{value:.2f}"
        if abs(value) < 10
        else f"{value:.1f}"
        if abs(value) < 100
        else f"{value:.0f}"
    )


def net_text(net, noise):
    """A lookup's own cost as the docs may quote it: the figure and its noise, or that it is not
    larger than its noise (a cost at or below the noise is not a measurement)."""
    if net <= noise:
        return f"within noise (±{shown(noise)} ns)"
    return f"{shown(net)} ± {shown(noise)} ns"


def run_runtime(args, out):
    # Every benchmark twice (lookup.cpp): independent lookups (throughput) and lookups each of
    # which waits for the one before (latency). The repetitions of all of them run in a random
    # order, not each benchmark's together: on a shared machine the speed drifts from second to
    # second, and interleaving spreads that drift over every benchmark rather than charging it to
    # whichever ran at the time. Every repetition is kept, for its spread.
    reps = 3 if args.quick else 15
    data = gbench(
        args.lookup,
        [
            f"--benchmark_repetitions={reps}",
            "--benchmark_enable_random_interleaving=true",
            f"--benchmark_min_time={0.05 if args.quick else 0.1}",
        ],
    )
    runs = {}  # (benchmark, dependent) -> [(cpu ns, real ns) of one answer, each repetition]
    for b in sorted(data["benchmarks"], key=registered_order):  # as lookup.cpp registers them
        if b.get("run_type") == "aggregate":
            continue
        name, _, mode = b.get("run_name", b["name"]).partition("/dependent:")
        runs.setdefault((name, mode == "1"), []).append(
            (ns(b, "cpu_time") / b["lookups"], ns(b, "real_time") / b["lookups"])
        )
    stats = {
        key: (spread([c for c, _ in v]), statistics.median(r for _, r in v))
        for key, v in runs.items()
    }
    rows = [runtime_row(name, stats, runs) for name in dict.fromkeys(name for name, _ in runs)]
    write_csv(out / "runtime.csv", rows)
    write_comparisons(out)


def runtime_row(name, stats, runs):
    """The row of runtime.csv of one benchmark: its throughput and, when it was run waiting for
    each answer, its latency; each less the loop's own (loop_overhead), with the noise of that."""
    (cpu, low, high, sd), real = stats[(name, False)]
    (o_cpu, _, _, o_sd), o_real = stats[("loop_overhead", False)]
    noise = math.hypot(sd, o_sd)
    row = {
        "benchmark": name,
        "reps": len(runs[(name, False)]),
        "real_ns": f"{real:.3f}",
        "cpu_ns": f"{cpu:.3f}",
        "cpu_minus_overhead_ns": f"{cpu - o_cpu:.3f}",
        "real_minus_overhead_ns": f"{real - o_real:.3f}",
        "cpu_min_ns": f"{low:.3f}",
        "cpu_max_ns": f"{high:.3f}",
        "cpu_stddev_ns": f"{sd:.3f}",
        "noise_ns": f"{noise:.3f}",
        "throughput": "" if name == "loop_overhead" else net_text(cpu - o_cpu, noise),
    }
    if (name, True) in stats:
        (lat, l_low, l_high, l_sd), _ = stats[(name, True)]
        (o_lat, _, _, ol_sd), _ = stats[("loop_overhead", True)]
        l_noise = math.hypot(l_sd, ol_sd)
        row.update(
            {
                "latency_ns": f"{lat:.3f}",
                "latency_min_ns": f"{l_low:.3f}",
                "latency_max_ns": f"{l_high:.3f}",
                "latency_stddev_ns": f"{l_sd:.3f}",
                "latency_minus_overhead_ns": f"{lat - o_lat:.3f}",
                "latency_noise_ns": f"{l_noise:.3f}",
                "latency": "" if name == "loop_overhead" else net_text(lat - o_lat, l_noise),
            }
        )
    return row


# Pairs of runtime.csv that answer the same question two ways: (question, the first, the second).
COMPARISONS = [
    (
        "nine tails 4x4 least flips: solving against the table",
        "nine_tails_4x4_cost_table",
        "nine_tails_4x4_cost_solved",
    ),
    (
        "nine tails 4x4 next board: from the costs against the table",
        "nine_tails_4x4_next_table",
        "nine_tails_4x4_next_from_costs",
    ),
    (
        "Hanoi 10 discs move k: computed against the table",
        "hanoi_10_move_table",
        "hanoi_10_move_computed",
    ),
    (
        "rings 10 rings state after k: computed against the table",
        "rings_10_state_table",
        "rings_10_state_computed",
    ),
    (
        "water 3 5 8 fewest moves: solving against the table",
        "water_3_5_8_distance_table",
        "water_3_5_8_distance_solved",
    ),
    *(
        (f"{name}: checked against unchecked", name, name + "_checked")
        for name in (
            "nine_tails_4x4_cost_table",
            "nine_tails_4x4_next_table",
            "nine_tails_3x3_cost_table",
            "nine_tails_3x3_next_table",
            "nine_tails_3x3_unweighted_cost_table",
            "hanoi_10_move_table",
            "rings_10_state_table",
            "water_3_5_8_distance_table",
            "water_hardest_3_12_puzzle_table",
        )
    ),
]


def difference_text(first, second, noise):
    """second - first as the docs may quote it, or that it is within its noise."""
    d = second - first
    if abs(d) <= noise:
        return f"within noise (±{shown(noise)} ns)"
    return f"{'+' if d > 0 else '-'}{shown(abs(d))} ± {shown(noise)} ns"


def write_comparisons(out):
    """runtime_compare.csv: for each pair of COMPARISONS, the second's median less the first's,
    throughput and latency, with the noise of the difference (the two standard deviations in
    quadrature)."""
    with open(out / "runtime.csv", newline="") as f:
        rows = {r["benchmark"]: r for r in csv.DictReader(f)}
    found = []
    for question, a, b in COMPARISONS:
        if a not in rows or b not in rows:
            continue
        first, second = rows[a], rows[b]
        row = {"question": question, "first": a, "second": b}
        for mode, median, sd in (
            ("throughput", "cpu_ns", "cpu_stddev_ns"),
            ("latency", "latency_ns", "latency_stddev_ns"),
        ):
            if first.get(median) and second.get(median):
                x, y = float(first[median]), float(second[median])
                noise = math.hypot(float(first[sd]), float(second[sd]))
                row.update(
                    {
                        f"{mode}_difference_ns": f"{y - x:.3f}",
                        f"{mode}_noise_ns": f"{noise:.3f}",
                        f"{mode}_ratio": f"{y / x:.2f}",
                        mode: difference_text(x, y, noise),
                    }
                )
            else:
                row.update(
                    {
                        f"{mode}_difference_ns": "",
                        f"{mode}_noise_ns": "",
                        f"{mode}_ratio": "",
                        mode: "",
                    }
                )
        found.append(row)
    write_csv(out / "runtime_compare.csv", found)


# --- 3. generator and the Python reference ------------------------------------------------------


def python_ref(script, arguments, reps):
    cmd = [sys.executable, str(SCRIPTS / script), *arguments, "--reps", str(reps)]
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"ctp: bench: {' '.join(cmd)} failed:\n{done.stderr}")
    return json.loads(done.stdout)


def timed(cmd):
    """Wall seconds, CPU seconds and peak MiB of one command (wait4, as GNU time measures)."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"ctp: bench: {' '.join(map(str, cmd))} failed")
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


NINE_TAILS = [(3, 3), (4, 4), (5, 5)]
WATER = [(3, 12), (3, 20), (4, 12)]


def run_generator(args, out, smoke=False):
    nine = [(3, 3)] if smoke else NINE_TAILS
    water = [(3, 12)] if smoke else WATER
    filt = "|".join(
        [f"nine_tails_solution/{r}/{c}$" for r, c in nine]
        + [f"water_hardest/{k}/{n}$" for k, n in water]
    )
    reps = 1 if smoke or args.quick else 3
    found = medians(
        gbench(
            args.generator,
            [
                f"--benchmark_filter={filt}",
                f"--benchmark_repetitions={reps}",
                "--benchmark_report_aggregates_only=true",
            ]
            + (["--benchmark_min_time=0.001"] if smoke else []),
        )
    )
    rows, mismatches = [], []
    for r, c in nine:
        rows.append(
            nine_tails_row(
                found[f"nine_tails_solution/{r}/{c}"], r, c, reps, args, smoke, mismatches
            )
        )
    for k, n in water:
        rows.append(water_row(found[f"water_hardest/{k}/{n}"], k, n, reps, smoke, mismatches))
    if mismatches:
        raise SystemExit(
            "ctp: bench: the C++ searches and the Python reference disagree:\n"
            + "\n".join(mismatches)
        )
    if not smoke and args.ctp_gen and Path(args.ctp_gen).exists():
        rows.append(ctp_gen_row(args.ctp_gen, out))
    if not smoke and args.ctp and Path(args.ctp).exists():
        rows += water_hardest_rows(args.ctp)
    write_csv(out / ("generator_smoke.csv" if smoke else "generator.csv"), rows)


def nine_tails_row(b, r, c, reps, args, smoke, mismatches):
    """The row of generator.csv of an r x c board (the Google Benchmark median b), beside the
    Python reference's (but on 5x5 without --python-5x5); a disagreement joins `mismatches`."""
    answer = f"reachable {int(b['reachable'])}, cost sum {int(b['cost_sum'])}"
    row = cpp_fields(f"nine tails {r}x{c}", b, reps, answer)
    if (r, c) != (5, 5) or args.python_5x5:
        py = python_ref(
            "bench_reference_nine_tails.py",
            [str(r), str(c)],
            1 if (r, c) == (5, 5) or smoke else 5,
        )
        if (py["reachable"], py["cost_sum"]) != (int(b["reachable"]), int(b["cost_sum"])):
            mismatches.append(f"nine tails {r}x{c}: C++ {row['answer']}, Python {py}")
        row.update(python_fields(py, b))
    log(f"  nine tails {r}x{c}: {row}")
    return row


def water_row(b, k, n, reps, smoke, mismatches):
    """The row of generator.csv of the hardest water puzzles of k cups up to n, beside the Python
    reference's; a disagreement joins `mismatches`."""
    answer = f"{int(b['hardest'])} moves, {int(b['puzzles'])} puzzles"
    row = cpp_fields(f"water hardest, {k} cups up to {n}", b, reps, answer)
    py = python_ref("bench_reference_water_hardest.py", [str(k), str(n)], 1 if smoke else 3)
    if (py["hardest"], py["puzzles"]) != (int(b["hardest"]), int(b["puzzles"])):
        mismatches.append(f"water {k} cups up to {n}: C++ {row['answer']}, Python {py}")
    row.update(python_fields(py, b))
    log(f"  water {k}/{n}: {row}")
    return row


def ctp_gen_row(ctp_gen, out):
    """ctp-gen writing the 5x5 table with its bytes in the header (--data header), one file to
    write and measure, as before ctp-gen put them beside it by default."""
    target = out / ".nine_tails_5x5.hpp"
    wall, cpu, peak = timed(
        [
            ctp_gen,
            "nine-tails",
            "--rows",
            "5",
            "--cols",
            "5",
            "--namespace",
            "bench",
            "--name",
            "nine_tails_5x5",
            "--data",
            "header",
            "-o",
            str(target),
        ]
    )
    size = target.stat().st_size
    target.unlink()
    return {
        "search": "ctp-gen nine-tails --rows 5 --cols 5 (solve and write the header)",
        "states": 1 << 25,
        "reps": 1,
        "cpp_wall_s": f"{wall:.3f}",
        "cpp_cpu_s": f"{cpu:.3f}",
        "cpp_states_per_s": f"{(1 << 25) / cpu:.0f}",
        "cpp_peak_mib": f"{peak:.1f}",
        "cpp_bytes_per_state": "",
        "answer": f"header of {size / 1024 / 1024:.1f} MiB",
    }


def water_hardest_rows(ctp):
    """The longest search the ctp tool offers, on one core and on all of them: its wall time is
    what --jobs buys (the output is the same bytes either way, as tests/cli proves)."""
    rows = []
    for jobs in sorted({1, os.cpu_count() or 1}):
        wall, cpu, peak = timed(
            [ctp, "water-hardest", "--cups", "4", "--max", "40", "--jobs", str(jobs)]
        )
        rows.append(
            {
                "search": f"ctp water-hardest --cups 4 --max 40 --jobs {jobs}",
                "states": "",
                "reps": 1,
                "cpp_wall_s": f"{wall:.3f}",
                "cpp_cpu_s": f"{cpu:.3f}",
                "cpp_states_per_s": "",
                "cpp_peak_mib": f"{peak:.1f}",
                "cpp_bytes_per_state": "",
                "answer": "",
            }
        )
        log(
            f"  water-hardest --cups 4 --max 40 --jobs {jobs}: "
            f"{wall:.2f} s wall, {cpu:.2f} s CPU"
        )
    return rows


def cpp_fields(search, b, reps, answer):
    """A row of generator.csv from a Google Benchmark median: time, throughput, memory."""
    cpu = ns(b, "cpu_time") / 1e9
    return {
        "search": search,
        "states": int(b["states"]),
        "reps": reps,
        "cpp_wall_s": f"{ns(b, 'real_time') / 1e9:.6f}",
        "cpp_cpu_s": f"{cpu:.6f}",
        "cpp_states_per_s": f"{b['states'] / cpu:.0f}",
        "cpp_peak_mib": f"{b['peak_mib']:.1f}",
        "cpp_bytes_per_state": f"{b['bytes_per_state']:.3f}",
        "answer": answer,
    }


def python_fields(py, b):
    cpp_wall, cpp_cpu = ns(b, "real_time") / 1e9, ns(b, "cpu_time") / 1e9
    return {
        "python_wall_s": f"{py['seconds']:.6f}",
        "python_cpu_s": f"{py['cpu_seconds']:.6f}",
        "python_peak_mib": f"{py['peak_mib']:.1f}",
        "speedup_wall": f"{py['seconds'] / cpp_wall:.1f}",
        "speedup_cpu": f"{py['cpu_seconds'] / cpp_cpu:.1f}",
    }


# --- 4. tables ----------------------------------------------------------------------------------


def run_tables(args, out):
    arguments = ["--ctp-gen", args.ctp_gen, "--compilers", args.compilers, "--reps", str(args.reps)]
    arguments += ["--out", str(out)] + (["--quick"] if args.quick else [])
    call(bench_tables.main, arguments, "the tables benchmark")


# --- 5. budgets ---------------------------------------------------------------------------------


def run_budgets(args, out):
    arguments = ["--compilers", args.compilers, "--out", str(out)]
    call(bench_budgets.main, arguments, "the budgets benchmark")
    call(bench_budgets.main, ["--curve", *arguments], "the budgets benchmark")


# --- 6. trace -----------------------------------------------------------------------------------


def run_trace(args, out):
    reps = "1" if args.quick else str(args.reps)
    arguments = ["--compilers", args.compilers, "--out", str(out), "--reps", reps]
    call(bench_time_trace.main, arguments, "the time-trace step")


# --- 7. exercises -------------------------------------------------------------------------------


def run_sharded(args, out):
    bench_sharded.run(args, out, timed, write_csv, log)


def run_exercises(args, out):
    arguments = ["--out", str(out), "--reps", str(args.reps)]
    call(bench_exercises.main, arguments, "the exercises benchmark")


# The steps that measure, in order, each its function; `report` follows them.
STEPS = {
    "compile": run_compile,
    "runtime": run_runtime,
    "generator": run_generator,
    "tables": run_tables,
    "budgets": run_budgets,
    "trace": run_trace,
    "exercises": run_exercises,
    "sharded": run_sharded,
}


def parse_arguments(argv):
    p = common.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument(
        "--build", default=str(ROOT / "build"), help="the build tree (cmake --preset gcc)"
    )
    p.add_argument("--out", default=str(bench_compile.RESULTS))
    p.add_argument("--only", default=",".join([*STEPS, "report"]))
    p.add_argument("--compilers", default="g++-12,clang++-19")
    p.add_argument("--reps", type=int, default=3, help="compile repetitions (median kept)")
    p.add_argument(
        "--jobs",
        type=int,
        default=1,
        help="compilers measured side by side (default: one at a time)",
    )
    p.add_argument(
        "--quick", action="store_true", help="small sizes, fewer repetitions, no Python on 5x5"
    )
    p.add_argument(
        "--compile-only",
        help="the compile step measures only these puzzles or sources again "
        "(comma-separated, as bench_compile.py --only) and keeps the other rows",
    )
    p.add_argument(
        "--no-python-5x5",
        dest="python_5x5",
        action="store_false",
        help="skip the Python reference on 5x5 (about a minute)",
    )
    p.add_argument(
        "--smoke", action="store_true", help="tiny generator and Python cases only (the test suite)"
    )
    p.add_argument("--lookup", help="ctp_bench_lookup (default: <build>/bin/ctp_bench_lookup)")
    p.add_argument(
        "--generator", help="ctp_bench_generator (default: <build>/bin/ctp_bench_generator)"
    )
    p.add_argument("--ctp-gen", help="ctp-gen (default: <build>/bin/ctp-gen)")
    p.add_argument("--ctp", help="ctp (default: <build>/bin/ctp)")
    p.add_argument("--ctp-mpi", help="ctp-mpi (default: <build>/bin/ctp-mpi)")
    p.add_argument("--water-parts", help="ctp_bench_water_parts (default: <build>/bin/...)")
    args = p.parse_args(argv)
    if args.quick:
        args.python_5x5 = False
    bindir = Path(args.build) / "bin"
    args.lookup = args.lookup or str(bindir / "ctp_bench_lookup")
    args.generator = args.generator or str(bindir / "ctp_bench_generator")
    args.ctp_gen = args.ctp_gen or str(bindir / "ctp-gen")
    args.ctp = args.ctp or str(bindir / "ctp")
    args.ctp_mpi = args.ctp_mpi or str(bindir / "ctp-mpi")
    args.water_parts = args.water_parts or str(bindir / "ctp_bench_water_parts")
    return args


def machine_record(args, steps, info_path):
    """machine.json as this run starts: the machine now when it measures (kept with the record of
    the steps it does not run again when it runs only some), else as it was."""
    if not set(STEPS) & set(steps):
        return json.loads(info_path.read_text()) if info_path.exists() else {}
    info = machine_info(args)
    if info_path.exists() and set(steps) != {*STEPS, "report"}:
        info = {**json.loads(info_path.read_text()), **info}
    info.setdefault("steps", {})
    return info


def run_step(step, args, out, info):
    """Runs one step of STEPS, and records in `info` when, how long and under what load."""
    log(f"ctp: bench: {step} (load average {loadavg()})")
    t0 = time.time()
    load_before = loadavg()
    STEPS[step](args, out)
    name = (
        f"compile again: {args.compile_only}" if step == "compile" and args.compile_only else step
    )
    info["steps"][name] = {
        "at": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(t0)),
        "seconds": round(time.time() - t0),
        "load_before": load_before,
        "load_after": loadavg(),
        "jobs": args.jobs if step == "compile" else 1,
        "commit": info["commit"],
    }


def main(argv=None):
    args = parse_arguments(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    if args.smoke:
        run_generator(args, out, smoke=True)
        log("ctp: bench: smoke: the C++ searches and the Python reference agree")
        return 0
    steps = args.only.split(",")
    started = time.time()
    info_path = out / "machine.json"
    info = machine_record(args, steps, info_path)
    for step in STEPS:
        if step in steps:
            run_step(step, args, out, info)
            info_path.write_text(json.dumps(info, indent=1) + "\n")
    if "report" in steps:
        bench_report.main([str(out)])
    log(f"ctp: bench: done in {time.time() - started:.0f} s; results in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
