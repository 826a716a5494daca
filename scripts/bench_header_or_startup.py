#!/usr/bin/env python3
"""A generated header against solving once at start-up, and four ways to put bytes in a program:
bench/results/header_or_startup.csv, for the Tables talk (talks/tables_for_free/).

1. The 4 x 4 nine tails table read from its generated header (talks/tables_for_free/code/
   15-startup_header.cpp) against the same answer from the library's run-time solver, run once
   when the program starts (16-startup_solve.cpp). With each compiler: the CPU seconds to compile
   and link the program (in turns, ABBA), the bytes of the stripped program, and the wall time of
   one run of it, from fork to exit (median and quartiles of many runs, the two programs in turns).
   The load of a shared machine moves every run; the two runs of one turn meet the same load, so
   the solving program's row also gives the difference within each turn (solve minus header):
   its median and quartiles are the figure to quote.
2. The same 2^20 pseudo-random bytes as scripts/bench_tables.py writes them (seed 20), compiled
   into an object four ways: rows of string literals (ctp-gen's form), one braced array of decimal
   numbers, C23's `#embed` inside the braces (clang++-19 takes it as an extension in C++; g++-12
   refuses it, and the row says so), and the assembler's `.incbin` (ctp-gen's bytes beside the
   header). CPU seconds and peak memory of `-c`; flags `-std=c++20 -O2` (no -Wpedantic, under
   which clang's extension is a warning).

  python3 scripts/bench_header_or_startup.py [--compilers g++-12,clang++-19] [--reps 5] [--runs 201]
                                     [--out bench/results]
Not part of `make bench`: it takes about a minute on an idle machine; run it by hand.
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
import bench_compile
import bench_tables
import common

CODE = bench_compile.ROOT / "talks" / "tables_for_free" / "code"
PROGRAMS = [
    ("header_4x4", CODE / "15-startup_header.cpp"),
    ("startup_solve_4x4", CODE / "16-startup_solve.cpp"),
]
BYTES_FLAGS = ["-std=c++20", "-O2"]
FIELDS = [
    "what",
    "compiler",
    "cxx",
    "status",
    "reps",
    "cpu_s",
    "cpu_min_s",
    "cpu_max_s",
    "peak_mib",
    "program_bytes",
    "runs",
    "run_median_ms",
    "run_q1_ms",
    "run_q3_ms",
    "minus_header_median_ms",
    "minus_header_q1_ms",
    "minus_header_q3_ms",
    "error",
]


def timed(cmd):
    """Runs cmd: (exit code, wall seconds, CPU seconds, peak KiB, standard error)."""
    with tempfile.TemporaryFile(mode="w+") as err:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=err)
        _, status, usage = os.wait4(proc.pid, 0)
        seconds = time.perf_counter() - start
        err.seek(0)
        return (
            os.waitstatus_to_exitcode(status),
            seconds,
            usage.ru_utime + usage.ru_stime,
            usage.ru_maxrss,
            err.read(),
        )


def in_turns(commands, reps):
    """The runs of each command (timed()), in turns (bench_compile.in_turns). Stops with a message
    when one fails."""

    def run(command):
        result = timed(command)
        if result[0] != 0:
            raise SystemExit(f"ctp: bench: {' '.join(map(str, command))} failed:\n{result[4]}")
        return result

    return bench_compile.in_turns(run, commands, reps)


def quartiles(values):
    q = statistics.quantiles(values, n=4)
    return q[0], statistics.median(values), q[2]


def cpu_fields(runs):
    cpu = [r[2] for r in runs]
    return {
        "status": "ok",
        "reps": len(runs),
        "cpu_s": f"{statistics.median(cpu):.3f}",
        "cpu_min_s": f"{min(cpu):.3f}",
        "cpu_max_s": f"{max(cpu):.3f}",
        "peak_mib": f"{statistics.median([r[3] for r in runs]) / 1024:.1f}",
    }


def programs(cxx, work, reps, runs):
    """Rows for the two programs built by cxx: compile and link, size, one run."""
    binaries = [work / f"{name}.{bench_compile.short_name(cxx)}" for name, _ in PROGRAMS]
    builds = [
        [cxx, *bench_compile.FLAGS, f"-I{bench_compile.INCLUDE}", str(source), "-o", str(binary)]
        for (_, source), binary in zip(PROGRAMS, binaries)
    ]
    built = in_turns(builds, reps)
    sizes = []
    for binary in binaries:
        stripped = binary.with_suffix(binary.suffix + ".stripped")
        subprocess.run(["strip", "-o", str(stripped), str(binary)], check=True)
        sizes.append(stripped.stat().st_size)
    ran = in_turns([[str(b)] for b in binaries], runs)
    rows = []
    for (name, _), build, size, run in zip(PROGRAMS, built, sizes, ran):
        q1, median, q3 = quartiles([r[1] * 1000 for r in run])
        rows.append(
            {
                "what": name,
                "compiler": bench_compile.short_name(cxx),
                "cxx": cxx,
                **cpu_fields(build),
                "program_bytes": size,
                "runs": len(run),
                "run_median_ms": f"{median:.3f}",
                "run_q1_ms": f"{q1:.3f}",
                "run_q3_ms": f"{q3:.3f}",
                "error": "",
            }
        )
    q1, median, q3 = quartiles(paired_differences(ran[0], ran[1]))
    rows[1].update(
        {
            "minus_header_median_ms": f"{median:.3f}",
            "minus_header_q1_ms": f"{q1:.3f}",
            "minus_header_q3_ms": f"{q3:.3f}",
        }
    )
    return rows


def paired_differences(first, second):
    """Milliseconds of each run of second less the run of first in the same turn."""
    return [(b[1] - a[1]) * 1000 for a, b in zip(first, second)]


def byte_sources(work):
    """The million bytes as literal rows, a braced array, #embed and .incbin: (name, path)."""
    sources = [(name, path) for name, path, _ in bench_tables.million_bytes_sources(work)]
    data = work / "million_bytes.bin"
    data.write_bytes(__import__("random").Random(20).randbytes(bench_tables.MILLION))
    embed = work / "million_bytes_embed.cpp"
    embed.write_text(
        f'inline constexpr unsigned char bytes[] = {{\n#embed "{data}"\n}};\n'
        f"static_assert(sizeof bytes == {bench_tables.MILLION} && bytes[0] != 1);\n"
    )
    incbin = work / "million_bytes_incbin.cpp"
    incbin.write_text(
        'extern "C" const unsigned char ctp_bytes[];\n'
        '__asm__(".section .rodata\\n.global ctp_bytes\\nctp_bytes:\\n'
        f'.incbin \\"{data}\\"\\n.previous");\n'
    )
    return sources + [("million_bytes_embed", embed), ("million_bytes_incbin", incbin)]


def bytes_rows(cxx, work, reps):
    """Rows for the million bytes compiled by cxx, each way; a way the compiler refuses is a row
    with status `refused` and its first error."""
    sources = byte_sources(work)
    commands = [
        [cxx, *BYTES_FLAGS, "-c", str(path), "-o", str(work / f"{name}.o")]
        for name, path in sources
    ]
    rows, kept = [], []
    for (name, _), command in zip(sources, commands):
        code, _, _, _, stderr = timed(command)
        if code != 0:
            rows.append(
                {
                    "what": name,
                    "compiler": bench_compile.short_name(cxx),
                    "cxx": cxx,
                    "status": "refused",
                    "error": bench_compile.first_error(stderr),
                }
            )
        else:
            kept.append((name, command))
    for (name, _), run in zip(kept, in_turns([c for _, c in kept], reps)):
        rows.append(
            {"what": name, "compiler": bench_compile.short_name(cxx), "cxx": cxx, **cpu_fields(run)}
        )
    return rows


def main(argv=None):
    p = common.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("--compilers", default="g++-12,clang++-19")
    p.add_argument(
        "--reps", type=int, default=5, help="compiles of each program and each form of bytes"
    )
    p.add_argument("--runs", type=int, default=201, help="runs of each program")
    p.add_argument("--out", default=str(bench_compile.RESULTS))
    args = p.parse_args(argv)
    rows = []
    with tempfile.TemporaryDirectory(prefix="ctp-bench-startup-") as folder:
        work = Path(folder)
        for cxx in args.compilers.split(","):
            rows += programs(cxx, work, args.reps, args.runs)
            rows += bytes_rows(cxx, work, args.reps)
            bench_compile.log(f"  header_or_startup: {cxx} done")
    rows.sort(key=lambda row: (row["what"], row["compiler"]))
    bench_compile.write_csv(
        Path(args.out) / "header_or_startup.csv",
        [{f: row.get(f, "") for f in FIELDS} for row in rows],
        FIELDS,
    )
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
