#!/usr/bin/env python3
"""The report of a benchmark run: bench/results/results.md (every table, and the targets
against the measurements) and the SVG charts, from the CSV files that bench/run.py wrote.

  report.py [bench/results]

Charts need gnuplot (Debian: gnuplot-nox); without it the Markdown is still written.
"""

import csv
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
from compile.harness import PUZZLES  # noqa: E402  (bench/puzzles.py: the list, a title and unit each)

COMPILERS = {"gcc": "g++-12", "clang": "clang++-19"}
COLOURS = ["#1b9e77", "#d95f02", "#7570b3", "#e7298a", "#66a61e", "#a6761d"]  # readable on white
POINTS = [7, 5, 9, 11, 13, 15]  # filled circle, square, triangles up and down, diamond, pentagon


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
    gnuplot = shutil.which("gnuplot")
    if not gnuplot:
        print("ctp: bench: gnuplot not found (apt-get install gnuplot-nox); no charts", file=sys.stderr)
        return []
    made = []
    with tempfile.TemporaryDirectory(prefix="ctp-bench-plot-") as tmp:
        for puzzle, about in PUZZLES.items():
            title, unit = about.title, about.label
            for compiler, cxx in COMPILERS.items():
                mine = sorted((r for r in rows if r["puzzle"] == puzzle and r["compiler"] == compiler and r["status"] == "ok"),
                              key=lambda r: int(r["size"]))
                if not mine:
                    continue
                techniques = list(dict.fromkeys(r["technique"] for r in mine))
                for metric, column, ylabel in (("time", "cpu_s", "compile time, CPU seconds (median)"),
                                               ("memory", "peak_mib", "peak memory of the compiler, MiB")):
                    plots = []
                    for i, technique in enumerate(techniques):
                        data = Path(tmp) / f"{puzzle}_{compiler}_{metric}_{i}.dat"
                        data.write_text("".join(f"{r['size']} {r[column]}\n" for r in mine if r["technique"] == technique))
                        # A colour, a point shape and a dash of its own: lines apart in grey or on a projector.
                        plots.append(f'"{data}" using 1:2 with linespoints lw 3 pt {POINTS[i % len(POINTS)]} ps 0.9 '
                                     f'dt {i % 4 + 1} lc rgb "{COLOURS[i % len(COLOURS)]}" title "{technique}"')
                    base = [float(r["baseline_cpu_s" if metric == "time" else "baseline_mib"]) for r in mine]
                    name = f"compile_{puzzle}_{compiler}{'' if metric == 'time' else '_memory'}.svg"
                    script = "\n".join([
                        # Large type: the charts are shown in the docs and on 1280 x 720 slides.
                        'set terminal svg size 800,480 font "sans,16" background rgb "white"',
                        f'set output "{out / name}"',
                        f'set title "{title}: {"compile time" if metric == "time" else "peak memory"}, {cxx}" noenhanced',
                        f'set xlabel "{unit}" noenhanced', f'set ylabel "{ylabel}" noenhanced',
                        "set logscale y", "set grid", "set key top left noenhanced",
                        # The headers' own cost is a line of the key: a label beside it collides with the axis.
                        "plot " + ", \\\n     ".join(plots + [f'{min(base)} with lines lw 2 dt 2 lc rgb "gray" '
                                                                  'title "headers alone"']), ""])
                    subprocess.run([gnuplot], input=script, text=True, check=True)
                    made.append(name)
    return made


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
        return f"missed by {(value / limit - 1) * 100:.0f} %" if value < 1.5 * limit else f"missed by {value / limit:.1f}x"

    def row(puzzle, technique, size, compiler):
        found = pick(compile_rows, puzzle=puzzle, technique=technique, size=size, compiler=compiler, status="ok")
        return found[0] if found else None

    # Round two (docs/performance.md): each target against the committed results.
    for size, compiler, limit in ((20, "gcc", 0.5), (20, "clang", 0.3), (16, "gcc", 0.1), (16, "clang", 0.1)):
        r = row("hanoi", "closed_form", size, compiler)
        value = max(float(r["minus_baseline_cpu_s"]), 0.0) if r else None
        measured = (f"{over(r)} over the headers; whole compile {f(r['cpu_s'])} s CPU, "
                    f"{f(r['peak_mib'], 0)} MiB") if r else "–"
        out.append((f"Hanoi, {size} discs, closed form, {COMPILERS[compiler]}: ≤ {limit} s of its own",
                    measured, verdict(value, limit)))
    for compiler in ("gcc", "clang"):
        r = row("chinese_rings", "closed_form", 20, compiler)
        if r:
            out.append((f"Chinese rings, 20 rings, Gray code, {COMPILERS[compiler]}: ≤ 1.5 s whole",
                        f"{f(r['cpu_s'])} s CPU", verdict(float(r["cpu_s"]), 1.5)))
            out.append((f"Chinese rings, 20 rings, Gray code, {COMPILERS[compiler]}: ≤ 300 MiB",
                        f"{f(r['peak_mib'], 0)} MiB", verdict(float(r["peak_mib"]), 300)))
    # <ctp.hpp>, then each <ctp/PUZZLE.hpp>, each against its own standard headers.
    for header in ["<ctp.hpp>", *(f"<ctp/{p}.hpp>" for p in PUZZLES)]:
        for compiler in COMPILERS:
            r = next(iter(pick(include_rows, what=header, compiler=compiler)), None)
            out.append((f"{header} ≤ 1.25x its standard headers, {COMPILERS[compiler]}",
                        f"{f(r['cpu_ratio'])}x in CPU time, the median of {r['reps']} turns (medians "
                        f"{f(r['cpu_s'])} s and {f(r['std_cpu_s'])} s); {f(r['ratio'])}x in wall time" if r else "–",
                        verdict(float(r["cpu_ratio"]) if r else None, 1.25)))
    for board in ("4x4", "5x5"):
        g = next((r for r in generator_rows if r["search"] == f"nine tails {board}"), None)
        if g and g.get("speedup_cpu"):
            out.append((f"Generator ≥ 100x the Python reference on {board}",
                        f"{f(g['speedup_cpu'], 0)}x in CPU time, {f(g['speedup_wall'], 0)}x in wall time",
                        verdict(float(g["speedup_cpu"]), 100, smaller=False)))
    g = next((r for r in generator_rows if r["search"] == "nine tails 5x5"), None)
    if g:
        out.append(("Generator, 5x5 nine tails, one core: ≤ 1 s",
                    f"{f(g['cpp_cpu_s'])} s CPU ({f(g['cpp_wall_s'])} s wall)", verdict(float(g["cpp_cpu_s"]), 1.0)))
        out.append(("Generator, 5x5: ≤ 2 bytes a state", f"{f(g['cpp_bytes_per_state'], 3)} bytes a state "
                    f"(peak {f(g['cpp_peak_mib'], 0)} MiB)", verdict(float(g["cpp_bytes_per_state"]), 2.0)))
    for kind, suffix in (("unchecked", "_table"), ("checked", "_table_checked")):
        lookups = [r for r in runtime_rows if r["benchmark"].endswith(suffix)]
        if lookups:
            worst = max(lookups, key=lambda r: float(r["cpu_minus_overhead_ns"]))
            out.append((f"A table lookup ≤ 1 ns ({kind})",
                        f"at most {f(worst['cpu_minus_overhead_ns'])} ns CPU ({worst['benchmark']}), the loop's "
                        "own cost taken off", verdict(float(worst["cpu_minus_overhead_ns"]), 1.0)))
    jobs = {r["search"].rsplit(" ", 1)[1]: r for r in generator_rows if r["search"].startswith("ctp water-hardest")}
    if len(jobs) > 1:
        one, most = jobs["1"], jobs[max(jobs, key=int)]
        out.append(("ctp water-hardest --cups 4 --max 40 on 2 cores: ≤ 8 s",
                    f"{f(most['cpp_wall_s'])} s on {max(jobs, key=int)} jobs ({f(one['cpp_wall_s'])} s on one)",
                    verdict(float(most["cpp_wall_s"]), 8.0)))
    return out


# --- the Markdown -------------------------------------------------------------------------------

def main(out=HERE / "results"):
    out = Path(out)
    compile_rows = read(out, "compile.csv")
    limits = read(out, "compile_limits.csv")
    include_rows = read(out, "compile_include.csv")
    runtime_rows = read(out, "runtime.csv")
    generator_rows = read(out, "generator.csv")
    tables_rows = read(out, "tables.csv")
    budget_rows = read(out, "budgets.csv")
    machine = json.loads((out / "machine.json").read_text()) if (out / "machine.json").exists() else {}
    made = charts(out, compile_rows) if compile_rows else []

    md = ["# ctp benchmark results\n",
          "Written by `make bench` (bench/run.py, bench/report.py); do not edit. The method, the "
          "analysis and what the numbers mean are in [docs/performance.md](../../docs/performance.md).\n"]
    if machine:
        md.append("## The machine\n")
        rows = [("CPU", f"{machine.get('cpu')}, {machine.get('cores')} cores"), ("memory", machine.get("memory")),
                ("system", machine.get("system")), ("compilers", "; ".join(c for c in machine.get("compilers", []) if c)),
                ("Python", machine.get("python"))]
        for step, s in machine.get("steps", {}).items():
            rows.append((f"step {step}", (f"at {s['at']}, " if s.get("at") else "") +
                         (f"commit {s['commit']}, " if s.get("commit") else "") +
                         f"{s['seconds']} s; load average {s['load_before']} before, "
                         f"{s['load_after']} after" + (f"; {s['jobs']} compilers side by side" if s.get("jobs", 1) > 1 else "")))
        md.append(table(["", ""], rows))

    tg = targets(compile_rows, include_rows, runtime_rows, generator_rows)
    if tg:
        md.append("## The targets\n")
        md.append("Compile times are the technique's own cost: the median CPU time of its translation unit less "
                  "that of a translation unit that includes only the same headers from outside ctp.\n")
        md.append(table(["target", "measured", ""], tg))

    if compile_rows:
        md.append("## Compile time\n")
        md.append("Median CPU seconds of the whole translation unit (wall seconds in compile.csv), and in "
                  "brackets the peak memory at the largest size that compiles. `×` marks the first size that "
                  "does not compile.\n")
        for puzzle, about in PUZZLES.items():
            title = about.title
            mine = pick(compile_rows, puzzle=puzzle)
            if not mine:
                continue
            sizes = sorted({int(r["size"]) for r in mine})
            md.append(f"### {title}\n")
            rows = []
            for compiler in COMPILERS:
                for technique in dict.fromkeys(r["technique"] for r in pick(mine, compiler=compiler)):
                    cells, last = [], None
                    rs = {int(r["size"]): r for r in pick(mine, compiler=compiler, technique=technique)}
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
            md.append(table([f"technique ({about.unit})", "headers alone"] + [str(s) for s in sizes], rows))
            for name in made:
                if name.startswith(f"compile_{puzzle}_"):
                    md.append(f"![{name}]({name})\n")

    if limits:
        md.append("## Limits under the default constexpr and template limits\n")
        rows = [[r["technique"], COMPILERS.get(r["compiler"], r["compiler"]),
                 f"{r['largest']} ({f(r['largest_cpu_s'])} s CPU, {r['largest_mib']} MiB)",
                 r["next"] or "–", (r["next_error"] or "–").replace("|", "\\|")]
                for r in sorted(limits, key=lambda r: (r["puzzle"], r["technique"], r["compiler"]))]
        md.append(table(["technique", "compiler", "largest that compiles", "next", "first error of the next"], rows))

    if include_rows:
        md.append("## Including <ctp.hpp> and each puzzle's header\n")
        md.append(table(["header", "compiler", "the header", "its standard headers alone", "ratio (CPU)", "ratio (wall)",
                         "headers"],
                        [[r["what"], r["cxx"], f"{f(r['cpu_s'])} s CPU, {f(r['peak_mib'], 0)} MiB",
                          f"{f(r['std_cpu_s'])} s CPU, {f(r['std_peak_mib'], 0)} MiB", f(r["cpu_ratio"]),
                          f(r["ratio"]), f"`{r['std_headers']}`"] for r in include_rows]))

    if runtime_rows:
        md.append("## Run time: a table lookup against computing the answer\n")
        md.append("Median of 5 repetitions, g++-12 -O3 (Release); `loop_overhead` is reading an input and keeping "
                  "a result, which every row pays too.\n")
        md.append(table(["benchmark", "CPU ns", "wall ns", "CPU ns less the loop"],
                        [[r["benchmark"], f(r["cpu_ns"]), f(r["real_ns"]), f(r["cpu_minus_overhead_ns"])]
                         for r in runtime_rows]))

    if generator_rows:
        md.append("## The generator's searches, and the plain-Python reference\n")
        md.append("C++: ctp::nine_tails_solution and ctp::water_hardest, g++-12 -O3, median of 3; Python: "
                  "bench/python/, the same algorithm, measured in the same run.\n")
        md.append(table(["search", "states", "C++ CPU s", "C++ wall s", "states/s (CPU)", "peak MiB",
                         "bytes/state", "Python CPU s", "speed-up (CPU)", "speed-up (wall)", "answer"],
                        [[r["search"], r["states"], f(r["cpp_cpu_s"], 4), f(r["cpp_wall_s"], 4),
                          f"{float(r['cpp_states_per_s']) / 1e6:.1f} M" if r["cpp_states_per_s"] else "–", f(r["cpp_peak_mib"], 1),
                          f(r["cpp_bytes_per_state"], 3) if r["cpp_bytes_per_state"] else "–",
                          f(r.get("python_cpu_s"), 3), f(r.get("speedup_cpu"), 0), f(r.get("speedup_wall"), 0),
                          r["answer"]] for r in generator_rows]))
    if tables_rows:
        md.append("## What a generated table costs the compiler\n")
        md.append("A translation unit that includes the header ctp-gen writes and reads one entry in a constant "
                  "expression (bench/compile/tables.py), `-std=c++20 -O2 -c`, median of 3; `_beside`: the same "
                  "table with its bytes beside the header, read in a function, and `_beside_bytes`: the "
                  "translation unit that assembles those bytes (source bytes: the file of bytes); and the same "
                  "2^20 pseudo-random bytes as rows of string literals (ctp-gen's form) and as a decimal array.\n")
        md.append(table(["what", "source bytes", "compiler", "CPU s", "wall s", "peak MiB", "status"],
                        [[r["what"], f"{int(r['source_bytes']):,}", r["cxx"], f(r["cpu_s"]), f(r["median_s"]),
                          f(r["peak_mib"], 0), r["status"] if r["status"] == "ok" else r["error"]]
                         for r in tables_rows]))
    if budget_rows:
        md.append("## What each evaluator technique spends of its budget\n")
        md.append("The least `-fconstexpr-ops-limit` (g++) or `-fconstexpr-steps` (clang++) with which the "
                  "translation unit compiles, by bisection (bench/compile/budgets.py); budgets count work, so "
                  "these do not depend on the machine.\n")
        md.append(table(["translation unit", "size", "compiler", "least budget", "% of the default", "unit",
                         "per unit", "each unit more"],
                        [[r["technique"], r["size"] or "–", r["cxx"], f"{int(r['least_budget']):,}",
                          r["percent_of_default"], r["unit"] or "–", r["per_unit"] or "–", r["added_per_unit"] or "–"]
                         for r in budget_rows]))
    (out / "results.md").write_text("\n".join(md))
    print(f"ctp: bench: wrote {out / 'results.md'} and {len(made)} charts", file=sys.stderr)


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else HERE / "results")
