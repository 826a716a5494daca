"""The charts of a benchmark run: SVG files in bench/results/, drawn by gnuplot from the CSV files
that scripts/bench_run.py wrote; `draw` makes them all (scripts/bench_report.py calls it).

  compile_<puzzle>_<compiler>[_memory].svg   compile time and peak memory against size
  time_trace_<puzzle>.svg                    where each technique's compile time goes
  budget_<puzzle>_<compiler>.svg             the least constant-evaluation budget against size
  runtime_lookup.svg                         a lookup's own time, throughput and latency
"""

import math
import shutil
import subprocess
import tempfile
from pathlib import Path

import bench_budgets
from bench_compile import PUZZLES

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

# The charts' canvas and type: 960 x 520 with 20 px text, so that on a 1280 x 720 slide a chart
# shown at least 768 px wide (w:768, or h:416) keeps its text at 16 px or more; the key is always
# right of the plot, never over the data.
CANVAS = 'set terminal svg size 960,520 font "sans,20" background rgb "white"'


def style(technique):
    """The gnuplot line style of a technique (STYLE), for `with linespoints`."""
    colour, point, dash = STYLE.get(technique, OTHER_STYLE)
    return f'lw 3 pt {point} ps {POINT_SIZE} dt {dash} lc rgb "{colour}"'


def short(title):
    """A puzzle's title without its qualifier, for a chart's title: "River crossing"."""
    return title.split(",")[0].split(" (")[0]


def plot(lines):
    """Runs gnuplot on a script, one command a line."""
    script = "\n".join([*lines, ""])
    subprocess.run([shutil.which("gnuplot")], input=script, text=True, check=True)


def plot_command(series):
    """gnuplot's `plot` of several series, one a line."""
    return "plot " + ", \\\n     ".join(series)


def draw(out, results):
    """Every chart of the run in `out` (`results(name)` reads one of its CSV files): the names
    of the charts drawn."""
    return (
        compile_charts(out, results("compile.csv"))
        + trace_charts(out, results("time_trace.csv"))
        + budget_charts(
            out,
            results("budgets.csv"),
            results("compile_limits.csv"),
            results("budget_curve.csv"),
        )
        + runtime_chart(out, results("runtime.csv"))
    )


# --- compile time and memory ---------------------------------------------------------------------

# The two charts of a puzzle and compiler: (name, column, y axis, title, the headers' own column,
# suffix of the file's name).
METRICS = (
    ("time", "cpu_s", "CPU seconds (median)", "compile time", "baseline_cpu_s", ""),
    ("memory", "peak_mib", "peak memory, MiB", "peak memory", "baseline_mib", "_memory"),
)


def compile_charts(out, rows):
    """compile_<puzzle>_<compiler>[_memory].svg: time and peak memory against size; a puzzle's
    two compilers share their axes, so that its g++ and clang++ charts compare point for point."""
    made = []
    with tempfile.TemporaryDirectory(prefix="ctp-bench-plot-") as tmp:
        for puzzle in PUZZLES:
            ok = [r for r in rows if r["puzzle"] == puzzle and r["status"] == "ok"]
            axes = {metric: Axes.of_compiles(ok, metric) for metric in METRICS}
            for compiler in COMPILERS:
                mine = sorted(
                    (r for r in ok if r["compiler"] == compiler), key=lambda r: int(r["size"])
                )
                made += [
                    compile_chart(out, Path(tmp), puzzle, compiler, mine, metric, axes[metric])
                    for metric in METRICS
                    if mine
                ]
    return made


# Where the plot of a compile chart lies on its canvas (fractions of it, gnuplot's `screen`), so
# that a point's place in pixels is known: the key right of the plot, the x label below it.
PLOT = {"left": 0.13, "right": 0.68, "bottom": 0.19, "top": 0.88}
MARGINS = (("l", "left"), ("r", "right"), ("b", "bottom"), ("t", "top"))
# A point's marker, at gnuplot's point size POINT_SIZE, is about MARKER_PX across on the canvas.
POINT_SIZE, MARKER_PX = 1.1, 20


class Axes:
    """The axes of a chart of sizes against values on a log scale, its plot placed at PLOT:
    sizes from the smallest to the largest, with room for markers set apart (dodge), and whole
    decades that hold every value with room below the lowest, so that no point sits on the frame;
    up to `top` when given."""

    def __init__(self, sizes, values, top=None):
        values = [v for v in values if v > 0] or [1.0]
        sizes = sizes or [0, 1]
        self.x = (min(sizes) - 0.9, max(sizes) + 0.9)
        self.decades = (
            math.floor(math.log10(min(values)) - 0.15),
            math.log10(top) if top else math.ceil(math.log10(max(values)) + 0.05),
        )

    @classmethod
    def of_compiles(cls, rows, metric):
        """The axes of a puzzle's compile charts for one metric, from every compiler's rows and
        the headers' own cost."""
        _, column, _, _, baseline, _ = metric
        values = [float(r[column]) for r in rows] + [float(r[baseline]) for r in rows]
        return cls([int(r["size"]) for r in rows], values)

    def commands(self):
        """gnuplot's commands for these axes and the plot's place (the key right of it)."""
        low, high = self.decades
        return [
            f"set xrange [{self.x[0]}:{self.x[1]}]",
            f"set yrange [{10 ** low:g}:{10 ** high:g}]",
            *(f"set {side}margin at screen {PLOT[name]}" for side, name in MARGINS),
            "set key at screen 0.70, screen 0.86 left top vertical Left reverse noenhanced "
            "samplen 1.5 spacing 1.1",
        ]

    def pixels(self, x, y):
        """Where the point (x, y) lies on the 960 x 520 canvas, in px from the bottom left."""
        low, high = self.decades
        width, height = 960 * (PLOT["right"] - PLOT["left"]), 520 * (PLOT["top"] - PLOT["bottom"])
        return (
            (x - self.x[0]) / (self.x[1] - self.x[0]) * width,
            (math.log10(y) - low) / (high - low) * height,
        )

    def units_per_pixel(self):
        return (self.x[1] - self.x[0]) / (960 * (PLOT["right"] - PLOT["left"]))


# What a chart with markers set apart (dodge) says under its key.
DODGE_NOTE = (
    'set label "markers that would hide each other\\nare set side by side at their size" '
    'at screen 0.70, screen 0.20 left font ",16" noenhanced'
)


def dodge(points, axes):
    """Sets apart the markers that would hide each other: `points` maps a series to its
    (size, value) pairs; at each size, the values whose markers overlap on the chart form a group
    whose markers are set side by side in the order of the series, the group's middle at the size,
    3/4 of a marker apart or closer, so that the group spans at most 1.5 gaps to the nearest
    other size. The points moved, as (series, size) -> the x drawn."""
    sizes = sorted({x for pairs in points.values() for x, _ in pairs})
    moved = {}
    for n, size in enumerate(sizes):
        gaps = [b - a for a, b in zip(sizes[max(n - 1, 0) : n + 1], sizes[n : n + 2]) if b > a]
        room = 1.5 * min(gaps, default=1) / axes.units_per_pixel()
        here = sorted(
            (axes.pixels(x, y)[1], name)
            for name, pairs in points.items()
            for x, y in pairs
            if x == size
        )
        groups, last = [], None
        for height, name in here:
            if last is None or height - last > 0.8 * MARKER_PX:
                groups.append([])
            groups[-1].append(name)
            last = height
        for group in (g for g in groups if len(g) > 1):
            order = sorted(group, key=list(points).index)
            step = min(0.75 * MARKER_PX, room / (len(order) - 1))
            for i, name in enumerate(order):
                moved[(name, size)] = (
                    size + (i - (len(order) - 1) / 2) * step * axes.units_per_pixel()
                )
    return moved


def compile_chart(out, tmp, puzzle, compiler, rows, metric, axes):
    """One chart of compile_charts: each technique's `metric` against size, and the cost of its
    headers alone as a line; markers that coincide set side by side (dodge), which a note under
    the key says; its name."""
    about = PUZZLES[puzzle]
    key, column, ylabel, title, baseline, suffix = metric
    points = {}
    for r in rows:
        points.setdefault(r["technique"], []).append((int(r["size"]), float(r[column])))
    moved = dodge(points, axes)
    plots = []
    for i, (technique, pairs) in enumerate(points.items()):
        data = tmp / f"{puzzle}_{compiler}_{key}_{i}.dat"
        data.write_text("".join(f"{moved.get((technique, x), x)} {y}\n" for x, y in pairs))
        plots.append(f'"{data}" using 1:2 with linespoints {style(technique)} title "{technique}"')
    headers_alone = min(float(r[baseline]) for r in rows)
    note = [DODGE_NOTE] if moved else []
    name = f"compile_{puzzle}_{compiler}{suffix}.svg"
    plot(
        [
            CANVAS,
            f'set output "{out / name}"',
            f'set title "{short(about.title)}: {title}, {COMPILERS[compiler]}" noenhanced',
            f'set xlabel "{about.label}" noenhanced',
            f'set ylabel "{ylabel}" noenhanced offset 1,0',
            "set logscale y",
            "set grid",
            *axes.commands(),
            *note,
            # The headers' own cost is a line of the key: a label beside it collides with the axis.
            plot_command(
                plots
                + [f'{headers_alone} with lines lw 2 dt 3 lc rgb "gray50" title "headers alone"']
            ),
        ]
    )
    return name


# --- where the compile time goes -----------------------------------------------------------------

PART_NAMES = {
    "instantiation": "templates",
    "constant_evaluation": "constexpr",
    "front_end": "parsing",
    "rest": "the rest",
}
# The parts of a compile take colours that no technique of STYLE has, so that in every chart a
# colour names one technique or one part: yellow, dark grey, light grey, and grey hatching.
PART_FILLS = {
    "instantiation": 'fs solid 1.0 lc rgb "#F0E442"',
    "constant_evaluation": 'fs solid 1.0 lc rgb "#505050"',
    "front_end": 'fs solid 1.0 lc rgb "#C8C8C8"',
    "rest": 'fs pattern 2 lc rgb "#808080"',
}


def trace_charts(out, rows):
    """time_trace_<puzzle>.svg: each technique's compile time split by the compiler's own timers,
    one stacked bar a technique, clang++ and g++ side by side."""
    made = []
    with tempfile.TemporaryDirectory(prefix="ctp-bench-trace-") as tmp:
        for puzzle in PUZZLES:
            mine = [r for r in rows if r["puzzle"] == puzzle]
            if mine:
                made.append(trace_chart(out, Path(tmp) / f"{puzzle}.dat", puzzle, mine))
    return made


def trace_data(data, rows):
    """Writes the bars of a trace chart to `data`, one block a compiler (clang++ first); the
    compilers' names, in that order."""
    lines, blocks = [], []
    for compiler in ("clang", "gcc"):
        block = [r for r in rows if r["compiler"] == compiler]
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
    return blocks


def trace_bars(data, blocks, rows):
    """The series of a trace chart, one histogram a compiler, and each compiler's name as a label
    under its bars, below their technique names."""
    plots, labels, x = [], [], 0
    for b, block in enumerate(blocks):
        series = []
        for i, part in enumerate(PART_NAMES):
            first = f'"{data}" index {b} using {i + 2}' + (":xtic(1)" if i == 0 else "")
            series.append(
                f"{first} {PART_FILLS[part]} "
                + (f'title "{PART_NAMES[part]}"' if b == 0 else "notitle")
            )
        plots.append("newhistogram, " + ", ".join(series))
        bars = sum(1 for r in rows if COMPILERS[r["compiler"]] == block)
        labels.append(f'set label "{block}" at first {x + (bars - 1) / 2}, screen 0.05 center')
        x += bars + 1
    return plots, labels


def trace_chart(out, data, puzzle, rows):
    """One chart of trace_charts; its name."""
    about = PUZZLES[puzzle]
    plots, labels = trace_bars(data, trace_data(data, rows), rows)
    size = rows[0]["size"]
    what = f"{size} {about.unit}" if size else about.axis
    name = f"time_trace_{puzzle}.svg"
    plot(
        [
            CANVAS.replace("960,520", "960,600"),
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
            # Fixed margins: the key right of the bars, the technique names and the compilers'
            # names below them.
            "set lmargin at screen 0.11",
            "set rmargin at screen 0.78",
            "set tmargin at screen 0.88",
            "set bmargin at screen 0.34",
            "set key at screen 0.80, screen 0.86 left top vertical Left reverse noenhanced "
            "samplen 1.5",
            *labels,
            plot_command(plots),
        ]
    )
    return name


# --- the least budget ----------------------------------------------------------------------------


def budget_charts(out, budget_rows, limits, curve_rows=()):
    """budget_<puzzle>_<compiler>.svg: the least constant-evaluation budget of each evaluator
    technique against size (budgets.csv and the smaller sizes of budget_curve.csv, points), the
    cost a move or state measured times the moves or states of each size (dashed, up to the first
    size that does not build), and the compiler's default limit (a line)."""
    count = {tu: fn for tu, _, fn, _ in bench_budgets.TECHNIQUES if fn}
    made = []
    with tempfile.TemporaryDirectory(prefix="ctp-bench-budget-") as tmp:
        for puzzle in PUZZLES:
            for compiler in COMPILERS:
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
                series = [
                    BudgetSeries(Path(tmp), puzzle, compiler, tu, count[tu])
                    for tu in dict.fromkeys(r["technique"] for r in mine)
                ]
                lines = [one.series(mine, limits, curve_rows) for one in series]
                axes = Axes(
                    [x for one in series for x in one.sizes],
                    [y for one in series for _, y in one.every],
                    top=int(mine[0]["default"]) * 8,
                )
                moved = dodge({one.technique: one.every for one in series}, axes)
                plots = [
                    plot
                    for one, line in zip(series, lines)
                    for plot in line + [one.measured(moved)]
                ]
                made.append(budget_chart(out, puzzle, compiler, mine[0], plots, axes, moved))
    return made


class BudgetSeries:
    """The series of one translation unit `tu` in a budget chart: its measured budgets, and where
    two sizes cost the same a move or state, that cost times the moves or states of every size up
    to the first that does not build (dashed). `count(size)`: the moves or states of a size."""

    def __init__(self, tmp, puzzle, compiler, tu, count):
        self.tmp, self.puzzle, self.compiler, self.tu, self.count = tmp, puzzle, compiler, tu, count
        self.technique = tu[len(puzzle) + 1 :]
        self.sizes = []

    def series(self, rows, limits, curve_rows):
        """Reads the measured budgets (self.every); the dashed line of their cost a unit, if any,
        as [] or [series]."""
        points = sorted(
            (int(r["size"]), int(r["least_budget"])) for r in rows if r["technique"] == self.tu
        )
        smaller = [
            (int(r["size"]), int(r["least_budget"]))
            for r in curve_rows
            if r["technique"] == self.tu and r["compiler"] == self.compiler
        ]
        self.every = sorted(dict(smaller + points).items())
        self.sizes += [x for x, _ in self.every]
        colour, _, _ = STYLE.get(self.technique, OTHER_STYLE)
        return self.cost_line(rows, points, self.every[0][0], self.largest(points, limits), colour)

    def measured(self, moved):
        """The series of the measured budgets, each point drawn where `moved` (dodge) says."""
        colour, point, _ = STYLE.get(self.technique, OTHER_STYLE)
        measured = self.tmp / f"{self.tu}_{self.compiler}.dat"
        measured.write_text(
            "".join(f"{moved.get((self.technique, x), x)} {y}\n" for x, y in self.every)
        )
        return (
            f'"{measured}" using 1:2 with linespoints lw 3 pt {point} ps {POINT_SIZE} dt 1 '
            f'lc rgb "{colour}" title "{self.technique}"'
        )

    def largest(self, points, limits):
        """The first size that does not build (the largest measured when none is known)."""
        limit = next(
            (
                r
                for r in limits
                if r["compiler"] == self.compiler
                and r["puzzle"] == self.puzzle
                and r["technique"] == self.technique
            ),
            None,
        )
        return int(limit["next"]) if limit and limit["next"] else points[-1][0]

    def cost_line(self, rows, points, smallest, top, colour):
        """The dashed line of a constant cost a unit, when two sizes show one: [] or [series]."""
        per_unit = points[-1][1] / self.count(points[-1][0])
        xs = [x for x in range(smallest, top + 1) if self.count(x) > 0]
        rates = [y / self.count(x) for x, y in points]
        if len(points) < 2 or max(rates) > 1.05 * min(rates) or per_unit < 1:
            return []
        line = self.tmp / f"{self.tu}_{self.compiler}_line.dat"
        line.write_text("".join(f"{x} {per_unit * self.count(x)}\n" for x in xs))
        self.sizes += xs
        unit = next(r["unit"] for r in rows if r["technique"] == self.tu)
        return [
            f'"{line}" using 1:2 with lines lw 2 dt 2 lc rgb "{colour}" '
            f'title "{per_unit:.0f} a {unit}"'
        ]


def budget_chart(out, puzzle, compiler, first, plots, axes, moved):
    """One chart of budget_charts, with the default limit of its compiler (in `first`, a row of
    budgets.csv), and the note when markers were set apart (`moved`, dodge); its name."""
    about = PUZZLES[puzzle]
    default, flag = int(first["default"]), first["flag"]
    name = f"budget_{puzzle}_{compiler}.svg"
    plot(
        [
            CANVAS,
            f'set output "{out / name}"',
            f'set title "{short(about.title)}: the least budget, {COMPILERS[compiler]}" '
            "noenhanced",
            f'set xlabel "{about.label}" noenhanced',
            f'set ylabel "least {flag}" noenhanced',
            "set logscale y",
            "set format y '10^{%L}'",
            "set grid",
            *axes.commands(),
            *([DODGE_NOTE] if moved else []),
            plot_command(
                plots
                + [f'{default} with lines lw 3 dt 1 lc rgb "#D00000" title "default {default:,}"']
            ),
        ]
    )
    return name


# --- run time ------------------------------------------------------------------------------------

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
            [
                CANVAS.replace("960,520", "960,600"),
                f'set output "{out / name}"',
                'set title "A lookup’s own time (the loop’s taken off), g++-12 -O3" noenhanced',
                'set ylabel "ns an answer (median)" noenhanced offset 1,0',
                "set grid ytics",
                "set style data histograms",
                "set style histogram errorbars gap 1 lw 2",
                # The error bars take the fill's border colour: black, for bars on white and on
                # colour.
                "set style fill solid 1.0 border rgb 'black'",
                "set boxwidth 0.9",
                "set xzeroaxis lt -1",
                "set yrange [-0.5:*]",
                "set xtics rotate by -40 left noenhanced nomirror",
                "set lmargin at screen 0.09",
                "set rmargin at screen 0.70",
                "set tmargin at screen 0.88",
                "set bmargin at screen 0.30",
                "set key at screen 0.72, screen 0.86 left top vertical Left reverse noenhanced "
                "samplen 1.5",
                f'plot "{data}" using 2:3:xtic(1) lc rgb "#0072B2" title "throughput", \\\n'
                f'     "" using 4:5 lc rgb "#D55E00" title "latency", \\\n'
                '     NaN with lines lw 2 lc rgb "black" title "bar: the noise"',
            ]
        )
    return [name]
