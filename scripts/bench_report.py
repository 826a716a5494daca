#!/usr/bin/env python3
"""The report of a benchmark run: bench/results/results.md (every table, and the targets
against the measurements) and the SVG charts, from the CSV files that scripts/bench_run.py wrote.

  bench_report.py [bench/results]

Charts need gnuplot (Debian: gnuplot-nox); without it the Markdown is still written.
"""

import csv
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from bench_compile import PUZZLES, RESULTS

COMPILERS = {"gcc": "g++-12", "clang": "clang++-19"}

# One colour, one point shape and one dash a technique, the same in every chart of every puzzle,
# page and deck (colours of Okabe and Ito's set and of Tol's, readable on white and apart for
# the common colour blindnesses; filled shapes, which a projector keeps).
STYLE = {
    "closed_form": ("#0072B2", 7, 1),  # blue, filled circle
    "recursion": ("#D55E00", 5, 2),  # vermilion, filled square
    "class_templates": ("#009E73", 9, 3),  # green, triangle up
    "mp11": ("#CC79A7", 11, 4),  # pink, triangle down
    "hana": ("#E69F00", 13, 5),  # orange, diamond
    "objects": ("#000000", 15, 1),  # black, pentagon
    "dial": ("#332288", 7, 1),  # indigo, circle
    "binary_heap": ("#117733", 5, 2),  # dark green, square
    "linear_scan": ("#AA4499", 9, 3),  # purple, triangle up
    "generated table": ("#882255", 13, 4),  # wine, diamond
    "breadth_first": ("#44AA99", 11, 1),  # teal, triangle down
    "depth_first": ("#999933", 15, 2),  # olive, pentagon
}
OTHER_STYLE = ("#555555", 1, 1)
# The charts of compile.csv: its two measures, each a chart a puzzle and compiler.
METRIC_TITLES = {"time": "compile time", "memory": "peak memory"}

# The charts' canvas and type: 960 x 520 with 20 px text, so that on a 1280 x 720 slide a chart
# shown at least 768 px wide (w:768, or h:416) keeps its text at 16 px or more; the key is always
# right of the plot, never over the data.
CANVAS = 'set terminal svg size 960,520 font "sans,20" background rgb "white"'
KEY = "set key outside right top vertical Left reverse noenhanced samplen 1.5 spacing 1.1"


def style(technique):
    """The gnuplot line style of a technique (STYLE), for `with linespoints`."""
    colour, point, dash = STYLE.get(technique, OTHER_STYLE)
    return f'lw 3 pt {point} ps 1.3 dt {dash} lc rgb "{colour}"'


def short(title):
    """A puzzle's title without its qualifier, for a chart's title: "River crossing"."""
    return title.split(",")[0].split(" (")[0]


def plot(script):
    subprocess.run([shutil.which("gnuplot")], input=script, text=True, check=True)


def read(out, name):
    path = out / name
    if not path.exists():
        return []
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def f(x, digits=2):
    try:
        return f"{float(x):.{digits}f}"
    except (TypeError, ValueError):
        return "–"


def table(header, rows):
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join(" --- " for _ in header) + "|"]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(lines) + "\n"


# --- charts -------------------------------------------------------------------------------------


def charts(out, rows):
    """compile_<puzzle>_<compiler>[_memory].svg: time and peak memory against size."""
    made = []
    with tempfile.TemporaryDirectory(prefix="ctp-bench-plot-") as tmp:
        for puzzle, about in PUZZLES.items():
            title, unit = about.title, about.label
            for compiler, cxx in COMPILERS.items():
                mine = sorted(
                    (
                        r
                        for r in rows
                        if r["puzzle"] == puzzle
                        and r["compiler"] == compiler
                        and r["status"] == "ok"
                    ),
                    key=lambda r: int(r["size"]),
                )
                if not mine:
                    continue
                techniques = list(dict.fromkeys(r["technique"] for r in mine))
                for metric, column, ylabel in (
                    ("time", "cpu_s", "CPU seconds (median)"),
                    ("memory", "peak_mib", "peak memory, MiB"),
                ):
                    plots = []
                    for i, technique in enumerate(techniques):
                        data = Path(tmp) / f"{puzzle}_{compiler}_{metric}_{i}.dat"
                        data.write_text(
                            "".join(
                                f"{r['size']} {r[column]}\n"
                                for r in mine
                                if r["technique"] == technique
                            )
                        )
                        plots.append(
                            f'"{data}" using 1:2 with linespoints {style(technique)} '
                            f'title "{technique}"'
                        )
                    base = [
                        float(r["baseline_cpu_s" if metric == "time" else "baseline_mib"])
                        for r in mine
                    ]
                    name = f"compile_{puzzle}_{compiler}{'' if metric == 'time' else '_memory'}.svg"
                    plot(
                        "\n".join(
                            [
                                CANVAS,
                                f'set output "{out / name}"',
                                f'set title "{short(title)}: {METRIC_TITLES[metric]}, {cxx}" '
                                "noenhanced",
                                f'set xlabel "{unit}" noenhanced',
                                f'set ylabel "{ylabel}" noenhanced',
                                "set logscale y",
                                "set grid",
                                KEY,
                                # The headers' own cost is a line of the key: a label beside it
                                # collides with the axis.
                                "plot "
                                + ", \\\n     ".join(
                                    plots
                                    + [
                                        f'{min(base)} with lines lw 2 dt 3 lc rgb "gray50" '
                                        'title "headers alone"'
                                    ]
                                ),
                                "",
                            ]
                        )
                    )
                    made.append(name)
    return made


PART_NAMES = {
    "instantiation": "templates",
    "constant_evaluation": "constexpr",
    "front_end": "parsing",
    "rest": "the rest",
}
PART_COLOURS = {
    "instantiation": "#E69F00",
    "constant_evaluation": "#0072B2",
    "front_end": "#BBBBBB",
    "rest": "#555555",
}


def trace_charts(out, rows):
    """time_trace_<puzzle>.svg: each technique's compile time split by the compiler's own timers,
    one stacked bar a technique, clang++ and g++ side by side."""
    made = []
    with tempfile.TemporaryDirectory(prefix="ctp-bench-trace-") as tmp:
        for puzzle, about in PUZZLES.items():
            mine = [r for r in rows if r["puzzle"] == puzzle]
            if not mine:
                continue
            data = Path(tmp) / f"{puzzle}.dat"
            lines, blocks = [], []
            for compiler in ("clang", "gcc"):
                block = [r for r in mine if r["compiler"] == compiler]
                if not block:
                    continue
                for r in block:
                    rest = float(r["back_end_s"]) + float(r["other_s"])
                    lines.append(
                        f'"{r["technique"]}" {r["instantiation_s"]} {r["constant_evaluation_s"]} '
                        f'{r["front_end_s"]} {rest:.3f}'
                    )
                lines += ["", ""]
                blocks.append(COMPILERS[compiler])
            data.write_text("\n".join(lines) + "\n")
            size = mine[0]["size"]
            what = f"{size} {about.unit}" if size else about.axis
            name = f"time_trace_{puzzle}.svg"
            parts = list(PART_NAMES)
            plots, labels, x = [], [], 0
            for b, block in enumerate(blocks):
                series = []
                for i, part in enumerate(parts):
                    first = f'"{data}" index {b} using {i + 2}' + (":xtic(1)" if i == 0 else "")
                    series.append(
                        f'{first} lc rgb "{PART_COLOURS[part]}" '
                        + (f'title "{PART_NAMES[part]}"' if b == 0 else "notitle")
                    )
                plots.append("newhistogram, " + ", ".join(series))
                bars = sum(1 for r in mine if COMPILERS[r["compiler"]] == block)
                # The compiler's name under its bars, below their technique names.
                labels.append(
                    f'set label "{block}" at first {x + (bars - 1) / 2}, screen 0.05 center'
                )
                x += bars + 1
            plot(
                "\n".join(
                    [
                        CANVAS.replace("960,520", "960,640"),
                        f'set output "{out / name}"',
                        f'set title "{short(about.title)}, {what}: where the time goes" noenhanced',
                        'set ylabel "seconds (one compile)" noenhanced offset 1,0',
                        "set grid ytics",
                        "set style data histograms",
                        "set style histogram rowstacked gap 1",
                        "set style fill solid 1.0 border rgb 'white'",
                        "set boxwidth 0.8",
                        "set xtics rotate by -40 left noenhanced nomirror",
                        "set yrange [0:*]",
                        # Fixed margins: the key right of the bars, the technique names and
                        # the compilers' names below them.
                        "set lmargin at screen 0.11",
                        "set rmargin at screen 0.78",
                        "set tmargin at screen 0.88",
                        "set bmargin at screen 0.34",
                        "set key at screen 0.80, screen 0.86 left top vertical Left reverse "
                        "noenhanced samplen 1.5",
                        *labels,
                        "plot " + ", \\\n     ".join(plots),
                        "",
                    ]
                )
            )
            made.append(name)
    return made


def budget_charts(out, budget_rows, limits, curve_rows=()):
    """budget_<puzzle>_<compiler>.svg: the least constant-evaluation budget of each evaluator
    technique against size (budgets.csv and the smaller sizes of budget_curve.csv, points), the
    cost a move or state measured times the moves or states of each size (dashed, up to the first
    size that does not build), and the compiler's default limit (a line)."""
    import bench_budgets  # here: only the budget charts need the formulas of bench_budgets

    count = {tu: fn for tu, _, fn, _ in bench_budgets.TECHNIQUES if fn}
    made = []
    with tempfile.TemporaryDirectory(prefix="ctp-bench-budget-") as tmp:
        for puzzle, about in PUZZLES.items():
            for compiler, cxx in COMPILERS.items():
                mine = [
                    r
                    for r in budget_rows
                    if r["compiler"] == compiler
                    and r["technique"].startswith(puzzle + "_")
                    and r["size"]
                    and r["technique"] in count
                ]
                if not mine:
                    continue
                default = int(mine[0]["default"])
                flag = mine[0]["flag"]
                plots, sizes = [], []
                for tu in dict.fromkeys(r["technique"] for r in mine):
                    technique = tu[len(puzzle) + 1 :]
                    points = sorted(
                        (
                            (int(r["size"]), int(r["least_budget"]))
                            for r in mine
                            if r["technique"] == tu
                        )
                    )
                    measured = Path(tmp) / f"{tu}_{compiler}.dat"
                    smaller = [
                        (int(r["size"]), int(r["least_budget"]))
                        for r in curve_rows
                        if r["technique"] == tu and r["compiler"] == compiler
                    ]
                    every = sorted(dict(smaller + points).items())
                    measured.write_text("".join(f"{x} {y}\n" for x, y in every))
                    sizes += [x for x, _ in every]
                    per_unit = points[-1][1] / count[tu](points[-1][0])
                    limit = next(
                        (
                            r
                            for r in limits
                            if r["compiler"] == compiler
                            and r["puzzle"] == puzzle
                            and r["technique"] == technique
                        ),
                        None,
                    )
                    # The dashed line: from the smallest measured size to the first that does
                    # not build.
                    top = int(limit["next"]) if limit and limit["next"] else points[-1][0]
                    line = Path(tmp) / f"{tu}_{compiler}_line.dat"
                    xs = [x for x in range(every[0][0], top + 1) if count[tu](x) > 0]
                    line.write_text("".join(f"{x} {per_unit * count[tu](x)}\n" for x in xs))
                    colour, point, _ = STYLE.get(technique, OTHER_STYLE)
                    # Where two sizes cost the same a move or state, that cost times the moves or
                    # states of every size up to the first that does not build (dashed).
                    rates = [y / count[tu](x) for x, y in points]
                    if len(points) > 1 and max(rates) <= 1.05 * min(rates) and per_unit >= 1:
                        unit = next(r["unit"] for r in mine if r["technique"] == tu)
                        plots.append(
                            f'"{line}" using 1:2 with lines lw 2 dt 2 lc rgb "{colour}" '
                            f'title "{per_unit:.0f} a {unit}"'
                        )
                        sizes += xs
                    plots.append(
                        f'"{measured}" using 1:2 with linespoints lw 3 pt {point} ps 1.6 dt 1 '
                        f'lc rgb "{colour}" title "{technique}"'
                    )
                name = f"budget_{puzzle}_{compiler}.svg"
                low, high = min(sizes), max(sizes)
                plot(
                    "\n".join(
                        [
                            CANVAS,
                            f'set output "{out / name}"',
                            f'set title "{short(about.title)}: the least budget, {cxx}" noenhanced',
                            f'set xlabel "{about.label}" noenhanced',
                            f'set ylabel "least {flag}" noenhanced',
                            "set logscale y",
                            "set format y '10^{%L}'",
                            "set grid",
                            f"set xrange [{low - 0.5}:{high + 0.5}]",
                            f"set yrange [*:{default * 8}]",
                            KEY.replace("noenhanced", "noenhanced"),
                            "plot "
                            + ", \\\n     ".join(
                                plots
                                + [
                                    f'{default} with lines lw 3 dt 1 lc rgb "#D00000" '
                                    f'title "default {default:,}"'
                                ]
                            ),
                            "",
                        ]
                    )
                )
                made.append(name)
    return made


# The lookups of runtime_lookup.svg: (label, benchmark), the computed answers beside their tables.
LOOKUPS = [
    ("Hanoi: table", "hanoi_10_move_table"),
    ("Hanoi: computed", "hanoi_10_move_computed"),
    ("rings: table", "rings_10_state_table"),
    ("rings: computed", "rings_10_state_computed"),
    ("3x3 cost", "nine_tails_3x3_cost_table"),
    ("4x4 cost", "nine_tails_4x4_cost_table"),
    ("4x4 next", "nine_tails_4x4_next_table"),
    ("water", "water_3_5_8_distance_table"),
    ("hardest", "water_hardest_3_12_puzzle_table"),
]


def runtime_chart(out, rows):
    """runtime_lookup.svg: the own time of each unchecked lookup (and of Hanoi's and the rings'
    closed forms), throughput and latency side by side, each with its noise as an error bar."""
    found = {r["benchmark"]: r for r in rows}
    shown = [
        (label, found[name])
        for label, name in LOOKUPS
        if name in found and found[name].get("latency_ns")
    ]
    if not shown:
        return []
    with tempfile.TemporaryDirectory(prefix="ctp-bench-runtime-") as tmp:
        data = Path(tmp) / "lookups.dat"
        data.write_text(
            "".join(
                f'"{label}" {r["cpu_minus_overhead_ns"]} {r["noise_ns"]} '
                f'{r["latency_minus_overhead_ns"]} {r["latency_noise_ns"]}\n'
                for label, r in shown
            )
        )
        name = "runtime_lookup.svg"
        plot(
            "\n".join(
                [
                    CANVAS.replace("960,520", "960,600"),
                    f'set output "{out / name}"',
                    'set title "A lookup’s own time (the loop’s taken off), g++-12 -O3" noenhanced',
                    'set ylabel "ns an answer (median)" noenhanced offset 1,0',
                    "set grid ytics",
                    "set style data histograms",
                    "set style histogram errorbars gap 1 lw 2",
                    # The error bars take the fill's border colour: black, for bars on white and
                    # on colour.
                    "set style fill solid 1.0 border rgb 'black'",
                    "set boxwidth 0.9",
                    "set xzeroaxis lt -1",
                    "set yrange [-0.5:*]",
                    "set xtics rotate by -40 left noenhanced nomirror",
                    "set lmargin at screen 0.09",
                    "set rmargin at screen 0.70",
                    "set tmargin at screen 0.88",
                    "set bmargin at screen 0.30",
                    "set key at screen 0.72, screen 0.86 left top vertical Left reverse "
                    "noenhanced samplen 1.5",
                    f'plot "{data}" using 2:3:xtic(1) lc rgb "#0072B2" title "throughput", \\\n'
                    f'     "" using 4:5 lc rgb "#D55E00" title "latency", \\\n'
                    '     NaN with lines lw 2 lc rgb "black" title "bar: the noise"',
                    "",
                ]
            )
        )
    return [name]


# --- the targets --------------------------------------------------------------------------------


def over(r):
    """A technique's own cost, or that it is below the noise of the headers' time."""
    value = float(r["minus_baseline_cpu_s"])
    return f"{value:.2f} s CPU" if value >= 0.005 else "no measurable time (within the noise)"


def pick(rows, **want):
    return [r for r in rows if all(str(r.get(k)) == str(v) for k, v in want.items())]


def targets(compile_rows, include_rows, runtime_rows, generator_rows):
    """(target, measured, verdict) rows."""
    out = []

    def verdict(value, limit, smaller=True):
        if value is None:
            return "not measured"
        ok = value <= limit if smaller else value >= limit
        if ok:
            return "met"
        if not smaller:
            return f"missed ({value / limit:.2f} of it)"
        return (
            f"missed by {(value / limit - 1) * 100:.0f} %"
            if value < 1.5 * limit
            else f"missed by {value / limit:.1f}x"
        )

    def row(puzzle, technique, size, compiler):
        found = pick(
            compile_rows,
            puzzle=puzzle,
            technique=technique,
            size=size,
            compiler=compiler,
            status="ok",
        )
        return found[0] if found else None

    # Round two (docs/performance.md): each target against the committed results.
    for size, compiler, limit in (
        (20, "gcc", 0.5),
        (20, "clang", 0.3),
        (16, "gcc", 0.1),
        (16, "clang", 0.1),
    ):
        r = row("hanoi", "closed_form", size, compiler)
        value = max(float(r["minus_baseline_cpu_s"]), 0.0) if r else None
        measured = (
            (
                f"{over(r)} over the headers; whole compile {f(r['cpu_s'])} s CPU, "
                f"{f(r['peak_mib'], 0)} MiB"
            )
            if r
            else "–"
        )
        out.append(
            (
                f"Hanoi, {size} discs, closed form, {COMPILERS[compiler]}: ≤ {limit} s of its own",
                measured,
                verdict(value, limit),
            )
        )
    for compiler in ("gcc", "clang"):
        r = row("chinese_rings", "closed_form", 20, compiler)
        if r:
            out.append(
                (
                    f"Chinese rings, 20 rings, Gray code, {COMPILERS[compiler]}: ≤ 1.5 s whole",
                    f"{f(r['cpu_s'])} s CPU",
                    verdict(float(r["cpu_s"]), 1.5),
                )
            )
            out.append(
                (
                    f"Chinese rings, 20 rings, Gray code, {COMPILERS[compiler]}: ≤ 300 MiB",
                    f"{f(r['peak_mib'], 0)} MiB",
                    verdict(float(r["peak_mib"]), 300),
                )
            )
    # <ctp.hpp>, then each <ctp/PUZZLE.hpp>, each against its own standard headers.
    for header in ["<ctp.hpp>", *(f"<ctp/{p}.hpp>" for p in PUZZLES)]:
        for compiler in COMPILERS:
            r = next(iter(pick(include_rows, what=header, compiler=compiler)), None)
            out.append(
                (
                    f"{header} ≤ 1.25x its standard headers, {COMPILERS[compiler]}",
                    f"{f(r['cpu_ratio'])}x in CPU time, the median of {r['reps']} turns (medians "
                    f"{f(r['cpu_s'])} s and {f(r['std_cpu_s'])} s); {f(r['ratio'])}x in wall time"
                    if r
                    else "–",
                    verdict(float(r["cpu_ratio"]) if r else None, 1.25),
                )
            )
    for board in ("4x4", "5x5"):
        g = next((r for r in generator_rows if r["search"] == f"nine tails {board}"), None)
        if g and g.get("speedup_cpu"):
            out.append(
                (
                    f"Generator ≥ 100x the Python reference on {board}",
                    f"{f(g['speedup_cpu'], 0)}x in CPU time, "
                    f"{f(g['speedup_wall'], 0)}x in wall time",
                    verdict(float(g["speedup_cpu"]), 100, smaller=False),
                )
            )
    g = next((r for r in generator_rows if r["search"] == "nine tails 5x5"), None)
    if g:
        out.append(
            (
                "Generator, 5x5 nine tails, one core: ≤ 1 s",
                f"{f(g['cpp_cpu_s'])} s CPU ({f(g['cpp_wall_s'])} s wall)",
                verdict(float(g["cpp_cpu_s"]), 1.0),
            )
        )
        out.append(
            (
                "Generator, 5x5: ≤ 2 bytes a state",
                f"{f(g['cpp_bytes_per_state'], 3)} bytes a state "
                f"(peak {f(g['cpp_peak_mib'], 0)} MiB)",
                verdict(float(g["cpp_bytes_per_state"]), 2.0),
            )
        )
    for kind, suffix in (("unchecked", "_table"), ("checked", "_table_checked")):
        lookups = [r for r in runtime_rows if r["benchmark"].endswith(suffix)]
        if lookups:
            worst = max(lookups, key=lambda r: float(r["cpu_minus_overhead_ns"]))
            net, noise = float(worst["cpu_minus_overhead_ns"]), float(worst.get("noise_ns") or 0)
            # A miss or a pass closer to the target than the noise is no verdict either way.
            close = abs(net - 1.0) <= noise
            out.append(
                (
                    f"A table lookup ≤ 1 ns ({kind}, throughput)",
                    f"at most {worst.get('throughput') or f(net) + ' ns'} CPU "
                    f"({worst['benchmark']}), the loop's own cost taken off",
                    "within noise of the target" if close else verdict(net, 1.0),
                )
            )
    jobs = {
        r["search"].rsplit(" ", 1)[1]: r
        for r in generator_rows
        if r["search"].startswith("ctp water-hardest")
    }
    if len(jobs) > 1:
        one, most = jobs["1"], jobs[max(jobs, key=int)]
        out.append(
            (
                "ctp water-hardest --cups 4 --max 40 on 2 cores: ≤ 8 s",
                f"{f(most['cpp_wall_s'])} s on {max(jobs, key=int)} jobs "
                f"({f(one['cpp_wall_s'])} s on one)",
                verdict(float(most["cpp_wall_s"]), 8.0),
            )
        )
    return out


# --- the Markdown -------------------------------------------------------------------------------


def sharded_sections(out, md):
    """The sections of the hardest-puzzle search beyond one machine (sharded.csv, makespan.csv;
    scripts/bench_sharded.py), if they were measured."""
    sharded_rows = read(out, "sharded.csv")
    if sharded_rows:
        md.append("## The hardest-puzzle search beyond one machine\n")
        md.append(
            "One family on one thread, on 1 and 2 processes of Open MPI (ctp-mpi, rank 0 "
            "searching too), and cut into shards run one after the other, each on one thread; a "
            "shard run's wall time is its slowest part's and the merge's, as if each part had a "
            "machine of its own, its CPU time every part's and the merge's. Imbalance: the slowest "
            "part's CPU time over the mean part's. Peak: the largest process "
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
    makespan_rows = read(out, "makespan.csv")
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


def main(out=RESULTS):
    out = Path(out)
    compile_rows = read(out, "compile.csv")
    limits = read(out, "compile_limits.csv")
    include_rows = read(out, "compile_include.csv")
    runtime_rows = read(out, "runtime.csv")
    generator_rows = read(out, "generator.csv")
    tables_rows = read(out, "tables.csv")
    budget_rows = read(out, "budgets.csv")
    machine = (
        json.loads((out / "machine.json").read_text()) if (out / "machine.json").exists() else {}
    )
    trace_rows = read(out, "time_trace.csv")
    made = []
    if not shutil.which("gnuplot"):
        print(
            "ctp: bench: gnuplot not found (apt-get install gnuplot-nox); no charts",
            file=sys.stderr,
        )
    else:
        made = (
            charts(out, compile_rows)
            + trace_charts(out, trace_rows)
            + budget_charts(out, budget_rows, limits, read(out, "budget_curve.csv"))
            + runtime_chart(out, runtime_rows)
        )

    md = [
        "# ctp benchmark results\n",
        "Written by `make bench` (scripts/bench_run.py, scripts/bench_report.py); do not edit. "
        "The method, the analysis and what the numbers mean are in "
        "[docs/performance.md](../../docs/performance.md).\n",
    ]
    if machine:
        md.append("## The machine\n")
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
        md.append(table(["", ""], rows))

    tg = targets(compile_rows, include_rows, runtime_rows, generator_rows)
    if tg:
        md.append("## The targets\n")
        md.append(
            "Compile times are the technique's own cost: the median CPU time of its translation "
            "unit less that of a translation unit that includes only the same headers from "
            "outside ctp.\n"
        )
        md.append(table(["target", "measured", ""], tg))

    if compile_rows:
        md.append("## Compile time\n")
        md.append(
            "Median CPU seconds of the whole translation unit (wall seconds in compile.csv), and "
            "in brackets the peak memory at the largest size that compiles. `×` marks the first "
            "size that does not compile.\n"
        )
        for puzzle, about in PUZZLES.items():
            title = about.title
            mine = pick(compile_rows, puzzle=puzzle)
            if not mine:
                continue
            sizes = sorted({int(r["size"]) for r in mine})
            md.append(f"### {title}\n")
            rows = []
            for compiler in COMPILERS:
                for technique in dict.fromkeys(
                    r["technique"] for r in pick(mine, compiler=compiler)
                ):
                    cells, last = [], None
                    rs = {
                        int(r["size"]): r
                        for r in pick(mine, compiler=compiler, technique=technique)
                    }
                    for s in sizes:
                        r = rs.get(s)
                        if r is None:
                            cells.append("")
                        elif r["status"] != "ok":
                            cells.append("×")
                        else:
                            cells.append(f(r["cpu_s"]))
                            last = (len(cells) - 1, f" ({f(r['peak_mib'], 0)} MiB)")
                    base = f(next(iter(rs.values()))["baseline_cpu_s"])
                    if last:
                        cells[last[0]] += last[1]
                    rows.append([f"{technique}, {compiler}", base] + cells)
            md.append(
                table(
                    [f"technique ({about.unit})", "headers alone"] + [str(s) for s in sizes], rows
                )
            )
            for name in made:
                if name.startswith(f"compile_{puzzle}_"):
                    md.append(f"![{name}]({name})\n")

    if limits:
        md.append("## Limits under the default constexpr and template limits\n")
        rows = [
            [
                r["technique"],
                COMPILERS.get(r["compiler"], r["compiler"]),
                f"{r['largest']} ({f(r['largest_cpu_s'])} s CPU, {r['largest_mib']} MiB)",
                r["next"] or "–",
                (r["next_error"] or "–").replace("|", "\\|"),
            ]
            for r in sorted(limits, key=lambda r: (r["puzzle"], r["technique"], r["compiler"]))
        ]
        md.append(
            table(
                [
                    "technique",
                    "compiler",
                    "largest that compiles",
                    "next",
                    "first error of the next",
                ],
                rows,
            )
        )

    if include_rows:
        md.append("## Including <ctp.hpp> and each puzzle's header\n")
        md.append(
            table(
                [
                    "header",
                    "compiler",
                    "the header",
                    "its standard headers alone",
                    "ratio (CPU)",
                    "ratio (wall)",
                    "headers",
                ],
                [
                    [
                        r["what"],
                        r["cxx"],
                        f"{f(r['cpu_s'])} s CPU, {f(r['peak_mib'], 0)} MiB",
                        f"{f(r['std_cpu_s'])} s CPU, {f(r['std_peak_mib'], 0)} MiB",
                        f(r["cpu_ratio"]),
                        f(r["ratio"]),
                        f"`{r['std_headers']}`",
                    ]
                    for r in include_rows
                ],
            )
        )

    if runtime_rows:
        md.append("## Run time: a table lookup against computing the answer\n")
        reps = runtime_rows[0]["reps"]
        md.append(
            f"g++-12 -O3 (Release), {reps} repetitions of every benchmark in a random order; "
            "CPU ns an answer. Throughput: independent lookups, which the processor overlaps; "
            "latency: each lookup waits for the one before (its input is moved by the previous "
            "answer). `loop_overhead` is reading an input and keeping a result, which every row "
            'pays too; "own" is the median less the loop\'s median, and its noise the standard '
            "deviations of the two repetitions, added in quadrature. An own time not larger than "
            'its noise is written "within noise".\n'
        )
        md.append(
            table(
                [
                    "benchmark",
                    "throughput: median (min – max)",
                    "own",
                    "latency: median (min – max)",
                    "own",
                ],
                [
                    [
                        r["benchmark"],
                        f"{f(r['cpu_ns'])} ({f(r.get('cpu_min_ns'))} – {f(r.get('cpu_max_ns'))})",
                        r.get("throughput") or "–",
                        f"{f(r['latency_ns'])} "
                        f"({f(r['latency_min_ns'])} – {f(r['latency_max_ns'])})"
                        if r.get("latency_ns")
                        else "–",
                        r.get("latency") or "–",
                    ]
                    for r in runtime_rows
                ],
            )
        )

    if "runtime_lookup.svg" in made:
        md.append("![runtime_lookup.svg](runtime_lookup.svg)\n")
    compare_rows = read(out, "runtime_compare.csv")
    if compare_rows:
        md.append("### One question, two ways\n")
        md.append(
            "The second's median less the first's, and the noise of that difference (the two "
            "standard deviations in quadrature); a difference not larger than its noise is "
            'written "within noise".\n'
        )
        md.append(
            table(
                ["question", "first", "second", "throughput", "latency"],
                [
                    [
                        r["question"],
                        r["first"],
                        r["second"],
                        r["throughput"] or "–",
                        r["latency"] or "–",
                    ]
                    for r in compare_rows
                ],
            )
        )

    if generator_rows:
        md.append("## The generator's searches, and the plain-Python reference\n")
        md.append(
            "C++: ctp::nine_tails_solution and ctp::water_hardest, g++-12 -O3, median of 3; "
            "Python: scripts/bench_reference_*.py, the same algorithm, measured in the same run.\n"
        )
        md.append(
            table(
                [
                    "search",
                    "states",
                    "C++ CPU s",
                    "C++ wall s",
                    "states/s (CPU)",
                    "peak MiB",
                    "bytes/state",
                    "Python CPU s",
                    "speed-up (CPU)",
                    "speed-up (wall)",
                    "answer",
                ],
                [
                    [
                        r["search"],
                        r["states"],
                        f(r["cpp_cpu_s"], 4),
                        f(r["cpp_wall_s"], 4),
                        f"{float(r['cpp_states_per_s']) / 1e6:.1f} M"
                        if r["cpp_states_per_s"]
                        else "–",
                        f(r["cpp_peak_mib"], 1),
                        f(r["cpp_bytes_per_state"], 3) if r["cpp_bytes_per_state"] else "–",
                        f(r.get("python_cpu_s"), 3),
                        f(r.get("speedup_cpu"), 0),
                        f(r.get("speedup_wall"), 0),
                        r["answer"],
                    ]
                    for r in generator_rows
                ],
            )
        )
    sharded_sections(out, md)
    if tables_rows:
        md.append("## What a generated table costs the compiler\n")
        md.append(
            "A translation unit that includes the header ctp-gen writes and reads one entry in a "
            "constant expression (scripts/bench_tables.py), `-std=c++20 -O2 -c`, median of 3; "
            "`_beside`: the same table with its bytes beside the header, read in a function, and "
            "`_beside_bytes`: the translation unit that assembles those bytes (source bytes: the "
            "file of bytes); and the same 2^20 pseudo-random bytes as rows of string literals "
            "(ctp-gen's form) and as a decimal array.\n"
        )
        md.append(
            table(
                ["what", "source bytes", "compiler", "CPU s", "wall s", "peak MiB", "status"],
                [
                    [
                        r["what"],
                        f"{int(r['source_bytes']):,}",
                        r["cxx"],
                        f(r["cpu_s"]),
                        f(r["median_s"]),
                        f(r["peak_mib"], 0),
                        r["status"] if r["status"] == "ok" else r["error"],
                    ]
                    for r in tables_rows
                ],
            )
        )
    if budget_rows:
        md.append("## What each evaluator technique spends of its budget\n")
        md.append(
            "The least `-fconstexpr-ops-limit` (g++) or `-fconstexpr-steps` (clang++) with which "
            "the translation unit compiles, by bisection (scripts/bench_budgets.py); budgets "
            "count work, so these do not depend on the machine.\n"
        )
        md.append(
            table(
                [
                    "translation unit",
                    "size",
                    "compiler",
                    "least budget",
                    "% of the default",
                    "unit",
                    "per unit",
                    "each unit more",
                ],
                [
                    [
                        r["technique"],
                        r["size"] or "–",
                        r["cxx"],
                        f"{int(r['least_budget']):,}",
                        r["percent_of_default"],
                        r["unit"] or "–",
                        r["per_unit"] or "–",
                        r["added_per_unit"] or "–",
                    ]
                    for r in budget_rows
                ],
            )
        )
        for name in made:
            if name.startswith("budget_"):
                md.append(f"![{name}]({name})\n")
    if trace_rows:
        md.append("## Where the compile time goes\n")
        md.append(
            "Each technique at one size, by the compiler's own timers "
            "(scripts/bench_time_trace.py): clang++ `-ftime-trace` (every event, its self time "
            "given to its part) and g++ `-ftime-report` (user + system of its exclusive timers). "
            "Seconds of one compile, the run of median total; clang's tracing of every event "
            "makes its compile slower than in the tables above.\n"
        )
        md.append(
            table(
                [
                    "puzzle",
                    "technique",
                    "size",
                    "compiler",
                    "total s",
                    "instantiation s",
                    "constant evaluation s",
                    "front end s",
                    "back end s",
                    "other s",
                ],
                [
                    [
                        r["puzzle"],
                        r["technique"],
                        r["size"] or "–",
                        r["cxx"],
                        r["total_s"],
                        r["instantiation_s"],
                        r["constant_evaluation_s"],
                        r["front_end_s"],
                        r["back_end_s"],
                        r["other_s"],
                    ]
                    for r in trace_rows
                ],
            )
        )
        for name in made:
            if name.startswith("time_trace_"):
                md.append(f"![{name}]({name})\n")
    (out / "results.md").write_text("\n".join(md))
    print(f"ctp: bench: wrote {out / 'results.md'} and {len(made)} charts", file=sys.stderr)


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else RESULTS)
