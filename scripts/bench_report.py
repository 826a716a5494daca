#!/usr/bin/env python3
"""The report of a benchmark run: bench/results/results.md (every table, and the targets
against the measurements) and the SVG charts (scripts/bench_charts.py), from the CSV files that
scripts/bench_run.py wrote.

  bench_report.py [bench/results]

Charts need gnuplot (Debian: gnuplot-nox); without it the Markdown is still written.
"""

import argparse
import csv
import json
import shutil
import sys
from pathlib import Path

import bench_charts
from bench_charts import COMPILERS
from bench_compile import PUZZLES, RESULTS
import common


def read(out, name):
    """The rows of the CSV file `name` of the run in `out` (none when the step did not run)."""
    path = out / name
    if not path.exists():
        return []
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def f(x, digits=2):
    """A number of a CSV cell with `digits` decimals; a dash when there is none."""
    try:
        return f"{float(x):.{digits}f}"
    except (TypeError, ValueError):
        return "–"


def table(header, rows):
    """A Markdown table."""
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join(" --- " for _ in header) + "|"]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(lines) + "\n"


def column_table(rows, columns):
    """A Markdown table of CSV rows, one column a (header, cell) pair: `cell` is the CSV column
    it shows, or a function of the row."""
    return table(
        [header for header, _ in columns],
        [[cell(r) if callable(cell) else r[cell] for _, cell in columns] for r in rows],
    )


def dash(column):
    """A cell that shows `column`, or a dash when it is empty."""
    return lambda r: r[column] or "–"


def pick(rows, **want):
    """The rows whose columns have the values `want` says."""
    return [r for r in rows if all(str(r.get(k)) == str(v) for k, v in want.items())]


# --- the targets --------------------------------------------------------------------------------


def verdict(value, limit, smaller=True):
    """Whether a measured value meets its target: at most `limit` (or, not `smaller`, at least)."""
    if value is None:
        return "not measured"
    if (value <= limit) if smaller else (value >= limit):
        return "met"
    if not smaller:
        return f"missed ({value / limit:.2f} of it)"
    if value < 1.5 * limit:
        return f"missed by {(value / limit - 1) * 100:.0f} %"
    return f"missed by {value / limit:.1f}x"


def over(r):
    """A technique's own cost, or that it is below the noise of the headers' time."""
    value = float(r["minus_baseline_cpu_s"])
    return f"{value:.2f} s CPU" if value >= 0.005 else "no measurable time (within the noise)"


# Hanoi's closed form: (discs, compiler, at most so many CPU seconds of its own).
HANOI_TARGETS = ((20, "gcc", 0.5), (20, "clang", 0.3), (16, "gcc", 0.1), (16, "clang", 0.1))


def closed_form(rows, puzzle, size, compiler):
    """The row of compile.csv of a puzzle's closed form that compiled at `size`, or None."""
    found = pick(rows, puzzle=puzzle, technique="closed_form", size=size, compiler=compiler)
    return next((r for r in found if r["status"] == "ok"), None)


def compile_targets(rows):
    """The closed forms' compile times: Hanoi's own cost, the rings' whole compile and memory."""
    found = []
    for size, compiler, limit in HANOI_TARGETS:
        r = closed_form(rows, "hanoi", size, compiler)
        measured = "–"
        if r:
            measured = (
                f"{over(r)} over the headers; whole compile {f(r['cpu_s'])} s CPU, "
                f"{f(r['peak_mib'], 0)} MiB"
            )
        found.append(
            (
                f"Hanoi, {size} discs, closed form, {COMPILERS[compiler]}: ≤ {limit} s of its own",
                measured,
                verdict(max(float(r["minus_baseline_cpu_s"]), 0.0) if r else None, limit),
            )
        )
    for compiler in ("gcc", "clang"):
        r = closed_form(rows, "chinese_rings", 20, compiler)
        if r:
            what = f"Chinese rings, 20 rings, Gray code, {COMPILERS[compiler]}"
            found.append(
                (
                    f"{what}: ≤ 1.5 s whole",
                    f"{f(r['cpu_s'])} s CPU",
                    verdict(float(r["cpu_s"]), 1.5),
                )
            )
            found.append(
                (
                    f"{what}: ≤ 300 MiB",
                    f"{f(r['peak_mib'], 0)} MiB",
                    verdict(float(r["peak_mib"]), 300),
                )
            )
    return found


# The most a header may cost over its own standard headers, in CPU time (docs/performance.md).
INCLUDE_TARGET = 1.15


def include_targets(rows):
    """<ctp.hpp>, then each <ctp/PUZZLE.hpp>, each against its own standard headers."""
    found = []
    for header in ["<ctp.hpp>", *(f"<ctp/{p}.hpp>" for p in PUZZLES)]:
        for compiler in COMPILERS:
            r = next(iter(pick(rows, what=header, compiler=compiler)), None)
            measured = "–"
            if r:
                measured = (
                    f"{f(r['cpu_ratio'])}x in CPU time, the median of {r['reps']} turns (medians "
                    f"{f(r['cpu_s'])} s and {f(r['std_cpu_s'])} s); {f(r['ratio'])}x in wall time"
                )
            found.append(
                (
                    f"{header} ≤ {INCLUDE_TARGET}x its standard headers, {COMPILERS[compiler]}",
                    measured,
                    verdict(float(r["cpu_ratio"]) if r else None, INCLUDE_TARGET),
                )
            )
    return found


def generator_targets(rows):
    """The generator against the Python reference, and the 5x5 board's time and memory."""
    found = []
    for board in ("4x4", "5x5"):
        g = next((r for r in rows if r["search"] == f"nine tails {board}"), None)
        if g and g.get("speedup_cpu"):
            found.append(
                (
                    f"Generator ≥ 100x the Python reference on {board}",
                    f"{f(g['speedup_cpu'], 0)}x in CPU time, "
                    f"{f(g['speedup_wall'], 0)}x in wall time",
                    verdict(float(g["speedup_cpu"]), 100, smaller=False),
                )
            )
    g = next((r for r in rows if r["search"] == "nine tails 5x5"), None)
    if g:
        found.append(
            (
                "Generator, 5x5 nine tails, one core: ≤ 1 s",
                f"{f(g['cpp_cpu_s'])} s CPU ({f(g['cpp_wall_s'])} s wall)",
                verdict(float(g["cpp_cpu_s"]), 1.0),
            )
        )
        found.append(
            (
                "Generator, 5x5: ≤ 2 bytes a state",
                f"{f(g['cpp_bytes_per_state'], 3)} bytes a state "
                f"(peak {f(g['cpp_peak_mib'], 0)} MiB)",
                verdict(float(g["cpp_bytes_per_state"]), 2.0),
            )
        )
    return found


def lookup_targets(rows):
    """The slowest table lookup, unchecked and checked, against 1 ns."""
    found = []
    for kind, suffix in (("unchecked", "_table"), ("checked", "_table_checked")):
        lookups = [r for r in rows if r["benchmark"].endswith(suffix)]
        if lookups:
            worst = max(lookups, key=lambda r: float(r["cpu_minus_overhead_ns"]))
            net, noise = float(worst["cpu_minus_overhead_ns"]), float(worst.get("noise_ns") or 0)
            # A miss or a pass closer to the target than the noise is no verdict either way.
            close = abs(net - 1.0) <= noise
            found.append(
                (
                    f"A table lookup ≤ 1 ns ({kind}, throughput)",
                    f"at most {worst.get('throughput') or f(net) + ' ns'} CPU "
                    f"({worst['benchmark']}), the loop's own cost taken off",
                    "within noise of the target" if close else verdict(net, 1.0),
                )
            )
    return found


def hardest_targets(rows):
    """The longest search of ctp on every core."""
    jobs = {
        r["search"].rsplit(" ", 1)[1]: r
        for r in rows
        if r["search"].startswith("ctp water-hardest")
    }
    if len(jobs) < 2:
        return []
    one, most = jobs["1"], jobs[max(jobs, key=int)]
    return [
        (
            "ctp water-hardest --cups 4 --max 40 on 2 cores: ≤ 8 s",
            f"{f(most['cpp_wall_s'])} s on {max(jobs, key=int)} jobs "
            f"({f(one['cpp_wall_s'])} s on one)",
            verdict(float(most["cpp_wall_s"]), 8.0),
        )
    ]


def targets(results):
    """(target, measured, verdict) rows: round two of docs/performance.md, each target against the
    committed results."""
    return (
        compile_targets(results("compile.csv"))
        + include_targets(results("compile_include.csv"))
        + generator_targets(results("generator.csv"))
        + lookup_targets(results("runtime.csv"))
        + hardest_targets(results("generator.csv"))
    )


# --- the Markdown -------------------------------------------------------------------------------


def sharded_section(results):
    """The sections of the hardest-puzzle search beyond one machine (sharded.csv, makespan.csv;
    scripts/bench_sharded.py), if they were measured."""
    md = []
    sharded_rows = results("sharded.csv")
    if sharded_rows:
        md.append("## The hardest-puzzle search beyond one machine\n")
        md.append(
            "One family on one thread, on 1 and 2 processes of Open MPI (ctp-mpi, rank 0 "
            "searching too), and cut into shards run one after the other, each on one thread; a "
            "shard run's wall time is its slowest part's and the merge's, as if each part had a "
            "machine of its own, its CPU time every part's and the merge's. Imbalance: the slowest "
            "part's CPU time over the mean part's, for the shards (one thread and ctp-mpi's "
            "hand-out have no fixed parts). Peak: the largest process "
            "(scripts/bench_sharded.py).\n"
        )
        md.append(
            table(
                ["run", "family", "wall s", "CPU s", "imbalance", "peak MiB", "merge s"],
                [
                    [
                        r["run"],
                        r["family"],
                        f(r["wall_s"], 3),
                        f(r["cpu_s"], 3),
                        r["imbalance"] or "–",
                        f(r["peak_mib"], 1),
                        f(r["merge_s"], 3) if r["merge_s"] else "–",
                    ]
                    for r in sharded_rows
                ],
            )
        )
    return md + makespan_section(results("makespan.csv"))


def makespan_section(makespan_rows):
    """The simulated end of a search on many machines (makespan.csv), if it was measured."""
    md = []
    if makespan_rows:
        first = makespan_rows[0]
        md.append("### The end of a search on many machines, simulated\n")
        md.append(
            f"Every tuple of {first['family']} ({int(first['tuples']):,} tuples, "
            f"{f(first['total_s'], 1)} s in all) timed alone, the least of 3 runs; the correlation "
            f"of the logarithms of its estimated cost and its time: "
            f"{f(first['log_correlation'], 3)}. From those times, the end of the search on M "
            "machines: static parts of alike estimated cost (--shard I/M), static parts of every "
            "M-th tuple, and ctp-mpi's hand-out of 16 parts a machine, the largest first; the "
            "bound is the total over M, or the longest tuple (bench/runtime/water_parts.cpp).\n"
        )
        md.append(
            table(
                [
                    "machines",
                    "static parts s",
                    "every M-th tuple s",
                    "hand-out s",
                    "hand-out parts",
                    "bound s",
                    "static / bound",
                    "hand-out / bound",
                ],
                [
                    [
                        r["machines"],
                        f(r["static_s"], 4),
                        f(r["by_position_s"], 4),
                        f(r["dynamic_s"], 4),
                        r["dynamic_parts"],
                        f(r["bound_s"], 4),
                        f(float(r["static_s"]) / float(r["bound_s"]), 3),
                        f(float(r["dynamic_s"]) / float(r["bound_s"]), 3),
                    ]
                    for r in makespan_rows
                ],
            )
        )
    return md


def machine_section(machine):
    """The machine and each step's time and load (machine.json)."""
    if not machine:
        return []
    rows = [
        ("CPU", f"{machine.get('cpu')}, {machine.get('cores')} cores"),
        ("memory", machine.get("memory")),
        ("system", machine.get("system")),
        ("compilers", "; ".join(c for c in machine.get("compilers", []) if c)),
        ("Python", machine.get("python")),
    ]
    for step, s in machine.get("steps", {}).items():
        rows.append(
            (
                f"step {step}",
                (f"at {s['at']}, " if s.get("at") else "")
                + (f"commit {s['commit']}, " if s.get("commit") else "")
                + f"{s['seconds']} s; load average {s['load_before']} before, "
                f"{s['load_after']} after"
                + (f"; {s['jobs']} compilers side by side" if s.get("jobs", 1) > 1 else ""),
            )
        )
    return ["## The machine\n", table(["", ""], rows)]


def targets_section(results):
    found = targets(results)
    if not found:
        return []
    return [
        "## The targets\n",
        "Compile times are the technique's own cost: the median CPU time of its translation "
        "unit less that of a translation unit that includes only the same headers from "
        "outside ctp.\n",
        table(["target", "measured", ""], found),
    ]


def compile_table(rows, about):
    """One puzzle's compile times: a row a technique and compiler, a column a size."""
    sizes = sorted({int(r["size"]) for r in rows})
    lines = []
    for compiler in COMPILERS:
        for technique in dict.fromkeys(r["technique"] for r in pick(rows, compiler=compiler)):
            cells, last = [], None
            by_size = {
                int(r["size"]): r for r in pick(rows, compiler=compiler, technique=technique)
            }
            for s in sizes:
                r = by_size.get(s)
                if r is None:
                    cells.append("")
                elif r["status"] != "ok":
                    cells.append("×")
                else:
                    cells.append(f(r["cpu_s"]))
                    last = (len(cells) - 1, f" ({f(r['peak_mib'], 0)} MiB)")
            base = f(next(iter(by_size.values()))["baseline_cpu_s"])
            if last:
                cells[last[0]] += last[1]
            lines.append([f"{technique}, {compiler}", base] + cells)
    header = [f"technique ({about.unit})", "headers alone"] + [str(s) for s in sizes]
    return table(header, lines)


def compile_section(rows, charts):
    if not rows:
        return []
    md = [
        "## Compile time\n",
        "Median CPU seconds of the whole translation unit (wall seconds in compile.csv), and "
        "in brackets the peak memory at the largest size that compiles. `×` marks the first "
        "size that does not compile.\n",
    ]
    for puzzle, about in PUZZLES.items():
        mine = pick(rows, puzzle=puzzle)
        if mine:
            md += [f"### {about.title}\n", compile_table(mine, about)]
            md += pictures(charts, f"compile_{puzzle}_")
    return md


def limits_section(rows):
    if not rows:
        return []
    columns = [
        ("technique", "technique"),
        ("compiler", lambda r: COMPILERS.get(r["compiler"], r["compiler"])),
        (
            "largest that compiles",
            lambda r: f"{r['largest']} ({f(r['largest_cpu_s'])} s CPU, {r['largest_mib']} MiB)",
        ),
        ("next", dash("next")),
        ("first error of the next", lambda r: (r["next_error"] or "–").replace("|", "\\|")),
    ]
    ordered = sorted(rows, key=lambda r: (r["puzzle"], r["technique"], r["compiler"]))
    return [
        "## Limits under the default constexpr and template limits\n",
        column_table(ordered, columns),
    ]


def include_section(rows):
    if not rows:
        return []
    columns = [
        ("header", "what"),
        ("compiler", "cxx"),
        ("the header", lambda r: f"{f(r['cpu_s'])} s CPU, {f(r['peak_mib'], 0)} MiB"),
        (
            "its standard headers alone",
            lambda r: f"{f(r['std_cpu_s'])} s CPU, {f(r['std_peak_mib'], 0)} MiB",
        ),
        ("ratio (CPU)", lambda r: f(r["cpu_ratio"])),
        ("ratio (wall)", lambda r: f(r["ratio"])),
        ("headers", lambda r: f"`{r['std_headers']}`"),
    ]
    return ["## Including <ctp.hpp> and each puzzle's header\n", column_table(rows, columns)]


def latency(r):
    """A lookup's latency cell: median (min – max)."""
    if not r.get("latency_ns"):
        return "–"
    return f"{f(r['latency_ns'])} ({f(r['latency_min_ns'])} – {f(r['latency_max_ns'])})"


def runtime_section(rows, charts):
    if not rows:
        return []
    columns = [
        ("benchmark", "benchmark"),
        (
            "throughput: median (min – max)",
            lambda r: f"{f(r['cpu_ns'])} ({f(r.get('cpu_min_ns'))} – {f(r.get('cpu_max_ns'))})",
        ),
        ("own", lambda r: r.get("throughput") or "–"),
        ("latency: median (min – max)", latency),
        ("own", lambda r: r.get("latency") or "–"),
    ]
    return [
        "## Run time: a table lookup against computing the answer\n",
        f"g++-12 -O3 (Release), {rows[0]['reps']} repetitions of every benchmark in a random "
        "order; CPU ns an answer. Throughput: independent lookups, which the processor overlaps; "
        "latency: each lookup waits for the one before (its input is moved by the previous "
        "answer). `loop_overhead` is reading an input and keeping a result, which every row "
        'pays too; "own" is the median less the loop\'s median, and its noise the standard '
        "deviations of the two repetitions, added in quadrature. An own time not larger than "
        'its noise is written "within noise".\n',
        column_table(rows, columns),
    ] + pictures(charts, "runtime_lookup.svg")


def compare_section(rows):
    if not rows:
        return []
    columns = [
        ("question", "question"),
        ("first", "first"),
        ("second", "second"),
        ("throughput", dash("throughput")),
        ("latency", dash("latency")),
    ]
    return [
        "### One question, two ways\n",
        "The second's median less the first's, and the noise of that difference (the two "
        "standard deviations in quadrature); a difference not larger than its noise is "
        'written "within noise".\n',
        column_table(rows, columns),
    ]


def generator_section(rows):
    if not rows:
        return []
    columns = [
        ("search", "search"),
        ("states", "states"),
        ("C++ CPU s", lambda r: f(r["cpp_cpu_s"], 4)),
        ("C++ wall s", lambda r: f(r["cpp_wall_s"], 4)),
        (
            "states/s (CPU)",
            lambda r: f"{float(r['cpp_states_per_s']) / 1e6:.1f} M"
            if r["cpp_states_per_s"]
            else "–",
        ),
        ("peak MiB", lambda r: f(r["cpp_peak_mib"], 1)),
        (
            "bytes/state",
            lambda r: f(r["cpp_bytes_per_state"], 3) if r["cpp_bytes_per_state"] else "–",
        ),
        ("Python CPU s", lambda r: f(r.get("python_cpu_s"), 3)),
        ("speed-up (CPU)", lambda r: f(r.get("speedup_cpu"), 0)),
        ("speed-up (wall)", lambda r: f(r.get("speedup_wall"), 0)),
        ("answer", "answer"),
    ]
    return [
        "## The generator's searches, and the plain-Python reference\n",
        "C++: ctp::nine_tails_solution and ctp::water_hardest, g++-12 -O3, median of 3; "
        "Python: scripts/bench_reference_*.py, the same algorithm, measured in the same run.\n",
        column_table(rows, columns),
    ]


def tables_section(rows):
    if not rows:
        return []
    columns = [
        ("what", "what"),
        ("source bytes", lambda r: f"{int(r['source_bytes']):,}"),
        ("compiler", "cxx"),
        ("CPU s", lambda r: f(r["cpu_s"])),
        ("wall s", lambda r: f(r["median_s"])),
        ("peak MiB", lambda r: f(r["peak_mib"], 0)),
        ("status", lambda r: r["status"] if r["status"] == "ok" else r["error"]),
    ]
    return [
        "## What a generated table costs the compiler\n",
        "A translation unit that includes the header ctp-gen writes and reads one entry in a "
        "constant expression (scripts/bench_tables.py), `-std=c++20 -O2 -c`, median of 3; "
        "`_beside`: the same table with its bytes beside the header, read in a function, and "
        "`_beside_bytes`: the translation unit that assembles those bytes (source bytes: the "
        "file of bytes); and the same 2^20 pseudo-random bytes as rows of string literals "
        "(ctp-gen's form) and as a decimal array.\n",
        column_table(rows, columns),
    ]


def budgets_section(rows, charts):
    if not rows:
        return []
    columns = [
        ("translation unit", "technique"),
        ("size", dash("size")),
        ("compiler", "cxx"),
        ("least budget", lambda r: f"{int(r['least_budget']):,}"),
        ("% of the default", "percent_of_default"),
        ("unit", dash("unit")),
        ("per unit", dash("per_unit")),
        ("each unit more", dash("added_per_unit")),
    ]
    return [
        "## What each evaluator technique spends of its budget\n",
        "The least `-fconstexpr-ops-limit` (g++) or `-fconstexpr-steps` (clang++) with which "
        "the translation unit compiles, by bisection (scripts/bench_budgets.py); budgets "
        "count work, so these do not depend on the machine.\n",
        column_table(rows, columns),
    ] + pictures(charts, "budget_")


def trace_section(rows, charts):
    if not rows:
        return []
    columns = [
        ("puzzle", "puzzle"),
        ("technique", "technique"),
        ("size", dash("size")),
        ("compiler", "cxx"),
        ("total s", "total_s"),
        ("instantiation s", "instantiation_s"),
        ("constant evaluation s", "constant_evaluation_s"),
        ("front end s", "front_end_s"),
        ("back end s", "back_end_s"),
        ("other s", "other_s"),
    ]
    return [
        "## Where the compile time goes\n",
        "Each technique at one size, by the compiler's own timers "
        "(scripts/bench_time_trace.py): clang++ `-ftime-trace` (every event, its self time "
        "given to its part) and g++ `-ftime-report` (user + system of its exclusive timers). "
        "Seconds of one compile, the run of median total; clang's tracing of every event "
        "makes its compile slower than in the tables above.\n",
        column_table(rows, columns),
    ] + pictures(charts, "time_trace_")


def pictures(charts, prefix):
    """The charts whose names start with `prefix`, as Markdown pictures."""
    return [f"![{name}]({name})\n" for name in charts if name.startswith(prefix)]


def report(results, machine, charts):
    """The Markdown of results.md: one section a step of the run."""
    return "\n".join(
        [
            "# ctp benchmark results\n",
            "Written by `make bench` (scripts/bench_run.py, scripts/bench_report.py); do not "
            "edit. The method, the analysis and what the numbers mean are in "
            "[docs/performance.md](../../docs/performance.md).\n",
        ]
        + machine_section(machine)
        + targets_section(results)
        + compile_section(results("compile.csv"), charts)
        + limits_section(results("compile_limits.csv"))
        + include_section(results("compile_include.csv"))
        + runtime_section(results("runtime.csv"), charts)
        + compare_section(results("runtime_compare.csv"))
        + generator_section(results("generator.csv"))
        + sharded_section(results)
        + tables_section(results("tables.csv"))
        + budgets_section(results("budgets.csv"), charts)
        + trace_section(results("time_trace.csv"), charts)
    )


def main(argv=None):
    parser = common.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "out", nargs="?", default=str(RESULTS), help="the run's folder (default: bench/results)"
    )
    out = Path(parser.parse_args(argv).out)
    if not out.is_dir():
        common.fail(f"ctp: bench: {out} is no folder of results")
    cache = {}

    def results(name):
        if name not in cache:
            cache[name] = read(out, name)
        return cache[name]

    machine_file = out / "machine.json"
    machine = json.loads(machine_file.read_text()) if machine_file.exists() else {}
    charts = []
    if not shutil.which("gnuplot"):
        print(
            "ctp: bench: gnuplot not found (apt-get install gnuplot-nox); no charts",
            file=sys.stderr,
        )
    else:
        charts = bench_charts.draw(out, results)
    (out / "results.md").write_text(report(results, machine, charts))
    print(f"ctp: bench: wrote {out / 'results.md'} and {len(charts)} charts", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
